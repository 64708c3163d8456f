/**
 * Smaller back-office findings of issue 27, on the server: an announcement must be sent to somebody ('Send To is
 * required', whoever calls).
 */
import { describe, expect, it } from 'vitest';
import { gql, newTeacher, signIn, uuid, type GraphQLResponse, type Session } from '../helpers/api.ts';

const admin = () => signIn('admin@example.com');
const fieldErrors = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.fieldErrors;

interface Announcement {
  id: string;
  sendTo: string[] | null;
  _version: number;
}

async function createAnnouncement(input: Record<string, unknown>, session?: Session) {
  return gql<{ createAnnouncement: Announcement }>(
    'mutation($input: CreateAnnouncementInput!) { createAnnouncement(input: $input) { id sendTo _version } }',
    { input },
    { token: (session ?? (await admin())).accessToken },
  );
}

async function updateAnnouncement(input: Record<string, unknown>) {
  return gql<{ updateAnnouncement: Announcement }>(
    'mutation($input: UpdateAnnouncementInput!) { updateAnnouncement(input: $input) { id sendTo _version } }',
    { input },
    { token: (await admin()).accessToken },
  );
}

describe('an announcement is sent to somebody (issue 27)', () => {
  it.each([
    ['without Send To', {}],
    ['with Send To emptied', { sendTo: [] }],
    ['with only blanks', { sendTo: [' ', ''] }],
  ])("refuses a new announcement %s with 'Send To is required'", async (_case, sendTo) => {
    const response = await createAnnouncement({ title: `Notice ${uuid()}`, message: 'Term 2.', ...sendTo });
    expect(response.data?.createAnnouncement ?? null).toBeNull();
    expect(fieldErrors(response)).toEqual({ sendTo: 'Send To is required' });
  });

  it('refuses an edit that empties Send To, and keeps what was stored', async () => {
    const teacher = await newTeacher();
    const created = await createAnnouncement({ title: `Notice ${uuid()}`, sendTo: [teacher.teacherProfileId] });
    const announcement = created.data?.createAnnouncement;
    if (!announcement) throw new Error(JSON.stringify(created.errors));

    const emptied = await updateAnnouncement({ id: announcement.id, _version: announcement._version, sendTo: [] });
    expect(fieldErrors(emptied)).toEqual({ sendTo: 'Send To is required' });
    const stored = await gql<{ getAnnouncement: Announcement }>(
      'query($id: ID!) { getAnnouncement(id: $id) { id sendTo _version } }',
      { id: announcement.id },
      { token: (await admin()).accessToken },
    );
    expect(stored.data?.getAnnouncement).toEqual(announcement);

    // An edit that leaves Send To out keeps the stored addressees, and is fine.
    const retitled = await updateAnnouncement({ id: announcement.id, _version: announcement._version, title: 'New' });
    expect(retitled.errors).toBeUndefined();
    expect(retitled.data?.updateAnnouncement.sendTo).toEqual([teacher.teacherProfileId]);
  });

  it('answers both missing fields at once, in the fields the dialog shows them under', async () => {
    const response = await createAnnouncement({ title: ' ', sendTo: [] });
    expect(fieldErrors(response)).toEqual({ title: 'Title is required', sendTo: 'Send To is required' });
  });
});
