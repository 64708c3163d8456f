/**
 * The database away (issue 25, points 1 and 2): a server of this file's own reaches PostgreSQL through a proxy that
 * can reset or stall its connections (scripts/fault/proxy.ts), with short time limits. Whatever the database does,
 * the process stays up, answers SERVICE_UNAVAILABLE (503) rather than an internal error or a sign-out, /readyz
 * answers within 2 s, and it serves again by itself within 5 s of the database's return. A subscriber whose server
 * lost its listening connection is told to catch up (close 1012) and finds the change made in the gap.
 * Only PostgreSQL has connections to lose: the embedded database lives in the server's own process.
 */
import type { Client } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from '../../db/connect.ts';
import { listenerApplicationName } from '../../db/listener.ts';
import { catchUpCloseCode } from '../../server/http/subscriptions.ts';
import { changesChannel, SharedChangeFeed } from '../../server/models/shared-feed.ts';
import { FaultProxy } from '../../scripts/fault/proxy.ts';
import { gql, newTeacher, uuid, watchedClient, type GraphQLResponse, type Session } from '../helpers/api.ts';
import { startOwnServer, type OwnServer } from '../helpers/own-server.ts';
import { activityInput } from './planning-fixtures.ts';
import { log } from '../../server/observability/log.ts';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('a server whose PostgreSQL goes away', () => {
  let proxy: FaultProxy;
  let throughProxy: URL;
  let own: OwnServer;
  let admin: pg.Client;
  let teacher: Session;
  const clients: Client[] = [];

  beforeAll(async () => {
    const target = new URL(String(databaseUrl));
    proxy = new FaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const port = await proxy.listen();
    throughProxy = new URL(target);
    throughProxy.host = `127.0.0.1:${port}`;
    own = await startOwnServer('classroom-database-away', {
      DATABASE_URL: throughProxy.toString(),
      JWT_SECRET: inject('jwtSecret'),
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '2000',
    });
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    teacher = await newTeacher();
  });

  afterAll(async () => {
    for (const client of clients.splice(0)) await client.dispose();
    proxy.resume();
    proxy.acceptAgain();
    await own.close();
    await proxy.close();
    await admin.end();
  });

  const url = () => own.server.url;
  const activities = (session: Session) =>
    gql<{ listTeacherActivities: { items: { id: string }[] } }>(
      '{ listTeacherActivities(limit: 5) { items { id } } }',
      {},
      { token: session.accessToken, url: url() },
    );

  /** Ends this server's backends (those opened through the proxy); `only` narrows them by application name. */
  async function endBackends(only?: string): Promise<number> {
    const ended = await admin.query<{ pid: number }>(
      `select pg_terminate_backend(pid), pid from pg_stat_activity
        where datname = current_database() and client_port = any($1::int[]) and ($2::text is null or application_name = $2)`,
      [[...proxy.upstreamPorts], only ?? null],
    );
    return ended.rowCount ?? 0;
  }

  /** Asks until the server answers the teacher's list, and says how long that took. */
  async function msUntilServing(): Promise<number> {
    const from = Date.now();
    await expect.poll(async () => (await activities(teacher)).status, { timeout: 10_000, interval: 100 }).toBe(200);
    return Date.now() - from;
  }

  /** A refusal for the database's sake: 503 with SERVICE_UNAVAILABLE, never 500, never "signed out". */
  function expectUnavailable(response: GraphQLResponse): void {
    expect(response.status).toBe(503);
    expect(response.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  }

  it('stays up when every one of its connections is ended, and serves again at once', async () => {
    expect((await activities(teacher)).status).toBe(200);
    expect(await endBackends()).toBeGreaterThan(0);
    // An idle pooled connection ended under it used to end the process ("Emitted 'error' event on BoundPool").
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await activities(teacher);
      if (answer.status !== 200) expectUnavailable(answer);
    }
    expect(await msUntilServing()).toBeLessThan(5_000);
  });

  it('answers 503 fast while its database is stalled, /readyz within 2 s, and serves within 5 s of its return', async () => {
    expect((await activities(teacher)).status).toBe(200);
    proxy.stall();
    try {
      const readyFrom = Date.now();
      const ready = await fetch(`${url()}/readyz`);
      expect(Date.now() - readyFrom).toBeLessThan(2_000);
      expect(ready.status).toBe(503);

      const from = Date.now();
      const answer = await activities(teacher);
      // The pool's connection waits out the statement limit (2 s) and its margin; a new one, the connect limit.
      expect(Date.now() - from).toBeLessThan(8_000);
      expectUnavailable(answer);
    } finally {
      proxy.resume();
    }
    expect(await msUntilServing()).toBeLessThan(5_000);
  });

  it('keeps nothing of a write refused while the database is away, and takes it once when it is back', async () => {
    const input = activityInput(teacher, 'Written during the outage');
    const key = uuid();
    const create = () =>
      gql<{ createTeacherActivity: { id: string } }>(
        'mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id } }',
        { input },
        { token: teacher.accessToken, url: url(), headers: { 'idempotency-key': key } },
      );
    proxy.reset();
    try {
      expectUnavailable(await create());
      const ready = await fetch(`${url()}/readyz`);
      expect(ready.status).toBe(503);
    } finally {
      proxy.acceptAgain();
    }
    await expect.poll(async () => (await create()).status, { timeout: 5_000, interval: 100 }).toBe(200);
    const again = await create();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const stored = await admin.query('select id from teacher_activity where label = $1 and "teacherprofileID" = $2', [
      'Written during the outage',
      teacher.teacherProfileId,
    ]);
    expect(stored.rowCount).toBe(1);
  });

  it('answers a subscription made while the database is away SERVICE_UNAVAILABLE, and keeps the socket open', async () => {
    const { client, closeCode } = watchedClient(teacher.accessToken, url());
    clients.push(client);
    const subscribeOnce = () =>
      new Promise<readonly { extensions?: { code?: string } }[] | 'subscribed'>((resolve) => {
        const stop = client.subscribe(
          { query: 'subscription { onCreateTeacherActivity { id } }' },
          { next: () => undefined, error: (error) => resolve(error as never), complete: () => resolve([]) },
        );
        // No error within a second: the subscription is in place.
        setTimeout(() => {
          stop();
          resolve('subscribed');
        }, 1_000);
      });
    proxy.reset();
    try {
      const refused = await subscribeOnce();
      expect(refused).not.toBe('subscribed');
      expect((refused as { extensions?: { code?: string } }[])[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      proxy.acceptAgain();
    }
    expect(closeCode()).toBeUndefined();
    await expect.poll(subscribeOnce, { timeout: 10_000 }).toBe('subscribed');
  });

  it('tells its subscribers to catch up when its listening connection was lost, and the catch-up has the change', async () => {
    const { client, closeCode } = watchedClient(teacher.accessToken, url());
    clients.push(client);
    client.subscribe(
      { query: 'subscription { onCreateTeacherActivity { id } }' },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    await expect.poll(() => endBackends(listenerApplicationName)).toBe(1);
    // Made while the listener is away: this server hears no notice of it.
    const made = await gql<{ createTeacherActivity: { id: string } }>(
      'mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id } }',
      { input: activityInput(teacher, 'Made in the gap') },
      { token: teacher.accessToken },
    );
    await expect.poll(closeCode).toBe(catchUpCloseCode);
    // What a client does on that close: ask what changed since its checkpoint (docs/change-feed.md).
    const caughtUp = await gql<{ syncTeacherActivities: { items: { id: string }[] } }>(
      'query($lastSync: Float) { syncTeacherActivities(lastSync: $lastSync, limit: 100) { items { id } } }',
      { lastSync: Date.now() - 60_000 },
      { token: teacher.accessToken, url: url() },
    );
    expect(caughtUp.data?.syncTeacherActivities.items.map((item) => item.id)).toContain(
      made.data?.createTeacherActivity.id,
    );
  });

  it('sends a change event again, in order, when the database refused it, instead of dropping it', async () => {
    const handle = await openDatabase({ databaseUrl: throughProxy.toString(), dataDir: '' });
    const feed = new SharedChangeFeed(handle.db);
    const heard: string[] = [];
    const listener = new pg.Client({ connectionString: databaseUrl });
    await listener.connect();
    listener.on('notification', (message) => heard.push(JSON.parse(message.payload ?? '{}').id as string));
    await listener.query(`listen ${changesChannel}`);
    const logged = vi.spyOn(log, 'warn');
    try {
      proxy.reset();
      const row = (id: string) => ({ id, _version: 1 });
      feed.publish('TeacherActivity', 'create', row('first'));
      feed.publish('TeacherActivity', 'create', row('second'));
      // Refused while the database is away (the feed says so): nothing heard, nothing given up.
      await expect
        .poll(() =>
          logged.mock.calls.some((args) => args.some((part) => String(part).includes('not sent yet, sending again'))),
        )
        .toBe(true);
      expect(heard).toEqual([]);
      proxy.acceptAgain();
      await expect.poll(() => heard, { timeout: 5_000 }).toEqual(['first', 'second']);
    } finally {
      proxy.acceptAgain();
      logged.mockRestore();
      feed.stop();
      await listener.end();
      await handle.close();
    }
  });
});
