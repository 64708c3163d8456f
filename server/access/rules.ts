/**
 * Rule vocabulary for the access table. A rule says who may do which operations on a model, optionally
 * narrowed by a visibility predicate (SQL over the model's own columns) or a list of writable fields.
 * Access is denied unless some rule allows it.
 */
import { sql, type RawBuilder } from 'kysely';

export const groups = ['superadmin', 'admin', 'teacher', 'reporting'] as const;
export type Group = (typeof groups)[number];
export type Operation = 'read' | 'create' | 'update' | 'delete';

/** Who is asking: resolved once per request from the access token. */
export interface Viewer {
  userId: string | null;
  email: string | null;
  groups: readonly string[];
  teacherProfileId: string | null;
  /** The session (refresh-token family) the access token belongs to; none for the anonymous viewer. */
  sessionId?: string;
}

export const anonymous: Viewer = { userId: null, email: null, groups: [], teacherProfileId: null };

export type Who = 'public' | 'signedIn' | 'owner' | Group;

export type Predicate = (viewer: Viewer) => RawBuilder<boolean>;

export interface AccessRule {
  who: Who;
  ops: Operation[];
  /** Rows this rule lets the viewer see or write (applies to reads, updates and deletes). */
  where?: Predicate;
  /** Only on lists and sync, not on a get by id (e.g. admins list orders of the last month). */
  listWhere?: Predicate;
  /** Fields this rule may write; absent means every input field. */
  fields?: string[];
}

const allOps: Operation[] = ['read', 'create', 'update', 'delete'];

export const full = (who: Who): AccessRule => ({ who, ops: allOps });
export const allow = (who: Who, ops: Operation[], extra: Partial<AccessRule> = {}): AccessRule => ({
  who,
  ops,
  ...extra,
});

/** True when the rule's "who" describes this viewer (owner rules match any signed-in user; the row decides). */
export function ruleMatchesViewer(rule: AccessRule, viewer: Viewer): boolean {
  if (rule.who === 'public') return true;
  if (viewer.userId === null) return false;
  if (rule.who === 'signedIn' || rule.who === 'owner') return true;
  return viewer.groups.includes(rule.who);
}

// Predicates over columns every model has; those over a feature's own columns are in access/visibility.ts.
const now = sql<Date>`now()`;

export const createdInLastMonth: Predicate = () => sql<boolean>`${sql.ref('createdAt')} >= ${now} - interval '1 month'`;

export const ownRow: Predicate = (viewer) => sql<boolean>`${sql.ref('ownerId')} = ${viewer.userId ?? ''}`;
