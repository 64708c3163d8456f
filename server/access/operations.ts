/**
 * Access of the root fields that are not generic model operations: one declaration per field, enforced by
 * `guardOperations` before the resolver runs. Model operations are governed by the access table.
 */
import type { GraphQLSchema } from 'graphql';
import { isObjectType } from 'graphql';
import type { RequestContext } from '../context.ts';
import { models } from '../models/models.ts';
import { domains } from '../domains.ts';
import { deny } from './check.ts';
import type { Group } from './rules.ts';
import { accessTable } from './table.ts';

export type OperationAccess = 'public' | 'signedIn' | readonly Group[];

/** The access of every domain root field, as each domain declares it (server/domains.ts). */
export const operationAccess: Record<string, OperationAccess> = Object.assign({}, ...domains.map((domain) => domain.access ?? {}));

/** Root field names the generic model layer serves, with the model each belongs to. */
export function modelOperationNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const model of models) {
    const { name, plural } = model;
    for (const field of [`get${name}`, `list${plural}`, `sync${plural}`, `create${name}`, `update${name}`, `delete${name}`,
      `onCreate${name}`, `onUpdate${name}`, `onDelete${name}`]) {
      names.set(field, name);
    }
  }
  return names;
}

/** Root fields with no access rule at all; the server refuses to start while any exist. */
export function unguardedRootFields(schema: GraphQLSchema): string[] {
  const modelFields = modelOperationNames();
  const missing: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.keys(root.getFields())) {
      const model = modelFields.get(field);
      const guarded = model ? accessTable[model] !== undefined : operationAccess[field] !== undefined;
      if (!guarded) missing.push(`${root.name}.${field}`);
    }
  }
  return missing;
}

export function assertOperationAllowed(field: string, ctx: RequestContext): void {
  const access = operationAccess[field];
  if (access === undefined) deny(ctx.viewer);
  if (access === 'public') return;
  if (ctx.viewer.userId === null) deny(ctx.viewer);
  if (access === 'signedIn') return;
  if (!access.some((group) => ctx.viewer.groups.includes(group))) deny(ctx.viewer);
}
