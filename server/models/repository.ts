/**
 * Generic SQL for every model: plain functions taking the database (or a transaction) first. Table and column
 * names come from the declarations, never from the caller; values are always bound parameters.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { collated } from '../../db/collation.ts';
import type { Database } from '../../db/connect.ts';
import { apiError } from '../errors.ts';
import {
  isScalarField,
  parseType,
  systemFields,
  type ApiObject,
  type InternalColumn,
  type ModelDeclaration,
  type ModelRow,
  type ModelTable,
  type ModelValues,
} from './declaration.ts';

/**
 * A row or values whose model is not known statically (GraphQL input, a change event). Code that knows its model
 * uses ModelRow, ModelObject and ModelValues (declaration.ts).
 */
export type Row = Record<string, unknown>;

/**
 * The database addressed by a table name taken from a declaration at run time: kysely cannot check column names
 * of a table it does not know statically, so the generic writes below see that table as plain records and say
 * the type of what they return.
 */
type DynamicDb = Kysely<Record<string, Row>>;

export function dynamic(db: Database | Kysely<unknown>): DynamicDb {
  return db as unknown as DynamicDb;
}

/** Filter input of the contract: per field comparison operators, combined with and, or, not. */
export type Filter = { and?: Filter[] | null; or?: Filter[] | null; not?: Filter | null } & Record<string, unknown>;
type Comparison = Record<string, unknown>;

/** A filter operand as text (filters carry scalars; a list or object compares as its JSON). */
const asText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

export interface SortInput {
  field: string;
  direction?: 'ASC' | 'DESC' | null;
}

export interface ListQuery {
  visible: RawBuilder<boolean>;
  filter?: Filter | null;
  extraWhere?: RawBuilder<boolean>[];
  sort?: readonly SortInput[] | null;
  limit: number;
  offset: number;
  includeDeleted?: boolean;
}

function fieldType(model: ModelDeclaration, field: string): string {
  const type = model.fields[field] ?? systemFields[field];
  if (!type) throw apiError('BAD_USER_INPUT', `Unknown field ${field}.`);
  return type;
}

function compare(model: ModelDeclaration, field: string, comparison: Comparison): RawBuilder<boolean>[] {
  const column = sql.ref(field);
  const list = parseType(fieldType(model, field)).list;
  const conditions: RawBuilder<boolean>[] = [];
  for (const [operator, value] of Object.entries(comparison)) {
    if (value === undefined) continue;
    switch (operator) {
      case 'eq':
        conditions.push(
          value === null
            ? sql`${column} is null`
            : list
              ? sql`${column} = ${JSON.stringify(value)}::jsonb`
              : sql`${column} = ${value}`,
        );
        break;
      case 'ne':
        conditions.push(value === null ? sql`${column} is not null` : sql`${column} is distinct from ${value}`);
        break;
      case 'gt':
        conditions.push(sql`${column} > ${value}`);
        break;
      case 'ge':
        conditions.push(sql`${column} >= ${value}`);
        break;
      case 'lt':
        conditions.push(sql`${column} < ${value}`);
        break;
      case 'le':
        conditions.push(sql`${column} <= ${value}`);
        break;
      case 'between': {
        const bounds: unknown[] = Array.isArray(value) ? value : [];
        const [low, high] = bounds;
        if (low === undefined || high === undefined)
          throw apiError('BAD_USER_INPUT', `between on ${field} needs two values.`);
        conditions.push(sql`${column} between ${low} and ${high}`);
        break;
      }
      case 'beginsWith':
        conditions.push(sql`starts_with(${column}::text, ${asText(value)})`);
        break;
      case 'contains':
        conditions.push(
          list
            ? sql`${column} @> ${JSON.stringify([value])}::jsonb`
            : sql`strpos(${column}::text, ${asText(value)}) > 0`,
        );
        break;
      case 'notContains':
        conditions.push(
          list
            ? sql`not coalesce(${column} @> ${JSON.stringify([value])}::jsonb, false)`
            : sql`coalesce(strpos(${column}::text, ${asText(value)}) = 0, true)`,
        );
        break;
      case 'attributeExists':
        conditions.push(value ? sql`${column} is not null` : sql`${column} is null`);
        break;
      default:
        throw apiError('BAD_USER_INPUT', `Unknown operator ${operator}.`);
    }
  }
  return conditions;
}

