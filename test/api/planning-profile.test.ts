/** The teacher's profile, schedule and classes (001 sections 4, 5): the rules of each form, and whose rows are whose. */
import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, signIn, uuid, type Session } from '../helpers/api.ts';
import { newSubject } from './templates-fixtures.ts';

const fieldErrors = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  response.errors?.[0]?.extensions?.fieldErrors;

async function updateProfile(session: Session, input: Record<string, unknown>, token = session.accessToken) {
  const current = await gql(
    `query($id: ID!) { getTeacherProfile(id: $id) { _version } }`,
    { id: session.teacherProfileId },
    { token },
  );
  return gql(
    `mutation($input: UpdateTeacherProfileInput!) {
      updateTeacherProfile(input: $input) { title name surname language province daysPerWeek status translateI18n teacherProfileSchoolId }
    }`,
    { input: { id: session.teacherProfileId, _version: current.data?.getTeacherProfile._version, ...input } },
    { token },
  );
}

async function schoolId(name: string): Promise<string> {
  const admin = await signIn('admin@example.com');
  const response = await gql(
    `query($name: String!) { listSchools(filter: { name: { eq: $name } }) { items { id } } }`,
    { name },
    { token: admin.accessToken },
  );
  return response.data?.listSchools.items[0].id;
}

const fullProfile = {
  title: ' Ms ',
  name: ' Naledi ',
  surname: ' Dlamini ',
  language: 'Zulu',
  province: 'Gauteng',
  daysPerWeek: 5,
  translateI18n: 'af',
};

describe('teacher profile', () => {
  it('saves the form trimmed, with status Active', async () => {
    const teacher = await newTeacher();
    const saved = await updateProfile(teacher, fullProfile);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateTeacherProfile).toMatchObject({
      title: 'Ms',
      name: 'Naledi',
      surname: 'Dlamini',
      status: 'Active',
      translateI18n: 'af',
    });
  });

  it.each([
    [{ title: '  ' }, { title: 'Title is required' }],
    [{ name: '' }, { name: 'Name is required' }],
    [{ surname: null }, { surname: 'Surname is required' }],
    [{ daysPerWeek: 0 }, { daysPerWeek: 'Days per week must be from 1 to 5' }],
    [{ daysPerWeek: 6 }, { daysPerWeek: 'Days per week must be from 1 to 5' }],
    [{ language: 'French' }, { language: 'Language must be one of Afrikaans, English, Xhosa, Zulu, Sotho' }],
    [{ province: 'Atlantis' }, { province: 'Province must be one of the nine provinces' }],
    [{ translateI18n: 'xh' }, { translateI18n: 'Interface language must be en or af' }],
  ])('refuses %o', async (change, expected) => {
    const teacher = await newTeacher();
    const response = await updateProfile(teacher, { ...fullProfile, ...change });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(response)).toEqual(expected);
  });

  it('saves the language toggle alone on a profile not yet filled in', async () => {
    const teacher = await newTeacher();
    const response = await updateProfile(teacher, { translateI18n: 'af' });
    expect(response.data?.updateTeacherProfile).toMatchObject({ translateI18n: 'af', title: null, status: 'Active' });
  });

  it('keeps the status Active whoever saves', async () => {
    const [teacher, admin] = await Promise.all([newTeacher(), signIn('admin@example.com')]);
    const response = await updateProfile(teacher, { ...fullProfile, status: 'Blocked' }, admin.accessToken);
    expect(response.data?.updateTeacherProfile.status).toBe('Active');
  });

  it('takes a school of the province or a generic one', async () => {
    const teacher = await newTeacher();
    const [gauteng, westernCape, generic] = await Promise.all([
      schoolId('Jacaranda Primary School'),
      schoolId('Table Mountain Primary School'),
      schoolId('Generic School'),
    ]);
    expect((await updateProfile(teacher, { ...fullProfile, teacherProfileSchoolId: gauteng })).errors).toBeUndefined();
    expect((await updateProfile(teacher, { teacherProfileSchoolId: generic })).errors).toBeUndefined();
    const wrong = await updateProfile(teacher, { teacherProfileSchoolId: westernCape });
    expect(fieldErrors(wrong)).toEqual({ teacherProfileSchoolId: 'School is not in the chosen province' });
  });
});

