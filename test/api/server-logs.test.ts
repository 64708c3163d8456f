/**
 * The server's structured log, read whole (issue 29, part 1): the production entry (server/main.ts) runs as a child
 * process with LOG_FORMAT=json and LOG_LEVEL=trace, on a fresh embedded database of its own (DATABASE_URL is not
 * passed on), and every line it writes to stdout and stderr is kept.
 * - Request ids: the caller's X-Request-Id (when sane) or a new UUID, in the response header, in every GraphQL
 *   error's extensions, and on the one `request` line of that request.
 * - A malformed path: answered 400, its request line at info.
 * - No secret reaches a line: sign-up, sign-in (right, wrong and mistyped passwords), refresh, a login link, an e-mail
 *   verification, a password reset, a set-password link, a card checkout, a genuine and a forged Payfast ITN, an
 *   upload and its signed link, the calendar feed and a subscription are driven as the web app drives them, each
 *   secret seen on the way is kept (and the accounts' e-mail addresses), and no line the process wrote, up to its
 *   graceful stop, holds any of them. DB_SLOW_STATEMENT_MS=0 logs every statement: each line names it, no parameter.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSignature, sandbox, type Field } from '../../server/payments/payfast.ts';
import { subscribe, waitFor, wsClient } from '../helpers/api.ts';

const root = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'server-logs-'));
const outboxDir = join(dataDir, 'outbox');
/** Markers: values no line may hold, made for this run. */
const marker = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;
const jwtSecret = marker('logs-test-jwt-secret-');
const payfastPassphrase = marker('logs-test-passphrase-');

/** Every line the child wrote, stdout and stderr, as written. */
const lines: string[] = [];
let child: ChildProcess;
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
let baseUrl = '';

interface LogLine {
  level?: string;
  msg?: string;
  requestId?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  userId?: string | null;
  operationName?: string | null;
  operationType?: string | null;
  errorCodes?: string[];
  [field: string]: unknown;
}

function parsed(line: string): LogLine | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    return JSON.parse(line) as LogLine;
  } catch {
    return undefined;
  }
}

const logLines = (): LogLine[] => lines.map(parsed).filter((line) => line !== undefined);
const requestLines = (requestId: string) =>
  logLines().filter((line) => line.msg === 'request' && line.requestId === requestId);

/** The one `request` line of this request, once written (at the response's end, just after the caller has it). */
async function requestLine(requestId: string): Promise<LogLine> {
  await waitFor(() => requestLines(requestId).length > 0);
  const found = requestLines(requestId);
  expect(found, `request lines of ${requestId}`).toHaveLength(1);
  return found[0];
}

/**
 * Settings of the caller's environment the child does not inherit: its database is an embedded one of its own (on the
 * suite's PostgreSQL it would share the suite server's data and jobs), mail goes to its outbox, and no metrics, traces
 * or other Payfast merchant apply.
 */
const notPassedOn = new Set([
  'DATABASE_URL',
  'JOBS_SCHEMA',
  'SMTP_URL',
  'PAYFAST_MERCHANT_ID',
  'PAYFAST_MERCHANT_KEY',
  'PAYFAST_VALIDATE_REMOTE',
  'METRICS_PORT',
  'METRICS_TOKEN',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
]);

function startServer(): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !notPassedOn.has(name))),
    DATA_DIR: dataDir,
    OUTBOX_DIR: outboxDir,
    PORT: '0',
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'trace',
    DB_SLOW_STATEMENT_MS: '0',
    JWT_SECRET: jwtSecret,
    PAYFAST_PASSPHRASE: payfastPassphrase,
    BOT_CHECK: 'off',
    SIGNUP_PER_HOUR: '100000',
    ACCOUNT_REQUESTS_PER_HOUR: '100000',
    JOB_POLL_SECONDS: '0.5',
  };
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // 'close', not 'exit': its last lines are read by then.
  exited = new Promise((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  return new Promise<string>((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr])
      if (stream)
        createInterface({ input: stream }).on('line', (line) => {
          lines.push(line);
          const serving = parsed(line);
          if (serving?.msg?.startsWith('Serving on')) resolve(serving.url as string);
        });
    child.once('error', reject);
    child.once('close', (code) => reject(new Error(`the server stopped (${code}):\n${lines.join('\n')}`)));
  });
}

beforeAll(async () => {
  baseUrl = await startServer();
}, 180_000);

