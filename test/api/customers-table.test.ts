/**
 * The Customers table (002 section 2), the teacher picker of coupons and announcements (002 section 6) and Create
 * Reporting Data (002 section 6): search, sort and pages in SQL; who may call each.
 */
import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, signIn, uuid, type Session } from '../helpers/api.ts';
import { addToCart, admin, cardCheckout, demoItem, notification, postNotification, titles } from './shop-helpers.ts';

const customerFields =
  'teacherProfileId owner username registrationDate email title name surname phone groups province language schoolId schoolName';

async function customers(args: Record<string, unknown>, token?: string) {
  return gql(
    `query($search: String, $sort: CustomerSort, $descending: Boolean, $page: Int, $pageSize: Int) {
      customers(search: $search, sort: $sort, descending: $descending, page: $page, pageSize: $pageSize) { totalCount items { ${customerFields} } } }`,
    args,
    { token: token ?? (await admin()).accessToken },
  );
}

const choices = async (args: Record<string, unknown>, token?: string) =>
  gql(
    `query($search: String, $ids: [ID!], $limit: Int) { teacherChoices(search: $search, ids: $ids, limit: $limit) { teacherprofileID label email } }`,
    args,
    {
      token: token ?? (await admin()).accessToken,
    },
  );

const createReportingData = (token: string) => gql('mutation { createReportingData }', {}, { token });

async function superadmin(): Promise<Session> {
  return signIn('superadmin@example.com');
}

/** A teacher made by Create Teacher (so with a reporting row), with a name to search for. */
async function namedTeacher(surname: string, extra: Record<string, unknown> = {}) {
  const email = `customer-${uuid()}@example.com`;
  const response = await gql(
    `mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id owner } }`,
    {
      input: { email, title: 'Ms', name: 'Lindiwe', surname, ...extra },
    },
    { token: (await admin()).accessToken },
  );
  expect(response.errors).toBeUndefined();
  return { email, id: response.data?.createTeacher.id as string, owner: response.data?.createTeacher.owner as string };
}

