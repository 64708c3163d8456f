import { beforeAll, describe, expect, it } from 'vitest';
import type { PendingConflict } from '../../../core/offline/mutationQueue';
import { loadQueryParser } from '../../../core/offline/queryParser';
import { conflictFieldLabels, conflictRows, conflictTypename } from './conflictRows';

// A conflict comes from a sent change: the queue loaded the parser to send it.
beforeAll(async () => {
  await loadQueryParser();
});

function conflictOf(
  query: string,
  mine: Record<string, unknown>,
  current: Record<string, unknown> | null,
  optimisticResponse: Record<string, unknown> | null = null,
): PendingConflict {
  return {
    entry: {
      id: 'entry-1',
      idempotencyKey: 'entry-1',
      userId: 'user-1',
      operationName: 'Change',
      query,
      variables: { input: { id: 'record-1', _version: 1, ...mine } },
      optimisticResponse,
      createdAt: 0,
    },
    mine,
    current,
    changedBySelf: false,
    fields: null,
    merged: [],
  };
}

const updateActivity =
  'mutation UpdateTeacherActivity($input: UpdateTeacherActivityInput!) { updateTeacherActivity(input: $input) { id } }';
const updateLesson =
  'mutation UpdateTeacherLesson($input: UpdateTeacherSubjectTemplateInput!) { updateTeacherSubjectTemplate(input: $input) { id } }';

describe('conflictTypename', () => {
  it('reads the record type from the optimistic answer first', () => {
    const conflict = conflictOf(updateLesson, {}, null, {
      updateTeacherSubjectTemplate: { __typename: 'TeacherSubjectTemplate' },
    });
    expect(conflictTypename(conflict)).toBe('TeacherSubjectTemplate');
  });

  it("reads it from the mutation's root field without one", () => {
    expect(conflictTypename(conflictOf(updateActivity, {}, null))).toBe('TeacherActivity');
    expect(conflictTypename(conflictOf('mutation { calendarFeedUrl }', {}, null))).toBeNull();
  });
});

describe('conflictRows', () => {
  const activity = {
    label: 'Maths 4A',
    type: 'Lesson',
    color: 'blue darken-1',
    startDateTime: '2026-03-02T08:00:00.000Z',
    endDateTime: '2026-03-02T09:00:00.000Z',
    teachersubjecttemplateID: 'lesson-1',
    teacherassessmenttemplateID: null,
  };

  it("lists an activity's fields in the dialog's order, without bookkeeping, marking only the differing ones", () => {
    const server = {
      ...activity,
      id: 'record-1',
      label: 'Maths 4B',
      startDateTime: '2026-03-02T08:00:00Z',
      teacherprofileID: 'profile-1',
      repeatID: null,
      owner: 'user-1',
      _version: 2,
      _lastChangedAt: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    };
    const rows = conflictRows(conflictOf(updateActivity, { ...activity, teacherprofileID: 'profile-1' }, server));
    expect(rows.map((row) => [row.field, row.changed])).toEqual([
      ['label', true],
      ['type', false],
      ['teachersubjecttemplateID', false],
      ['teacherassessmenttemplateID', false],
      ['color', false],
      ['startDateTime', false],
      ['endDateTime', false],
    ]);
  });

  it("does not mark a lesson's steps and headings when only the keys' order differs", () => {
    const mine = {
      name: 'Fractions (offline)',
      minutes: 60,
      headings: [{ label: 'Grade', value: 'Grade' }],
      template: [{ name: 'Introduction', fields: [{ type: 'Text', label: 'Topic', value: 'Halves', hint: null }] }],
    };
    const server = {
      name: 'Fractions',
      minutes: 45,
      type: 'Lesson',
      headings: [{ value: 'Grade', label: 'Grade' }],
      template: [{ fields: [{ value: 'Halves', label: 'Topic', type: 'Text' }], name: 'Introduction' }],
    };
    const rows = conflictRows(conflictOf(updateLesson, mine, server));
    expect(rows.map((row) => [row.field, row.changed])).toEqual([
      ['name', true],
      ['minutes', true],
      ['headings', false],
      ['template', false],
    ]);
  });

  it('shows only the fields changed on both sides when the merge named them', () => {
    const conflict = {
      ...conflictOf(
        updateLesson,
        { name: 'Phone', minutes: 50, complexity: 'Simple' },
        { name: 'Laptop', minutes: 45 },
      ),
      fields: ['name'],
      merged: ['minutes'],
    };
    expect(conflictRows(conflict).map((row) => [row.field, row.changed])).toEqual([['name', true]]);
  });

  it('marks every field changed when the server sent no record', () => {
    const rows = conflictRows(conflictOf(updateLesson, { name: 'Fractions' }, null));
    expect(rows).toEqual([expect.objectContaining({ field: 'name', mine: 'Fractions', server: null, changed: true })]);
  });

  it('shows the non-bookkeeping fields of a record type declared nowhere', () => {
    const rows = conflictRows(
      conflictOf(
        'mutation($input: X!) { updateWidget(input: $input) { id } }',
        { colour: 'red', owner: 'x' },
        { colour: 'red' },
      ),
    );
    expect(rows.map((row) => [row.field, row.presentation, row.changed])).toEqual([['colour', null, false]]);
  });
});

describe('conflictFieldLabels', () => {
  const t = {
    app: (key: string, options?: { defaultValue?: string }) => options?.defaultValue ?? key,
    planning: (key: string) => `planning:${key}`,
    templates: (key: string) => `templates:${key}`,
  } as unknown as Parameters<typeof conflictFieldLabels>[2];

  it("names a record's fields in the order of its screen", () => {
    expect(conflictFieldLabels('TeacherSubjectTemplate', ['minutes', 'name'], t)).toBe(
      'templates:fields.name, templates:fields.minutes',
    );
  });
});
