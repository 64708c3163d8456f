import { Kind, OperationTypeNode, parse } from 'graphql';
import type { PendingConflict } from '../../../core/offline/mutationQueue';
import { sameInstant, sameValue } from './compareValues';
import type { FieldPresentation } from './conflictFields';
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
export function conflictTypename(conflict: PendingConflict): string | null {
  const [answer] = Object.values(conflict.entry.optimisticResponse ?? {});
  const answered = typeof answer === 'object' && answer !== null ? (answer as { __typename?: unknown }) : null;
  if (typeof answered?.__typename === 'string') return answered.__typename;
  if (typeof conflict.current?.__typename === 'string') return conflict.current.__typename;
  return typenameOfMutation(conflict.entry.query);
}

function typenameOfMutation(query: string): string | null {
  try {
    const [definition] = parse(query).definitions;
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
 * The rows of the conflict dialog: the fields the teacher sent, in the order of the screen that edits the record,
 * bookkeeping left out; each marked changed only when her value and the server's really differ.
 */
export function conflictRows(conflict: PendingConflict): ConflictRow[] {
  const typename = conflictTypename(conflict);
  const declared = typename ? recordPresentations[typename] : undefined;
  const sent = Object.keys(conflict.mine);
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
