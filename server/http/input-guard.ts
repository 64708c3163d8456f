/**
 * The limits every text of every operation keeps, whatever field it is for: no NUL or lone surrogate (PostgreSQL
 * cannot store the one; the other has no UTF-8 form and would be stored as U+FFFD) and at most `maxAnyText` characters. Fields have
 * tighter limits of their own (server/domain/limits.ts); this catches the inputs of domain mutations and filters
 * before any resolver or query runs.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, visit, type DocumentNode, type ValueNode } from 'graphql';
import { hasUnstorableCharacters, limitMessages, maxAnyText } from '../domain/limits.ts';
import { badInput } from '../errors.ts';

type Errors = Record<string, string>;

function checkText(text: string, path: string, errors: Errors): void {
  if (hasUnstorableCharacters(text)) errors[path] ??= limitMessages.unstorable('Text');
  else if (text.length > maxAnyText) errors[path] ??= limitMessages.maxLength('Text', maxAnyText);
}

function checkValue(value: unknown, path: string, errors: Errors): void {
  if (typeof value === 'string') return checkText(value, path, errors);
  if (Array.isArray(value)) return value.forEach((item, index) => checkValue(item, `${path}.${index}`, errors));
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      checkText(key, path, errors);
      checkValue(item, path ? `${path}.${key}` : key, errors);
    }
  }
}

function checkLiteral(node: ValueNode, path: string, errors: Errors): void {
  if (node.kind === Kind.STRING) return checkText(node.value, path, errors);
  if (node.kind === Kind.LIST)
    return node.values.forEach((item, index) => checkLiteral(item, `${path}.${index}`, errors));
  if (node.kind === Kind.OBJECT)
    node.fields.forEach((field) => checkLiteral(field.value, `${path}.${field.name.value}`, errors));
}

/** The texts over the limits in an operation's variables and literal arguments, keyed by their path. */
function textLimitErrors(document: DocumentNode, variables: Record<string, unknown> | undefined): Errors {
  const errors: Errors = {};
  checkValue(variables ?? {}, '', errors);
  visit(document, { Argument: (argument) => checkLiteral(argument.value, argument.name.value, errors) });
  return errors;
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
