/**
 * GET /metrics (issue 29): the Prometheus text of a server process, for a scraper only. With METRICS_TOKEN it is
 * served on the main port to that bearer token alone; with METRICS_PORT on its own port and not on the main one;
 * with neither, /metrics is a 404 like any missing path (never the web app's page). The series move with the
 * traffic: a GraphQL operation by name, its error code, the HTTP request, a sign-in failure, a throttle refusal, an
 * upload refused, an open subscription; on PostgreSQL a change heard on the shared feed. The process's own series
 * (memory, event-loop lag) and the database pool are there.
 */
import { createServer } from 'node:net';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql, serverUrl, subscribe, uuid, wsClient, type Session } from '../helpers/api.ts';
import { startOwnServer, type OwnServer } from '../helpers/own-server.ts';
import { activityInput } from './planning-fixtures.ts';

const postgres = inject('databaseKind') === 'postgres';
const token = `metrics-${uuid()}`;
let withToken: OwnServer;
const clients: Client[] = [];

beforeAll(async () => {
  withToken = await startOwnServer('classroom-metrics', {
    METRICS_TOKEN: token,
    JWT_SECRET: inject('jwtSecret'),
    SIGNUP_PER_HOUR: '100000',
  });
});

afterAll(async () => {
  for (const client of clients.splice(0)) await client.dispose();
  await withToken.close();
});

type Labels = Record<string, string>;

/** The samples of the exposition text: name, labels and value per line (comments skipped). */
function samplesOf(text: string): { name: string; labels: Labels; value: number }[] {
  return text.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match) return [];
    const labels: Labels = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[name] = value;
    return [{ name: match[1], labels, value: Number(match[3]) }];
  });
}

/** The sum of the samples named so whose labels include these; undefined when there is none. */
function valueOf(text: string, name: string, labels: Labels = {}): number | undefined {
  const matching = samplesOf(text).filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return matching.length === 0 ? undefined : matching.reduce((sum, sample) => sum + sample.value, 0);
}

