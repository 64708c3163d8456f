/**
 * The shape of a model declaration. Every entity of the specification's data model (000 section 3) is one
 * declaration; the schema, the generic resolvers, the SQL and the access checks are all derived from it.
 * A declaration names its table as a literal type, so its rows are typed from the generated database types.
 */
import type { Selectable } from 'kysely';
import type { DB } from '../../db/types.ts';

/** Tables that hold model rows: those with the system columns (`_version`, `_deleted`, ...). */
export type ModelTable = {
  [Table in keyof DB]: DB[Table] extends { _version: unknown; _deleted: unknown } ? Table : never;
}[keyof DB];

/** The columns every model table has, as the database returns them (a type, not an interface: rows stay records). */
type SystemColumns = {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  _version: number;
  _deleted: boolean;
  _lastChangedAt: number;
  /** The user whose write this row is (null: unknown); internal, never shown by the API. */
  _lastChangedBy: string | null;
};

/**
 * A model's row as stored and selected (timestamps as Date, `ownerId` included). The system columns are repeated
 * so that code generic over the table can read them.
 */
export type ModelRow<Table extends ModelTable> = Selectable<DB[Table]> & SystemColumns;

/** A column value as the API shows it: timestamps as ISO text. */
type ApiValue<Value> = Value extends Date ? string : Value;

/** Columns a row keeps for the server only (server/models/repository.ts toApiObject drops them). */
export type InternalColumn = 'ownerId' | '_lastChangedBy';

/** A row as the API shows it (server/models/repository.ts toApiObject): timestamps as ISO text, internal columns dropped. */
export type ApiObject<Row> = { [Column in Exclude<keyof Row, InternalColumn>]: ApiValue<Row[Column]> };

/** A model's row as the API, the hooks and the change events see it. */
export type ModelObject<Table extends ModelTable> = ApiObject<ModelRow<Table>>;

/**
 * The values of a create or an update under the model's column names: what the caller sent (scalars checked by
 * GraphQL, nested JSON only by the model's hooks, hence unknown) and what the hooks and the layer add.
 */
export type ModelValues<Table extends ModelTable> = {
  [Column in keyof Selectable<DB[Table]> | keyof SystemColumns]?: unknown;
};

/** A field type written as in GraphQL: 'String', 'Int!', '[ID!]', 'ShippingDetails', 'JSON'. */
export type FieldType = string;

export interface Relation {
  /** Field name on the GraphQL type. */
  name: string;
  /** Target model name. */
  model: string;
  /** belongsTo: this row's `key` holds the target id; manyIds: this row's `key` holds a list of ids;
   *  hasMany: the target's `key` holds this row's id. */
  kind: 'belongsTo' | 'manyIds' | 'hasMany';
  key: string;
}

/** A column holding the id of another model's row, and the field message when the caller may not read that row. */
export interface Reference {
  model: string;
  notFound: string;
}

export interface ModelDeclaration<Table extends ModelTable = ModelTable, Name extends string = string> {
  name: Name;
  /** Plural used in list/sync names, as the original product spells it (listTaxonomies). */
  plural: string;
  table: Table;
  fields: Record<string, FieldType>;
  relations?: Relation[];
  /** Fields the server owns: never accepted in create or update inputs. */
  serverFields?: string[];
  /** Field set when the owner creates a row (user id::email); owner-ruled models only. */
  ownerField?: 'owner';
  /** A column that must name the caller's own teacher profile when the caller writes as owner. */
  teacherProfileField?: string;
  /** Columns naming another row: a create or update may only name rows the caller may read (server/models/references.ts). */
  references?: Record<string, Reference>;
  /**
   * Fields that name other teachers (an announcement's addressees and readers): only admins may filter on them,
   * as a filter would tell a teacher what the field's resolver hides from her.
   */
  adminFilterOnly?: string[];
  /**
   * Unique indexes of the table (by name) with the field message a duplicate answers: a hook checks first with the
   * same message, the index decides between two writes that ran at once.
   */
  uniqueIndexes?: Record<string, { field: string; message: string }>;
  /** Default sort when a list has none. */
  defaultSort?: { field: string; direction: 'ASC' | 'DESC' }[];
}

/** Columns every model row carries. */
export const systemFields: Record<string, FieldType> = {
  id: 'ID!',
  createdAt: 'DateTime!',
  updatedAt: 'DateTime!',
  _version: 'Int!',
  _deleted: 'Boolean',
  _lastChangedAt: 'Float!',
};

export interface ParsedType {
  base: string;
  list: boolean;
  required: boolean;
}

export function parseType(type: FieldType): ParsedType {
  const required = type.endsWith('!');
  const bare = required ? type.slice(0, -1) : type;
  if (bare.startsWith('[')) return { base: bare.slice(1, -1).replace('!', ''), list: true, required };
  return { base: bare, list: false, required };
}

const scalarTypes = new Set(['ID', 'String', 'Int', 'Float', 'Boolean', 'DateTime', 'Date', 'Time', 'AWSJSON', 'JSON']);

export function isScalarField(type: FieldType): boolean {
  const parsed = parseType(type);
  return !parsed.list && scalarTypes.has(parsed.base) && parsed.base !== 'JSON';
}
