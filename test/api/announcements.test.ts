/**
 * Announcements (002 sections 2, 5; 001 sections 2 to 4; 000 section 6; issue 12 point 1): the admin's rules on the
 * generic create and update, who sees what, Read as the only change a teacher makes, and the change events that
 * keep an open teacher banner up to date.
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

interface Announcement {
  id: string;
  title: string | null;
  sendTo: string[] | null;
  readBy: string[] | null;
  message: string | null;
  _version: number;
  _deleted: boolean | null;
}

const fields = 'id title sendTo readBy message _version _deleted';
const admin = () => signIn('admin@example.com');
const fieldErrors = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.fieldErrors;

function ok<T>(response: GraphQLResponse<T>): T {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  if (!response.data) throw new Error('no data');
  return response.data;
}

async function create(input: Record<string, unknown>, session?: Session) {
  return gql<{ createAnnouncement: Announcement }>(
    `mutation($input: CreateAnnouncementInput!) { createAnnouncement(input: $input) { ${fields} } }`,
    { input },
    { token: (session ?? (await admin())).accessToken },
  );
}

async function sent(sendTo: string[], extra: Record<string, unknown> = {}): Promise<Announcement> {
  return ok(await create({ title: `Notice ${uuid()}`, message: 'Term 2 starts on Monday.', sendTo, ...extra }))
    .createAnnouncement;
}

async function update(input: Record<string, unknown>, session?: Session) {
  return gql<{ updateAnnouncement: Announcement }>(
    `mutation($input: UpdateAnnouncementInput!) { updateAnnouncement(input: $input) { ${fields} } }`,
    { input },
    { token: (session ?? (await admin())).accessToken },
  );
}

async function remove(announcement: Announcement, session?: Session) {
  return gql<{ deleteAnnouncement: Announcement }>(
    `mutation($input: DeleteAnnouncementInput!) { deleteAnnouncement(input: $input) { ${fields} } }`,
    { input: { id: announcement.id, _version: announcement._version } },
    { token: (session ?? (await admin())).accessToken },
  );
}

const markRead = (id: string, teacher: Session) =>
  gql<{ markAnnouncementRead: Announcement }>(
    `mutation($id: ID!) { markAnnouncementRead(id: $id) { ${fields} } }`,
    { id },
    { token: teacher.accessToken },
  );

async function listedFor(teacher: Session): Promise<string[]> {
  const data = ok(
    await gql<{ listAnnouncements: { items: { id: string }[] } }>(
      '{ listAnnouncements(limit: 1000) { items { id } } }',
      {},
      { token: teacher.accessToken },
    ),
  );
  return data.listAnnouncements.items.map((item) => item.id);
}

describe('who sees an announcement (000 section 6)', () => {
  it('a teacher lists those sent to ALL or to her, until she has read them', async () => {
    const [reader, other] = await Promise.all([newTeacher(), newTeacher()]);
    const toAll = await sent(['ALL']);
    const toHer = await sent([reader.teacherProfileId]);
    const toOther = await sent([other.teacherProfileId]);
    const listed = await listedFor(reader);
    expect(listed).toEqual(expect.arrayContaining([toAll.id, toHer.id]));
    expect(listed).not.toContain(toOther.id);
    ok(await markRead(toHer.id, reader));
    expect(await listedFor(reader)).not.toContain(toHer.id);
    expect(await listedFor(other)).toEqual(expect.arrayContaining([toAll.id, toOther.id]));
  });

  it('Read adds only her own profile id, once; an announcement not sent to her cannot be read', async () => {
    const [first, second, outsider] = await Promise.all([newTeacher(), newTeacher(), newTeacher()]);
    const toBoth = await sent([first.teacherProfileId, second.teacherProfileId]);
    expect(ok(await markRead(toBoth.id, first)).markAnnouncementRead.readBy).toEqual([first.teacherProfileId]);
    ok(await markRead(toBoth.id, first));
    ok(await markRead(toBoth.id, second));
    const asAdmin = ok(
      await gql<{ getAnnouncement: Announcement }>(
        `query($id: ID!) { getAnnouncement(id: $id) { ${fields} } }`,
        { id: toBoth.id },
        { token: (await admin()).accessToken },
      ),
    );
    expect(asAdmin.getAnnouncement.readBy).toEqual([first.teacherProfileId, second.teacherProfileId]);
    expect(errorCode(await markRead(toBoth.id, outsider))).toBe('NOT_FOUND');
  });

  it('Read on an announcement deleted since the banner showed it says so', async () => {
    const teacher = await newTeacher();
    const announcement = await sent(['ALL']);
    ok(await remove(announcement));
    const read = await markRead(announcement.id, teacher);
    expect(errorCode(read)).toBe('NOT_FOUND');
    expect(read.errors?.[0]?.message).toBe('This announcement is no longer available');
  });
});

describe("the admin's rules on create and update (002 section 5)", () => {
  it("refuses a missing or blank title with 'Title is required', and trims the title", async () => {
    for (const title of [undefined, '', '   ']) {
      const response = await create({ title, sendTo: ['ALL'] });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(fieldErrors(response)).toEqual({ title: 'Title is required' });
    }
    const announcement = await sent(['ALL'], { title: '  Exams  ' });
    expect(announcement.title).toBe('Exams');
    const blanked = await update({ id: announcement.id, _version: announcement._version, title: ' ' });
    expect(fieldErrors(blanked)).toEqual({ title: 'Title is required' });
  });

  it('stores ALL alone, teachers without repeats, and the message as typed', async () => {
    const teacher = await newTeacher();
    const message = '  Read <b>this</b>: https://example.com/notes\n\nThanks  ';
    const toAll = await sent([teacher.teacherProfileId, 'ALL'], { message });
    expect(toAll.sendTo).toEqual(['ALL']);
    expect(toAll.message).toBe(message);
    const toHer = await sent([teacher.teacherProfileId, teacher.teacherProfileId]);
    expect(toHer.sendTo).toEqual([teacher.teacherProfileId]);
  });

  it('refuses a teacher profile id that does not exist', async () => {
    const teacher = await newTeacher();
    const response = await create({ title: 'Notice', sendTo: [teacher.teacherProfileId, uuid()] });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(response)).toEqual({ sendTo: 'Send To names a teacher profile that does not exist' });
    const announcement = await sent(['ALL']);
    const updated = await update({ id: announcement.id, _version: announcement._version, sendTo: ['not-a-teacher'] });
    expect(fieldErrors(updated)).toEqual({ sendTo: 'Send To names a teacher profile that does not exist' });
  });

  it('never takes readBy from an admin: a create starts unread, an update keeps the readers', async () => {
    const [reader, forged] = await Promise.all([newTeacher(), newTeacher()]);
    const created = await sent(['ALL'], { readBy: [forged.teacherProfileId] });
    expect(created.readBy).toEqual([]);
    const read = ok(await markRead(created.id, reader)).markAnnouncementRead;
    const updated = ok(
      await update({ id: created.id, _version: read._version, title: 'Changed', readBy: [forged.teacherProfileId] }),
    ).updateAnnouncement;
    expect(updated).toMatchObject({ title: 'Changed', readBy: [reader.teacherProfileId] });
  });
});

describe('a teacher changes nothing but her Read', () => {
  it('is refused create, update (a forged readBy too) and delete', async () => {
    const [teacher, other] = await Promise.all([newTeacher(), newTeacher()]);
    const announcement = await sent(['ALL']);
    expect(errorCode(await create({ title: 'Mine', sendTo: ['ALL'] }, teacher))).toBe('FORBIDDEN');
    const base = { id: announcement.id, _version: announcement._version };
    for (const change of [
      { title: 'Hijacked' },
      { readBy: [teacher.teacherProfileId] },
      { readBy: [teacher.teacherProfileId, other.teacherProfileId] },
      { sendTo: [teacher.teacherProfileId] },
    ]) {
      expect(errorCode(await update({ ...base, ...change }, teacher))).toBe('FORBIDDEN');
    }
    expect(errorCode(await remove(announcement, teacher))).toBe('FORBIDDEN');
    const asAdmin = ok(
      await gql<{ getAnnouncement: Announcement }>(
        `query($id: ID!) { getAnnouncement(id: $id) { ${fields} } }`,
        { id: announcement.id },
        { token: (await admin()).accessToken },
      ),
    );
    expect(asAdmin.getAnnouncement).toMatchObject({ title: announcement.title, readBy: [], _deleted: false });
    expect(asAdmin.getAnnouncement._version).toBe(announcement._version);
  });
});

type Events = { id: string; title: string | null; _deleted: boolean | null };

/** A teacher's three announcement subscriptions, as her banner holds them. */
function banner(teacher: Session) {
  const client = wsClient(teacher.accessToken);
  const created = subscribe<{ onCreateAnnouncement: Events }>(
    client,
    'subscription { onCreateAnnouncement { id title _deleted } }',
  );
  const updated = subscribe<{ onUpdateAnnouncement: Events }>(
    client,
    'subscription { onUpdateAnnouncement { id title _deleted } }',
  );
  const deleted = subscribe<{ onDeleteAnnouncement: Events }>(
    client,
    'subscription { onDeleteAnnouncement { id title _deleted } }',
  );
  return {
    created: () => created.events.map((event) => event.onCreateAnnouncement),
    updated: () => updated.events.map((event) => event.onUpdateAnnouncement),
    deleted: () => deleted.events.map((event) => event.onDeleteAnnouncement),
    ready: Promise.all([created.ready, updated.ready, deleted.ready]),
    close: async () => {
      for (const subscription of [created, updated, deleted]) subscription.stop();
      await client.dispose();
    },
  };
}

