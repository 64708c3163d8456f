import type { MutationOptions } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import type { SharedAssessmentRecord } from './assessments/assessmentStore';
import { draftOfAssessment, sharedAssessments, teacherAssessments } from './assessments/assessmentStore';
import type { LessonDraft, LessonRecord, SharedLessonRecord, TeacherLessonRecord } from './lessons/lessonStore';
import { draftOfLesson, sharedLessons, teacherLessons } from './lessons/lessonStore';
import type { Bookkeeping, Mutate, TemplateSource, Values } from './templateStore';
import { templateWrites, unsavedCopy } from './templateStore';

/** A stand-in for ApolloClient's mutate that keeps what each write asked for. */
function recorder() {
  const sent: MutationOptions<unknown>[] = [];
  const mutate: Mutate = async (options) => {
    sent.push(options as MutationOptions<unknown>);
    return {};
  };
  return { sent, mutate };
}

const answerOf = (sent: MutationOptions<unknown>) =>
  Object.values(sent.optimisticResponse as Record<string, Record<string, unknown>>)[0];

async function sentCopy<R extends Bookkeeping, Draft, V extends Values, CreateInput>(
  source: TemplateSource<R, Draft, V, CreateInput>,
  original: R,
) {
  const { sent, mutate } = recorder();
  const newId = await templateWrites(source, mutate, null).duplicate(original);
  expect(sent).toHaveLength(1);
  return { sent: sent[0], answer: answerOf(sent[0]), newId, original };
}

async function sentEdit<R extends LessonRecord, V extends Values, CreateInput>(
  source: TemplateSource<R, LessonDraft, V, CreateInput>,
  record: R,
) {
  const { sent, mutate } = recorder();
  await templateWrites(source, mutate, 'profile-1').save(
    { ...draftOfLesson(record), name: 'Fractions, revised' },
    record,
  );
  return { sent: sent[0], answer: answerOf(sent[0]), record };
}

const bookkeeping = {
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  _version: 3,
  _deleted: false,
  _lastChangedAt: 1,
};

const sharedLesson: SharedLessonRecord = {
  id: 'shared-lesson',
  ...bookkeeping,
  name: 'Fractions',
  type: 'Lesson',
  fontFamily: 'Default',
  complexity: 'Simple',
  totalPoints: null,
  minutes: 60,
  schoolID: 'school-1',
  subjectID: 'subject-1',
  headings: [{ label: 'Grade', value: 'Grade' }],
  template: [
    {
      name: 'Introduction',
      fields: [
        {
          type: 'Text',
          label: 'Topic',
          value: 'Halves',
          hint: null,
          placeholder: null,
          items: null,
          points: null,
          difficulty: null,
        },
      ],
    },
  ],
};

const teacherLesson: TeacherLessonRecord = {
  ...sharedLesson,
  id: 'own-lesson',
  subjectID: 'subject-1',
  teacherprofileID: 'profile-1',
  owner: 'user-1',
};

const sharedAssessment: SharedAssessmentRecord = {
  id: 'shared-assessment',
  ...bookkeeping,
  title: 'Term test',
  fontFamily: 'Default',
  complexity: 'Simple',
  totalMarks: 0,
  totalMinutes: 60,
  instructions: [],
  taxonomy: null,
  taxonomys: [],
  subjectID: 'subject-1',
  schoolID: 'school-1',
  headings: [],
  questions: [],
};

describe('the template store writes, one code for both kinds and both sources', () => {
  it('queues a copy of a shared lesson template offline, with a typed optimistic record, as it does for assessments (002 §1)', async () => {
    const lesson = await sentCopy(sharedLessons, sharedLesson);
    expect(lesson.answer).toMatchObject({
      __typename: 'SubjectTemplate',
      id: lesson.newId,
      _version: 1,
      _deleted: false,
      name: 'Fractions - COPY',
    });
    const assessment = await sentCopy(sharedAssessments, sharedAssessment);
    expect(assessment.answer).toMatchObject({
      __typename: 'AssessmentTemplate',
      id: assessment.newId,
      _version: 1,
      _deleted: false,
      title: 'Term test - COPY',
    });
    for (const { sent, newId, original } of [lesson, assessment]) {
      expect(sent.context).toEqual({ offline: true });
      expect(sent.variables).toEqual({ id: original.id, newId });
    }
  });

  it("sends a teacher's own edit through the offline queue, and a shared template's edit to the server at once", async () => {
    const own = await sentEdit(teacherLessons, teacherLesson);
    const shared = await sentEdit(sharedLessons, sharedLesson);
    expect(own.sent.context).toEqual({ offline: true });
    expect(shared.sent.context).toEqual({ offline: false });
    for (const { sent, answer, record } of [own, shared]) {
      expect(sent.variables).toMatchObject({ input: { id: record.id, _version: 3, name: 'Fractions, revised' } });
      expect(answer).toMatchObject({
        id: record.id,
        _version: 4,
        name: 'Fractions, revised',
        type: 'Lesson',
        minutes: 60,
      });
    }
  });

  it("starts a teacher's own lesson from a shared template without writing anything; Save creates it, queued", async () => {
    const { sent, mutate } = recorder();
    const copy = unsavedCopy(teacherLessons, { ...sharedLesson, totalPoints: 20 }, 'profile-1');
    expect(copy).toMatchObject({
      __typename: 'TeacherSubjectTemplate',
      name: 'Fractions',
      schoolID: 'school-1',
      totalPoints: 20,
      teacherprofileID: 'profile-1',
    });
    expect(copy.id).not.toBe('shared-lesson');
    expect(copy.headings?.map((heading) => heading.label)).toEqual(['Grade', 'Date', 'Term', 'Total', 'Time']);
    expect(sent).toHaveLength(0);

    const draft = draftOfLesson(copy);
    draft.template[0].fields![0].value = 'Quarters';
    const id = await templateWrites(teacherLessons, mutate, 'profile-1').save(draft, null);
    expect(sent).toHaveLength(1);
    expect(sent[0].context).toEqual({ offline: true });
    expect(sent[0].variables).toMatchObject({
      input: {
        id,
        name: 'Fractions',
        totalPoints: 20,
        teacherprofileID: 'profile-1',
        template: [{ name: 'Introduction', fields: [{ label: 'Topic', value: 'Quarters' }] }],
      },
    });
    expect(id).not.toBe(copy.id);
  });

  it('deletes with a tombstone for the cache, and creates a shared assessment with its school and taxonomy list', async () => {
    const { sent, mutate } = recorder();
    await templateWrites(teacherAssessments, mutate, 'profile-1').remove({
      ...sharedAssessment,
      subjectID: 'subject-1',
      teacherprofileID: 'profile-1',
      owner: null,
    });
    expect(answerOf(sent[0])).toMatchObject({ _deleted: true, _version: 4 });

    const id = await templateWrites(sharedAssessments, mutate, null).save(
      { ...draftOfAssessment(null), title: 'New test', subjectID: 'subject-1', schoolID: 'school-1' },
      null,
    );
    expect(sent[1].context).toEqual({ offline: false });
    expect(sent[1].variables).toMatchObject({ input: { id, title: 'New test', schoolID: 'school-1', taxonomys: [] } });
    expect(answerOf(sent[1])).toMatchObject({ __typename: 'AssessmentTemplate', id, schoolID: 'school-1' });
  });
});
