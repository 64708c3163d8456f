/**
 * The limits every text of every operation keeps, whatever field it is for: no NUL or lone surrogate (PostgreSQL
 * cannot store the one; the other has no UTF-8 form and would be stored as U+FFFD) and at most `maxAnyText` characters. Fields have
 * tighter limits of their own (server/domain/limits.ts); this catches the inputs of domain mutations and filters
 * before any resolver or query runs. Nothing an operation sends may nest deeper than `maxInputDepth`, and every walk
 * here keeps a stack of its own: a value nested 10,000 deep answers BAD_USER_INPUT, not a stack overflow.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, visit, type DocumentNode, type ValueNode } from 'graphql';
import { hasUnstorableCharacters, limitMessages, maxAnyText } from '../domain/limits.ts';
import { badInput } from '../errors.ts';

type Errors = Record<string, string>;

/**
 * How deep any value of an operation may nest (objects and lists, counted from the variable). Rich text's deepest
 * document (20 elements) is some 45 levels, a filter's 10 levels of and/or some 25; every walk after this one
 * (JSON.stringify, graphql-js's coercion of the recursive filter types, the rich-text and limit checks) recurses
 * and would run out of stack at a few thousand.
 */
export const maxInputDepth = 100;

export const inputDepthMessage = `Input is nested too deeply (at most ${maxInputDepth} levels)`;

function checkText(text: string, path: string, errors: Errors): void {
  if (hasUnstorableCharacters(text)) errors[path] ??= limitMessages.unstorable('Text');
  else if (text.length > maxAnyText) errors[path] ??= limitMessages.maxLength('Text', maxAnyText);
}

/** The first path segments of a value nested too deep: enough to name the field, not thousands of segments. */
const shortPath = (path: string): string => path.split('.').slice(0, 3).join('.');

/**
 * Walks a value with a stack of its own (never recursion): a value nested 10,000 deep costs no stack. Children are
 * pushed last first, so they are checked in their order (the first error is the first in the value).
 */
function checkValue(root: unknown, rootPath: string, errors: Errors): void {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: root, path: rootPath, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      checkText(value, path, errors);
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= maxInputDepth) {
      errors[shortPath(path)] ??= inputDepthMessage;
      continue;
    }
    const children = Array.isArray(value)
      ? value.map((item, index) => ({ value: item as unknown, path: `${path}.${index}`, depth: depth + 1 }))
      : Object.entries(value).map(([key, item]) => {
          checkText(key, path, errors);
          return { value: item as unknown, path: path ? `${path}.${key}` : key, depth: depth + 1 };
        });
    pending.push(...children.reverse());
  }
}

/** The same for literal arguments (graphql-js's parser bounds their depth already; this walk adds no recursion). */
function checkLiteral(root: ValueNode, rootPath: string, errors: Errors): void {
  const pending: { node: ValueNode; path: string; depth: number }[] = [{ node: root, path: rootPath, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, path, depth } = next;
    if (node.kind === Kind.STRING) checkText(node.value, path, errors);
    else if ((node.kind === Kind.LIST || node.kind === Kind.OBJECT) && depth >= maxInputDepth)
      errors[shortPath(path)] ??= inputDepthMessage;
    else if (node.kind === Kind.LIST)
      pending.push(
        ...node.values.map((item, index) => ({ node: item, path: `${path}.${index}`, depth: depth + 1 })).reverse(),
      );
    else if (node.kind === Kind.OBJECT)
      pending.push(
        ...node.fields
          .map((field) => ({ node: field.value, path: `${path}.${field.name.value}`, depth: depth + 1 }))
          .reverse(),
      );
  }
}

/**
 * The texts over the limits and the values nested too deep in an operation's variables and literal arguments, keyed
 * by their path. The WebSocket path (subscriptions.ts) can call this too.
 */
export function textLimitErrors(document: DocumentNode, variables: Record<string, unknown> | undefined): Errors {
  const errors: Errors = {};
  if (variables) checkValue(variables, '', errors);
  for (const [path, message] of Object.entries(literalErrors(document) ?? {})) errors[path] ??= message;
  return errors;
}

/** The errors of a document's literal arguments, found once per parsed document (Apollo keeps those it parsed). */
const literalErrorsOf = new WeakMap<DocumentNode, Errors | null>();

function literalErrors(document: DocumentNode): Errors | null {
  const known = literalErrorsOf.get(document);
  if (known !== undefined) return known;
  const errors: Errors = {};
  visit(document, { Argument: (argument) => checkLiteral(argument.value, argument.name.value, errors) });
  const found = Object.keys(errors).length > 0 ? errors : null;
  literalErrorsOf.set(document, found);
  return found;
}

/**
 * Whether a parsed request body nests deeper than any operation may (variables `maxInputDepth` deep plus the body's
 * own two levels): checked before anything else reads the body (the idempotency key's hash stringifies it).
 */
export function nestedTooDeeply(body: unknown, limit = maxInputDepth + 2): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (!value || typeof value !== 'object') continue;
    if (depth >= limit) return true;
    for (const item of Array.isArray(value) ? value : Object.values(value))
      pending.push({ value: item, depth: depth + 1 });
  }
  return false;
}

export const inputGuardPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request }) {
        const errors = textLimitErrors(document, request.variables);
        if (Object.keys(errors).length === 0) return;
        // 400, as Apollo answers variables that do not fit their types: no resolver ran.
        const error = badInput(errors);
        error.extensions.http = { status: 400 };
        throw error;
      },
    };
  },
};
