/** The executable schema: schema.graphql with the generic model resolvers and each domain's resolvers. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { assertOperationAllowed, unguardedRootFields } from './access/operations.ts';
import { domains } from './domains.ts';
import type { RequestContext } from './context.ts';
import { modelResolvers, type Resolvers } from './models/resolvers.ts';
import { scalarResolvers } from './scalars.ts';

type FieldResolver = (parent: unknown, args: unknown, ctx: RequestContext, info: unknown) => unknown;

/** Wraps each domain root resolver with its declared access check (server/access/operations.ts). */
function guardOperations(resolvers: Resolvers): Resolvers {
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
          assertOperationAllowed(field, ctx);
          return (resolve as FieldResolver)(parent, args, ctx, info);
        },
      ]),
    );
  }
  return guarded;
}

const domainResolvers = domains.flatMap((domain) => (domain.resolvers ? [domain.resolvers as unknown as Resolvers] : []));

export function buildSchema(): GraphQLSchema {
  for (const domain of domains) domain.registerHooks?.();
  const typeDefs = readFileSync(join(import.meta.dirname, '..', 'schema.graphql'), 'utf8');
  const schema = makeExecutableSchema<RequestContext>({
    typeDefs,
    resolvers: [scalarResolvers, modelResolvers(), ...domainResolvers.map(guardOperations)],
    inheritResolversFromInterfaces: true,
  });
  const unguarded = unguardedRootFields(schema);
  if (unguarded.length > 0) throw new Error(`Root fields without an access rule: ${unguarded.join(', ')}`);
  return schema;
}
