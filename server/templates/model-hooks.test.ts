import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../context.ts';
import { hooksFor, registerHooks } from '../models/hooks.ts';
import type { Row } from '../models/repository.ts';

const ctx = {} as RequestContext;

describe('model hooks of several domains (server/models/hooks.ts)', () => {
  it('chains beforeWrite hooks in registration order, each getting the previous values', async () => {
    const calls: string[] = [];
    const first = (_ctx: RequestContext, values: Row) => {
      calls.push('first');
      return { ...values, title: String(values.title).trim() };
    };
    const second = async (_ctx: RequestContext, values: Row, existing: Row | null) => {
      calls.push(`second:${String(values.title)}:${existing ? 'update' : 'create'}`);
      return { ...values, searchField: String(values.title).toLowerCase() };
    };
    registerHooks('ChainTestModel', { beforeWrite: first });
    registerHooks('ChainTestModel', { beforeWrite: second });
    const result = await hooksFor('ChainTestModel').beforeWrite!(ctx, { title: '  Maths ' }, null);
    expect(result).toEqual({ title: 'Maths', searchField: 'maths' });
    expect(calls).toEqual(['first', 'second:Maths:create']);
  });

  it('stops at the first hook that throws', async () => {
    const later: string[] = [];
    registerHooks('ChainThrowModel', { beforeWrite: () => { throw new Error('refused'); } });
    registerHooks('ChainThrowModel', { beforeWrite: (_ctx, values) => { later.push('ran'); return values; } });
    await expect(hooksFor('ChainThrowModel').beforeWrite!(ctx, {}, null)).rejects.toThrow('refused');
    expect(later).toEqual([]);
  });

  it('runs every beforeDelete hook, and registering the same function twice runs it once', async () => {
    const calls: string[] = [];
    const one = () => { calls.push('one'); };
    const two = () => { calls.push('two'); };
    registerHooks('ChainDeleteModel', { beforeDelete: one });
    registerHooks('ChainDeleteModel', { beforeDelete: two });
    registerHooks('ChainDeleteModel', { beforeDelete: one });
    await hooksFor('ChainDeleteModel').beforeDelete!(ctx, { id: 'x' });
    expect(calls).toEqual(['one', 'two']);
    expect(hooksFor('ChainDeleteModel').beforeWrite).toBeUndefined();
    expect(hooksFor('NoHooksModel')).toEqual({});
  });
});