/**
 * Levels of and/or/not a filter may nest: the web app's filters use two or three; deeper ones only make PostgreSQL
 * (and this recursion) run out of stack.
 */
const filterDepthLimit = 10;

function filterSql(model: ModelDeclaration, filter: Filter, depth = 1): RawBuilder<boolean> {
  if (depth > filterDepthLimit)
    throw apiError('BAD_USER_INPUT', `Filter is nested too deeply (at most ${filterDepthLimit} levels).`);
  const conditions: RawBuilder<boolean>[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    if (key === 'and' || key === 'or') {
      const parts = (value as Filter[]).map((part) => filterSql(model, part, depth + 1));
      if (parts.length > 0) conditions.push(sql`(${sql.join(parts, key === 'and' ? sql` and ` : sql` or `)})`);
    } else if (key === 'not') {
      conditions.push(sql`not (${filterSql(model, value as Filter, depth + 1)})`);
    } else {
      conditions.push(...compare(model, key, value as Comparison));
    }
  }
  return conditions.length > 0 ? sql`(${sql.join(conditions, sql` and `)})` : sql`true`;
}

function orderBy(model: ModelDeclaration, sort: readonly SortInput[] | null | undefined): RawBuilder<unknown> {
  const chosen = sort && sort.length > 0 ? sort : (model.defaultSort ?? []);
  const parts = chosen.map(({ field, direction }) => {
    const type = fieldType(model, field);
    if (!isScalarField(type)) throw apiError('BAD_USER_INPUT', `Cannot sort by ${field}.`);
    // Texts (names, titles) sort as people read them, the same on both databases (db/collation.ts).
    const key = parseType(type).base === 'String' ? collated(sql.ref(field)) : sql.ref(field);
    return direction === 'DESC' ? sql`${key} desc nulls last` : sql`${key} asc nulls last`;
  });
  parts.push(sql`${sql.ref('id')} asc`);
  return sql.join(parts);
}

function whereOf(model: ModelDeclaration, query: ListQuery): RawBuilder<boolean> {
  const where = [query.visible, ...(query.extraWhere ?? [])];
  if (!query.includeDeleted) where.push(sql`${sql.ref('_deleted')} = false`);
  if (query.filter) where.push(filterSql(model, query.filter));
  return sql.join(where, sql` and `);
}

export async function selectRows<Table extends ModelTable>(
  db: Database,
  model: ModelDeclaration<Table>,
  query: ListQuery,
): Promise<ModelRow<Table>[]> {
  const result = await sql<ModelRow<Table>>`select * from ${sql.table(model.table)} where ${whereOf(model, query)}
    order by ${orderBy(model, query.sort)} limit ${query.limit} offset ${query.offset}`.execute(db);
  return result.rows;
}

