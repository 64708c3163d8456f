/**
 * What the crash and load scripts share: the built server run as a child process (started until /readyz answers,
 * killed with -9 or stopped), a free port, a fresh PostgreSQL database beside a given one, a plain GraphQL call and a
 * new teacher signed up through the API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freshDatabase as freshDatabaseBeside } from '../../db/fresh-database.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A new, empty database `<name><suffix>` beside the given one; the crash runs' suffix by default. */
export function freshDatabase(url: string, suffix = '_crash'): Promise<string> {
  return freshDatabaseBeside(url, suffix);
}

export interface ProcessMemory {
  rssMb: number;
  /** V8 heap in use; null when the process was started without the memory probe. */
  heapUsedMb: number | null;
}

/**
 * Loaded into the server with `--import` when asked for: answers 'memory' over the IPC channel with
 * process.memoryUsage(), after a full garbage collection when node runs with --expose-gc (so that what is sampled
 * is memory still in use, not garbage not yet collected), without changing the server. No `?` in it: a data: URL
 * ends its body there.
 */
const memoryProbe =
  'data:text/javascript,process.on("message",(m)=>{if(m==="memory"){if(globalThis.gc)globalThis.gc();process.send({memory:process.memoryUsage()})}})';

export interface ServerOptions {
  /** Answer `memory()` with the V8 heap too (an IPC channel and a small --import). */
  memoryProbe?: boolean;
  /** Node flags before the entry, e.g. those `npm start` uses. */
  nodeArgs?: string[];
  /** Told when the process exits without having been asked to (kill()), with its exit code or signal. */
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

/** The built server as a child process, started (until /readyz answers) and killed again on one database. */
export class Server {
  private child: ChildProcess | null = null;
  private stopping = false;
  /** The last 16,000 characters the process wrote to stderr. */
  errors = '';

  constructor(
    private readonly entry: string,
    private readonly env: NodeJS.ProcessEnv,
    readonly url: string,
    private readonly options: ServerOptions = {},
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const probe = this.options.memoryProbe ?? false;
    const args = [...(this.options.nodeArgs ?? []), ...(probe ? ['--import', memoryProbe] : []), this.entry];
    const child = spawn(process.execPath, args, {
      env: this.env,
      stdio: ['ignore', 'ignore', 'pipe', ...(probe ? (['ipc'] as const) : [])],
    });
    this.errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (this.errors = (this.errors + chunk.toString()).slice(-16_000)));
    this.child = child;
    this.stopping = false;
    // 'close' comes after 'exit' once stderr is read to its end, so that `errors` holds the last words.
    child.once('close', (code, signal) => {
      if (!this.stopping) this.options.onExit?.(code, signal);
    });
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`server exited (${code}): ${this.errors.slice(-4000)}`))),
    );
    exited.catch(() => undefined);
    await Promise.race([this.ready(), exited]);
  }

  private async ready(): Promise<void> {
    for (const started = Date.now(); Date.now() - started < 120_000;) {
      const status = await fetch(`${this.url}/readyz`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('server did not become ready in 120 s');
  }

  /** SIGKILL (or the given signal), and wait until the process is gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.stopping = true;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await gone;
  }

  /** With the memory probe, the V8 heap in use; then resident memory from /proc/<pid>/status (VmRSS). */
  async memory(): Promise<ProcessMemory> {
    const child = this.child;
    if (!child?.pid) throw new Error('server not started');
    let heapUsedMb: number | null = null;
    if (child.connected) {
      const answer = new Promise<NodeJS.MemoryUsage>((resolve) =>
        child.once('message', (message: { memory: NodeJS.MemoryUsage }) => resolve(message.memory)),
      );
      child.send('memory');
      heapUsedMb = (await answer).heapUsed / 2 ** 20;
    }
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
    return { rssMb: rssKb / 1024, heapUsedMb };
  }
}

/** An environment for a server on `port`: no demo data unless asked, one JWT secret (pass the same to a second). */
export function serverEnv(
  port: string,
  overrides: NodeJS.ProcessEnv & { DATA_DIR: string; DATABASE_URL: string },
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: port,
    SEED_DEMO: 'false',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ...overrides,
  };
}

export interface GraphQLAnswer<T> {
  status: number;
  body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/**
 * One GraphQL request over HTTP (the caller names the answer shape its query asks for); a failed connection rejects,
 * and so does an answer not complete within `timeoutMs` when one is given.
 */
export async function graphql<T>(
  url: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  timeoutMs?: number,
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLAnswer<T>['body'] };
}

export interface Teacher {
  email: string;
  token: string;
  profileId: string;
}

/** A new teacher signed up through the API (the server's SIGNUP_PER_HOUR must allow as many as a script makes). */
export async function signUpTeacher(url: string, prefix: string): Promise<Teacher> {
  const email = `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
  const signedUp = await graphql<{ signUp: { accessToken: string } }>(
    url,
    null,
    'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }',
    { input: { email, password: 'Password1!' } },
  );
  const token = signedUp.body.data?.signUp.accessToken;
  if (!token) throw new Error(`sign-up failed: ${JSON.stringify(signedUp.body)}`);
  const me = await graphql<{ me: { teacherProfile: { id: string } | null } }>(
    url,
    token,
    '{ me { teacherProfile { id } } }',
  );
  const profileId = me.body.data?.me.teacherProfile?.id;
  if (!profileId) throw new Error(`no teacher profile: ${JSON.stringify(me.body)}`);
  return { email, token, profileId };
}