const scheduleFields = 'id day startTime endTime periods periodDuration breakDurations _version';

function createSchedule(teacher: Session, input: Record<string, unknown>) {
  return gql(
    `mutation($input: CreateTeacherScheduleInput!) { createTeacherSchedule(input: $input) { ${scheduleFields} } }`,
    { input: { teacherprofileID: teacher.teacherProfileId, ...input } },
    { token: teacher.accessToken },
  );
}

function updateSchedule(teacher: Session, input: Record<string, unknown>) {
  return gql(
    `mutation($input: UpdateTeacherScheduleInput!) { updateTeacherSchedule(input: $input) { ${scheduleFields} } }`,
    { input },
    { token: teacher.accessToken },
  );
}

describe('schedule', () => {
  it('stores times as HH:MM:00.000', async () => {
    const teacher = await newTeacher();
    const response = await createSchedule(teacher, {
      day: 'Monday',
      startTime: '07:30',
      endTime: '14:05:30',
      periods: 8,
      periodDuration: 45,
      breakDurations: [15, 30],
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.createTeacherSchedule).toMatchObject({
      day: 'Monday',
      startTime: '07:30:00.000',
      endTime: '14:05:00.000',
      breakDurations: [15, 30],
    });
  });

  it.each([
    [{ day: '' }, { day: 'A day is required' }],
    [{ day: 'Saturday' }, { day: 'Day must be Monday to Friday' }],
    [{ startTime: null }, { startTime: 'Time is required' }],
    [{ endTime: null }, { endTime: 'Time is required' }],
    [{ endTime: '07:00' }, { endTime: 'End time cannot be before start time' }],
    [{ periods: -2 }, { periods: 'Must be a whole number of 0 or more' }],
  ])('refuses %o', async (change, expected) => {
    const teacher = await newTeacher();
    const response = await createSchedule(teacher, { day: 'Tuesday', startTime: '07:30', endTime: '14:00', ...change });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(response)).toEqual(expected);
  });

  it('refuses a day twice for one teacher, not across teachers, and frees a deleted day', async () => {
    const [teacher, other] = await Promise.all([newTeacher(), newTeacher()]);
    const times = { startTime: '07:30', endTime: '14:00' };
    const monday = (await createSchedule(teacher, { day: 'Monday', ...times })).data?.createTeacherSchedule;
    const twice = await createSchedule(teacher, { day: 'Monday', ...times });
    expect(fieldErrors(twice)).toEqual({ day: 'Monday already exists' });
    expect((await createSchedule(other, { day: 'Monday', ...times })).errors).toBeUndefined();

    const tuesday = (await createSchedule(teacher, { day: 'Tuesday', ...times })).data?.createTeacherSchedule;
    const moved = await updateSchedule(teacher, { id: tuesday.id, _version: tuesday._version, day: 'Monday' });
    expect(fieldErrors(moved)).toEqual({ day: 'Monday already exists' });
    const longer = await updateSchedule(teacher, { id: monday.id, _version: monday._version, endTime: '15:00' });
    expect(longer.data?.updateTeacherSchedule).toMatchObject({ day: 'Monday', endTime: '15:00:00.000' });

    await gql(
      `mutation($input: DeleteTeacherScheduleInput!) { deleteTeacherSchedule(input: $input) { id } }`,
      { input: { id: monday.id, _version: 2 } },
      { token: teacher.accessToken },
    );
    expect((await createSchedule(teacher, { day: 'Monday', ...times })).errors).toBeUndefined();
  });
});

function createClass(teacher: Session, input: Record<string, unknown>) {
  return gql(
    `mutation($input: CreateTeacherClassSubjectInput!) { createTeacherClassSubject(input: $input) { id name subjectID _version } }`,
    { input: { teacherprofileID: teacher.teacherProfileId, ...input } },
    { token: teacher.accessToken },
  );
}

