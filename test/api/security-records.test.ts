/**
 * Another teacher's records stay hers (000 section 6): a taken id answers CONFLICT without her row, an
 * announcement's readers are not shown to other teachers, and no record may point at one the caller cannot read.
 */
import { describe, expect, it } from 'vitest';
import {
  errorCode,
  gql,
  newTeacher,
  signIn,
  subscribe,
  uuid,
  waitFor,
  wsClient,
  type GraphQLResponse,
  type Session,
} from '../helpers/api.ts';
import { lessonInput, assessmentInput, newSubject, ok } from './templates-fixtures.ts';

const activity = {
  label: 'Maths',
  type: 'Lesson',
  startDateTime: '2026-03-02T06:00:00.000Z',
  endDateTime: '2026-03-02T07:00:00.000Z',
  color: 'red darken-1',
};

const create = (model: string, input: Record<string, unknown>, teacher: Session) =>
  gql(
    `mutation($input: Create${model}Input!) { create${model}(input: $input) { id _version } }`,
    { input },
    { token: teacher.accessToken },
  );

const createdId = (response: GraphQLResponse): string =>
  Object.values(ok(response) as Record<string, { id: string }>)[0].id;

/** A row of each teacher-owned model, written by `teacher`, with the given id when one is given. */
const ownRecords: Record<string, (teacher: Session, subjectID: string, id?: string) => Promise<GraphQLResponse>> = {
  TeacherActivity: (teacher, _subjectID, id) =>
    create('TeacherActivity', { id, ...activity, teacherprofileID: teacher.teacherProfileId }, teacher),
  TeacherClassSubject: (teacher, subjectID, id) =>
    create(
      'TeacherClassSubject',
      { id, name: `Class ${uuid().slice(0, 6)}`, subjectID, teacherprofileID: teacher.teacherProfileId },
      teacher,
    ),
  TeacherSubjectTemplate: (teacher, subjectID, id) =>
    create('TeacherSubjectTemplate', { id, ...lessonInput(subjectID) }, teacher),
  TeacherAssessmentTemplate: (teacher, subjectID, id) =>
    create('TeacherAssessmentTemplate', { id, ...assessmentInput(subjectID) }, teacher),
  TeacherSchedule: (teacher, _subjectID, id) =>
    create(
      'TeacherSchedule',
      { id, day: 'Monday', startTime: '07:30', endTime: '14:00', teacherprofileID: teacher.teacherProfileId },
      teacher,
    ),
};

const takenIdMessage = 'A record with this id already exists.';

describe('an id that is already taken', () => {
  it.each(Object.keys(ownRecords))("answers CONFLICT without another teacher's %s", async (model) => {
    const [victim, attacker, subjectID] = await Promise.all([newTeacher(), newTeacher(), newSubject()]);
    const victimId = createdId(await ownRecords[model](victim, subjectID));
    const response = await ownRecords[model](attacker, subjectID, victimId);
    expect(errorCode(response)).toBe('CONFLICT');
    expect(response.errors?.[0].message).toBe(takenIdMessage);
    expect(response.errors?.[0].extensions).not.toHaveProperty('current');
  });

  it("answers CONFLICT without another teacher's profile", async () => {
    const [victim, attacker] = await Promise.all([newTeacher(), newTeacher()]);
    const response = await gql(
      'mutation($input: CreateTeacherProfileInput!) { createTeacherProfile(input: $input) { id } }',
      { input: { id: victim.teacherProfileId, translateI18n: 'en' } },
      { token: attacker.accessToken },
    );
    expect(errorCode(response)).toBe('CONFLICT');
    expect(response.errors?.[0].message).toBe(takenIdMessage);
    expect(response.errors?.[0].extensions).not.toHaveProperty('current');
  });

  it.each([
    ['duplicateTeacherSubjectTemplate', 'TeacherSubjectTemplate'],
    ['duplicateTeacherAssessmentTemplate', 'TeacherAssessmentTemplate'],
  ])("answers %s with another teacher's id as CONFLICT without her template", async (mutation, model) => {
    const [victim, attacker, subjectID] = await Promise.all([newTeacher(), newTeacher(), newSubject()]);
    const victimId = createdId(await ownRecords[model](victim, subjectID));
    const ownId = createdId(await ownRecords[model](attacker, subjectID));
    const response = await gql(
      `mutation($id: ID!, $newId: ID) { ${mutation}(id: $id, newId: $newId) { id } }`,
      { id: ownId, newId: victimId },
      { token: attacker.accessToken },
    );
    expect(errorCode(response)).toBe('CONFLICT');
    expect(response.errors?.[0].message).toBe(takenIdMessage);
    expect(response.errors?.[0].extensions).not.toHaveProperty('current');
  });

  it('still sends the current row when it is her own (the offline queue shows it)', async () => {
    const teacher = await newTeacher();
    const id = createdId(await ownRecords.TeacherActivity(teacher, '', uuid()));
    const response = await ownRecords.TeacherActivity(teacher, '', id);
    expect(errorCode(response)).toBe('CONFLICT');
    expect(response.errors?.[0].extensions?.current).toMatchObject({
      id,
      label: 'Maths',
      teacherprofileID: teacher.teacherProfileId,
    });
  });
});