afterAll(async () => {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  status: number;
  /** The x-request-id the server answered with. */
  requestId: string | null;
}

/** Request ids this file sent (`logs-test-…`), each expected on one `request` line. */
const sentIds: string[] = [];

function newRequestId(): string {
  const id = `logs-test-${randomUUID()}`;
  sentIds.push(id);
  return id;
}

/** A GraphQL request over HTTP as the web app sends it, with an X-Request-Id of this file's (null: none). */
async function gql<T = Record<string, any>>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; requestId?: string | null } = {},
): Promise<Answer<T>> {
  const requestId = options.requestId === undefined ? newRequestId() : options.requestId;
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(requestId === null ? {} : { 'x-request-id': requestId }),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Pick<Answer<T>, 'data' | 'errors'>;
  return { ...body, status: response.status, requestId: response.headers.get('x-request-id') };
}

/** A plain HTTP request with an X-Request-Id of this file's. */
async function http(path: string, init: RequestInit = {}): Promise<{ status: number; requestId: string | null }> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string> | undefined), 'x-request-id': newRequestId() },
  });
  await response.arrayBuffer();
  return { status: response.status, requestId: response.headers.get('x-request-id') };
}

function ok<T>(answer: Answer<T>): T {
  if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

const codesOf = (answer: Answer<unknown>) => answer.errors?.map((error) => error.extensions?.code);
const idsOf = (answer: Answer<unknown>) => answer.errors?.map((error) => error.extensions?.requestId);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every secret seen while driving the server, by what it is. */
const secrets = new Map<string, string>([
  ['JWT secret', jwtSecret],
  ['Payfast passphrase', payfastPassphrase],
]);

function keep(what: string, value: string | null | undefined): string {
  if (!value || value.length < 8) throw new Error(`${what}: no secret worth the name (${value})`);
  secrets.set(what, value);
  return value;
}

/** A JWT's signature is a secret on its own: a line holding only that part leaks the token just the same. */
function keepToken(what: string, token: string): void {
  keep(what, token);
  if (token.split('.').length === 3) keep(`${what} (signature part)`, token.split('.')[2]);
}

function keepSession(what: string, session: { accessToken: string; refreshToken: string }): void {
  keepToken(`${what}: access token`, session.accessToken);
  keepToken(`${what}: refresh token`, session.refreshToken);
}

/** Each secret with the lines holding it, as written or URL-encoded. */
function leaks(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [what, value] of secrets) {
    const forms = new Set([value, encodeURIComponent(value)]);
    const holding = lines.filter((line) => [...forms].some((form) => line.includes(form)));
    if (holding.length > 0) found[what] = holding;
  }
  return found;
}

/** The mails written to the outbox for this address, quoted-printable undone (links are folded there). */
function mailsTo(email: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir);
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(join(outboxDir, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`))
    .map((mail) => {
      if (!/quoted-printable/i.test(mail)) return mail;
      const bytes = mail
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

/** The token of the link to this page (/auth/<page>?token=) mailed to this address, once the mail is written. */
async function mailedToken(email: string, page: string): Promise<string> {
  const tokens = () =>
    mailsTo(email).flatMap((mail) => {
      const match = mail.match(new RegExp(`https?://[^\\s"]+/auth/${page}\\?token=([A-Za-z0-9_%-]+)`));
      return match ? [decodeURIComponent(match[1])] : [];
    });
  await waitFor(() => tokens().length > 0, 15_000);
  return tokens()[0];
}

const authFields = 'accessToken refreshToken user { id email }';
interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string };
}

const signIn = (email: string, password: string) =>
  gql<{ signIn: Session }>(
    `mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { ${authFields} } }`,
    { email, password },
  );

const setPasswordWithToken = (token: string, password: string) =>
  gql<{ setPasswordWithToken: string }>(
    `mutation SetPassword($token: String!, $password: String!) { setPasswordWithToken(token: $token, password: $password) }`,
    { token, password },
  );

