/**
 * The executable schema: schema.graphql with the generic model resolvers and each feature's resolvers. Building
 * it installs what the features give the lower layers (model hooks, the access table's visibility predicates)
 * and refuses a root field without an access rule or a visibility predicate no feature registers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { assertOperationAllowed, unguardedRootFields, type OperationAccessMap } from './access/operations.ts';
import { registerVisibility, unregisteredVisibility } from './access/visibility.ts';
import type { RequestContext } from './context.ts';
import type { FeatureModule } from './feature.ts';
import { features } from './features.ts';
import { models } from './models/models.ts';
import { modelResolvers, type Resolvers } from './models/resolvers.ts';
import { scalarResolvers } from './scalars.ts';

type FieldResolver = (parent: unknown, args: unknown, ctx: RequestContext, info: unknown) => unknown;

/** Wraps each feature root resolver with its declared access check (server/access/operations.ts). */
function guardOperations(resolvers: Resolvers, operationAccess: OperationAccessMap): Resolvers {
  const guarded: Resolvers = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    if (!['Query', 'Mutation', 'Subscription'].includes(typeName)) {
      guarded[typeName] = fields;
      continue;
    }
    guarded[typeName] = Object.fromEntries(
      Object.entries(fields).map(([field, resolve]) => [
        field,
        (parent: unknown, args: unknown, ctx: RequestContext, info: unknown) => {
          assertOperationAllowed(operationAccess[field], ctx.viewer);
          return (resolve as FieldResolver)(parent, args, ctx, info);
        },
      ]),
    );
  }
  return guarded;
}

/** The access of every root field the features add, as each declares it. */
export function operationAccessOf(list: readonly FeatureModule[]): OperationAccessMap {
  return Object.fromEntries(list.flatMap((feature) => Object.entries(feature.access ?? {})));
}

export function buildSchema(list: readonly FeatureModule[] = features): GraphQLSchema {
  for (const feature of list) {
    feature.registerHooks?.();
    registerVisibility(feature.visibility ?? {});
  }
  const operationAccess = operationAccessOf(list);
  const featureResolvers = list.flatMap((feature) =>
    feature.resolvers ? [feature.resolvers as unknown as Resolvers] : [],
  );
  const typeDefs = readFileSync(join(import.meta.dirname, '..', 'schema.graphql'), 'utf8');
  const schema = makeExecutableSchema<RequestContext>({
    typeDefs,
    resolvers: [
      scalarResolvers,
      modelResolvers(),
      ...featureResolvers.map((resolvers) => guardOperations(resolvers, operationAccess)),
    ],
    inheritResolversFromInterfaces: true,
  });
  const unguarded = unguardedRootFields(schema, models, operationAccess);
  if (unguarded.length > 0) throw new Error(`Root fields without an access rule: ${unguarded.join(', ')}`);
  const unregistered = unregisteredVisibility();
  if (unregistered.length > 0)
    throw new Error(`Visibility predicates no feature registers: ${unregistered.join(', ')}`);
  return schema;
}
