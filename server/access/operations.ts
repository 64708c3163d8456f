/**
 * Access of the root fields that are not generic model operations: one declaration per field, made by the
 * feature that adds it (server/features.ts gathers them) and enforced by `guardOperations` (server/schema.ts)
 * before the resolver runs. Model operations are governed by the access table.
 */
import type { GraphQLSchema } from 'graphql';
import { isObjectType } from 'graphql';
import { deny } from './check.ts';
import type { Group, Viewer } from './rules.ts';
import { accessTable } from './table.ts';

export type OperationAccess = 'public' | 'signedIn' | readonly Group[];

/** The access of each root field a feature adds, by field name. */
export type OperationAccessMap = Readonly<Record<string, OperationAccess>>;

/** A model as the generic layer names its root fields (server/models/models.ts). */
export interface ModelNames {
  name: string;
  plural: string;
}

/** Root field names the generic model layer serves, with the model each belongs to. */
export function modelOperationNames(models: readonly ModelNames[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const model of models) {
    const { name, plural } = model;
    for (const field of [
      `get${name}`,
      `list${plural}`,
      `sync${plural}`,
      `create${name}`,
      `update${name}`,
      `delete${name}`,
      `onCreate${name}`,
      `onUpdate${name}`,
      `onDelete${name}`,
    ]) {
      names.set(field, name);
    }
  }
  return names;
}

/**
 * Root fields with no access rule at all (a model operation of a model missing from the access table, or another
 * field no feature declares); the server refuses to start while any exist.
 */
export function unguardedRootFields(
  schema: GraphQLSchema,
  models: readonly ModelNames[],
  operationAccess: OperationAccessMap,
): string[] {
  const modelFields = modelOperationNames(models);
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

/** Throws unless the declared access (undefined: none, so denied) lets this viewer call the field. */
export function assertOperationAllowed(access: OperationAccess | undefined, viewer: Viewer): void {
  if (access === undefined) deny(viewer);
  if (access === 'public') return;
  if (viewer.userId === null) deny(viewer);
  if (access === 'signedIn') return;
  if (!access.some((group) => viewer.groups.includes(group))) deny(viewer);
}
