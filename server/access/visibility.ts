/**
 * The visibility predicates the access table names (000 section 6: which published products, which schools and
 * terms, which shared templates, which announcements). Each belongs to the feature that knows its tables and is
 * registered by it at start (server/features.ts), so access/ depends on no feature. The server refuses to start
 * while a name is unregistered.
 */
import type { Predicate } from './rules.ts';

export const visibilityNames = [
  'publishedProduct',
  'publishedBundle',
  'addressedAndUnread',
  'publishedForMyChannels',
  'genericOrMyProvinceSchool',
  'termOfMyProvince',
  'sharedTemplateForMyClasses',
] as const;

export type VisibilityName = (typeof visibilityNames)[number];

export type VisibilityPredicates = Partial<Record<VisibilityName, Predicate>>;

const registered = new Map<VisibilityName, Predicate>();

/** Registers a feature's predicates; the very same function again is ignored, another one for a taken name throws. */
export function registerVisibility(predicates: VisibilityPredicates): void {
  for (const [name, predicate] of Object.entries(predicates) as [VisibilityName, Predicate][]) {
    const existing = registered.get(name);
    if (existing && existing !== predicate) throw new Error(`Visibility ${name} is registered twice`);
    registered.set(name, predicate);
  }
}

/** The registered predicate of this name, looked up when a rule is applied. */
export function visible(name: VisibilityName): Predicate {
  return (viewer) => {
    const predicate = registered.get(name);
    if (!predicate) throw new Error(`Visibility ${name} is not registered`);
    return predicate(viewer);
  };
}

/** Names no feature has registered; the server refuses to start while any exist. */
export function unregisteredVisibility(): VisibilityName[] {
  return visibilityNames.filter((name) => !registered.has(name));
}