async function scrape(url = withToken.server.url, bearer: string | null = token): Promise<string> {
  const response = await fetch(`${url}/metrics`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of a series now, and a way to wait until it has grown by at least `by`. */
async function watch(name: string, labels: Labels = {}): Promise<{ grows: (by?: number) => Promise<void> }> {
  const before = valueOf(await scrape(), name, labels) ?? 0;
  return {
    grows: async (by = 1) => {
      await expect.poll(async () => valueOf(await scrape(), name, labels) ?? 0).toBeGreaterThanOrEqual(before + by);
    },
  };
}

async function signUpAt(url: string): Promise<Session> {
  const response = await gql<{ signUp: Omit<Session, 'teacherProfileId'> }>(
    'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken refreshToken user { id email groups } } }',
    { input: { email: `teacher-${uuid()}@example.com`, password: 'Password1!', phoneNumber: '0821234567' } },
    { url },
  );
  if (!response.data?.signUp) throw new Error(`sign-up failed: ${JSON.stringify(response.errors)}`);
  const accessToken = response.data.signUp.accessToken;
  const me = await gql<{ me: { teacherProfile: { id: string } } }>(
    '{ me { teacherProfile { id } } }',
    {},
    { url, token: accessToken },
  );
  return { ...response.data.signUp, teacherProfileId: me.data?.me.teacherProfile.id ?? '' };
}

const wrongSignIn = `mutation MetricsWrongSignIn($email: String!) {
  signIn(email: $email, password: "not-the-password") { accessToken }
}`;

describe('with METRICS_TOKEN, /metrics on the main port', () => {
  it('is refused without the token and with a wrong one, saying nothing more', async () => {
    const url = `${withToken.server.url}/metrics`;
    const tries = [
      await fetch(url),
      await fetch(url, { headers: { authorization: `Bearer ${token}x` } }),
      await fetch(url, { headers: { authorization: `Bearer ${'x'.repeat(token.length)}` } }),
      await fetch(url, { headers: { authorization: token } }),
    ];
    for (const response of tries) {
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('Unauthorized');
    }
  });

  it('is served to the token in the Prometheus text format, with the process and pool series', async () => {
    const response = await fetch(`${withToken.server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_seconds')).toBeDefined();
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
    expect(valueOf(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'db_pool_connections', { state: 'idle' })).toBeDefined();
    expect(valueOf(text, 'db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(valueOf(text, 'jobs_queued', { job: 'mail' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'db_statement_duration_seconds_count')).toBeGreaterThan(0);
  });

  it('counts a GraphQL operation by name, its error code, its HTTP request and the sign-in failure', async () => {
    const operation = await watch('graphql_operation_duration_seconds_count', {
      operation: 'MetricsWrongSignIn',
      type: 'mutation',
    });
    const unauthenticated = await watch('graphql_errors_total', { code: 'UNAUTHENTICATED' });
    const requests = await watch('http_request_duration_seconds_count', { route: '/graphql', method: 'POST' });
    const failures = await watch('auth_sign_in_failures_total');

    const response = await gql(wrongSignIn, { email: `nobody-${uuid()}@example.com` }, { url: withToken.server.url });
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    await operation.grows();
    await unauthenticated.grows();
    await requests.grows();
    await failures.grows();
  });

  it('counts a refusal of the sign-in throttle', async () => {
    const refusals = await watch('throttle_refusals_total', { kind: 'sign-in' });
    const limited = await watch('graphql_errors_total', { code: 'RATE_LIMITED' });
    const email = `guessed-${uuid()}@example.com`;
    const codes: unknown[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      codes.push((await gql(wrongSignIn, { email }, { url: withToken.server.url })).errors?.[0]?.extensions?.code);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
    await refusals.grows();
    await limited.grows();
  });

  it('counts an upload by how it was answered', async () => {
    const refused = await watch('uploads_total', { outcome: 'refused' });
    const response = await fetch(`${withToken.server.url}/files/products`, { method: 'POST', body: 'x' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    await refused.grows();
  });

  it('counts a subscription open while it runs', async () => {
    const teacher = await signUpAt(withToken.server.url);
    const open = async () => valueOf(await scrape(), 'graphql_subscriptions_open') ?? 0;
    const before = await open();
    const client = wsClient(teacher.accessToken, withToken.server.url);
    clients.push(client);
    const subscription = subscribe(client, 'subscription { onCreateTeacherActivity { id } }');
    await subscription.ready;
    await expect.poll(open).toBe(before + 1);
    subscription.stop();
    await expect.poll(open).toBe(before);
  });

  it.runIf(postgres)('measures the lag of a change heard on the shared feed (PostgreSQL)', async () => {
    const heard = await watch('change_feed_lag_seconds_count');
    const teacher = await signUpAt(withToken.server.url);
    const response = await gql(
      'mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id } }',
      { input: activityInput(teacher, 'Counted') },
      { url: withToken.server.url, token: teacher.accessToken },
    );
    expect(response.errors).toBeUndefined();
    await heard.grows();
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

describe('with METRICS_PORT', () => {
  let own: OwnServer;
  let port = 0;

  beforeAll(async () => {
    port = await freePort();
    own = await startOwnServer('classroom-metrics-port', { METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' });
  });

  afterAll(async () => {
    await own.close();
  });

  it('serves /metrics on that port only', async () => {
    const text = await scrape(`http://127.0.0.1:${port}`, null);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${port}/graphql`)).status).toBe(404);

    const onMain = await fetch(`${own.server.url}/metrics`, { headers: { accept: 'text/html' } });
    expect(onMain.status).toBe(404);
    expect(onMain.headers.get('content-type')).not.toContain('html');
  });
});

describe('with neither', () => {
  it('answers /metrics on the main port 404, never with the web app', async () => {
    const response = await fetch(`${serverUrl()}/metrics`, { headers: { accept: 'text/html', authorization: 'x' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });
});
