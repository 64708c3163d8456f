/** The contract's scalars: DateTime (ISO 8601, UTC), Date (YYYY-MM-DD), Time (HH:MM:SS.sss), JSON. */
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { apiError } from './errors.ts';

/**
 * `check` applies to input only: values already stored are always answered. `formatted` tells an answer already in
 * the scalar's own form (as the database or toApiObject made it), sent as it is rather than parsed again.
 */
function stringScalar(
  name: string,
  description: string,
  parse: (text: string) => string,
  check: (parsed: string) => void = () => undefined,
  formatted: (text: string) => boolean = () => false,
): GraphQLScalarType {
  const parseInput = (text: string) => {
    const parsed = parse(text);
    check(parsed);
    return parsed;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: (value) => {
      if (typeof value === 'string' && formatted(value)) return value;
      return value instanceof Date ? parse(value.toISOString()) : parse(String(value));
    },
    parseValue: (value) => {
      if (typeof value !== 'string') throw apiError('BAD_USER_INPUT', `${name} must be text.`);
      return parseInput(value);
    },
    parseLiteral: (node) => {
      if (node.kind !== Kind.STRING) throw apiError('BAD_USER_INPUT', `${name} must be text.`);
      return parseInput(node.value);
    },
  });
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
/** toISOString's own form (four-digit years): what the database's to_char and toApiObject send. */
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?$/;

/**
 * Years a date may have: PostgreSQL refuses some that JavaScript accepts (year 0, past 294276), and nothing in a
 * classroom is dated before 1900 or after 9999, where only typing mistakes and probes land.
 */
const yearRange = { first: 1900, last: 9999 };
const dateRangeMessage = `Date is out of range (years ${yearRange.first} to ${yearRange.last}).`;

function assertYearInRange(parsed: string): void {
  const year = new Date(parsed).getUTCFullYear();
  if (year < yearRange.first || year > yearRange.last) throw apiError('BAD_USER_INPUT', dateRangeMessage);
}

export const DateTime = stringScalar(
  'DateTime',
  'ISO 8601 date and time, UTC.',
  (text) => {
    const time = Date.parse(text);
    if (Number.isNaN(time)) throw apiError('BAD_USER_INPUT', `Invalid DateTime: ${text}`);
    return new Date(time).toISOString();
  },
  assertYearInRange,
  (text) => isoDateTime.test(text),
);

export const DateScalar = stringScalar(
  'Date',
  'YYYY-MM-DD.',
  (text) => {
    const day = text.slice(0, 10);
    if (!datePattern.test(day) || Number.isNaN(Date.parse(day)))
      throw apiError('BAD_USER_INPUT', `Invalid Date: ${text}`);
    return day;
  },
  assertYearInRange,
  (text) => datePattern.test(text),
);

export const Time = stringScalar('Time', 'HH:MM:SS.sss.', (text) => {
  if (!timePattern.test(text)) throw apiError('BAD_USER_INPUT', `Invalid Time: ${text}`);
  return text;
});

/**
 * Levels a JSON literal may nest (as input-guard.ts's `maxInputDepth` for variables): graphql-js validation runs
 * this before any plugin, so it bounds its own recursion.
 */
const maxLiteralDepth = 100;

function literalValue(node: ValueNode, depth = 0): unknown {
  if (depth > maxLiteralDepth)
    throw apiError('BAD_USER_INPUT', `Input is nested too deeply (at most ${maxLiteralDepth} levels)`);
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((item) => literalValue(item, depth + 1));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literalValue(field.value, depth + 1)]));
    default:
      throw apiError('BAD_USER_INPUT', 'Variables are not allowed inside JSON literals.');
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node) => literalValue(node),
});

export const scalarResolvers = { DateTime, Date: DateScalar, Time, JSON: JSONScalar };
