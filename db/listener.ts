/**
 * PostgreSQL LISTEN on one dedicated connection (a pooled one would be reused by queries or closed), kept alive:
 * when the connection dies (the server restarts, an administrator terminates the backend, the network drops or
 * stalls) it connects again with a growing back-off and listens again. Notifications sent while it is away are
 * lost: NOTIFY keeps none for a session that is not listening. So each time it listens again it says so
 * (`onRelisten`), and the server tells its subscribers to catch up (docs/change-feed.md).
 */
import pg from 'pg';
import { reportWarning } from './observers.ts';

export type NotificationHandler = (payload: string) => void;

/** How the connection names itself in pg_stat_activity, so that an operator (or a test) can find it. */
export const listenerApplicationName = 'classroom-listener';

const firstRetryMs = 100;
/** The database back, the listener is back within this long (issue 25: serving again within 5 s). */
const maxRetryMs = 2_000;
/** A connection that died without a word (a dropped or stalled network) is found by a query that fails. */
const heartbeatMs = 10_000;
/** How long connecting, and the heartbeat's query, may take before the connection counts as dead. */
const answerWithinMs = 3_000;

export interface Listener {
  /** Resolves once the first LISTEN is in place. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Called each time LISTEN is in place again after the connection was lost (not the first time). */
  onRelisten?: () => void;
}

export function listen(
  databaseUrl: string,
  handlers: Record<string, NotificationHandler>,
  options: ListenOptions = {},
): Listener {
  const channels = Object.keys(handlers);
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = firstRetryMs;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let listenedBefore = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const reconnectLater = (dead: pg.Client) => {
    if (client !== dead || closed) return;
    client = undefined;
    clearInterval(heartbeat);
    dead.end().catch(() => undefined);
    retry = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  async function connect(): Promise<void> {
    const candidate = new pg.Client({
      connectionString: databaseUrl,
      application_name: listenerApplicationName,
      keepAlive: true,
      connectionTimeoutMillis: answerWithinMs,
      query_timeout: answerWithinMs,
    });
    client = candidate;
    candidate.on('error', (error) => {
      reportWarning('change listener: connection lost, reconnecting', error);
      reconnectLater(candidate);
    });
    candidate.on('end', () => reconnectLater(candidate));
    candidate.on('notification', (message) => {
      const handler = handlers[message.channel];
      if (handler && message.payload !== undefined) handler(message.payload);
    });
    try {
      await candidate.connect();
      // One statement, so that pg_stat_activity shows the LISTEN as its last query once every channel listens.
      await candidate.query(channels.map((channel) => `LISTEN ${pg.escapeIdentifier(channel)}`).join('; '));
      if (closed) {
        await candidate.end();
        return;
      }
      retryMs = firstRetryMs;
      heartbeat = setInterval(() => {
        candidate.query('select 1').catch(() => reconnectLater(candidate));
      }, heartbeatMs);
      heartbeat.unref();
      markReady();
      if (listenedBefore) options.onRelisten?.();
      listenedBefore = true;
    } catch (error) {
      if (!closed) reportWarning('change listener: cannot listen yet, retrying', error);
      reconnectLater(candidate);
    }
  }

  void connect();
  return {
    ready,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      await client?.end().catch(() => undefined);
    },
  };
}