const ids = (events: Events[]) => events.map((event) => event.id);

describe('live changes reach the teachers they are for', () => {
  it('a new, edited or deleted announcement reaches the addressed teacher only', async () => {
    const [addressed, outsider] = await Promise.all([newTeacher(), newTeacher()]);
    const [hers, theirs] = [banner(addressed), banner(outsider)];
    try {
      await Promise.all([hers.ready, theirs.ready]);
      const announcement = await sent([addressed.teacherProfileId]);
      await waitFor(() => ids(hers.created()).includes(announcement.id));
      const edited = ok(
        await update({ id: announcement.id, _version: announcement._version, title: 'Edited live' }),
      ).updateAnnouncement;
      await waitFor(() => hers.updated().some((event) => event.title === 'Edited live'));
      ok(await remove(edited));
      await waitFor(() => ids(hers.deleted()).includes(announcement.id));
      expect(hers.deleted().find((event) => event.id === announcement.id)?._deleted).toBe(true);
      // Events arrive in order: once the outsider has this one, she would have had the earlier ones.
      const toAll = await sent(['ALL']);
      await waitFor(() => ids(theirs.created()).includes(toAll.id));
      expect([...ids(theirs.created()), ...ids(theirs.updated()), ...ids(theirs.deleted())]).not.toContain(
        announcement.id,
      );
    } finally {
      await Promise.all([hers.close(), theirs.close()]);
    }
  });

  it('an edit that no longer sends it to her reaches her as a deletion, and nobody else', async () => {
    const [addressed, newlyAddressed, outsider] = await Promise.all([newTeacher(), newTeacher(), newTeacher()]);
    const announcement = await sent([addressed.teacherProfileId]);
    const [hers, theirs, outside] = [banner(addressed), banner(newlyAddressed), banner(outsider)];
    try {
      await Promise.all([hers.ready, theirs.ready, outside.ready]);
      ok(
        await update({
          id: announcement.id,
          _version: announcement._version,
          sendTo: [newlyAddressed.teacherProfileId],
        }),
      );
      await waitFor(() => ids(hers.deleted()).includes(announcement.id));
      expect(hers.deleted().find((event) => event.id === announcement.id)).toMatchObject({
        _deleted: true,
        title: announcement.title,
      });
      expect(ids(hers.updated())).not.toContain(announcement.id);
      await waitFor(() => ids(theirs.updated()).includes(announcement.id));
      expect(ids(theirs.deleted())).not.toContain(announcement.id);
      const toAll = await sent(['ALL']);
      await waitFor(() => ids(outside.created()).includes(toAll.id));
      expect([...ids(outside.updated()), ...ids(outside.deleted())]).not.toContain(announcement.id);
    } finally {
      await Promise.all([hers.close(), theirs.close(), outside.close()]);
    }
  });

  it("her Read reaches her other windows as a deletion; another teacher's Read does not", async () => {
    const [reader, other] = await Promise.all([newTeacher(), newTeacher()]);
    const announcement = await sent(['ALL']);
    const [hers, theirs] = [banner(reader), banner(other)];
    try {
      await Promise.all([hers.ready, theirs.ready]);
      ok(await markRead(announcement.id, reader));
      await waitFor(() => ids(hers.deleted()).includes(announcement.id));
      await waitFor(() => ids(theirs.updated()).includes(announcement.id));
      expect(ids(theirs.deleted())).not.toContain(announcement.id);
    } finally {
      await Promise.all([hers.close(), theirs.close()]);
    }
  });
});
