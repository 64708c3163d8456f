/**
 * The generic model operations of the contract (get, list, sync, create, update, delete, change events), with
 * access rules, `_version` checks and tombstones. Domains add their own rules through model hooks.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { inTransaction, type Database } from '../../db/connect.ts';
import {
  assertMayCreate,
  assertWritableFields,
  rowPredicate,
  rulesFor,
  deny,
  writesOnlyAsOwner,
} from '../access/check.ts';
import type { Viewer } from '../access/rules.ts';
import type { RequestContext } from '../context.ts';
import { apiError, badInput } from '../errors.ts';
import type { ModelDeclaration, ModelObject, ModelRow, ModelTable, ModelValues } from './declaration.ts';
import { hooksFor, type ModelHooks } from './hooks.ts';
import { assertWithinLimits } from './input-limits.ts';
import { assertReadableReferences } from './references.ts';
import type { ChangeKind } from './pubsub.ts';
import {
  findRow,
  insertRow,
  selectPageJson,
  selectRows,
  toApiObject,
  updateRow,
  type Filter,
  type Row,
  type SortInput,
} from './repository.ts';

export interface ListArgs {
  filter?: Filter | null;
  limit?: number | null;
  nextToken?: string | null;
  sort?: readonly SortInput[] | null;
}

export interface Connection<Table extends ModelTable = ModelTable> {
  items: ModelObject<Table>[];
  nextToken: string | null;
  startedAt: number | null;
}

const defaultLimit = 100;
const maxLimit = 1000;
const syncPageSize = 200;
/**
 * How long before a sync run its `startedAt` says it began. A write stamps `_lastChangedAt` before it commits, so a
 * row stamped just before a run began can commit after the run read the table: the next run, asking from a minute
 * earlier, brings it (a row sent twice is written to the client's store twice, which changes nothing).
 */
export const syncLookbackMs = 60_000;

function pageLimit(limit: number | null | undefined, fallback: number): number {
  if (limit === null || limit === undefined) return fallback;
  if (!Number.isInteger(limit) || limit < 1) throw apiError('BAD_USER_INPUT', 'limit must be a positive whole number.');
  return Math.min(limit, maxLimit);
}

function decodeToken(token: string | null | undefined): number {
  if (!token) return 0;
  try {
    const { offset } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { offset: unknown };
    if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0) return offset;
  } catch {
    // fall through to the error below
  }
  throw apiError('BAD_USER_INPUT', 'Invalid nextToken.');
}

function encodeToken(offset: number): string {
  return Buffer.from(JSON.stringify({ offset })).toString('base64url');
}

/** The fields a filter compares, at any depth of and/or/not. */
function filteredFields(filter: Filter): string[] {
  return Object.entries(filter).flatMap(([field, value]) => {
    if (field === 'and' || field === 'or')
      return Array.isArray(value) ? (value as Filter[]).flatMap(filteredFields) : [];
    if (field === 'not') return value ? filteredFields(value as Filter) : [];
    return [field];
  });
}

function assertFilterAllowed(ctx: RequestContext, model: ModelDeclaration, filter: Filter | null | undefined): void {
  if (!filter || !model.adminFilterOnly || ctx.viewer.groups.includes('admin')) return;
  const refused = filteredFields(filter).find((field) => model.adminFilterOnly?.includes(field));
  if (refused) throw apiError('FORBIDDEN', 'You are not allowed to do this.');
}

/** Fetches one row more than asked, to know whether a next page exists. */
async function page<Table extends ModelTable>(
  ctx: RequestContext,
  model: ModelDeclaration<Table>,
  args: ListArgs,
  fallbackLimit: number,
  sync?: { lastSync: number },
) {
  assertFilterAllowed(ctx, model, args.filter);
  const limit = pageLimit(args.limit, fallbackLimit);
  const offset = decodeToken(args.nextToken);
  const visible = rowPredicate(model.name, ctx.viewer, 'read', 'list');
  const rows = await selectRows(ctx.db, model, {
    visible,
    filter: args.filter,
    sort: sync ? [{ field: '_lastChangedAt', direction: 'ASC' }] : args.sort,
    extraWhere: sync ? [sql<boolean>`${sql.ref('_lastChangedAt')} > ${sync.lastSync}`] : [],
    includeDeleted: Boolean(sync),
    limit: limit + 1,
    offset,
  });
  const more = rows.length > limit;
  return {
    items: rows.slice(0, limit).map((row) => toApiObject(row)),
    nextToken: more ? encodeToken(offset + limit) : null,
  };
}

