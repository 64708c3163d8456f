/**
 * What a model adds to the generic operations: validation, derived fields and side effects. Domains register
 * their hooks here; a model without hooks gets the generic behaviour alone.
 *
 * Several domains may register hooks for one model (the catalogue's rules and the rich-text check on
 * Product.description, say): they are chained in registration order. Each beforeWrite gets the values the previous
 * one returned; the other hooks run in turn. The after-hooks run once the write is stored and its change event
 * published; what they do does not undo the write. Registering the very same function again is ignored, so calling a
 * domain's registerHooks() twice does not run its hooks twice: declare hook functions at module level.
 * `withinWrite` runs inside the write's own transaction, for writes that must stand or fall with it.
 */
import type { Database } from '../../db/connect.ts';
import type { RequestContext } from '../context.ts';
import type { ModelDeclaration, ModelObject, ModelTable, ModelValues } from './declaration.ts';
import type { ModelName, TableOf } from './models.ts';

/** The hooks of the model stored in `Table`: rows as the API shows them (ModelObject), values under its columns. */
export interface ModelHooks<Table extends ModelTable = ModelTable> {
  /** Validates and completes the values of a create (existing is null) or an update; throws badInput. */
  beforeWrite?(
    ctx: RequestContext,
    values: ModelValues<Table>,
    existing: ModelObject<Table> | null,
  ): Promise<ModelValues<Table>> | ModelValues<Table>;
  beforeDelete?(ctx: RequestContext, existing: ModelObject<Table>): Promise<void> | void;
  /**
   * Inside the transaction of a create (before is null), an update or a delete, once the row is stored: further
   * writes that must commit or roll back with it (an order's history). `db` is that transaction.
   */
  withinWrite?(
    ctx: RequestContext,
    db: Database,
    row: ModelObject<Table>,
    before: ModelObject<Table> | null,
  ): Promise<void> | void;
  /** After a create (before is null) or an update: side effects that need the stored row. */
  afterWrite?(ctx: RequestContext, row: ModelObject<Table>, before: ModelObject<Table> | null): Promise<void> | void;
  /** After a delete (the tombstone). */
  afterDelete?(ctx: RequestContext, row: ModelObject<Table>): Promise<void> | void;
}

type Chain<Table extends ModelTable> = { [Hook in keyof ModelHooks<Table>]-?: NonNullable<ModelHooks<Table>[Hook]>[] };
const hookNames = ['beforeWrite', 'beforeDelete', 'withinWrite', 'afterWrite', 'afterDelete'] as const;

/**
 * Chains by model name. One map holds the chains of every model, so it cannot say which table each name stands
 * for: registerHooks and hooksFor, typed by the model, are the only ways in and out.
 */
const registry = new Map<string, Chain<never>>();

function chainOf<Table extends ModelTable>(model: string): Chain<Table> | undefined {
  return registry.get(model);
}

export function registerHooks<Name extends ModelName>(model: Name, hooks: ModelHooks<TableOf<Name>>): void {
  const chain = chainOf<TableOf<Name>>(model) ?? {
    beforeWrite: [],
    beforeDelete: [],
    withinWrite: [],
    afterWrite: [],
    afterDelete: [],
  };
  for (const name of hookNames) {
    const hook = hooks[name];
    const list: unknown[] = chain[name];
    if (hook && !list.includes(hook)) list.push(hook);
  }
  registry.set(model, chain);
}

/** Runs each hook in turn with the same arguments. */
function inTurn<Args extends unknown[]>(list: ((...args: Args) => Promise<void> | void)[]) {
  return list.length === 0
    ? undefined
    : async (...args: Args) => {
        for (const hook of list) await hook(...args);
      };
}

/** The model's hooks as one: every registered hook, in registration order. */
export function hooksFor<Table extends ModelTable>(model: ModelDeclaration<Table>): ModelHooks<Table> {
  const chain = chainOf<Table>(model.name);
  if (!chain) return {};
  const writes = [...chain.beforeWrite];
  const hooks: ModelHooks<Table> = {
    beforeDelete: inTurn([...chain.beforeDelete]),
    withinWrite: inTurn([...chain.withinWrite]),
    afterWrite: inTurn([...chain.afterWrite]),
    afterDelete: inTurn([...chain.afterDelete]),
  };
  if (writes.length > 0) {
    hooks.beforeWrite = async (ctx, values, existing) => {
      let current = values;
      for (const hook of writes) current = await hook(ctx, current, existing);
      return current;
    };
  }
  return hooks;
}
