/**
 * The one check every model operation goes through: which rows of a model the viewer may read or write, as a
 * SQL predicate, or an error when no rule allows the operation at all.
 */
import { sql, type RawBuilder } from 'kysely';
import { apiError } from '../errors.ts';
import { accessTable } from './table.ts';
import { ownRow, ruleMatchesViewer, type AccessRule, type Operation, type Viewer } from './rules.ts';

const everything = sql<boolean>`true`;

export function rulesFor(model: string, viewer: Viewer, operation: Operation): AccessRule[] {
  const rules = accessTable[model];
  if (!rules) throw new Error(`No access rules declared for ${model}`);
  return rules.filter((rule) => rule.ops.includes(operation) && ruleMatchesViewer(rule, viewer));
}

export function deny(viewer: Viewer): never {
  if (viewer.userId === null) throw apiError('UNAUTHENTICATED', 'Sign in to continue.');
  throw apiError('FORBIDDEN', 'You are not allowed to do this.');
}

/** Rows the viewer may see (read) or change (update, delete). Throws when nothing is allowed. */
export function rowPredicate(
  model: string,
  viewer: Viewer,
  operation: Operation,
  scope: 'one' | 'list' = 'one',
): RawBuilder<boolean> {
  const rules = rulesFor(model, viewer, operation);
  if (rules.length === 0) deny(viewer);
  const parts: RawBuilder<boolean>[] = [];
  for (const rule of rules) {
    const conditions: RawBuilder<boolean>[] = [];
    if (rule.who === 'owner') conditions.push(ownRow(viewer));
    if (rule.where) conditions.push(rule.where(viewer));
    if (scope === 'list' && rule.listWhere) conditions.push(rule.listWhere(viewer));
    if (conditions.length === 0) return everything;
    parts.push(sql<boolean>`(${sql.join(conditions, sql` and `)})`);
  }
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** Throws unless some rule lets the viewer create rows of this model. */
export function assertMayCreate(model: string, viewer: Viewer): AccessRule[] {
  const rules = rulesFor(model, viewer, 'create');
  if (rules.length === 0) deny(viewer);
  return rules;
}

/** Throws when the input names a field none of the viewer's rules may write. */
export function assertWritableFields(rules: AccessRule[], fields: string[]): void {
  if (rules.some((rule) => !rule.fields)) return;
  const allowed = new Set(rules.flatMap((rule) => rule.fields ?? []));
  const refused = fields.filter((field) => !allowed.has(field));
  if (refused.length > 0) throw apiError('FORBIDDEN', `You may not change ${refused.join(', ')}.`);
}

/** True when the viewer writes only as the row's owner (so owner-bound fields must point at the viewer). */
export function writesOnlyAsOwner(rules: AccessRule[]): boolean {
  return rules.every((rule) => rule.who === 'owner');
}
