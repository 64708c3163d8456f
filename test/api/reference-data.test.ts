/**
 * Reference data (002 sections 4, 5): the admin's rules for terms with biweeks, schools, subjects and holidays,
 * and what teachers see of them by province (001 section 6), live.
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
  type Session,
} from '../helpers/api.ts';

const fieldErrors = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  response.errors?.[0]?.extensions?.fieldErrors;
const termFields = 'id label start end provinces biweeks { label start end color } _version';

async function admin(): Promise<Session> {
  return signIn('admin@example.com');
}

/** A new teacher whose profile is in the province. */
async function teacherIn(province: string): Promise<Session> {
  const teacher = await newTeacher();
  const response = await gql(
    `mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { province } }`,
    { input: { id: teacher.teacherProfileId, _version: 1, province } },
    { token: teacher.accessToken },
  );
  expect(response.errors).toBeUndefined();
  return teacher;
}

function createTerm(session: Session, input: Record<string, unknown>) {
  return gql(
    `mutation($input: CreateTermInput!) { createTerm(input: $input) { ${termFields} } }`,
    { input },
    { token: session.accessToken },
  );
}

const term = { label: 'Term 1', start: '2027-01-13', end: '2027-03-26', provinces: ['Gauteng'] };

describe('terms', () => {
  it('trims the label and colours new biweeks with the first unused palette colours', async () => {
    const response = await createTerm(await admin(), {
      ...term,
      label: `  Term ${uuid()}  `,
      biweeks: [
        { label: 'Week 1-2', start: '2027-01-13', end: '2027-01-22', color: 'cyan darken-1' },
        { label: 'Week 3-4', start: '2027-01-25', end: '2027-02-05' },
        { label: 'Week 5-6', start: '2027-02-08', end: '2027-02-19' },
      ],
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.createTerm.label).toMatch(/^Term [0-9a-f-]+$/);
    expect(response.data?.createTerm.biweeks.map((biweek: { color: string }) => biweek.color)).toEqual([
      'cyan darken-1',
      'red darken-1',
      'pink darken-1',
    ]);
  });

  it.each([
    [{ label: ' ' }, { label: 'Label is required' }],
    [{ end: '2027-01-13' }, { end: 'End Date must be after Start Date' }],
    [{ provinces: ['Gauteng', 'Atlantis'] }, { provinces: 'Province must be one of the nine provinces' }],
    [{ biweeks: [{ label: '', start: '2027-01-13', end: '2027-01-22' }] }, { 'biweeks.0.label': 'Label is required' }],
    [
      { biweeks: [{ label: 'Week 0', start: '2027-01-06', end: '2027-01-15' }] },
      { 'biweeks.0.start': 'The biweek must fall within the term' },
    ],
    [{ biweeks: [{ label: 'Week 1', start: '2027-01-13' }] }, { 'biweeks.0.end': 'End Date is required' }],
  ])('refuses %o', async (change, expected) => {
    const response = await createTerm(await admin(), { ...term, ...change });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(response)).toEqual(expected);
  });

  it('refuses clearing the start date', async () => {
    const session = await admin();
    const created = (await createTerm(session, term)).data?.createTerm;
    const response = await gql(
      `mutation($input: UpdateTermInput!) { updateTerm(input: $input) { id } }`,
      { input: { id: created.id, _version: created._version, start: null } },
      { token: session.accessToken },
    );
    expect(fieldErrors(response)).toEqual({ start: 'Start Date is required' });
  });

  it('refuses a sixteenth biweek', async () => {
    const biweeks = Array.from({ length: 16 }, (_, index) => ({
      label: `Week ${index + 1}`,
      start: '2027-01-13',
      end: '2027-01-14',
    }));
    const response = await createTerm(await admin(), { ...term, biweeks });
    expect(fieldErrors(response)).toEqual({ biweeks: 'A term has at most 15 biweeks: every colour is in use' });
  });

  it('may be written by admins only', async () => {
    const teacher = await teacherIn('Gauteng');
    expect(errorCode(await createTerm(teacher, term))).toBe('FORBIDDEN');
  });
});