/** A timestamp as the API shows it (toISOString's form), made by the database. */
const isoText = (column: RawBuilder<unknown>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A page as the database writes it: the rows' JSON text and whether more follow. */
export interface PageJson {
  /** A JSON array of objects with the fields asked, in their order (`__typename`: the model's name). */
  items: string;
  more: boolean;
}

/**
 * The rows of a list page (`query.limit` of them, one more looked for) as JSON text with only `fields`, each as the
 * API answers it: the answer's items without building a row object per row in JS (http/raw-json.ts).
 */
export async function selectPageJson(
  db: Database,
  model: ModelDeclaration,
  query: ListQuery,
  fields: readonly string[],
): Promise<PageJson> {
  const pairs = fields.map((field) => {
    if (field === '__typename') return sql`${sql.lit(model.name)} as ${sql.ref(field)}`;
    const type = model.fields[field] ?? systemFields[field];
    const column = sql.ref(field);
    return sql`${parseType(type).base === 'DateTime' ? isoText(column) : column} as ${sql.ref(field)}`;
  });
  const order = orderBy(model, query.sort);
  const result = await sql<PageJson>`with page as (
      select * from ${sql.table(model.table)} where ${whereOf(model, query)}
      order by ${order} limit ${query.limit + 1} offset ${query.offset}
    ), shown as (select * from page order by ${order} limit ${query.limit})
    select (select count(*) from page) > ${query.limit} as more,
      '[' || coalesce((select string_agg((select row_to_json(item)::text from (select ${sql.join(pairs)}) item), ','
        order by ${order}) from shown), '') || ']' as items`.execute(db);
  return result.rows[0];
}

export async function selectRowsByIds<Table extends ModelTable>(
  db: Database,
  model: ModelDeclaration<Table>,
  key: string,
  ids: readonly string[],
  visible: RawBuilder<boolean>,
): Promise<ModelRow<Table>[]> {
  if (ids.length === 0) return [];
  const result = await sql<ModelRow<Table>>`select * from ${sql.table(model.table)}
    where ${sql.ref(key)} = any(${[...ids]}::text[]) and ${sql.ref('_deleted')} = false and ${visible}`.execute(db);
  return result.rows;
}

export async function findRow<Table extends ModelTable>(
  db: Database,
  model: ModelDeclaration<Table>,
  id: string,
  visible: RawBuilder<boolean>,
  options: { includeDeleted?: boolean; forUpdate?: boolean } = {},
): Promise<ModelRow<Table> | undefined> {
  const deleted = options.includeDeleted ? sql`true` : sql`${sql.ref('_deleted')} = false`;
  const lock = options.forUpdate ? sql`for update` : sql``;
  const result = await sql<ModelRow<Table>>`select * from ${sql.table(model.table)}
    where ${sql.ref('id')} = ${id} and ${deleted} and ${visible} ${lock}`.execute(db);
  return result.rows[0];
}

export async function insertRow<Table extends ModelTable>(
  db: Database,
  model: ModelDeclaration<Table>,
  values: ModelValues<Table>,
): Promise<ModelRow<Table>> {
  const row = await dynamic(db)
    .insertInto(model.table)
    .values(toColumns(model, values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as ModelRow<Table>;
}

/** Many new rows in one statement (a batch of an import); answers them in the order given. */
export async function insertRows<Table extends ModelTable>(
  db: Database,
  model: ModelDeclaration<Table>,
  values: readonly ModelValues<Table>[],
): Promise<ModelRow<Table>[]> {
  if (values.length === 0) return [];
  const rows = await dynamic(db)
    .insertInto(model.table)
    .values(values.map((one) => toColumns(model, one)))
    .returningAll()
    .execute();
  const byId = new Map(rows.map((row) => [(row as { id: string }).id, row]));
  return values
    .map((one) => byId.get((one as { id: string }).id))
    .filter((row) => row !== undefined) as ModelRow<Table>[];
}

/** Writes the values when the row is still at `version`; undefined when it moved on meanwhile. */
export async function updateRow<Table extends ModelTable>(
  db: Database,
  model: ModelDeclaration<Table>,
  id: string,
  version: number,
  values: ModelValues<Table>,
): Promise<ModelRow<Table> | undefined> {
  const table: string = model.table;
  const row = await dynamic(db)
    .updateTable(table)
    .set({
      // Whose write this is: a caller that does not say leaves it unknown, never the previous writer's.
      _lastChangedBy: null,
      ...toColumns(model, values),
      _version: sql`${sql.ref('_version')} + 1`,
      updatedAt: sql`now()`,
      _lastChangedAt: Date.now(),
    })
    .where('id', '=', id)
    .where('_version', '=', version)
    .returningAll()
    .executeTakeFirst();
  return row as ModelRow<Table> | undefined;
}

/** jsonb columns get JSON text; other values go as they are. */
function toColumns(model: ModelDeclaration, values: Row): Row {
  const columns: Row = {};
  for (const [field, value] of Object.entries(values)) {
    const type = model.fields[field];
    const json = type !== undefined && !isScalarField(type);
    columns[field] = json && value !== null && value !== undefined ? JSON.stringify(value) : value;
  }
  return columns;
}

const internalColumns: ReadonlySet<string> = new Set<InternalColumn>(['ownerId', '_lastChangedBy']);

/** A row as the API shows it: timestamps as ISO text, internal columns dropped. */
export function toApiObject<StoredRow extends object>(row: StoredRow): ApiObject<StoredRow> {
  const object: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (internalColumns.has(column)) continue;
    object[column] = value instanceof Date ? value.toISOString() : value;
  }
  return object as ApiObject<StoredRow>;
}
