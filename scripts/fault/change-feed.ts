/**
 * A plain graphql-ws client that follows one model's changes and loses none (docs/change-feed.md): it subscribes
 * to the model's create, update and delete events, and on every (re)connect it asks `sync<Plural>(lastSync)` for
 * what changed since its checkpoint, page by page; the checkpoint is the `startedAt` of its last complete run (the
 * server already dates it a minute early). The server closes the socket with 1012 ("Service Restart") when its
 * process may have missed changes; graphql-ws reconnects by itself after that code, and the catch-up follows.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface ChangeRecord {
  id: string;
  _version: number;
}

export type ChangeSource = 'event' | 'catch-up';

export interface ChangeFeedOptions<T extends ChangeRecord> {
  /** The server's address, http(s):// or ws(s)://; `/graphql` is added. */
  url: string;
  /** The access token sent in `connectionParams.authorization`. */
  token: string;
  /** The model's type name and its plural as the schema spells them: `TeacherActivity`, `TeacherActivities`. */
  typename: string;
  plural: string;
  /** The fields asked for each record; `id _version` at least. */
  fields: string;
  onRecord: (record: T, source: ChangeSource) => void;
  /** After each complete catch-up run: how many records it brought. */
  onCaughtUp?: (records: number) => void;
  /** Each time the socket closes, with its close code. */
  onClosed?: (code: number) => void;
}

export interface ChangeFeed {
  client: Client;
  /** Resolves after the first connection's catch-up run. */
  ready: Promise<void>;
  /** The last complete run's startedAt (ms): what the next catch-up asks from. */
  checkpoint(): number | null;
  dispose(): Promise<void>;
}

/** A subscription ended with an error (the database away) is opened again after this long, then caught up. */
const resubscribeMs = 1_000;

/** One GraphQL operation over the client's socket, answered once. */
function request<T>(client: Client, query: string, variables: Record<string, unknown>): Promise<T> {
  return new Promise((resolve, reject) => {
    let result: T | undefined;
    client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          if (value.errors?.length) reject(new Error(value.errors.map((error) => error.message).join('; ')));
          else if (value.data) result = value.data;
        },
        error: reject,
        complete: () => (result === undefined ? reject(new Error('no answer')) : resolve(result)),
      },
    );
  });
}

export function followChanges<T extends ChangeRecord>(options: ChangeFeedOptions<T>): ChangeFeed {
  const { typename, plural, fields } = options;
  let checkpoint: number | null = null;
  let running = false;
  let runAgain = false;
  let disposed = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const timers = new Set<NodeJS.Timeout>();

  const client = createClient({
    url: `${options.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${options.token}` },
    lazy: false,
    // A server that does not answer the handshake (its database stalled) is tried again, as is one that is down.
    connectionAckWaitTimeout: 5_000,
    keepAlive: 5_000,
    retryAttempts: Infinity,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** retries, 2_000))),
    shouldRetry: () => true,
    onNonLazyError: () => undefined,
    on: {
      connected: () => catchUp(),
      closed: (event) => options.onClosed?.((event as { code?: number }).code ?? 0),
    },
  });

  const syncQuery = `query ($lastSync: Float, $nextToken: String) {
    sync${plural}(lastSync: $lastSync, nextToken: $nextToken) { items { ${fields} } nextToken startedAt } }`;

  /** Every page since the checkpoint; the checkpoint moves only when the whole run has come. */
  async function run(): Promise<void> {
    let startedAt: number | null = null;
    let nextToken: string | null = null;
    let records = 0;
    do {
      const page: { items: T[]; nextToken: string | null; startedAt: number | null } = (
        await request<Record<string, { items: T[]; nextToken: string | null; startedAt: number | null }>>(
          client,
          syncQuery,
          { lastSync: checkpoint, nextToken },
        )
      )[`sync${plural}`];
      startedAt ??= page.startedAt;
      for (const record of page.items) options.onRecord(record, 'catch-up');
      records += page.items.length;
      nextToken = page.nextToken;
    } while (nextToken);
    checkpoint = startedAt;
    options.onCaughtUp?.(records);
  }

  /** One run at a time; a reconnect during a run asks for another after it. A failed run is retried. */
  function catchUp(): void {
    if (disposed) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = true;
    run().then(
      () => {
        running = false;
        markReady();
        if (runAgain) {
          runAgain = false;
          catchUp();
        }
      },
      () => {
        running = false;
        runAgain = false;
        later(catchUp);
      },
    );
  }

  function later(work: () => void): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!disposed) work();
    }, resubscribeMs);
    timers.add(timer);
  }

  function follow(kind: 'Create' | 'Update' | 'Delete'): void {
    const field = `on${kind}${typename}`;
    client.subscribe<Record<string, T>>(
      { query: `subscription { ${field} { ${fields} } }` },
      {
        next: (value) => {
          const record = value.data?.[field];
          if (record) options.onRecord(record, 'event');
        },
        // Ended by the server with an error: follow again, and catch up on what passed meanwhile.
        error: () =>
          later(() => {
            follow(kind);
            catchUp();
          }),
        complete: () => undefined,
      },
    );
  }
  for (const kind of ['Create', 'Update', 'Delete'] as const) follow(kind);

  return {
    client,
    ready,
    checkpoint: () => checkpoint,
    dispose: async () => {
      disposed = true;
      for (const timer of timers) clearTimeout(timer);
      await client.dispose();
    },
  };
}
