import { Kind, OperationTypeNode } from 'graphql';
import { parseQueued } from '../../../core/offline/queryParser';
import type { PendingConflict } from '../../../core/offline/mutationQueue';
import { sameInstant, sameValue } from '../../../core/offline/compareValues';
import type { FieldPresentation, Translators } from './conflictFields';
import { bookkeepingFields, recordPresentations } from './conflictFields';

/** One field the teacher changed: her value, the server's, and whether they really differ. */
export interface ConflictRow {
  field: string;
  /** How the field is labelled and shown; null for a record type declared nowhere (shown as plain values). */
  presentation: FieldPresentation | null;
  mine: unknown;
  server: unknown;
  changed: boolean;
}

/**
 * The record type of the queued change: the __typename of its optimistic answer, else of the server's record,
 * else read from the mutation's root field (`updateTeacherSubjectTemplate` → `TeacherSubjectTemplate`).
 */
export function conflictTypename(conflict: Pick<PendingConflict, 'entry' | 'current'>): string | null {
  const [answer] = Object.values(conflict.entry.optimisticResponse ?? {});
  const answered = typeof answer === 'object' && answer !== null ? (answer as { __typename?: unknown }) : null;
  if (typeof answered?.__typename === 'string') return answered.__typename;
  if (typeof conflict.current?.__typename === 'string') return conflict.current.__typename;
  return typenameOfMutation(conflict.entry.query);
}

function typenameOfMutation(query: string): string | null {
  try {
    const [definition] = parseQueued(query).definitions;
    if (definition?.kind !== Kind.OPERATION_DEFINITION || definition.operation !== OperationTypeNode.MUTATION)
      return null;
    const [root] = definition.selectionSet.selections;
    if (root?.kind !== Kind.FIELD) return null;
    return /^(?:create|update|delete)([A-Z]\w*)$/.exec(root.name.value)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * The rows of the conflict dialog: the fields the teacher is asked about (those changed on both sides, else every
 * field she sent), in the order of the screen that edits the record, bookkeeping left out; each marked changed
 * only when her value and the server's really differ.
 */
export function conflictRows(conflict: PendingConflict): ConflictRow[] {
  const typename = conflictTypename(conflict);
  const declared = typename ? recordPresentations[typename] : undefined;
  const sent = conflict.fields ?? Object.keys(conflict.mine);
  const fields = declared
    ? Object.keys(declared).filter((field) => sent.includes(field))
    : sent.filter((field) => !bookkeepingFields.has(field));
  return fields.map((field) => {
    const presentation = declared?.[field] ?? null;
    const mine = conflict.mine[field];
    const server = conflict.current ? conflict.current[field] : null;
    const same = presentation?.value.kind === 'dateTime' ? sameInstant(mine, server) : sameValue(mine, server);
    return { field, presentation, mine, server, changed: !same };
  });
}

/** A field's label as the record's screen shows it; a field declared nowhere gets the app's word for it. */
export function conflictFieldLabel(typename: string | null, field: string, t: Translators): string {
  const presentation = typename ? recordPresentations[typename]?.[field] : undefined;
  return presentation?.label(t) ?? t.app(`fields.${field as 'name'}`, { defaultValue: t.app('conflict.otherField') });
}

/** The labels of some fields of a record, in the order of its screen, joined for a sentence ('Name, Minutes'). */
export function conflictFieldLabels(typename: string | null, fields: readonly string[], t: Translators): string {
  const declared = typename ? Object.keys(recordPresentations[typename] ?? {}) : [];
  const ordered = [
    ...declared.filter((field) => fields.includes(field)),
    ...fields.filter((field) => !declared.includes(field) && !bookkeepingFields.has(field)),
  ];
  return ordered.map((field) => conflictFieldLabel(typename, field, t)).join(', ');
}
