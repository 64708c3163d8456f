/**
 * Duplicate in the products and bundles tables (002 §4): a product copy gets copies of its stored files under
 * new keys and its own content record; a bundle copy gets ' - COPY' and no thumbnails.
 */
import { randomUUID } from 'node:crypto';
import { rowPredicate } from '../access/check.ts';
import type { RequestContext } from '../context.ts';
import { apiError } from '../errors.ts';
import { copyStoredFile, mapInBatches, removeStoredFiles } from '../files/records.ts';
import type { ModelDeclaration, ModelObject, ModelRow } from '../models/declaration.ts';
import { modelNamed } from '../models/models.ts';
import { findRow, insertRow, toApiObject, type Row } from '../models/repository.ts';
import { assertIdFree } from '../models/service.ts';
import { searchFieldOf } from './search-field.ts';
import { inTransaction } from '../../db/connect.ts';
import { logError } from '../observability/log.ts';

const product = modelNamed('Product');
const content = modelNamed('ProductContent');
const bundle = modelNamed('ProductBundle');

const copySuffix = ' - COPY';
/** Columns a copy never takes over from the original. */
const systemColumns = [
  'id',
  'createdAt',
  'updatedAt',
  '_version',
  '_deleted',
  '_lastChangedAt',
  '_lastChangedBy',
  'ownerId',
];

function fieldsOf(row: Row, except: readonly string[] = []): Row {
  const fields: Row = {};
  for (const [column, value] of Object.entries(row))
    if (!systemColumns.includes(column) && !except.includes(column)) fields[column] = value;
  return fields;
}

type CatalogueTable = 'product' | 'product_bundle';

async function original<Table extends CatalogueTable>(
  ctx: RequestContext,
  model: ModelDeclaration<Table>,
  id: string,
): Promise<ModelRow<Table>> {
  const row = await findRow(ctx.db, model, id, rowPredicate(model.name, ctx.viewer, 'read'));
  if (!row) throw apiError('NOT_FOUND', 'Record not found.');
  return row;
}

async function freshId(
  ctx: RequestContext,
  model: ModelDeclaration<CatalogueTable>,
  newId: string | null | undefined,
): Promise<string> {
  const id = newId || randomUUID();
  await assertIdFree(ctx.db, ctx.viewer, model, id);
  return id;
}

const keysOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];

export async function duplicateProduct(
  ctx: RequestContext,
  id: string,
  newId?: string | null,
): Promise<ModelObject<'product'>> {
  const source = await original(ctx, product, id);
  const copyId = await freshId(ctx, product, newId);
  const contents = await ctx.loaders.rowsBy('ProductContent', 'productId').load(id);
  const contentId = randomUUID();
  const copied: string[] = [];
  /** Copies each file that exists; a file already missing from storage is left out of the copy. */
  const copyAll = (keys: string[], folder: string) =>
    mapInBatches(keys, 10, async (key) => {
      if (!(await ctx.app.files.exists(key))) return null;
      const copy = await copyStoredFile(ctx.app, key, folder, ctx.viewer.userId);
      copied.push(copy);
      return copy;
    }).then((keys) => keys.filter((key): key is string => key !== null));

  try {
    const thumbnails = await copyAll(keysOf(source.thumbnails), `Products/${copyId}`);
    const fileKeys = await copyAll(
      contents.flatMap((row) => keysOf(row.fileKeys)),
      `ProductsContent/${contentId}`,
    );
    const title = `${source.title ?? ''}${copySuffix}`;
    const fields = { ...fieldsOf(source), title, thumbnails, sku: null };
    const searchField = await searchFieldOf(ctx.db, fields);
    const now = Date.now();
    const [copy, copyContent] = await inTransaction(ctx.db, async (trx) => [
      await insertRow(trx, product, { ...fields, searchField, id: copyId, _lastChangedAt: now }),
      await insertRow(trx, content, {
        productId: copyId,
        fileKeys,
        urls: [...new Set(contents.flatMap((row) => keysOf(row.urls)))],
        id: contentId,
        _lastChangedAt: now,
      }),
    ]);
    const created = toApiObject(copy);
    ctx.app.changes.publish('Product', 'create', created);
    ctx.app.changes.publish('ProductContent', 'create', toApiObject(copyContent));
    return created;
  } catch (error) {
    await removeStoredFiles(ctx.app, copied).catch((cleanup: unknown) =>
      logError('catalogue: removing copied files failed', cleanup),
    );
    throw error;
  }
}

export async function duplicateProductBundle(
  ctx: RequestContext,
  id: string,
  newId?: string | null,
): Promise<ModelObject<'product_bundle'>> {
  const source = await original(ctx, bundle, id);
  const copyId = await freshId(ctx, bundle, newId);
  const fields = { ...fieldsOf(source), title: `${source.title ?? ''}${copySuffix}`, thumbnails: [] };
  const searchField = await searchFieldOf(ctx.db, fields);
  const copy = toApiObject(
    await insertRow(ctx.db, bundle, { ...fields, searchField, id: copyId, _lastChangedAt: Date.now() }),
  );
  ctx.app.changes.publish('ProductBundle', 'create', copy);
  return copy;
}
