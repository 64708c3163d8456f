/**
 * Several server processes on one PostgreSQL database (issue 14): beside the test server (A) this file starts a
 * second one (B) on the same database and signing key. A subscriber on B hears the changes made through A, as the
 * access rules allow; a session signed out through A closes B's socket at once; a throttle counted on A holds on
 * B; an Idempotency-Key applied through A replays through B; the listening connection survives being killed.
 * On the embedded database one process opens the data directory: "B" is the test server itself, so the same tests
 * prove the in-process feed (all but the killed connection, which only PostgreSQL has).
 */
import type { Client } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listenerApplicationName } from '../../db/listener.ts';
import { catchUpCloseCode } from '../../server/http/subscriptions.ts';
import {
  gql,
  newTeacher,
  serverUrl,
  signIn,
  subscribe,
  uuid,
  watchedClient,
  wsClient,
  type Session,
} from '../helpers/api.ts';
import { startOwnServer, type OwnServer } from '../helpers/own-server.ts';
import { activityInput } from './planning-fixtures.ts';

const postgres = inject('databaseKind') === 'postgres';
let second: OwnServer | undefined;
/** Server B: a second process on PostgreSQL, the test server itself on the embedded database. */
let otherUrl = '';
const clients: Client[] = [];

beforeAll(async () => {
  if (!postgres) {
    otherUrl = serverUrl();
    return;
  }
  second = await startOwnServer('classroom-fanout', { JWT_SECRET: inject('jwtSecret') });
  otherUrl = second.server.url;
});

afterAll(async () => {
  for (const client of clients.splice(0)) await client.dispose();
  await second?.close();
});

const activityFields = 'id label _version _deleted';
type Activity = { id: string; label: string; _version: number; _deleted: boolean | null };
const create = `mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { ${activityFields} } }`;
const update = `mutation($input: UpdateTeacherActivityInput!) { updateTeacherActivity(input: $input) { ${activityFields} } }`;
const remove = `mutation($input: DeleteTeacherActivityInput!) { deleteTeacherActivity(input: $input) { ${activityFields} } }`;

async function createActivity(teacher: Session, label: string): Promise<Activity> {
  const response = await gql<{ createTeacherActivity: Activity }>(
    create,
    { input: activityInput(teacher, label) },
    { token: teacher.accessToken },
  );
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.createTeacherActivity;
}

function onServerB(teacher: Session): Client {
  const client = wsClient(teacher.accessToken, otherUrl);
  clients.push(client);
  return client;
}

/** The activities a feed of `onXTeacherActivity` events carries. */
function activitiesOf(events: Record<string, Activity>[]): Activity[] {
  return events.flatMap((event) => Object.values(event));
}

/**
 * Waits until the subscription on B hears a change made through A: each try creates a probe activity (graphql-ws
 * does not acknowledge a subscription, so the first may be made before B listens). Returns the probes' ids.
 */
async function untilHeard(teacher: Session, events: Record<string, Activity>[]): Promise<Set<string>> {
  const probes = new Set<string>();
  await expect
    .poll(async () => {
      if (events.length === 0) probes.add((await createActivity(teacher, 'Probe')).id);
      return events.length;
    })
    .toBeGreaterThan(0);
  return probes;
}