const readByFields = 'id readBy';
type Readers = { id: string; readBy: string[] | null };

async function announcementToAll(): Promise<string> {
  const admin = await signIn('admin@example.com');
  const response = await gql(
    'mutation($input: CreateAnnouncementInput!) { createAnnouncement(input: $input) { id } }',
    { input: { title: `Notice ${uuid()}`, message: 'Term 2 starts on Monday.', sendTo: ['ALL'] } },
    { token: admin.accessToken },
  );
  return createdId(response);
}

const markRead = (id: string, teacher: Session) =>
  gql<{ markAnnouncementRead: Readers }>(
    `mutation($id: ID!) { markAnnouncementRead(id: $id) { ${readByFields} } }`,
    { id },
    { token: teacher.accessToken },
  );

describe("an announcement's readers", () => {
  it('shows a teacher only whether she herself has read it, in queries and in the mark-read answer', async () => {
    const [first, second, id] = await Promise.all([newTeacher(), newTeacher(), announcementToAll()]);
    ok(await markRead(id, first));
    const token = second.accessToken;
    const got = ok(
      await gql<{ getAnnouncement: Readers }>(
        `query($id: ID!) { getAnnouncement(id: $id) { ${readByFields} } }`,
        { id },
        { token },
      ),
    );
    expect(got.getAnnouncement.readBy).toEqual([]);
    const listed = ok(
      await gql<{ listAnnouncements: { items: Readers[] } }>(
        `{ listAnnouncements(limit: 1000) { items { ${readByFields} } } }`,
        {},
        { token },
      ),
    );
    expect(listed.listAnnouncements.items.find((item) => item.id === id)?.readBy).toEqual([]);
    const synced = ok(
      await gql<{ syncAnnouncements: { items: Readers[] } }>(
        `{ syncAnnouncements(limit: 1000) { items { ${readByFields} } } }`,
        {},
        { token },
      ),
    );
    expect(synced.syncAnnouncements.items.find((item) => item.id === id)?.readBy).toEqual([]);
    expect(ok(await markRead(id, second)).markAnnouncementRead.readBy).toEqual([second.teacherProfileId]);
  });

  it('neither names the other addressees nor lets a teacher filter on addressees or readers', async () => {
    const [first, second] = await Promise.all([newTeacher(), newTeacher()]);
    const admin = await signIn('admin@example.com');
    const sent = await gql(
      'mutation($input: CreateAnnouncementInput!) { createAnnouncement(input: $input) { id } }',
      {
        input: {
          title: `Notice ${uuid()}`,
          message: 'Staff meeting.',
          sendTo: [first.teacherProfileId, second.teacherProfileId],
        },
      },
      { token: admin.accessToken },
    );
    const id = createdId(sent);
    const token = second.accessToken;
    const got = ok(
      await gql<{ getAnnouncement: { sendTo: string[] | null } }>(
        `query($id: ID!) { getAnnouncement(id: $id) { sendTo } }`,
        { id },
        { token },
      ),
    );
    expect(got.getAnnouncement.sendTo).toEqual([second.teacherProfileId]);
    ok(await markRead(id, first));
    for (const filter of [
      { readBy: { contains: first.teacherProfileId } },
      { not: { sendTo: { contains: first.teacherProfileId } } },
    ]) {
      const probed = await gql(
        'query($filter: ModelAnnouncementFilterInput) { listAnnouncements(filter: $filter) { items { id } } }',
        { filter },
        { token },
      );
      expect(probed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const asAdmin = ok(
      await gql<{ listAnnouncements: { items: { id: string }[] } }>(
        'query($filter: ModelAnnouncementFilterInput) { listAnnouncements(filter: $filter) { items { id } } }',
        { filter: { readBy: { contains: first.teacherProfileId } } },
        { token: admin.accessToken },
      ),
    );
    expect(asAdmin.listAnnouncements.items.map((item) => item.id)).toContain(id);
  });

  it('shows an admin every reader', async () => {
    const [first, second, id] = await Promise.all([newTeacher(), newTeacher(), announcementToAll()]);
    ok(await markRead(id, first));
    ok(await markRead(id, second));
    const admin = await signIn('admin@example.com');
    const got = ok(
      await gql<{ getAnnouncement: { readBy: string[] | null } }>(
        `query($id: ID!) { getAnnouncement(id: $id) { readBy } }`,
        { id },
        { token: admin.accessToken },
      ),
    );
    expect(got.getAnnouncement.readBy).toEqual([first.teacherProfileId, second.teacherProfileId]);
  });

  it("sends another teacher's reading in a change event without her id", async () => {
    const [first, second, id] = await Promise.all([newTeacher(), newTeacher(), announcementToAll()]);
    const client = wsClient(second.accessToken);
    const updates = subscribe<{ onUpdateAnnouncement: { id: string; readBy: string[] | null } }>(
      client,
      `subscription { onUpdateAnnouncement { ${readByFields} } }`,
    );
    try {
      await updates.ready;
      ok(await markRead(id, first));
      await waitFor(() => updates.events.some((event) => event.onUpdateAnnouncement.id === id));
      expect(updates.events.find((event) => event.onUpdateAnnouncement.id === id)?.onUpdateAnnouncement.readBy).toEqual(
        [],
      );
    } finally {
      updates.stop();
      await client.dispose();
    }
  });
});

describe('a reference to another record', () => {
  async function twoTeachersAndVictimTemplates() {
    const [victim, attacker, subjectID] = await Promise.all([newTeacher(), newTeacher(), newSubject()]);
    const lesson = createdId(await ownRecords.TeacherSubjectTemplate(victim, subjectID));
    const assessment = createdId(await ownRecords.TeacherAssessmentTemplate(victim, subjectID));
    return { attacker, subjectID, lesson, assessment };
  }

  const fieldErrors = (response: GraphQLResponse) => {
    expect(errorCode(response), JSON.stringify(response.errors)).toBe('BAD_USER_INPUT');
    return response.errors?.[0].extensions?.fieldErrors;
  };

  it("refuses an activity that names another teacher's lesson or assessment", async () => {
    const { attacker, lesson, assessment } = await twoTeachersAndVictimTemplates();
    const input = { ...activity, teacherprofileID: attacker.teacherProfileId };
    expect(
      fieldErrors(await create('TeacherActivity', { ...input, teachersubjecttemplateID: lesson }, attacker)),
    ).toEqual({ teachersubjecttemplateID: 'Lesson not found' });
    expect(
      fieldErrors(await create('TeacherActivity', { ...input, teacherassessmenttemplateID: assessment }, attacker)),
    ).toEqual({
      teacherassessmenttemplateID: 'Assessment not found',
    });
  });

  it("refuses changing an activity to another teacher's lesson", async () => {
    const { attacker, lesson } = await twoTeachersAndVictimTemplates();
    const own = ok(await ownRecords.TeacherActivity(attacker, '')) as {
      createTeacherActivity: { id: string; _version: number };
    };
    const response = await gql(
      'mutation($input: UpdateTeacherActivityInput!) { updateTeacherActivity(input: $input) { id } }',
      { input: { ...own.createTeacherActivity, teachersubjecttemplateID: lesson } },
      { token: attacker.accessToken },
    );
    expect(fieldErrors(response)).toEqual({ teachersubjecttemplateID: 'Lesson not found' });
  });

  it("refuses a weekly series that names another teacher's lesson, created or changed", async () => {
    const { attacker, lesson, assessment } = await twoTeachersAndVictimTemplates();
    const token = attacker.accessToken;
    const repeating = (input: Record<string, unknown>) =>
      gql(
        'mutation($input: CreateRepeatingActivityInput!) { createRepeatingActivity(input: $input) { id repeatID } }',
        { input: { ...activity, repeatWeeks: 2, ...input } },
        { token },
      );
    expect(fieldErrors(await repeating({ teachersubjecttemplateID: lesson }))).toEqual({
      teachersubjecttemplateID: 'Lesson not found',
    });
    const series = ok(await repeating({})) as { createRepeatingActivity: { repeatID: string }[] };
    const response = await gql(
      'mutation($repeatID: String!, $changes: ActivitySeriesChangesInput!) { updateActivitySeries(repeatID: $repeatID, changes: $changes) { id } }',
      { repeatID: series.createRepeatingActivity[0].repeatID, changes: { teacherassessmenttemplateID: assessment } },
      { token },
    );
    expect(fieldErrors(response)).toEqual({ teacherassessmenttemplateID: 'Assessment not found' });
  });

  it('accepts her own lesson and assessment', async () => {
    const [teacher, subjectID] = await Promise.all([newTeacher(), newSubject()]);
    const lesson = createdId(await ownRecords.TeacherSubjectTemplate(teacher, subjectID));
    const assessment = createdId(await ownRecords.TeacherAssessmentTemplate(teacher, subjectID));
    const input = {
      ...activity,
      teacherprofileID: teacher.teacherProfileId,
      teachersubjecttemplateID: lesson,
      teacherassessmenttemplateID: assessment,
    };
    ok(await create('TeacherActivity', input, teacher));
  });

  it('refuses a class of a subject that does not exist', async () => {
    const teacher = await newTeacher();
    const response = await create(
      'TeacherClassSubject',
      { name: 'Class 7A', subjectID: uuid(), teacherprofileID: teacher.teacherProfileId },
      teacher,
    );
    expect(fieldErrors(response)).toEqual({ subjectID: 'Subject not found' });
  });
});
