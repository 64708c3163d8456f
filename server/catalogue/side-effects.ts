/**
 * What follows a stored write of a catalogue model, beyond its own row (after-hooks of the model layer):
 * - a new product gets its empty ProductContent record (002 §4 "Saving a new product creates an empty
 *   ProductContent record");
 * - deleting a product deletes its content records, thumbnails and content files (000 §7); deleting a bundle or a
 *   content record deletes its files; a save that drops thumbnails or content files deletes those files;
 * - renaming or deleting a tag or category rebuilds the searchField of the items that use it.
 * Files are only ever removed from the record's own folder (Products/{id}/, ProductsContent/{contentId}/,
 * ProductBundles/{id}/), so a key shared by another record is never touched; a failed removal is logged, never
 * undone into a failed save.
 */
import type { RequestContext } from '../context.ts';
import { removeFolder, removeStoredFiles } from '../files/records.ts';
import { registerHooks, type ModelHooks } from '../models/hooks.ts';
import { modelNamed } from '../models/models.ts';
import type { ModelObject } from '../models/declaration.ts';
import { createModel, deleteModel } from '../models/service.ts';
import { refreshSearchFields } from './search-field.ts';
import { logError } from '../observability/log.ts';

const content = modelNamed('ProductContent');

const keysOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];

const productFolder = (id: string) => `Products/${id}/`;
const contentFolder = (id: string) => `ProductsContent/${id}/`;
const bundleFolder = (id: string) => `ProductBundles/${id}/`;

async function logFailure(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logError(`catalogue: ${what} failed`, error);
  }
}

/** Removes the files a save dropped from a list of keys, within the record's own folder. */
async function removeDropped(ctx: RequestContext, before: unknown, after: unknown, folder: string): Promise<void> {
  const kept = new Set(keysOf(after));
  const dropped = keysOf(before).filter((key) => !kept.has(key) && key.startsWith(folder));
  if (dropped.length > 0) await logFailure(`removing ${dropped.join(', ')}`, () => removeStoredFiles(ctx.app, dropped));
}

async function contentsOf(ctx: RequestContext, productId: string): Promise<ModelObject<'product_content'>[]> {
  return ctx.loaders.rowsBy('ProductContent', 'productId').load(productId);
}

/** Removes a record's folder: its files, with the keys it listed (files stored elsewhere are never touched). */
function removeRecordFolder(ctx: RequestContext, what: string, folder: string, keys: string[]): Promise<void> {
  return logFailure(`removing the files of ${what}`, () => removeFolder(ctx.app, folder, keys));
}

/** Renaming or deleting a tag or category changes the searchField of the items that use it. */
function searchFieldRefresh(
  users: (id: string) => { tagId: string } | { categoryId: string },
): ModelHooks<'product_tag' | 'product_category'> {
  return {
    afterWrite: async (ctx, row, before) => {
      if (before && before.name !== row.name) await refreshSearchFields(ctx, users(row.id));
    },
    afterDelete: (ctx, row) => refreshSearchFields(ctx, users(row.id)),
  };
}

// Module-level hook objects: registering them again (a second registerCatalogueSideEffects) adds nothing.
const productEffects: ModelHooks<'product'> = {
  afterWrite: async (ctx, row, before) => {
    if (!before) await createModel(ctx, content, { productId: row.id, fileKeys: [], urls: [] });
    if (before) await removeDropped(ctx, before.thumbnails, row.thumbnails, productFolder(row.id));
  },
  afterDelete: async (ctx, row) => {
    // Each content record's own delete removes its files (contentEffects).
    for (const record of await contentsOf(ctx, row.id))
      await deleteModel(ctx, content, { id: record.id, _version: record._version });
    await removeRecordFolder(ctx, `product ${row.id}`, productFolder(row.id), keysOf(row.thumbnails));
  },
};
const contentEffects: ModelHooks<'product_content'> = {
  afterWrite: async (ctx, row, before) => {
    if (before) await removeDropped(ctx, before.fileKeys, row.fileKeys, contentFolder(row.id));
  },
  afterDelete: (ctx, row) => removeRecordFolder(ctx, `content ${row.id}`, contentFolder(row.id), keysOf(row.fileKeys)),
};
const bundleEffects: ModelHooks<'product_bundle'> = {
  afterWrite: async (ctx, row, before) => {
    if (before) await removeDropped(ctx, before.thumbnails, row.thumbnails, bundleFolder(row.id));
  },
  afterDelete: (ctx, row) => removeRecordFolder(ctx, `bundle ${row.id}`, bundleFolder(row.id), keysOf(row.thumbnails)),
};
const tagEffects = searchFieldRefresh((tagId) => ({ tagId }));
const categoryEffects = searchFieldRefresh((categoryId) => ({ categoryId }));

export function registerCatalogueSideEffects(): void {
  registerHooks('Product', productEffects);
  registerHooks('ProductContent', contentEffects);
  registerHooks('ProductBundle', bundleEffects);
  registerHooks('ProductTag', tagEffects);
  registerHooks('ProductCategory', categoryEffects);
}