describe('schools, subjects, holidays', () => {
  it('needs a school name, and a school is not generic unless said', async () => {
    const session = await admin();
    const create = (input: Record<string, unknown>) =>
      gql(
        `mutation($input: CreateSchoolInput!) { createSchool(input: $input) { name isGeneric provinces } }`,
        { input },
        { token: session.accessToken },
      );
    expect(fieldErrors(await create({ name: '  ', provinces: ['Limpopo'] }))).toEqual({ name: 'Name is required' });
    expect((await create({ name: ' Vhembe Primary ', provinces: ['Limpopo'] })).data?.createSchool).toEqual({
      name: 'Vhembe Primary',
      isGeneric: false,
      provinces: ['Limpopo'],
    });
  });

  it('refuses a subject already added to the grade, and never deletes one', async () => {
    const session = await admin();
    const create = (input: Record<string, unknown>) =>
      gql(
        `mutation($input: CreateSubjectInput!) { createSubject(input: $input) { id grade subject _version } }`,
        { input },
        { token: session.accessToken },
      );
    expect(fieldErrors(await create({ grade: '7', subject: ' mathematics ' }))).toEqual({
      subject: 'Subject already added to Grade 7',
    });
    expect(fieldErrors(await create({ grade: 'R', subject: 'Life Skills' }))).toEqual({
      subject: 'Subject already added to Grade R',
    });
    expect(fieldErrors(await create({ grade: '', subject: 'Dance' }))).toEqual({ grade: 'Grade is required' });
    expect(fieldErrors(await create({ grade: '13', subject: 'Dance' }))).toEqual({
      grade: 'Grade must be R or 1 to 12',
    });
    expect(fieldErrors(await create({ grade: '8', subject: '' }))).toEqual({ subject: 'Subject is required' });
    const name = `Dance ${uuid()}`;
    const created = (await create({ grade: '8', subject: ` ${name} ` })).data?.createSubject;
    expect(created).toMatchObject({ grade: '8', subject: name });
    const again = await gql(
      `mutation($input: UpdateSubjectInput!) { updateSubject(input: $input) { id } }`,
      { input: { id: created.id, _version: 1, subject: 'Mathematics', grade: '7' } },
      { token: session.accessToken },
    );
    expect(fieldErrors(again)).toEqual({ subject: 'Subject already added to Grade 7' });
    const removed = await gql(
      `mutation($input: DeleteSubjectInput!) { deleteSubject(input: $input) { id } }`,
      { input: { id: created.id, _version: 1 } },
      { token: session.accessToken },
    );
    expect(errorCode(removed)).toBe('FORBIDDEN');
    expect(removed.errors?.[0].message).toBe('Subjects cannot be deleted');
    const teacher = await newTeacher();
    expect(
      errorCode(
        await gql(
          `mutation { createSubject(input: { grade: "9", subject: "Chess" }) { id } }`,
          {},
          { token: teacher.accessToken },
        ),
      ),
    ).toBe('FORBIDDEN');
  });

  it('needs a holiday label and date', async () => {
    const session = await admin();
    const create = (input: Record<string, unknown>) =>
      gql(
        `mutation($input: CreateHolidayInput!) { createHoliday(input: $input) { id label date _version } }`,
        { input },
        { token: session.accessToken },
      );
    expect(fieldErrors(await create({ label: ' ', date: '2027-06-16' }))).toEqual({ label: 'Label is required' });
    expect(fieldErrors(await create({ label: 'Youth Day' }))).toEqual({ date: 'Date is required' });
    const created = (await create({ label: ' School holiday ', date: '2027-06-17' })).data?.createHoliday;
    expect(created).toMatchObject({ label: 'School holiday', date: '2027-06-17' });
  });
});

