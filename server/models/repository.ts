/**
 * Generic SQL for every model: plain functions taking the database (or a transaction) first. Table and column
 * names come from the declarations, never from the caller; values are always bound parameters.
 */
import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import { collated } from '../../db/collation.ts';
import { executePrepared, type Database } from '../../db/connect.ts';
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

/** A comparison as the statement writes it: which SQL, about which field, with which values (see clauseSql). */
type ClauseKind =
  | 'isNull'
  | 'isNotNull'
  | 'eq'
  | 'eqJson'
  | 'distinct'
  | 'gt'
  | 'ge'
  | 'lt'
  | 'le'
  | 'between'
  | 'beginsWith'
  | 'contains'
  | 'containsJson'
  | 'notContains'
  | 'notContainsJson';

function clauseSql(kind: ClauseKind, field: string, values: readonly unknown[]): RawBuilder<boolean> {
  const column = sql.ref(field);
  const [value, high] = values;
  switch (kind) {
    case 'isNull':
      return sql`${column} is null`;
    case 'isNotNull':
      return sql`${column} is not null`;
    case 'eq':
      return sql`${column} = ${value}`;
    case 'eqJson':
      return sql`${column} = ${value}::jsonb`;
    case 'distinct':
      return sql`${column} is distinct from ${value}`;
    case 'gt':
      return sql`${column} > ${value}`;
    case 'ge':
      return sql`${column} >= ${value}`;
    case 'lt':
      return sql`${column} < ${value}`;
    case 'le':
      return sql`${column} <= ${value}`;
    case 'between':
      return sql`${column} between ${value} and ${high}`;
    case 'beginsWith':
      return sql`starts_with(${column}::text, ${value})`;
    case 'contains':
      return sql`strpos(${column}::text, ${value}) > 0`;
    case 'containsJson':
      return sql`${column} @> ${value}::jsonb`;
    case 'notContains':
      return sql`coalesce(strpos(${column}::text, ${value}) = 0, true)`;
    case 'notContainsJson':
      return sql`not coalesce(${column} @> ${value}::jsonb, false)`;
  }
}

/**
 * What a filter's walk makes of its parts: the SQL (filterSql) or, for a statement compiled once, the filter's
 * shape as text (filterShape). The walk (walkFilter) checks the filter and decides each comparison's SQL and
 * values, the same for both.
 */
interface FilterParts<T> {
  clause(kind: ClauseKind, field: string, values: unknown[]): T;
  group(parts: T[], operator: 'and' | 'or'): T;
  not(inner: T): T;
  /** A filter object's conditions, all of which must hold; `none` when it has none. */
  all(conditions: T[]): T;
}

