import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { inputDepthMessage, maxInputDepth, nestedTooDeeply, textLimitErrors } from './input-guard.ts';

/** A list holding a list, `levels` deep, built without recursion. */
function nestedLists(levels: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < levels; level++) value = [value];
  return value;
}

const document = parse('mutation($input: CreateCommunicationInput!) { createCommunication(input: $input) { id } }');

describe('input nested without end (issue 25)', () => {
  it('refuses a variable 10,000 levels deep with a short path, without running out of stack', () => {
    expect(textLimitErrors(document, { input: { body: nestedLists(10_000) } })).toEqual({
      'input.body.0': inputDepthMessage,
    });
  });

  it('accepts a variable as deep as the limit allows', () => {
    // The variables object is level 0, `input` 1, the outer list of `body` 2: the innermost list may be at 99.
    expect(textLimitErrors(document, { input: { body: nestedLists(maxInputDepth - 2) } })).toEqual({});
    expect(textLimitErrors(document, { input: { body: nestedLists(maxInputDepth - 1) } })).not.toEqual({});
  });

  it('refuses a literal nested past the limit', () => {
    const literal = '['.repeat(150) + '"x"' + ']'.repeat(150);
    expect(textLimitErrors(parse(`{ a(body: ${literal}) }`), {})).toEqual({ 'body.0.0': inputDepthMessage });
  });

  it('still checks texts, in the order they come', () => {
    expect(textLimitErrors(document, { input: { first: 'a\u0000', second: ['b\u0000'] } })).toEqual({
      'input.first': 'Text contains characters that cannot be stored',
      'input.second.0': 'Text contains characters that cannot be stored',
    });
  });

  it('measures a request body without recursion', () => {
    expect(nestedTooDeeply({ variables: { input: nestedLists(20_000) } })).toBe(true);
    expect(nestedTooDeeply({ variables: { input: nestedLists(maxInputDepth - 1) } })).toBe(false);
  });
});