/** Where a list's items go in the answer, and the fields asked of them, when they can be sent as stored. */
export interface StoredItemsAt {
  path: readonly (string | number)[];
  fields: readonly string[];
}

export async function listModel<Table extends ModelTable>(
  ctx: RequestContext,
  model: ModelDeclaration<Table>,
  args: ListArgs,
  storedAt: StoredItemsAt | null = null,
): Promise<Connection<Table>> {
  if (storedAt && ctx.rawJson) {
    assertFilterAllowed(ctx, model, args.filter);
    const limit = pageLimit(args.limit, defaultLimit);
    const offset = decodeToken(args.nextToken);
    const page = await selectPageJson(
      ctx.db,
      model,
      {
        visible: rowPredicate(model.name, ctx.viewer, 'read', 'list'),
        filter: args.filter,
        sort: args.sort,
        limit,
        offset,
      },
      storedAt.fields,
    );
    // The database's JSON is the answer's items as it is (http/raw-json.ts).
    ctx.rawJson.defer(storedAt.path, page.items);
    return { items: [], nextToken: page.more ? encodeToken(offset + limit) : null, startedAt: null };
  }
  return { ...(await page(ctx, model, args, defaultLimit)), startedAt: null };
}

export async function syncModel<Table extends ModelTable>(
  ctx: RequestContext,
  model: ModelDeclaration<Table>,
  args: { lastSync?: number | null; limit?: number | null; nextToken?: string | null },
): Promise<Connection<Table>> {
  const startedAt = Date.now() - syncLookbackMs;
  const result = await page(ctx, model, args, syncPageSize, { lastSync: args.lastSync ?? 0 });
  return { ...result, startedAt };
}

export async function getModel<Table extends ModelTable>(
  ctx: RequestContext,
  model: ModelDeclaration<Table>,
  id: string,
): Promise<ModelObject<Table> | null> {
  const row = await findRow(ctx.db, model, id, rowPredicate(model.name, ctx.viewer, 'read'));
  return row ? toApiObject(row) : null;
}

/** Owner-bound columns: a teacher writing as owner may only point rows at their own teacher profile. */
function assertOwnTeacherProfile(model: ModelDeclaration, viewer: Viewer, values: Row, ownerOnly: boolean): void {
  const field = model.teacherProfileField;
  if (!field || !ownerOnly || !(field in values)) return;
  if (!viewer.teacherProfileId || values[field] !== viewer.teacherProfileId) {
    throw apiError('FORBIDDEN', 'You may only write your own records.');
  }
}

/** Owner of a new row: the teacher the row belongs to when it names one, else the caller. */
async function ownerOf(
  ctx: RequestContext,
  model: ModelDeclaration,
  values: Row,
): Promise<{ owner: string; ownerId: string }> {
  const profileId = model.teacherProfileField ? values[model.teacherProfileField] : undefined;
  if (typeof profileId === 'string' && profileId !== ctx.viewer.teacherProfileId) {
    const profile = await ctx.db
      .selectFrom('teacher_profile')
      .select(['owner', 'ownerId'])
      .where('id', '=', profileId)
      .executeTakeFirst();
    if (!profile?.ownerId || !profile.owner)
      throw apiError('BAD_USER_INPUT', 'Unknown teacher profile.', {
        fieldErrors: { [model.teacherProfileField ?? 'teacherprofileID']: 'Unknown teacher profile' },
      });
    return { owner: profile.owner, ownerId: profile.ownerId };
  }
  if (!ctx.viewer.userId) deny(ctx.viewer);
  return { owner: `${ctx.viewer.userId}::${ctx.viewer.email ?? ''}`, ownerId: ctx.viewer.userId };
}