describe('request ids', () => {
  it('echoes a sane X-Request-Id in the header and every error, and logs one request line under it', async () => {
    const requestId = `logs-test-${randomUUID()}`;
    const answer = await gql('mutation LogsTestFeed { calendarFeedUrl }', {}, { requestId });
    expect(answer.requestId).toBe(requestId);
    expect(codesOf(answer)).toEqual(['UNAUTHENTICATED']);
    expect(idsOf(answer)).toEqual([requestId]);
    expect(await requestLine(requestId)).toMatchObject({
      level: 'info',
      method: 'POST',
      path: '/graphql',
      status: answer.status,
      userId: null,
      operationName: 'LogsTestFeed',
      operationType: 'mutation',
      errorCodes: ['UNAUTHENTICATED'],
      durationMs: expect.any(Number),
    });
  });

  it('makes a new UUID when there is no X-Request-Id or an unusable one, and logs it', async () => {
    for (const offered of [null, 'bad id with spaces<>', 'x'.repeat(129)]) {
      const answer = await gql('query LogsTestLinks { fileLinks(keys: ["x"]) { url } }', {}, { requestId: offered });
      expect(answer.requestId).toMatch(uuidPattern);
      expect(codesOf(answer)).toEqual(['UNAUTHENTICATED']);
      expect(idsOf(answer)).toEqual([answer.requestId]);
      expect(await requestLine(answer.requestId ?? '')).toMatchObject({
        path: '/graphql',
        operationName: 'LogsTestLinks',
        operationType: 'query',
        errorCodes: ['UNAUTHENTICATED'],
      });
    }
    expect(lines.filter((line) => line.includes('bad id with spaces'))).toEqual([]);
  });

  it("puts the signed-in user's id on the request line, and no error codes when there are none", async () => {
    const teacher = ok(await signIn('teacher@example.com', 'Password1!')).signIn;
    keepSession('demo teacher', teacher);
    const answer = await gql('query LogsTestMe { me { id } }', {}, { token: teacher.accessToken });
    expect(ok(answer)).toEqual({ me: { id: teacher.user.id } });
    const line = await requestLine(answer.requestId ?? '');
    expect(line).toMatchObject({ status: 200, userId: teacher.user.id, operationName: 'LogsTestMe' });
    expect(line.errorCodes).toBeUndefined();
  });

  it('logs a plain route (the health probe) with its id too, at debug', async () => {
    const { status, requestId } = await http('/healthz');
    expect(status).toBe(200);
    expect(await requestLine(requestId ?? '')).toMatchObject({ level: 'debug', path: '/healthz', status: 200 });
  });

  it("logs a caller's mistake with its code, at info", async () => {
    const answer = await gql('query LogsTestLimit { listProducts(limit: -1) { items { id } } }');
    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    expect(idsOf(answer)).toEqual([answer.requestId]);
    expect(await requestLine(answer.requestId ?? '')).toMatchObject({
      level: 'info',
      operationName: 'LogsTestLimit',
      errorCodes: ['BAD_USER_INPUT'],
    });
  });

  // A malformed percent-escape in a path was the one internal error a caller could provoke (the web app's file route
  // threw on it): it is the caller's mistake, answered 400 and logged at info. Internal errors' lines are tested where
  // they are made (server/http/errors.test.ts: logged once with the stack and the request's id).
  it("answers a malformed path as the caller's mistake, logged under its request id", async () => {
    const { status, requestId } = await http('/%');
    expect(status).toBe(400);
    expect(await requestLine(requestId ?? '')).toMatchObject({ level: 'info', status: 400, path: '/%' });
    expect(logLines().filter((line) => line.requestId === requestId && line.msg !== 'request')).toEqual([]);
  });
});

