import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../context.ts';
import type { ModelObject, ModelValues } from '../models/declaration.ts';
import { hooksFor, registerHooks } from '../models/hooks.ts';
import { modelNamed } from '../models/models.ts';

const ctx = {} as RequestContext;
// This process registers no domain's hooks: each test chains its own on a model no other test uses.

describe('model hooks of several domains (server/models/hooks.ts)', () => {
  it('chains beforeWrite hooks in registration order, each getting the previous values', async () => {
    const calls: string[] = [];
    const first = (_ctx: RequestContext, values: ModelValues<'product'>) => {
      calls.push('first');
      return { ...values, title: String(values.title).trim() };
    };
    const second = async (
      _ctx: RequestContext,
      values: ModelValues<'product'>,
      existing: ModelObject<'product'> | null,
    ) => {
      calls.push(`second:${String(values.title)}:${existing ? 'update' : 'create'}`);
      return { ...values, searchField: String(values.title).toLowerCase() };
    };
    registerHooks('Product', { beforeWrite: first });
    registerHooks('Product', { beforeWrite: second });
    const result = await hooksFor(modelNamed('Product')).beforeWrite!(ctx, { title: '  Maths ' }, null);
    expect(result).toEqual({ title: 'Maths', searchField: 'maths' });
    expect(calls).toEqual(['first', 'second:Maths:create']);
  });

  it('stops at the first hook that throws', async () => {
    const later: string[] = [];
    registerHooks('School', {
      beforeWrite: () => {
        throw new Error('refused');
      },
    });
    registerHooks('School', {
      beforeWrite: (_ctx, values) => {
        later.push('ran');
        return values;
      },
    });
    await expect(hooksFor(modelNamed('School')).beforeWrite!(ctx, {}, null)).rejects.toThrow('refused');
    expect(later).toEqual([]);
  });

  it('runs every beforeDelete hook, and registering the same function twice runs it once', async () => {
    const calls: string[] = [];
    const one = () => {
      calls.push('one');
    };
    const two = () => {
      calls.push('two');
    };
    const subject = modelNamed('Subject');
    registerHooks('Subject', { beforeDelete: one });
    registerHooks('Subject', { beforeDelete: two });
    registerHooks('Subject', { beforeDelete: one });
    await hooksFor(subject).beforeDelete!(ctx, { id: 'x' } as ModelObject<'subject'>);
    expect(calls).toEqual(['one', 'two']);
    expect(hooksFor(subject).beforeWrite).toBeUndefined();
    expect(hooksFor(modelNamed('Holiday'))).toEqual({});
  });
});
