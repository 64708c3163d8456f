/**
 * Writes the model part of schema.graphql from the declarations: for each model its type, connection, filter,
 * inputs, queries, mutations and subscriptions, named as the contract says.
 */
import { isScalarField, parseType, systemFields, type ModelDeclaration } from './declaration.ts';
import { models } from './models.ts';
import { objectTypes } from './objects.ts';

const filterInputByScalar: Record<string, string> = {
  ID: 'ModelIDInput',
  String: 'ModelStringInput',
  Int: 'ModelIntInput',
  Float: 'ModelFloatInput',
  Boolean: 'ModelBooleanInput',
  DateTime: 'ModelStringInput',
  Date: 'ModelStringInput',
  Time: 'ModelStringInput',
};

const sharedSdl = `
"""ISO 8601 date and time, UTC."""
scalar DateTime
"""YYYY-MM-DD."""
scalar Date
"""HH:MM:SS.sss."""
scalar Time
"""Any JSON value; rich text is a Slate document."""
scalar JSON

enum ModelSortDirection {
  ASC
  DESC
}

input ModelSortInput {
  field: String!
  direction: ModelSortDirection
}

input ModelStringInput {
  eq: String
  ne: String
  le: String
  lt: String
  ge: String
  gt: String
  contains: String
  notContains: String
  between: [String]
  beginsWith: String
  attributeExists: Boolean
}

input ModelIDInput {
  eq: ID
  ne: ID
  le: ID
  lt: ID
  ge: ID
  gt: ID
  contains: ID
  notContains: ID
  between: [ID]
  beginsWith: ID
  attributeExists: Boolean
}

input ModelIntInput {
  eq: Int
  ne: Int
  le: Int
  lt: Int
  ge: Int
  gt: Int
  between: [Int]
  attributeExists: Boolean
}

input ModelFloatInput {
  eq: Float
  ne: Float
  le: Float
  lt: Float
  ge: Float
  gt: Float
  between: [Float]
  attributeExists: Boolean
}

input ModelBooleanInput {
  eq: Boolean
  ne: Boolean
  attributeExists: Boolean
}
`;

function inputType(type: string): string {
  const parsed = parseType(type);
  const base = objectTypes[parsed.base] ? `${parsed.base}Input` : parsed.base;
  return type.replace(parsed.base, base);
}

function optional(type: string): string {
  return type.endsWith('!') ? type.slice(0, -1) : type;
}

function lines(entries: [string, string][], indent = '  '): string {
  return entries.map(([name, type]) => `${indent}${name}: ${type}`).join('\n');
}

function objectSdl(): string {
  return Object.entries(objectTypes)
    .map(([name, fields]) => {
      const typeFields = Object.entries(fields);
      const inputFields = typeFields.map(([field, type]): [string, string] => [field, inputType(type)]);
      return `type ${name} {\n${lines(typeFields)}\n}\n\ninput ${name}Input {\n${lines(inputFields)}\n}`;
    })
    .join('\n\n');
}

function writableFields(model: ModelDeclaration): [string, string][] {
  const serverOwned = new Set([...(model.serverFields ?? []), model.ownerField ?? '']);
  return Object.entries(model.fields).filter(([name]) => !serverOwned.has(name));
}

function modelSdl(model: ModelDeclaration): string {
  const { name } = model;
  const relationFields = (model.relations ?? []).map((relation): [string, string] => [
    relation.name,
    relation.kind === 'belongsTo' ? relation.model : `[${relation.model}!]!`,
  ]);
  const typeFields: [string, string][] = [
    ['id', 'ID!'],
    ...Object.entries(model.fields),
    ...Object.entries(systemFields).filter(([field]) => field !== 'id'),
    ...relationFields,
  ];
  const filterFields = [['id', 'ID'] as [string, string], ...Object.entries(model.fields)]
    .filter(([, type]) => isScalarField(type) || (parseType(type).list && filterInputByScalar[parseType(type).base]))
    .map(([field, type]): [string, string] => [field, filterInputByScalar[parseType(type).base]]);
  const writable = writableFields(model);
  const createFields: [string, string][] = [
    ['id', 'ID'],
    ...writable.map(([f, t]): [string, string] => [f, inputType(t)]),
  ];
  const updateFields: [string, string][] = [
    ['id', 'ID!'],
    ['_version', 'Int!'],
    ...writable.map(([f, t]): [string, string] => [f, optional(inputType(t))]),
  ];
  return `type ${name} {
${lines(typeFields)}
}

type Model${name}Connection {
  items: [${name}!]!
  nextToken: String
  startedAt: Float
}

input Model${name}FilterInput {
${lines(filterFields)}
  and: [Model${name}FilterInput]
  or: [Model${name}FilterInput]
  not: Model${name}FilterInput
}

input Create${name}Input {
${lines(createFields)}
}

input Update${name}Input {
${lines(updateFields)}
}

input Delete${name}Input {
  id: ID!
  _version: Int!
}`;
}

interface RootFields {
  query: string[];
  mutation: string[];
  subscription: string[];
}

function rootFields(model: ModelDeclaration): RootFields {
  const { name, plural } = model;
  return {
    query: [
      `get${name}(id: ID!): ${name}`,
      `list${plural}(filter: Model${name}FilterInput, limit: Int, nextToken: String, sort: [ModelSortInput!]): Model${name}Connection!`,
      `sync${plural}(lastSync: Float, limit: Int, nextToken: String): Model${name}Connection!`,
    ],
    mutation: [
      `create${name}(input: Create${name}Input!): ${name}!`,
      `update${name}(input: Update${name}Input!): ${name}!`,
      `delete${name}(input: Delete${name}Input!): ${name}!`,
    ],
    subscription: [`onCreate${name}: ${name}`, `onUpdate${name}: ${name}`, `onDelete${name}: ${name}`],
  };
}

function rootType(name: string, fields: string[]): string {
  return `type ${name} {\n${fields.map((field) => `  ${field}`).join('\n')}\n}`;
}

/** The whole generated part: shared scalars and inputs, nested object types, models, and the root types. */
export function modelSchemaSdl(): string {
  const roots = models.map(rootFields);
  return (
    [
      sharedSdl.trim(),
      objectSdl(),
      ...models.map(modelSdl),
      rootType(
        'Query',
        roots.flatMap((root) => root.query),
      ),
      rootType(
        'Mutation',
        roots.flatMap((root) => root.mutation),
      ),
      rootType(
        'Subscription',
        roots.flatMap((root) => root.subscription),
      ),
    ].join('\n\n') + '\n'
  );
}