describe('secrets', () => {
  it('never reach a line, through sign-up, sign-in, recovery, checkout, Payfast, files and the calendar feed', async () => {
    const email = keep('account e-mail', `logs-test-${randomUUID()}@example.com`);
    const phoneNumber = '0821234567';

    // Sign-up, and the e-mail verification its mail carries.
    const signUpPassword = keep('sign-up password', marker('SignUp1!'));
    const signedUp = ok(
      await gql<{ signUp: Session }>(
        `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ${authFields} } }`,
        { input: { email, password: signUpPassword, phoneNumber } },
      ),
    ).signUp;
    keepSession('sign-up', signedUp);
    const verifyToken = keep('e-mail verification token', await mailedToken(email, 'verify-email'));
    expect(ok(await gql('mutation VerifyEmail($t: String!) { verifyEmail(token: $t) }', { t: verifyToken }))).toEqual({
      verifyEmail: true,
    });

    // A password of the wrong type: the answer quotes it, the log must not.
    const mistypedPassword = keep('mistyped password', marker('Mistyped1!'));
    const mistyped = await gql(
      'mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { accessToken } }',
      { email, password: { value: mistypedPassword } },
    );
    expect(codesOf(mistyped)).toEqual(['BAD_USER_INPUT']);
    expect(mistyped.errors?.[0].message).toContain(mistypedPassword);

    // Sign-in, with a wrong password first (a marker itself), then the right one; the refresh token used.
    const wrongPassword = keep('wrong password', marker('Wrong1!'));
    expect(codesOf(await signIn(email, wrongPassword))).toEqual(['UNAUTHENTICATED']);
    const signedIn = ok(await signIn(email, signUpPassword)).signIn;
    keepSession('sign-in', signedIn);
    const refreshed = ok(
      await gql<{ refreshSession: Session }>(
        `mutation Refresh($token: String!) { refreshSession(refreshToken: $token) { ${authFields} } }`,
        { token: signedIn.refreshToken },
      ),
    ).refreshSession;
    keepSession('refresh', refreshed);

    // A login link, requested and used.
    expect(
      ok(
        await gql('mutation RequestLoginLink($input: RequestLoginLinkInput!) { requestLoginLink(input: $input) }', {
          input: { email, phoneNumber, botToken: null },
        }),
      ),
    ).toEqual({ requestLoginLink: true });
    const linkToken = keep('login-link token', await mailedToken(email, 'link'));
    const linked = ok(
      await gql<{ signInWithLink: Session }>(
        `mutation SignInWithLink($token: String!) { signInWithLink(token: $token) { ${authFields} } }`,
        { token: linkToken },
      ),
    ).signInWithLink;
    keepSession('login link', linked);

    // A password reset, requested and done with a new password; then signed in with it.
    expect(
      ok(
        await gql(
          'mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }',
          { input: { email } },
        ),
      ),
    ).toEqual({ requestPasswordReset: true });
    const resetToken = keep('reset token', await mailedToken(email, 'set-password'));
    const resetPassword = keep('reset password', marker('Reset1!'));
    expect(ok(await setPasswordWithToken(resetToken, resetPassword))).toEqual({ setPasswordWithToken: email });
    const teacher = ok(await signIn(email, resetPassword)).signIn;
    keepSession('after reset', teacher);

    // A teacher the admin creates: her set-password link, used.
    keep('demo password', 'Password1!');
    const admin = ok(await signIn('admin@example.com', 'Password1!')).signIn;
    keepSession('admin', admin);
    const createdEmail = keep('created account e-mail', `logs-test-created-${randomUUID()}@example.com`);
    ok(
      await gql(
        'mutation CreateTeacher($input: CreateTeacherInput!) { createTeacher(input: $input) { id } }',
        { input: { email: createdEmail, name: 'Sipho', surname: 'Dlamini', province: 'Limpopo', language: 'English' } },
        { token: admin.accessToken },
      ),
    );
    const setPasswordToken = keep('set-password token', await mailedToken(createdEmail, 'set-password'));
    const chosenPassword = keep('set password', marker('Chosen1!'));
    expect(ok(await setPasswordWithToken(setPasswordToken, chosenPassword))).toEqual({
      setPasswordWithToken: createdEmail,
    });

    // A card checkout: the Payfast form and its signature.
    const product = ok(
      await gql<{ listProducts: { items: { id: string }[] } }>(
        'query Products($title: String!) { listProducts(filter: { title: { eq: $title } }, limit: 1) { items { id } } }',
        { title: 'Grade 1 Mathematics Term 2 Assessment Pack' },
        { token: admin.accessToken },
      ),
    ).listProducts.items[0];
    ok(
      await gql(
        'mutation AddToCart($input: AddToCartInput!) { addToCart(input: $input) { id } }',
        { input: { productId: product.id } },
        { token: teacher.accessToken },
      ),
    );
    const cart = ok(
      await gql<{ cart: { id: string; _version: number } }>(
        'query Cart { cart { id _version } }',
        {},
        { token: teacher.accessToken },
      ),
    ).cart;
    const { order, payment } = ok(
      await gql<{
        checkout: {
          order: { id: string; orderID: string; orderTotal: number };
          payment: { fields: { name: string; value: string }[] };
        };
      }>(
        'mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { order { id orderID orderTotal } payment { fields { name value } } } }',
        { input: { orderId: cart.id, _version: cart._version, paymentMethod: 'Payfast' } },
        { token: teacher.accessToken },
      ),
    ).checkout;
    const formField = (name: string) => payment.fields.find((field) => field.name === name)?.value;
    keep('checkout form: signature', formField('signature'));
    keep('checkout form: merchant_key', formField('merchant_key'));
    keep('checkout form: email_address', formField('email_address'));

    // Payfast's notification (ITN) of that payment, signed with the passphrase; and a forged one.
    const payer = {
      name_first: keep('ITN name_first', marker('Thandi')),
      name_last: keep('ITN name_last', marker('Mokoena')),
      email_address: keep('ITN email_address', `${marker('payer-')}@example.com`),
      custom_str2: keep('ITN custom_str2', marker('custom-')),
      item_description: keep('ITN item_description', marker('description-')),
    };
    const unsigned: Field[] = Object.entries({
      m_payment_id: order.orderID,
      pf_payment_id: String(Math.floor(Math.random() * 1e7)),
      payment_status: 'COMPLETE',
      item_name: `Order ${order.orderID}`,
      item_description: payer.item_description,
      amount_gross: order.orderTotal.toFixed(2),
      amount_fee: '-2.30',
      amount_net: (order.orderTotal - 2.3).toFixed(2),
      custom_str1: order.id,
      custom_str2: payer.custom_str2,
      name_first: payer.name_first,
      name_last: payer.name_last,
      email_address: payer.email_address,
      merchant_id: sandbox.merchantId,
    });
    const signature = keep('ITN signature', notificationSignature(unsigned, payfastPassphrase));
    const forgedSignature = keep('forged ITN signature', notificationSignature(unsigned, null));
    const notify = (fields: Field[]) =>
      http('/payments/payfast/notify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const forged = await notify([...unsigned, ['signature', forgedSignature]]);
    expect(forged.status).toBe(400);
    const genuine = await notify([...unsigned, ['signature', signature]]);
    expect(genuine.status).toBe(200);

    // An upload (a private editor image), its signed link opened, and the link with a wrong signature.
    const form = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1e78c8' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)]), 'logs-test.png');
    const uploadId = newRequestId();
    const uploaded = await fetch(`${baseUrl}/files/Editor/${teacher.user.id}/lesson`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${teacher.accessToken}`, 'x-request-id': uploadId },
    });
    expect(uploaded.status).toBe(201);
    const { key } = (await uploaded.json()) as { key: string };
    const link = ok(
      await gql<{ fileLinks: { url: string | null }[] }>(
        'query FileLinks($keys: [String!]!) { fileLinks(keys: $keys) { url } }',
        { keys: [key] },
        { token: teacher.accessToken },
      ),
    ).fileLinks[0].url;
    expect(link).toMatch(/\?uid=.+&exp=\d+&sig=.+$/);
    const signed = new URL(link ?? '', baseUrl);
    keep('signed link: sig', signed.searchParams.get('sig'));
    expect((await http(`${signed.pathname}${signed.search}`)).status).toBe(200);
    const wrongSig = keep('wrong sig', marker('wrongsig'));
    signed.searchParams.set('sig', wrongSig);
    expect((await http(`${signed.pathname}${signed.search}`)).status).toBe(401);

    // The calendar feed: its token is its path.
    const feedUrl = ok(
      await gql<{ calendarFeedUrl: string }>(
        'mutation CalendarFeedUrl { calendarFeedUrl }',
        {},
        { token: teacher.accessToken },
      ),
    ).calendarFeedUrl;
    const feedPath = new URL(feedUrl).pathname;
    keep('calendar feed token', /^\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(feedPath)?.[1]);
    const feed = await http(feedPath);
    expect(feed.status).toBe(200);

    // A subscription over WebSocket: the access token is in its connection parameters.
    const client = wsClient(teacher.accessToken, baseUrl);
    const orders = subscribe<{ onUpdateTeacherProductsOrder: { id: string } }>(
      client,
      'subscription { onUpdateTeacherProductsOrder { id } }',
    );
    await orders.ready;
    expect(orders.errors).toEqual([]);
    orders.stop();
    await client.dispose();

    // Not vacuous: each request above has its line, and the statements, the mail jobs and the ITN theirs.
    for (const requestId of sentIds) await requestLine(requestId);
    const messages = logLines();
    // Every statement is slow at DB_SLOW_STATEMENT_MS=0: each line names it and its duration, and nothing else.
    const statements = messages.filter((line) => line.msg === 'slow statement');
    expect(statements.length).toBeGreaterThan(100);
    for (const line of statements) {
      expect(Object.keys(line).sort()).toEqual(['durationMs', 'failed', 'level', 'msg', 'pid', 'statement', 'time']);
      expect(line.statement).toMatch(/^[\w .]{1,80}$/);
    }
    expect(messages.filter((line) => line.msg === 'job' && line.job === 'account-link').length).toBeGreaterThan(3);
    expect(messages.filter((line) => line.msg === 'payfast ITN')).toEqual([
      expect.objectContaining({ requestId: forged.requestId, orderId: order.id, status: 400 }),
      expect.objectContaining({ requestId: genuine.requestId, orderId: order.id, status: 200, outcome: 'order PAID' }),
    ]);
    expect((await requestLine(feed.requestId ?? '')).path).toBe('/calendar/[redacted]');

    expect(leaks()).toEqual({});
  });
});

describe('a graceful stop', () => {
  it('exits on SIGTERM, and no line it wrote, to the last, holds a secret', async () => {
    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(secrets.size).toBeGreaterThan(30);
    expect(leaks()).toEqual({});
  });
});