describe('what teachers see', () => {
  it('lists the terms of their province only', async () => {
    const session = await admin();
    const label = `Term ${uuid()}`;
    await createTerm(session, { ...term, label: `${label} WC`, provinces: ['Western Cape'] });
    await createTerm(session, { ...term, label: `${label} both`, provinces: ['Gauteng', 'Western Cape'] });
    const query = `query($label: String!) { listTerms(filter: { label: { beginsWith: $label } }) { items { label } } }`;
    const labels = async (teacher: Session) =>
      ((await gql(query, { label }, { token: teacher.accessToken })).data?.listTerms.items as { label: string }[])
        .map((item) => item.label)
        .sort();
    expect(await labels(await teacherIn('Gauteng'))).toEqual([`${label} both`]);
    expect(await labels(await teacherIn('Western Cape'))).toEqual([`${label} WC`, `${label} both`]);
    expect(await labels(await newTeacher())).toEqual([]);
    expect(await labels(session)).toHaveLength(2);
    // The demo terms of the current year serve every province.
    const demo = await gql(
      '{ listTerms(filter: { label: { eq: "Term 1" } }) { items { id } } }',
      {},
      { token: (await teacherIn('Limpopo')).accessToken },
    );
    expect(demo.data?.listTerms.items.length).toBeGreaterThanOrEqual(1);
  });

  it('lists the generic schools and those of their province', async () => {
    const gauteng = await teacherIn('Gauteng');
    const response = await gql(
      '{ listSchools(limit: 1000) { items { name isGeneric provinces } } }',
      {},
      { token: gauteng.accessToken },
    );
    const schools = response.data?.listSchools.items as { name: string; isGeneric: boolean; provinces: string[] }[];
    const names = schools.map((school) => school.name);
    expect(names).toEqual(
      expect.arrayContaining(['Generic School', 'Jacaranda Primary School', 'Highveld Secondary School']),
    );
    expect(names).not.toContain('Table Mountain Primary School');
    expect(schools.every((school) => school.isGeneric || school.provinces.includes('Gauteng'))).toBe(true);
    const none = await newTeacher();
    const generic = (await gql('{ listSchools { items { isGeneric } } }', {}, { token: none.accessToken })).data
      ?.listSchools.items;
    expect(generic.length).toBeGreaterThan(0);
    expect(generic.every((school: { isGeneric: boolean }) => school.isGeneric)).toBe(true);
  });

  it("offers a province's schools to the profile form before the province is saved", async () => {
    const teacher = await teacherIn('Gauteng');
    const response = await gql(
      `{ schoolsOfProvince(province: "Western Cape") { name } }`,
      {},
      { token: teacher.accessToken },
    );
    const names = response.data?.schoolsOfProvince.map((school: { name: string }) => school.name);
    expect(names).toEqual(expect.arrayContaining(['Generic School', 'Table Mountain Primary School']));
    expect(names).not.toContain('Jacaranda Primary School');
    expect(errorCode(await gql(`{ schoolsOfProvince(province: "Gauteng") { name } }`))).toBe('UNAUTHENTICATED');
  });

  it('lists every subject and every holiday', async () => {
    const [teacher, session] = await Promise.all([teacherIn('Free State'), admin()]);
    for (const list of ['listSubjects', 'listHolidays']) {
      const query = `{ ${list}(limit: 1000) { items { id } } }`;
      const mine = (await gql(query, {}, { token: teacher.accessToken })).data?.[list].items;
      const all = (await gql(query, {}, { token: session.accessToken })).data?.[list].items;
      expect(mine.length).toBeGreaterThan(10);
      expect(mine).toHaveLength(all.length);
    }
  });
});

describe('live terms', () => {
  it("reach the open calendars of the term's province only", async () => {
    const [gauteng, westernCape, session] = await Promise.all([
      teacherIn('Gauteng'),
      teacherIn('Western Cape'),
      admin(),
    ]);
    const subscription = 'subscription { onCreateTerm { label provinces biweeks { label color } } }';
    const gautengClient = wsClient(gauteng.accessToken);
    const westernCapeClient = wsClient(westernCape.accessToken);
    const gautengFeed = subscribe<{ onCreateTerm: { label: string } }>(gautengClient, subscription);
    const westernCapeFeed = subscribe<{ onCreateTerm: { label: string } }>(westernCapeClient, subscription);
    await Promise.all([gautengFeed.ready, westernCapeFeed.ready]);

    const label = `Term ${uuid()}`;
    const created = await createTerm(session, {
      ...term,
      label,
      biweeks: [
        { label: 'Week 1-2', start: '2027-01-13', end: '2027-01-22' },
        { label: 'Week 3-4', start: '2027-01-25', end: '2027-02-05' },
      ],
    });
    expect(created.errors).toBeUndefined();
    await waitFor(() => gautengFeed.events.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gautengFeed.events).toEqual([
      {
        onCreateTerm: {
          label,
          provinces: ['Gauteng'],
          biweeks: [
            { label: 'Week 1-2', color: 'red darken-1' },
            { label: 'Week 3-4', color: 'cyan darken-1' },
          ],
        },
      },
    ]);
    expect(westernCapeFeed.events).toEqual([]);
    expect(gautengFeed.errors).toEqual([]);
    gautengFeed.stop();
    westernCapeFeed.stop();
    await Promise.all([gautengClient.dispose(), westernCapeClient.dispose()]);
  });
});
