/**
 * Communications (issue 12 points 2 and 3): who reads which (001 section 6: ALL or General, or a grade of the
 * teacher's package; only once the publish date is reached; admins see all), the messages and stored forms of
 * 002 section 5, the placeholder New saves (002 section 4), image files deleted with the record's key, and a
 * teacher who may only read.
 */
import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, uuid, type GraphQLResponse, type Session } from '../helpers/api.ts';
import { admin, fetchFile, pngOf, uploadAsAdmin } from './catalogue-fixtures.ts';

const fields = 'id _version subject body images video sendTo show publishDate';
const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];
const minutes = (count: number) => new Date(Date.now() + count * 60_000).toISOString();
const fieldErrors = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.fieldErrors;

type Communication = { id: string; _version: number; subject: string; [field: string]: unknown };

async function create(input: Record<string, unknown>, token?: string) {
  return gql<{ createCommunication: Communication }>(
    `mutation($input: CreateCommunicationInput!) { createCommunication(input: $input) { ${fields} } }`,
    { input },
    { token: token ?? (await admin()).accessToken },
  );
}

async function update(input: Record<string, unknown>, token?: string) {
  return gql<{ updateCommunication: Communication }>(
    `mutation($input: UpdateCommunicationInput!) { updateCommunication(input: $input) { ${fields} } }`,
    { input },
    { token: token ?? (await admin()).accessToken },
  );
}

async function created(input: Record<string, unknown>): Promise<Communication> {
  const response = await create(input);
  expect(response.errors).toBeUndefined();
  return response.data?.createCommunication as Communication;
}

const valid = (marker: string, overrides: Record<string, unknown> = {}) => ({
  subject: `${marker} news`,
  body: paragraph('Plan your term'),
  sendTo: ['ALL'],
  show: ['SUBJECT', 'BODY'],
  publishDate: minutes(-5),
  ...overrides,
});

/** The subjects of the communications with this marker the session may read, sorted. */
async function subjectsSeenBy(session: Session, marker: string): Promise<string[]> {
  const response = await gql<{ listCommunications: { items: { subject: string }[] } }>(
    `query($filter: ModelCommunicationFilterInput) { listCommunications(filter: $filter, limit: 100) { items { subject } } }`,
    { filter: { subject: { beginsWith: marker } } },
    { token: session.accessToken },
  );
  expect(response.errors).toBeUndefined();
  return (response.data?.listCommunications.items ?? []).map((item) => item.subject).sort();
}

async function withGrades(teacher: Session, grades: string[]): Promise<void> {
  const token = (await admin()).accessToken;
  const current = await gql(
    `query($id: ID!) { getTeacherProfile(id: $id) { _version } }`,
    { id: teacher.teacherProfileId },
    { token },
  );
  const response = await gql(
    `mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { id } }`,
    {
      input: {
        id: teacher.teacherProfileId,
        _version: current.data?.getTeacherProfile._version,
        payfastSubscriptionPackage: { title: 'Grades', grades },
      },
    },
    { token },
  );
  expect(response.errors).toBeUndefined();
}

describe('who reads a communication', () => {
  it('a teacher reads those sent to ALL, General or a grade of her package; admins read all', async () => {
    const marker = `M${uuid().slice(0, 8)}`;
    for (const [name, sendTo] of [
      ['all', ['ALL']],
      ['general', ['General']],
      ['grade4', ['4']],
      ['grade4and9', ['4', '9']],
      ['grade9', ['9']],
      ['gradeR', ['R']],
    ] as const)
      await created(valid(marker, { subject: `${marker} ${name}`, sendTo }));

    const [gradeFour, noPackage] = await Promise.all([newTeacher(), newTeacher()]);
    await withGrades(gradeFour, ['4', '7']);
    expect(await subjectsSeenBy(gradeFour, marker)).toEqual(
      ['all', 'general', 'grade4', 'grade4and9'].map((name) => `${marker} ${name}`),
    );
    expect(await subjectsSeenBy(noPackage, marker)).toEqual([`${marker} all`, `${marker} general`]);
    expect(await subjectsSeenBy(await admin(), marker)).toHaveLength(6);
  });

  it('a teacher reads one only once its publish date is reached; admins read it before', async () => {
    const marker = `P${uuid().slice(0, 8)}`;
    const future = await created(valid(marker, { subject: `${marker} later`, publishDate: minutes(60) }));
    await created(valid(marker, { subject: `${marker} undated`, publishDate: null }));
    await created(valid(marker, { subject: `${marker} now` }));
    const teacher = await newTeacher();
    expect(await subjectsSeenBy(teacher, marker)).toEqual([`${marker} now`]);
    expect(await subjectsSeenBy(await admin(), marker)).toHaveLength(3);
    const direct = await gql(
      `query($id: ID!) { getCommunication(id: $id) { id } }`,
      { id: future.id },
      { token: teacher.accessToken },
    );
    expect(direct.data?.getCommunication ?? null).toBeNull();

    const published = await update({ id: future.id, _version: future._version, publishDate: minutes(-1) });
    expect(published.errors).toBeUndefined();
    expect(await subjectsSeenBy(teacher, marker)).toEqual([`${marker} later`, `${marker} now`]);
  });

  it('a teacher may not create, update or delete one', async () => {
    const teacher = await newTeacher();
    const record = await created(valid(`W${uuid().slice(0, 8)}`));
    expect(errorCode(await create(valid('Mine'), teacher.accessToken))).toBe('FORBIDDEN');
    expect(
      errorCode(await update({ id: record.id, _version: record._version, subject: 'Changed' }, teacher.accessToken)),
    ).toBe('FORBIDDEN');
    const removed = await gql(
      `mutation($input: DeleteCommunicationInput!) { deleteCommunication(input: $input) { id } }`,
      { input: { id: record.id, _version: record._version } },
      { token: teacher.accessToken },
    );
    expect(errorCode(removed)).toBe('FORBIDDEN');
  });
});

