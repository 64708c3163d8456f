/**
 * Tags from the product dialog's free-entry chips (002 §5 "Editing a tag in the product form creates a new tag
 * if the name is unknown"): existing tags are matched by trimmed name without regard to case; the rest are made.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { RequestContext } from '../context.ts';
import { catalogueMessages } from '../domain/catalogue-rules.ts';
import { badInput } from '../errors.ts';
import { assertWithinLimits } from '../models/input-limits.ts';
import { modelNamed } from '../models/models.ts';
import type { ModelObject, ModelRow } from '../models/declaration.ts';
import { insertRow, toApiObject } from '../models/repository.ts';
import { inTransaction } from '../../db/connect.ts';

const tagModel = modelNamed('ProductTag');

/**
 * A tag made at the same moment through createProductTag (which does not take this service's lock) trips the unique
 * index of tag names: the caller gets the field message, and trying again finds the tag.
 */
async function madeOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'product_tag_name_idx')
      throw badInput({ tags: catalogueMessages.tagNameTaken });
    throw error;
  }
}

export async function createTags(ctx: RequestContext, names: readonly string[]): Promise<ModelObject<'product_tag'>[]> {
  // As many names as a product may carry tags, each as long as a tag's name.
  assertWithinLimits({ tags: '[String!]' }, { tags: names });
  names.forEach((name) => assertWithinLimits(tagModel.fields, { name }));
  const wanted = new Map<string, string>();
  for (const name of names.map((candidate) => candidate.trim()).filter((name) => name.length > 0)) {
    if (!wanted.has(name.toLowerCase())) wanted.set(name.toLowerCase(), name);
  }
  if (wanted.size === 0) return [];
  const { tags, created } = await madeOnce(() =>
    inTransaction(ctx.db, async (trx) => {
      // Two admins typing the same new chip at once must not make the tag twice.
      await sql`select pg_advisory_xact_lock(hashtext('product_tag:createTags'))`.execute(trx);
      const existing = await sql<ModelRow<'product_tag'>>`select * from product_tag
      where ${sql.ref('_deleted')} = false and lower(btrim(name)) = any(${[...wanted.keys()]}::text[])
      order by ${sql.ref('createdAt')} asc, id asc`.execute(trx);
      const byName = new Map<string, ModelRow<'product_tag'>>();
      for (const row of existing.rows) {
        const key = String(row.name).trim().toLowerCase();
        if (!byName.has(key)) byName.set(key, row);
      }
      const made: ModelRow<'product_tag'>[] = [];
      for (const [key, name] of wanted) {
        if (byName.has(key)) continue;
        const row = await insertRow(trx, tagModel, { id: randomUUID(), name, _lastChangedAt: Date.now() });
        byName.set(key, row);
        made.push(row);
      }
      const tags = [...wanted.keys()].flatMap((key) => byName.get(key) ?? []);
      return { tags: tags.map((row) => toApiObject(row)), created: made.map((row) => toApiObject(row)) };
    }),
  );
  for (const row of created) ctx.app.changes.publish('ProductTag', 'create', row);
  return tags;
}