describe(postgres ? 'two server processes on one PostgreSQL database' : 'one server on the embedded database', () => {
  it('deliver on B the creates, updates and deletes made through A, each of a record the subscriber may read', async () => {
    const [teacher, stranger] = await Promise.all([newTeacher(), newTeacher()]);
    const client = onServerB(teacher);
    const created = subscribe<Record<string, Activity>>(
      client,
      `subscription { onCreateTeacherActivity { ${activityFields} } }`,
    );
    const updated = subscribe<Record<string, Activity>>(
      client,
      `subscription { onUpdateTeacherActivity { ${activityFields} } }`,
    );
    const deleted = subscribe<Record<string, Activity>>(
      client,
      `subscription { onDeleteTeacherActivity { ${activityFields} } }`,
    );
    const probes = await untilHeard(teacher, created.events);
    const mine = (events: Record<string, Activity>[]) => activitiesOf(events).filter((event) => !probes.has(event.id));

    // Another teacher's record first: by the time hers arrives, his would have too.
    const his = await createActivity(stranger, 'Not hers');
    const hers = await createActivity(teacher, 'Maths');
    await expect.poll(() => mine(created.events)).toEqual([hers]);

    const changed = await gql<{ updateTeacherActivity: Activity }>(
      update,
      { input: { id: hers.id, _version: hers._version, label: 'Maths, period 2' } },
      { token: teacher.accessToken },
    );
    const afterUpdate = changed.data?.updateTeacherActivity;
    expect(afterUpdate).toMatchObject({ label: 'Maths, period 2', _version: hers._version + 1 });
    await expect.poll(() => mine(updated.events)).toEqual([afterUpdate]);
    await gql(
      update,
      { input: { id: his.id, _version: his._version, label: 'Still not hers' } },
      { token: stranger.accessToken },
    );

    const gone = await gql<{ deleteTeacherActivity: Activity }>(
      remove,
      { input: { id: hers.id, _version: afterUpdate?._version } },
      { token: teacher.accessToken },
    );
    await expect.poll(() => mine(deleted.events)).toEqual([gone.data?.deleteTeacherActivity]);
    expect(gone.data?.deleteTeacherActivity._deleted).toBe(true);
    // Each change once, and none of his.
    expect(mine(created.events)).toEqual([hers]);
    expect(mine(updated.events)).toEqual([afterUpdate]);
    for (const feed of [created, updated, deleted]) {
      expect(activitiesOf(feed.events).map((event) => event.id)).not.toContain(his.id);
      expect(feed.errors).toEqual([]);
      feed.stop();
    }
  });

  it('deliver on B as a deletion an edit through A that takes a long announcement from her (too long for a notice)', async () => {
    const [addressed, other, admin] = await Promise.all([newTeacher(), newTeacher(), signIn('admin@example.com')]);
    const announcementFields = 'id title sendTo _version _deleted';
    type Announcement = { id: string; title: string; _version: number; _deleted: boolean | null };
    const createAnnouncement = async (sendTo: string[], message: string) => {
      const response = await gql<{ createAnnouncement: Announcement }>(
        `mutation($input: CreateAnnouncementInput!) { createAnnouncement(input: $input) { ${announcementFields} } }`,
        { input: { title: `Notice ${uuid()}`, message, sendTo } },
        { token: admin.accessToken },
      );
      if (!response.data) throw new Error(JSON.stringify(response.errors));
      return response.data.createAnnouncement;
    };
    const deleted = subscribe<{ onDeleteAnnouncement: Announcement }>(
      onServerB(addressed),
      `subscription { onDeleteAnnouncement { ${announcementFields} } }`,
    );
    // Until B listens: a probe sent to her and deleted at once.
    await expect
      .poll(async () => {
        if (deleted.events.length === 0) {
          const probe = await createAnnouncement([addressed.teacherProfileId], 'Probe');
          await gql(
            'mutation($input: DeleteAnnouncementInput!) { deleteAnnouncement(input: $input) { id } }',
            { input: { id: probe.id, _version: probe._version } },
            { token: admin.accessToken },
          );
        }
        return deleted.events.length;
      })
      .toBeGreaterThan(0);

    // The row as it was is over 8000 bytes: it travels through change_overflow, not in the notice.
    const long = await createAnnouncement([addressed.teacherProfileId], 'Term 2 starts on Monday. '.repeat(360));
    const edited = await gql(
      `mutation($input: UpdateAnnouncementInput!) { updateAnnouncement(input: $input) { ${announcementFields} } }`,
      { input: { id: long.id, _version: long._version, sendTo: [other.teacherProfileId] } },
      { token: admin.accessToken },
    );
    expect(edited.errors).toBeUndefined();
    await expect
      .poll(() => deleted.events.map((event) => event.onDeleteAnnouncement).find((event) => event.id === long.id))
      .toMatchObject({ id: long.id, title: long.title, _deleted: true, _version: long._version + 1 });
    deleted.stop();
  });

  it("close B's socket at once when its session is signed out through A", async () => {
    const teacher = await newTeacher();
    const { client } = watchedClient(teacher.accessToken, otherUrl);
    clients.push(client);
    const started = Date.now();
    const code = await new Promise<number>((resolve) => {
      client.on('connected', () => {
        void gql('mutation($token: String) { signOut(refreshToken: $token) }', { token: teacher.refreshToken });
      });
      client.on('closed', (event) => resolve((event as { code: number }).code));
    });
    expect(code).toBe(4401);
    // The socket's own check of its session runs every 30 seconds: this was the revocation heard at once.
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('hold on B a throttle counted on A', async () => {
    const sendContact = (url: string, email: string) =>
      gql(
        'mutation($input: ContactFormInput!) { submitContactForm(input: $input) { success } }',
        { input: { name: 'Visitor', email, subject: 'Prices', message: 'Hello' } },
        { url },
      );
    const email = `busy-${uuid()}@example.com`;
    // Five messages an hour per sender (server/messaging/support.service.ts), all through A.
    for (let sent = 0; sent < 5; sent += 1) expect((await sendContact(serverUrl(), email)).errors).toBeUndefined();
    const sixth = await sendContact(otherUrl, email);
    expect(sixth.errors?.[0]).toMatchObject({
      message: 'Too many messages. Try again later.',
      extensions: { code: 'RATE_LIMITED' },
    });
  });

  it('replay through B an Idempotency-Key applied through A, writing nothing', async () => {
    const teacher = await newTeacher();
    const options = { token: teacher.accessToken, headers: { 'Idempotency-Key': uuid() } };
    const input = activityInput(teacher, 'Once');
    const first = await gql(create, { input }, options);
    const replayed = await gql(create, { input }, { ...options, url: otherUrl });
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.data).toEqual(first.data);
    const list = await gql<{ listTeacherActivities: { items: Activity[] } }>(
      `{ listTeacherActivities { items { ${activityFields} } } }`,
      {},
      { token: teacher.accessToken, url: otherUrl },
    );
    expect(list.data?.listTeacherActivities.items).toEqual([first.data?.createTeacherActivity]);
  });

  it.skipIf(!postgres)(
    'deliver again once the listening connection, killed, has reconnected, after telling open sockets to catch up (PostgreSQL only: the embedded feed has no connection)',
    async () => {
      const teacher = await newTeacher();
      const { client, closeCode } = watchedClient(teacher.accessToken, otherUrl);
      clients.push(client);
      const created = subscribe<Record<string, Activity>>(
        client,
        `subscription { onCreateTeacherActivity { ${activityFields} } }`,
      );
      await untilHeard(teacher, created.events);

      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        const listeners = `select pid, query from pg_stat_activity
          where application_name = $1 and datname = current_database()`;
        const before = (await admin.query<{ pid: number }>(listeners, [listenerApplicationName])).rows;
        // A's and B's listening connections.
        expect(before.length).toBeGreaterThanOrEqual(2);
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1::int[])', [
          before.map((row) => row.pid),
        ]);
        const killed = new Set(before.map((row) => row.pid));
        // Back, and listening again: the LISTEN is each new connection's first statement.
        await expect
          .poll(async () => {
            const rows = (await admin.query<{ pid: number; query: string }>(listeners, [listenerApplicationName])).rows;
            return rows.filter((row) => !killed.has(row.pid) && /^(LISTEN|select 1)/.test(row.query)).length;
          })
          .toBeGreaterThanOrEqual(2);
      } finally {
        await admin.end();
      }
      // Changes made while B was not listening were missed: its open socket is told to reconnect and catch up.
      await expect.poll(closeCode).toBe(catchUpCloseCode);

      const again = subscribe<Record<string, Activity>>(
        onServerB(teacher),
        `subscription { onCreateTeacherActivity { ${activityFields} } }`,
      );
      const probes = await untilHeard(teacher, again.events);
      const after = await createActivity(teacher, 'After the reconnect');
      await expect
        .poll(() =>
          activitiesOf(again.events)
            .filter((event) => !probes.has(event.id))
            .map((event) => event.id),
        )
        .toContain(after.id);
      again.stop();
    },
  );
});