describe('what is stored (002 sections 4 and 5)', () => {
  it("answers the specification's messages", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ subject: '   ' }, { subject: 'Subject is required' }],
      [{ sendTo: [] }, { sendTo: 'A Channel is Required' }],
      [{ show: [] }, { show: 'A Component to show is Required' }],
      [{ show: ['VIDEO', 'IMAGES'] }, { show: 'A Component to show is Required' }],
      [{ sendTo: ['Grade 13'] }, { sendTo: 'Send To may only name ALL, General or a grade from R to 12' }],
    ];
    for (const [change, expected] of cases) {
      const response = await create(valid('Bad', change));
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(fieldErrors(response)).toEqual(expected);
    }
    const record = await created(valid(`U${uuid().slice(0, 8)}`));
    const emptied = await update({ id: record.id, _version: record._version, sendTo: [], subject: '' });
    expect(fieldErrors(emptied)).toEqual({ subject: 'Subject is required', sendTo: 'A Channel is Required' });
  });

  it('trims the subject, keeps ALL alone, nulls a blank video and empty images, prunes Show', async () => {
    const marker = `N${uuid().slice(0, 8)}`;
    const record = await created({
      subject: `  ${marker} tidy  `,
      body: paragraph('Body text'),
      video: '   ',
      images: [],
      sendTo: ['General', '5', 'ALL'],
      show: ['VIDEO', 'BODY', 'SUBJECT', 'IMAGES'],
      publishDate: minutes(-1),
    });
    expect(record).toMatchObject({
      subject: `${marker} tidy`,
      video: null,
      images: null,
      sendTo: ['ALL'],
      show: ['SUBJECT', 'BODY'],
    });
    // Emptying the body drops BODY from Show on the same update.
    const emptied = await update({
      id: record.id,
      _version: record._version,
      body: paragraph(' '),
      video: 'dQw4w9WgXcQ',
    });
    expect(emptied.errors).toBeUndefined();
    expect(emptied.data?.updateCommunication).toMatchObject({ show: ['SUBJECT'], video: 'dQw4w9WgXcQ' });
  });

  it('saves the placeholder New opens, which no teacher reads, and asks for every rule from the first Send', async () => {
    const teacher = await newTeacher();
    const placeholder = await created({ subject: 'New Communication', publishDate: minutes(0) });
    expect(placeholder).toMatchObject({ subject: 'New Communication', sendTo: [], show: [] });
    const seen = await gql(
      `query($id: ID!) { getCommunication(id: $id) { id } }`,
      { id: placeholder.id },
      { token: teacher.accessToken },
    );
    expect(seen.data?.getCommunication ?? null).toBeNull();
    const unsent = await update({ id: placeholder.id, _version: placeholder._version, subject: 'Still a draft' });
    expect(fieldErrors(unsent)).toEqual({
      sendTo: 'A Channel is Required',
      show: 'A Component to show is Required',
    });
  });

  it('deletes the stored file of an image removed from the communication, and the folder with the record', async () => {
    const record = await created({ subject: 'New Communication', publishDate: minutes(0) });
    const folder = `Communications/${record.id}/Images`;
    const [first, second] = await Promise.all([
      uploadAsAdmin(folder, 'first.png', await pngOf(40, 30)),
      uploadAsAdmin(folder, 'second.png', await pngOf(30, 40)),
    ]);
    const withImages = await update({
      ...valid('Pictures'),
      id: record.id,
      _version: record._version,
      images: [first, second],
      show: ['SUBJECT', 'IMAGES'],
    });
    expect(withImages.errors).toBeUndefined();
    expect((await fetchFile(first)).status).toBe(200);

    const current = withImages.data?.updateCommunication as Communication;
    const dropped = await update({ id: record.id, _version: current._version, images: [second] });
    expect(dropped.data?.updateCommunication.images).toEqual([second]);
    expect((await fetchFile(first)).status).toBe(404);
    expect((await fetchFile(second)).status).toBe(200);

    const last = dropped.data?.updateCommunication as Communication;
    const removed = await gql(
      `mutation($input: DeleteCommunicationInput!) { deleteCommunication(input: $input) { id } }`,
      { input: { id: record.id, _version: last._version } },
      { token: (await admin()).accessToken },
    );
    expect(removed.errors).toBeUndefined();
    expect((await fetchFile(second)).status).toBe(404);
  });
});
