/** What lesson and assessment templates hold alike: their headings and the fields every cached record carries. */
import { topUpHeadings } from '../../../server/domain/template-rules.ts';

/** A heading as the editor form holds it. */
export interface HeadingDraft {
  label?: string | null;
  value?: string | null;
}

/** Headings with every default present and, where a value is missing, the label itself as the printed word. */
export function headingsForEditing(headings: readonly HeadingDraft[] | null | undefined, kind: 'lesson' | 'assessment') {
  return topUpHeadings(headings, kind).map((heading) => ({ label: heading.label ?? '', value: heading.value ?? heading.label ?? '' }));
}

/** The headings to send. */
export function headingValues(headings: readonly HeadingDraft[]) {
  return headings.map((heading) => ({ label: heading.label ?? null, value: heading.value ?? null }));
}

/**
 * The fields of an optimistic record that do not depend on the kind of template: id, headings (typed for the
 * cache), font, complexity, subject, the server's bookkeeping and, for a teacher's own template, its owner.
 */
export function commonRecordFields(merged: Record<string, unknown>, ownTemplate: boolean): Record<string, unknown> {
  return {
    id: merged.id,
    headings: headingValues((merged.headings as HeadingDraft[] | null) ?? []).map((heading) => ({ __typename: 'Heading', ...heading })),
    fontFamily: merged.fontFamily ?? 'Default',
    complexity: merged.complexity ?? null,
    subjectID: merged.subjectID ?? null,
    createdAt: merged.createdAt,
    updatedAt: merged.updatedAt,
    _version: merged._version,
    _deleted: merged._deleted ?? false,
    _lastChangedAt: merged._lastChangedAt,
    ...(ownTemplate ? { teacherprofileID: merged.teacherprofileID ?? null, owner: merged.owner ?? null } : {}),
  };
}