/**
 * The limits of what the caller sent, as the model's hooks left it (trimmed, completed): after the hooks, so that
 * the specification's own messages (required, whole number) come first; fields the server derives are not checked.
 */
function assertInputWithinLimits(model: ModelDeclaration, values: Row, sent: string[]): void {
  assertWithinLimits(
    { id: 'ID', ...model.fields },
    Object.fromEntries(sent.filter((field) => field in values).map((field) => [field, values[field]])),
  );
}

/** A write refused by one of the model's unique indexes answers that index's field message; other errors pass. */
async function withUniqueMessages<T>(model: ModelDeclaration, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
    const unique = code === '23505' && typeof constraint === 'string' ? model.uniqueIndexes?.[constraint] : undefined;
    if (unique) throw badInput({ [unique.field]: unique.message });
    throw error;
  }
}

/** An update carries the stored row as it was, for subscribers it takes the row away from (resolvers.ts). */
function publish<Table extends ModelTable>(
  ctx: RequestContext,
  model: ModelDeclaration<Table>,
  kind: ChangeKind,
  row: ModelObject<Table>,
  before?: ModelRow<Table>,
): void {
  ctx.app.changes.publish(model.name, kind, row, before);
}

/**
 * A client may choose the id of a new row (the offline queue does). A taken id answers CONFLICT, with the row only
 * when the caller may read it: anyone else's row answers like any id that cannot be used, so ids that leak (an
 * announcement's readers, say) reveal nothing of the rows behind them.
 */
export async function assertIdFree(db: Database, viewer: Viewer, model: ModelDeclaration, id: string): Promise<void> {
  const taken = await findRow(db, model, id, sql<boolean>`true`, { includeDeleted: true });
  if (!taken) return;
  const readable =
    rulesFor(model.name, viewer, 'read').length > 0
      ? await findRow(db, model, id, rowPredicate(model.name, viewer, 'read'), { includeDeleted: true })
      : undefined;
  throw apiError(
    'CONFLICT',
    'A record with this id already exists.',
    readable ? { current: toApiObject(readable) } : {},
  );
}

/**
 * The input of a create or update as the model's values. Its model is known only at run time (one resolver per
 * declaration), and the schema generated from the same declaration accepts only the model's fields.
 */
function valuesOf<Table extends ModelTable>(_model: ModelDeclaration<Table>, input: Row): ModelValues<Table> {
  return input;
}

export async function createModel<Table extends ModelTable>(
  ctx: RequestContext,
  model: ModelDeclaration<Table>,
  input: Row,
): Promise<ModelObject<Table>> {
  const rules = assertMayCreate(model.name, ctx.viewer);
  const { id, ...fields } = input;
  assertWritableFields(rules, Object.keys(fields));
  assertOwnTeacherProfile(model, ctx.viewer, fields, writesOnlyAsOwner(rules));
  const hooks = hooksFor(model);
  const values = hooks.beforeWrite
    ? await hooks.beforeWrite(ctx, valuesOf(model, { ...fields }), null)
    : valuesOf(model, { ...fields });
  assertInputWithinLimits(model, { ...values, id }, ['id', ...Object.keys(fields)]);
  await assertReadableReferences(ctx.db, ctx.viewer, model, values, null);
  if (model.ownerField) Object.assign(values, await ownerOf(ctx, model, values));
  const newId = typeof id === 'string' && id.length > 0 ? id : randomUUID();
  const row = await withUniqueMessages(model, () =>
    inTransaction(ctx.db, async (trx) => {
      await assertIdFree(trx, ctx.viewer, model, newId);
      const inserted = await insertRow(trx, model, {
        ...values,
        id: newId,
        _lastChangedAt: Date.now(),
        _lastChangedBy: ctx.viewer.userId,
      });
      await hooks.withinWrite?.(ctx, trx, toApiObject(inserted), null);
      return inserted;
    }),
  );
  const created = toApiObject(row);
  publish(ctx, model, 'create', created);
  await hooks.afterWrite?.(ctx, created, null);
  return created;
}