describe('classes', () => {
  it('trims the name and refuses the same name and subject twice', async () => {
    const [teacher, other] = await Promise.all([newTeacher(), newTeacher()]);
    const [maths, english] = await Promise.all([newSubject(), newSubject()]);
    const first = await createClass(teacher, { name: '  7A  ', subjectID: maths });
    expect(first.data?.createTeacherClassSubject).toMatchObject({ name: '7A', subjectID: maths });
    expect(fieldErrors(await createClass(teacher, { name: '7A', subjectID: maths }))).toEqual({
      name: 'Class Name already used',
    });
    expect((await createClass(teacher, { name: '7A', subjectID: english })).errors).toBeUndefined();
    expect((await createClass(other, { name: '7A', subjectID: maths })).errors).toBeUndefined();
    const renamed = await gql(
      `mutation($input: UpdateTeacherClassSubjectInput!) { updateTeacherClassSubject(input: $input) { id } }`,
      {
        input: {
          id: (await createClass(teacher, { name: '7B', subjectID: maths })).data?.createTeacherClassSubject.id,
          _version: 1,
          name: '7a',
        },
      },
      { token: teacher.accessToken },
    );
    expect(fieldErrors(renamed)).toEqual({ name: 'Class Name already used' });
  });

  it.each([
    [{ name: '   ', subjectID: 'some-subject' }, { name: 'Name is required' }],
    [{ name: '7A', subjectID: '' }, { subjectID: 'Subject is required' }],
  ])('refuses %o', async (input, expected) => {
    const teacher = await newTeacher();
    expect(fieldErrors(await createClass(teacher, input))).toEqual(expected);
  });
});

describe("another teacher's planning", () => {
  it('can be neither read nor changed', async () => {
    const [owner, other] = await Promise.all([newTeacher(), newTeacher()]);
    const schedule = (await createSchedule(owner, { day: 'Friday', startTime: '08:00', endTime: '13:00' })).data
      ?.createTeacherSchedule;
    const klass = (await createClass(owner, { name: '9C', subjectID: await newSubject() })).data
      ?.createTeacherClassSubject;
    const activity = (
      await gql(
        `mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id } }`,
        {
          input: {
            label: 'Sport day',
            startDateTime: '2026-05-04T08:00:00Z',
            endDateTime: '2026-05-04T10:00:00Z',
            color: 'green darken-1',
            teacherprofileID: owner.teacherProfileId,
          },
        },
        { token: owner.accessToken },
      )
    ).data?.createTeacherActivity;

    for (const [model, row] of [
      ['TeacherSchedule', schedule],
      ['TeacherClassSubject', klass],
      ['TeacherActivity', activity],
    ] as const) {
      const token = other.accessToken;
      expect(
        (await gql(`query($id: ID!) { get${model}(id: $id) { id } }`, { id: row.id }, { token })).data?.[`get${model}`],
      ).toBeNull();
      const plural = model === 'TeacherActivity' ? 'TeacherActivities' : `${model}s`;
      expect((await gql(`{ list${plural} { items { id } } }`, {}, { token })).data?.[`list${plural}`].items).toEqual(
        [],
      );
      const update = await gql(
        `mutation($input: Update${model}Input!) { update${model}(input: $input) { id } }`,
        { input: { id: row.id, _version: 1 } },
        { token },
      );
      expect(errorCode(update)).toBe('NOT_FOUND');
      const remove = await gql(
        `mutation($input: Delete${model}Input!) { delete${model}(input: $input) { id } }`,
        { input: { id: row.id, _version: 1 } },
        { token },
      );
      expect(errorCode(remove)).toBe('NOT_FOUND');
    }
    const intoOwners = await createClass(other, {
      name: '9C',
      subjectID: uuid(),
      teacherprofileID: owner.teacherProfileId,
    });
    expect(errorCode(intoOwners)).toBe('FORBIDDEN');
    const taken = await createSchedule(other, {
      day: 'Friday',
      startTime: '08:00',
      endTime: '13:00',
      teacherprofileID: owner.teacherProfileId,
    });
    expect(errorCode(taken)).toBe('FORBIDDEN');
  });
});