describe('customers', () => {
  it('lists teacher profiles with their account and school, newest registration first', async () => {
    const response = await customers({ search: 'teacher@example.com' });
    expect(response.errors).toBeUndefined();
    const thandi = response.data?.customers.items.find(
      (item: { email: string }) => item.email === 'teacher@example.com',
    );
    expect(thandi).toMatchObject({
      username: 'teacher@example.com',
      title: 'Ms',
      name: 'Thandi',
      surname: 'Mokoena',
      groups: ['teacher'],
      province: 'Gauteng',
      phone: '+27825550123',
    });
    expect(thandi.owner).toBe(`${thandi.owner.split('::')[0]}::teacher@example.com`);
    expect(thandi.schoolName).toEqual(expect.any(String));

    const first = await newTeacher();
    const second = await newTeacher();
    const newest = (await customers({ pageSize: 2 })).data?.customers;
    expect(newest.items.map((item: { email: string }) => item.email)).toEqual([second.user.email, first.user.email]);
    expect(newest.totalCount).toBeGreaterThan(2);
  });

  it('finds rows with every search word in any column, case-insensitively', async () => {
    const marker = uuid().slice(0, 8);
    const match = await namedTeacher(`Zulu${marker}`, { province: 'Limpopo' });
    await namedTeacher(`Zulu${marker}`, { province: 'Gauteng' });
    const found = (await customers({ search: `zulu${marker.toUpperCase()}   LIMPOPO` })).data?.customers;
    expect(found.totalCount).toBe(1);
    expect(found.items.map((item: { teacherProfileId: string }) => item.teacherProfileId)).toEqual([match.id]);
    expect((await customers({ search: `zulu${marker} limpopo nothing-like-this` })).data?.customers).toEqual({
      totalCount: 0,
      items: [],
    });
  });

  it('sorts and pages in SQL; page size -1 is all', async () => {
    const marker = uuid().slice(0, 8);
    for (const surname of ['Cele', 'Abrahams', 'Botha']) await namedTeacher(`${surname} ${marker}`);
    const bySurname = async (page: number, pageSize: number, descending = false) =>
      (await customers({ search: marker, sort: 'surname', descending, page, pageSize })).data?.customers;
    expect((await bySurname(1, 2)).items.map((item: { surname: string }) => item.surname)).toEqual([
      `Abrahams ${marker}`,
      `Botha ${marker}`,
    ]);
    expect(await bySurname(2, 2)).toMatchObject({ totalCount: 3, items: [{ surname: `Cele ${marker}` }] });
    expect((await bySurname(1, -1, true)).items.map((item: { surname: string }) => item.surname)).toEqual([
      `Cele ${marker}`,
      `Botha ${marker}`,
      `Abrahams ${marker}`,
    ]);
    expect(await bySurname(3, 2)).toEqual({ totalCount: 3, items: [] });
    expect(errorCode(await customers({ page: 0 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await customers({ pageSize: 0 }))).toBe('BAD_USER_INPUT');
  });

  it('lists admins as well as teachers (the teacher or admin group)', async () => {
    const listed = (await customers({ pageSize: -1 })).data?.customers.items as { email: string; groups: string[] }[];
    expect(listed.find((item) => item.email === 'admin@example.com')?.groups).toEqual(['admin']);
    expect(listed.find((item) => item.email === 'teacher@example.com')?.groups).toEqual(['teacher']);
  });

  it('loads a whole page, school names included, in one statement', async () => {
    const all = await customers({ pageSize: -1 });
    expect(all.data?.customers.items.length).toBeGreaterThan(3);
    expect(Number(all.headers.get('x-sql-statements'))).toBe(1);
  });

  it('is for admins and superadmins', async () => {
    const teacher = await newTeacher();
    expect(errorCode(await customers({}, teacher.accessToken))).toBe('FORBIDDEN');
    expect((await customers({ pageSize: 1 }, (await superadmin()).accessToken)).errors).toBeUndefined();
  });
});

describe('teacherChoices', () => {
  it('lists reporting teachers with the role teacher, searchable by name, e-mail or id, labelled with title, names and owner', async () => {
    const marker = uuid().slice(0, 8);
    const teacher = await namedTeacher(`Nkosi${marker}`);
    const expected = {
      teacherprofileID: teacher.id,
      label: `Ms Lindiwe Nkosi${marker} ${teacher.email}`,
      email: teacher.email,
    };
    expect((await choices({ search: `lindiwe NKOSI${marker}` })).data?.teacherChoices).toEqual([expected]);
    expect((await choices({ search: teacher.email })).data?.teacherChoices).toEqual([expected]);
    expect((await choices({ search: teacher.id })).data?.teacherChoices).toEqual([expected]);
    expect((await choices({ ids: [teacher.id] })).data?.teacherChoices).toEqual([expected]);
    // Admins are reporting teachers too (after Create Reporting Data), but not with the role teacher.
    await createReportingData((await superadmin()).accessToken);
    expect((await choices({ search: 'admin@example.com' })).data?.teacherChoices).toEqual([]);
    expect((await choices({ limit: 2 })).data?.teacherChoices).toHaveLength(2);
  });

  it('finds a teacher who signed up herself once she saved her profile, by her new name', async () => {
    const teacher = await newTeacher();
    const surname = `Mthembu${uuid().slice(0, 8)}`;
    expect((await choices({ search: surname })).data?.teacherChoices).toEqual([]);
    const current = await gql(
      `query($id: ID!) { getTeacherProfile(id: $id) { _version } }`,
      { id: teacher.teacherProfileId },
      { token: teacher.accessToken },
    );
    const saved = await gql(
      `mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { id } }`,
      {
        input: {
          id: teacher.teacherProfileId,
          _version: current.data?.getTeacherProfile._version,
          title: 'Mrs',
          name: 'Ayanda',
          surname,
        },
      },
      { token: teacher.accessToken },
    );
    expect(saved.errors).toBeUndefined();
    expect((await choices({ search: `ayanda ${surname}` })).data?.teacherChoices).toEqual([
      {
        teacherprofileID: teacher.teacherProfileId,
        label: `Mrs Ayanda ${surname} ${teacher.user.email}`,
        email: teacher.user.email,
      },
    ]);
  });

  it('is for admins', async () => {
    const teacher = await newTeacher();
    expect(errorCode(await choices({ search: 'a' }, teacher.accessToken))).toBe('FORBIDDEN');
  });
});

describe('createReportingData', () => {
  it('rebuilds the reporting teachers from accounts and profiles, idempotently, counting PAID products', async () => {
    const session = await superadmin();
    const buyer = await newTeacher();
    const report = async (profileId: string) =>
      (
        await gql(
          `query($id: ID!) { listReportingTeachers(filter: { teacherprofileID: { eq: $id } }) { items { id email roles productCount registrationDate owner } } }`,
          { id: profileId },
          { token: (await admin()).accessToken },
        )
      ).data?.listReportingTeachers.items;
    expect(await report(buyer.teacherProfileId)).toEqual([]);

    expect((await createReportingData(session.accessToken)).data?.createReportingData).toBeGreaterThan(0);
    const built = await report(buyer.teacherProfileId);
    expect(built).toEqual([
      expect.objectContaining({
        email: buyer.user.email,
        roles: ['teacher'],
        productCount: 0,
        owner: `${buyer.user.id}::${buyer.user.email}`,
      }),
    ]);
    expect((await createReportingData(session.accessToken)).data?.createReportingData).toBe(0);

    // A paid order changes the count: the next run updates that row, in place.
    const pack = await demoItem(titles.assessmentPack);
    const { order } = await cardCheckout(buyer, [pack.id]);
    expect(await postNotification(notification(order))).toBe(200);
    // A cart (not paid) does not count.
    await addToCart(buyer, (await demoItem(titles.numberFun)).id);
    expect((await createReportingData(session.accessToken)).data?.createReportingData).toBe(1);
    expect(await report(buyer.teacherProfileId)).toEqual([{ ...built[0], productCount: 1 }]);
    expect((await createReportingData(session.accessToken)).data?.createReportingData).toBe(0);
  });

  it('gives one row per profile when run twice at once', async () => {
    const session = await superadmin();
    const teacher = await newTeacher();
    const runs = await Promise.all([
      createReportingData(session.accessToken),
      createReportingData(session.accessToken),
    ]);
    expect(runs.map((run) => run.errors)).toEqual([undefined, undefined]);
    const rows = await gql(
      `query($id: ID!) { listReportingTeachers(filter: { teacherprofileID: { eq: $id } }) { items { id } } }`,
      { id: teacher.teacherProfileId },
      {
        token: (await admin()).accessToken,
      },
    );
    expect(rows.data?.listReportingTeachers.items).toHaveLength(1);
  });

  it('is for the superadmin only', async () => {
    const teacher = await newTeacher();
    expect(errorCode(await createReportingData((await admin()).accessToken))).toBe('FORBIDDEN');
    expect(errorCode(await createReportingData(teacher.accessToken))).toBe('FORBIDDEN');
  });
});
