import { describe, expect, it } from 'vitest';
import { RawJson } from './raw-json.ts';

const answer = (rawJson: RawJson, data: Record<string, unknown> | null) =>
  rawJson.splice(JSON.stringify(rawJson.mark({ data })));

describe('RawJson', () => {
  it('sends the deferred JSON text in place of the empty list, at each path', () => {
    const rawJson = new RawJson();
    rawJson.defer(['shopItems', 'items'], '[{"id":"p1","title":"A \\"quoted\\" title"}]');
    rawJson.defer(['more', 'items'], '[]');
    const data = { shopItems: { items: [], nextToken: 'x' }, more: { items: [], nextToken: null } };
    expect(JSON.parse(answer(rawJson, data))).toEqual({
      data: {
        shopItems: { items: [{ id: 'p1', title: 'A "quoted" title' }], nextToken: 'x' },
        more: { items: [], nextToken: null },
      },
    });
  });

  it('leaves what execution made where an error nulled the parent or the list is not the empty one', () => {
    const rawJson = new RawJson();
    rawJson.defer(['shopItems', 'items'], '[{"id":"p1"}]');
    rawJson.defer(['other', 'items'], '[{"id":"p2"}]');
    const data = { shopItems: null, other: { items: [{ id: 'kept' }] } };
    expect(JSON.parse(answer(rawJson, data))).toEqual({
      data: { shopItems: null, other: { items: [{ id: 'kept' }] } },
    });
  });

  it('changes no text of the answer that only looks like a marker', () => {
    const rawJson = new RawJson();
    rawJson.defer(['a'], '[1]');
    const lookalike = '\\u0000raw-json:x:0';
    const data = { a: [], b: lookalike, c: '"\\u0000raw-json:' };
    expect(JSON.parse(answer(rawJson, data))).toEqual({ data: { a: [1], b: lookalike, c: '"\\u0000raw-json:' } });
  });

  it('forgets what resolvers left when the execution is run again', () => {
    const rawJson = new RawJson();
    rawJson.defer(['a'], '[1]');
    rawJson.clear();
    expect(answer(rawJson, { a: [] })).toBe('{"data":{"a":[]}}');
  });
});
