/** What lesson and assessment templates hold alike: their headings and the fields every cached record carries. */
import { topUpHeadings } from '../../../server/domain/template-rules.ts';

/** Values as a write, a draft or a copy rule gives them, before they are typed into a record. */
export type Values = Record<string, unknown>;

/** A heading as the editor form holds it. */
export interface HeadingDraft {
  label?: string | null;
  value?: string | null;
}

/** The server's bookkeeping every record carries (an optimistic answer writes it too). */
export type Bookkeeping = {
  id: string;
  createdAt: string;
  updatedAt: string;
  _version: number;
  _deleted: boolean | null;
  _lastChangedAt: number;
};

/**
 * What an optimistic record is built on: the record being changed (with its next version) or a new record's
 * bookkeeping, and for a teacher's own template its owner.
 */
export type RecordBase = Values & Bookkeeping & { teacherprofileID?: string | null; owner?: string | null };

/** Headings with every default present and, where a value is missing, the label itself as the printed word. */
export function headingsForEditing(headings: readonly HeadingDraft[] | null | undefined, kind: 'lesson' | 'assessment') {
  return topUpHeadings(headings, kind).map((heading) => ({ label: heading.label ?? '', value: heading.value ?? heading.label ?? '' }));
}

/** The headings to send. */
export function headingValues(headings: readonly HeadingDraft[]) {
  return headings.map((heading) => ({ label: heading.label ?? null, value: heading.value ?? null }));
}

/** The record's server bookkeeping for an optimistic answer: one version more, changed now. */
export function nextVersion<T extends { _version: number }>(record: T): Pick<T, '_version'> & { updatedAt: string; _lastChangedAt: number } {
  return { _version: record._version + 1, updatedAt: new Date().toISOString(), _lastChangedAt: Date.now() };
}

/** A new record's bookkeeping for an optimistic answer (the server's own values replace it). */
export function newRecordFields(id: string): { id: string; createdAt: string; updatedAt: string; _version: number; _deleted: boolean; _lastChangedAt: number } {
  const now = new Date();
  return { id, createdAt: now.toISOString(), updatedAt: now.toISOString(), _version: 1, _deleted: false, _lastChangedAt: now.getTime() };
}

export const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
export const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The fields of an optimistic record that do not depend on the kind of template: the bookkeeping (from the base),
 * headings (typed for the cache), font, complexity.
 */
export function commonRecordFields(base: RecordBase, merged: Values) {
  return {
    id: base.id,
    createdAt: base.createdAt,
    updatedAt: base.updatedAt,
    _version: base._version,
    _deleted: base._deleted ?? false,
    _lastChangedAt: base._lastChangedAt,
    headings: headingValues((merged.headings as HeadingDraft[] | null) ?? []).map((heading) => ({ __typename: 'Heading' as const, ...heading })),
    fontFamily: textOrNull(merged.fontFamily) ?? 'Default',
    complexity: textOrNull(merged.complexity),
  };
}

/** A teacher's own template: its owner (the subject is required there). */
export function ownRecordFields(base: RecordBase, merged: Values) {
  return { teacherprofileID: base.teacherprofileID ?? null, owner: base.owner ?? null, subjectID: textOrNull(merged.subjectID) ?? '' };
}