function compare<T>(model: ModelDeclaration, field: string, comparison: Comparison, parts: FilterParts<T>): T[] {
  const list = parseType(fieldType(model, field)).list;
  const conditions: T[] = [];
  for (const [operator, value] of Object.entries(comparison)) {
    if (value === undefined) continue;
    switch (operator) {
      case 'eq':
        conditions.push(
          value === null
            ? parts.clause('isNull', field, [])
            : list
              ? parts.clause('eqJson', field, [JSON.stringify(value)])
              : parts.clause('eq', field, [value]),
        );
        break;
      case 'ne':
        conditions.push(
          value === null ? parts.clause('isNotNull', field, []) : parts.clause('distinct', field, [value]),
        );
        break;
      case 'gt':
      case 'ge':
      case 'lt':
      case 'le':
        conditions.push(parts.clause(operator, field, [value]));
        break;
      case 'between': {
        const bounds: unknown[] = Array.isArray(value) ? value : [];
        const [low, high] = bounds;
        if (low === undefined || high === undefined)
          throw apiError('BAD_USER_INPUT', `between on ${field} needs two values.`);
        conditions.push(parts.clause('between', field, [low, high]));
        break;
      }
      case 'beginsWith':
        conditions.push(parts.clause('beginsWith', field, [asText(value)]));
        break;
      case 'contains':
        conditions.push(
          list
            ? parts.clause('containsJson', field, [JSON.stringify([value])])
            : parts.clause('contains', field, [asText(value)]),
        );
        break;
      case 'notContains':
        conditions.push(
          list
            ? parts.clause('notContainsJson', field, [JSON.stringify([value])])
            : parts.clause('notContains', field, [asText(value)]),
        );
        break;
      case 'attributeExists':
        conditions.push(parts.clause(value ? 'isNotNull' : 'isNull', field, []));
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

function walkFilter<T>(model: ModelDeclaration, filter: Filter, parts: FilterParts<T>, depth = 1): T {
  if (depth > filterDepthLimit)
    throw apiError('BAD_USER_INPUT', `Filter is nested too deeply (at most ${filterDepthLimit} levels).`);
  const conditions: T[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    if (key === 'and' || key === 'or') {
      const inner = (value as Filter[]).map((part) => walkFilter(model, part, parts, depth + 1));
      if (inner.length > 0) conditions.push(parts.group(inner, key));
    } else if (key === 'not') {
      conditions.push(parts.not(walkFilter(model, value as Filter, parts, depth + 1)));
    } else {
      conditions.push(...compare(model, key, value as Comparison, parts));
    }
  }
  return parts.all(conditions);
}

/** A filter's SQL; each value goes through `bind` (the value itself, or a Slot of a statement compiled once). */
function sqlParts(bind: (value: unknown) => unknown): FilterParts<RawBuilder<boolean>> {
  return {
    clause: (kind, field, values) => clauseSql(kind, field, values.map(bind)),
    group: (parts, operator) => sql`(${sql.join(parts, operator === 'and' ? sql` and ` : sql` or `)})`,
    not: (inner) => sql`not (${inner})`,
    all: (conditions) => (conditions.length > 0 ? sql`(${sql.join(conditions, sql` and `)})` : sql`true`),
  };
}

const boundAsIs = sqlParts((value) => value);

function filterSql(model: ModelDeclaration, filter: Filter): RawBuilder<boolean> {
  return walkFilter(model, filter, boundAsIs);
}

/**
 * A filter's shape, as text (the fields, operators and SQL chosen: what makes the statement's text), and its values
 * in the order the statement binds them.
 */
function filterShape(model: ModelDeclaration, filter: Filter): { shape: string; values: unknown[] } {
  const values: unknown[] = [];
  const shape = walkFilter<string>(model, filter, {
    clause: (kind, field, bound) => {
      values.push(...bound);
      return `${field} ${kind}`;
    },
    group: (parts, operator) => `${operator}(${parts.join(';')})`,
    not: (inner) => `not(${inner})`,
    all: (conditions) => `(${conditions.join(';')})`,
  });
  return { shape, values };
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

function whereOf(model: ModelDeclaration, query: ListQuery, filter = query.filter && filterSql(model, query.filter)) {
  const where = [query.visible, ...(query.extraWhere ?? [])];
  if (!query.includeDeleted) where.push(sql`${sql.ref('_deleted')} = false`);
  if (filter) where.push(filter);
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
 * A value a statement compiled once binds per request: the compiled parameters keep the slot in its place, to be
 * swapped for the request's value (its index in the request's values).
 */
export class Slot {
  constructor(readonly index: number) {}
}

/** A statement compiled once with slots, for one request: each slot swapped for the request's value at its index. */
export function bindSlots<R>(template: CompiledQuery<R>, values: readonly unknown[]): CompiledQuery<R> {
  return CompiledQuery.raw(
    template.sql,
    template.parameters.map((parameter) => (parameter instanceof Slot ? values[parameter.index] : parameter)),
  );
}

/** The page statement: `visible` first (compiledPage relies on it), then the rest, each value through `bind`. */
function pageStatement(
  model: ModelDeclaration,
  query: ListQuery,
  fields: readonly string[],
  bind: (value: unknown) => unknown,
) {
  const pairs = fields.map((field) => {
    if (field === '__typename') return sql`${sql.lit(model.name)} as ${sql.ref(field)}`;
    const type = model.fields[field] ?? systemFields[field];
    const column = sql.ref(field);
    return sql`${parseType(type).base === 'DateTime' ? isoText(column) : column} as ${sql.ref(field)}`;
  });
  const order = orderBy(model, query.sort);
  const filter = query.filter ? walkFilter(model, query.filter, sqlParts(bind)) : null;
  return sql<PageJson>`with page as (
      select * from ${sql.table(model.table)} where ${whereOf(model, query, filter)}
      order by ${order} limit ${bind(query.limit + 1)} offset ${bind(query.offset)}
    ), shown as (select * from page order by ${order} limit ${bind(query.limit)})
    select (select count(*) from page) > ${bind(query.limit)} as more,
      '[' || coalesce((select string_agg((select row_to_json(item)::text from (select ${sql.join(pairs)}) item), ','
        order by ${order}) from shown), '') || ']' as items`;
}

/** The sort as text, each field checked as orderBy checks it (a template's key must not stand for a bad sort). */
function sortShape(model: ModelDeclaration, sort: readonly SortInput[] | null | undefined): string {
  if (!sort || sort.length === 0) return 'default';
  return JSON.stringify(
    sort.map(({ field, direction }) => {
      if (!isScalarField(fieldType(model, field))) throw apiError('BAD_USER_INPUT', `Cannot sort by ${field}.`);
      return [field, direction === 'DESC'];
    }),
  );
}

/** Compiled page statements, least recently used dropped first: shapes come from requests. */
const compiledPages = new LRUCache<string, CompiledQuery<PageJson>>({ max: 500 });

/**
 * The page statement compiled once per shape (the table, the access predicate's text, the filter's fields and
 * operators, the sort, the fields asked): building and compiling it with Kysely cost more node time per request than
 * the rest of the resolver. The access predicate is built and compiled per request (its values are the viewer's);
 * it comes first in the statement, so its values are the template's first parameters.
 */
function compiledPage(
  db: Database,
  model: ModelDeclaration,
  query: ListQuery,
  fields: readonly string[],
): CompiledQuery<PageJson> {
  if (query.extraWhere?.length) return pageStatement(model, query, fields, (value) => value).compile(db);
  const visible = query.visible.compile(db);
  const filter = query.filter ? filterShape(model, query.filter) : { shape: '', values: [] };
  const key = [
    model.table,
    visible.sql,
    Boolean(query.includeDeleted),
    filter.shape,
    sortShape(model, query.sort),
    fields.join(),
  ].join('\n');
  let template = compiledPages.get(key);
  if (!template) {
    let slots = 0;
    template = pageStatement(model, query, fields, () => new Slot(slots++)).compile(db);
    // The predicate's values open the parameters; anything else would be a statement this cannot bind.
    const opening = template.parameters.slice(0, visible.parameters.length);
    if (opening.some((parameter, i) => parameter !== visible.parameters[i]))
      return pageStatement(model, query, fields, (value) => value).compile(db);
    compiledPages.set(key, template);
  }
  const values = [...filter.values, query.limit + 1, query.offset, query.limit, query.limit];
  const predicateValues = visible.parameters.length;
  return CompiledQuery.raw(
    template.sql,
    template.parameters.map((parameter, i) =>
      i < predicateValues ? visible.parameters[i] : parameter instanceof Slot ? values[parameter.index] : parameter,
    ),
  );
}

/**
 * The rows of a list page (`query.limit` of them, one more looked for) as JSON text with only `fields`, each as the
 * API answers it: the answer's items without building a row object per row in JS (http/raw-json.ts). A prepared
 * statement: its text depends on the shape of the query, not on its values.
 */
export async function selectPageJson(
  db: Database,
  model: ModelDeclaration,
  query: ListQuery,
  fields: readonly string[],
): Promise<PageJson> {
  const result = await executePrepared(db, compiledPage(db, model, query, fields));
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
