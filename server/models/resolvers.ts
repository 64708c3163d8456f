/** Resolvers for every declared model, from the declarations alone. */
import { responsePathAsArray, type GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../context.ts';
import { rowPredicate } from '../access/check.ts';
import type { ModelDeclaration } from './declaration.ts';
import { modelNamed, models } from './models.ts';
import type { Row } from './repository.ts';
import { cachedStoredItems } from './selection.ts';
import { createModel, deleteModel, getModel, listModel, syncModel, updateModel, type ListArgs } from './service.ts';

export type Resolvers = Record<string, Record<string, unknown>>;

function relationResolvers(
  model: ModelDeclaration,
): Record<string, (parent: Row, args: unknown, ctx: RequestContext) => unknown> {
  const fields: Record<string, (parent: Row, args: unknown, ctx: RequestContext) => unknown> = {};
  for (const relation of model.relations ?? []) {
    const target = modelNamed(relation.model).name;
    fields[relation.name] = (parent, _args, ctx) => {
      // A list query may have loaded the relation in its own statement already.
      if (parent[relation.name] !== undefined) return parent[relation.name];
      const value = parent[relation.key];
      switch (relation.kind) {
        case 'belongsTo':
          return ctx.loaders.byId(target, typeof value === 'string' ? value : null);
        case 'manyIds':
          return ctx.loaders.byIds(target, Array.isArray(value) ? value.map(String) : []);
        case 'hasMany':
          return ctx.loaders.rowsBy(target, relation.key).load(String(parent.id));
      }
    };
  }
  return fields;
}

export function modelResolvers(): Resolvers {
  const query: Record<string, unknown> = {};
  const mutation: Record<string, unknown> = {};
  const subscription: Record<string, unknown> = {};
  const types: Record<string, unknown> = {};
  for (const model of models) {
    const { name, plural } = model;
    query[`get${name}`] = (_: unknown, args: { id: string }, ctx: RequestContext) => getModel(ctx, model, args.id);
    query[`list${plural}`] = (_: unknown, args: ListArgs, ctx: RequestContext, info: GraphQLResolveInfo) => {
      const stored = ctx.rawJson ? cachedStoredItems(model, info) : null;
      return listModel(
        ctx,
        model,
        args,
        stored && { path: [...responsePathAsArray(info.path), 'items'], fields: stored.fields },
      );
    };
    query[`sync${plural}`] = (
      _: unknown,
      args: { lastSync?: number; limit?: number; nextToken?: string },
      ctx: RequestContext,
    ) => syncModel(ctx, model, args);
    mutation[`create${name}`] = (_: unknown, args: { input: Row }, ctx: RequestContext) =>
      createModel(ctx, model, args.input);
    mutation[`update${name}`] = (
      _: unknown,
      args: { input: Row & { id: string; _version: number } },
      ctx: RequestContext,
    ) => updateModel(ctx, model, args.input);
    mutation[`delete${name}`] = (_: unknown, args: { input: { id: string; _version: number } }, ctx: RequestContext) =>
      deleteModel(ctx, model, args.input);
    for (const kind of ['create', 'update', 'delete'] as const) {
      const field = `on${kind[0].toUpperCase()}${kind.slice(1)}${name}`;
      subscription[field] = {
        subscribe: (_: unknown, _args: unknown, ctx: RequestContext) =>
          ctx.app.subscriptions.subscribe(model, kind, rowPredicate(model.name, ctx.viewer, 'read')),
        resolve: (row: Row) => row,
      };
    }
    const relations = relationResolvers(model);
    if (Object.keys(relations).length > 0) types[name] = relations;
  }
  return { Query: query, Mutation: mutation, Subscription: subscription, ...types };
}