async function writableRow<Table extends ModelTable>(
  ctx: RequestContext,
  model: ModelDeclaration<Table>,
  id: string,
  operation: 'update' | 'delete',
) {
  const rules = rulesFor(model.name, ctx.viewer, operation);
  if (rules.length === 0) deny(ctx.viewer);
  const row = await findRow(ctx.db, model, id, rowPredicate(model.name, ctx.viewer, operation));
  if (!row) throw apiError('NOT_FOUND', 'Record not found.');
  return { rules, row };
}

/**
 * The row moved on since the caller read it: the error carries the current row and whether its last change was the
 * caller's own account (another device or window of theirs), so the app can say "your other device".
 */
async function conflict(ctx: RequestContext, model: ModelDeclaration, id: string): Promise<never> {
  const current = await findRow(ctx.db, model, id, rowPredicate(model.name, ctx.viewer, 'read'), {
    includeDeleted: true,
  });
  throw apiError('CONFLICT', 'This record was changed by someone else.', {
    current: current ? toApiObject(current) : null,
    changedBySelf: ctx.viewer.userId !== null && current?._lastChangedBy === ctx.viewer.userId,
  });
}

/**
 * Runs a write of an existing row and the model's withinWrite hook in one transaction; a model without that hook
 * writes as a single statement, with no transaction around it.
 */
async function storedWith<Table extends ModelTable>(
  ctx: RequestContext,
  hooks: ModelHooks<Table>,
  before: ModelRow<Table>,
  write: (db: Database) => Promise<ModelRow<Table> | undefined>,
) {
  const within = hooks.withinWrite;
  if (!within) return write(ctx.db);
  return inTransaction(ctx.db, async (trx) => {
    const written = await write(trx);
    if (written) await within(ctx, trx, toApiObject(written), toApiObject(before));
    return written;
  });
}

export async function updateModel<Table extends ModelTable>(
  ctx: RequestContext,
  model: ModelDeclaration<Table>,
  input: Row & { id: string; _version: number },
): Promise<ModelObject<Table>> {
  const { id, _version, ...fields } = input;
  const { rules, row } = await writableRow(ctx, model, id, 'update');
  assertWritableFields(rules, Object.keys(fields));
  if (row._version !== _version) return conflict(ctx, model, id);
  assertOwnTeacherProfile(model, ctx.viewer, fields, writesOnlyAsOwner(rules));
  const hooks = hooksFor(model);
  const values = hooks.beforeWrite
    ? await hooks.beforeWrite(ctx, valuesOf(model, { ...fields }), toApiObject(row))
    : valuesOf(model, fields);
  assertInputWithinLimits(model, values, Object.keys(fields));
  await assertReadableReferences(ctx.db, ctx.viewer, model, values, row);
  const updated = await withUniqueMessages(model, () =>
    storedWith(ctx, hooks, row, (db) =>
      updateRow(db, model, id, _version, { ...values, _lastChangedBy: ctx.viewer.userId }),
    ),
  );
  if (!updated) return conflict(ctx, model, id);
  const result = toApiObject(updated);
  publish(ctx, model, 'update', result, row);
  await hooks.afterWrite?.(ctx, result, toApiObject(row));
  return result;
}

export async function deleteModel<Table extends ModelTable>(
  ctx: RequestContext,
  model: ModelDeclaration<Table>,
  input: { id: string; _version: number },
): Promise<ModelObject<Table>> {
  const { row } = await writableRow(ctx, model, input.id, 'delete');
  if (row._version !== input._version) return conflict(ctx, model, input.id);
  const hooks = hooksFor(model);
  if (hooks.beforeDelete) await hooks.beforeDelete(ctx, toApiObject(row));
  const deleted = await storedWith(ctx, hooks, row, (db) =>
    updateRow(db, model, input.id, input._version, { _deleted: true, _lastChangedBy: ctx.viewer.userId }),
  );
  if (!deleted) return conflict(ctx, model, input.id);
  const result = toApiObject(deleted);
  publish(ctx, model, 'delete', result);
  await hooks.afterDelete?.(ctx, result);
  return result;
}
