/**
 * Another teacher's records stay hers (000 section 6): a taken id answers CONFLICT without her row, an
 * announcement's readers are not shown to other teachers, and no record may point at one the caller cannot read.
 */
import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, signIn, subscribe, uuid, waitFor, wsClient, type GraphQLResponse, type Session } from '../helpers/api.ts';
import { lessonInput, assessmentInput, newSubject, ok } from './templates-fixtures.ts';

const activity = {
  label: 'Maths',
  type: 'Lesson',
  startDateTime: '2026-03-02T06:00:00.000Z',
  endDateTime: '2026-03-02T07:00:00.000Z',
  color: 'red darken-1',
};

const create = (model: string, input: Record<string, unknown>, teacher: Session) =>
  gql(`mutation($input: Create${model}Input!) { create${model}(input: $input) { id _version } }`, { input }, { token: teacher.accessToken });

const createdId = (response: GraphQLResponse): string => Object.values(ok(response) as Record<string, { id: string }>)[0].id;

/** A row of each teacher-owned model, written by `teacher`, with the given id when one is given. */
const ownRecords: Record<string, (teacher: Session, subjectID: string, id?: string) => Promise<GraphQLResponse>> = {
  TeacherActivity: (teacher, _subjectID, id) => create('TeacherActivity', { id, ...activity, teacherprofileID: teacher.teacherProfileId }, teacher),
  TeacherClassSubject: (teacher, subjectID, id) =>
    create('TeacherClassSubject', { id, name: `Class ${uuid().slice(0, 6)}`, subjectID, teacherprofileID: teacher.teacherProfileId }, teacher),
  TeacherSubjectTemplate: (teacher, subjectID, id) => create('TeacherSubjectTemplate', { id, ...lessonInput(subjectID) }, teacher),
  TeacherAssessmentTemplate: (teacher, subjectID, id) => create('TeacherAssessmentTemplate', { id, ...assessmentInput(subjectID) }, teacher),
  TeacherSchedule: (teacher, _subjectID, id) =>
    create('TeacherSchedule', { id, day: 'Monday', startTime: '07:30', endTime: '14:00', teacherprofileID: teacher.teacherProfileId }, teacher),
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
    const response = await gql(`mutation($id: ID!, $newId: ID) { ${mutation}(id: $id, newId: $newId) { id } }`, { id: ownId, newId: victimId }, { token: attacker.accessToken });
    expect(errorCode(response)).toBe('CONFLICT');
    expect(response.errors?.[0].message).toBe(takenIdMessage);
    expect(response.errors?.[0].extensions).not.toHaveProperty('current');
  });

  it('still sends the current row when it is her own (the offline queue shows it)', async () => {
    const teacher = await newTeacher();
    const id = createdId(await ownRecords.TeacherActivity(teacher, '', uuid()));
    const response = await ownRecords.TeacherActivity(teacher, '', id);
    expect(errorCode(response)).toBe('CONFLICT');
    expect(response.errors?.[0].extensions?.current).toMatchObject({ id, label: 'Maths', teacherprofileID: teacher.teacherProfileId });
  });
});

const readByFields = 'id readBy';

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
  gql(`mutation($id: ID!) { markAnnouncementRead(id: $id) { ${readByFields} } }`, { id }, { token: teacher.accessToken });

describe("an announcement's readers", () => {
  it('shows a teacher only whether she herself has read it, in queries and in the mark-read answer', async () => {
    const [first, second, id] = await Promise.all([newTeacher(), newTeacher(), announcementToAll()]);
    ok(await markRead(id, first));
    const token = second.accessToken;
    const got = ok(await gql(`query($id: ID!) { getAnnouncement(id: $id) { ${readByFields} } }`, { id }, { token })) as Record<string, any>;
    expect(got.getAnnouncement.readBy).toEqual([]);
    const listed = ok(await gql(`{ listAnnouncements(limit: 1000) { items { ${readByFields} } } }`, {}, { token })) as Record<string, any>;
    expect(listed.listAnnouncements.items.find((item: { id: string }) => item.id === id).readBy).toEqual([]);
    const synced = ok(await gql(`{ syncAnnouncements(limit: 1000) { items { ${readByFields} } } }`, {}, { token })) as Record<string, any>;
    expect(synced.syncAnnouncements.items.find((item: { id: string }) => item.id === id).readBy).toEqual([]);
    expect((ok(await markRead(id, second)) as Record<string, any>).markAnnouncementRead.readBy).toEqual([second.teacherProfileId]);
  });

  it('shows an admin every reader', async () => {
    const [first, second, id] = await Promise.all([newTeacher(), newTeacher(), announcementToAll()]);
    ok(await markRead(id, first));
    ok(await markRead(id, second));
    const admin = await signIn('admin@example.com');
    const got = ok(await gql(`query($id: ID!) { getAnnouncement(id: $id) { readBy } }`, { id }, { token: admin.accessToken })) as Record<string, any>;
    expect(got.getAnnouncement.readBy).toEqual([first.teacherProfileId, second.teacherProfileId]);
  });

  it("sends another teacher's reading in a change event without her id", async () => {
    const [first, second, id] = await Promise.all([newTeacher(), newTeacher(), announcementToAll()]);
    const client = wsClient(second.accessToken);
    const updates = subscribe<{ onUpdateAnnouncement: { id: string; readBy: string[] | null } }>(client, `subscription { onUpdateAnnouncement { ${readByFields} } }`);
    try {
      await updates.ready;
      ok(await markRead(id, first));
      await waitFor(() => updates.events.some((event) => event.onUpdateAnnouncement.id === id));
      expect(updates.events.find((event) => event.onUpdateAnnouncement.id === id)?.onUpdateAnnouncement.readBy).toEqual([]);
    } finally {
      updates.stop();
      await client.dispose();
    }
  });
});
