/**
 * Change events across server processes on one PostgreSQL database (issue 14). Publishing sends a small NOTIFY
 * (model, kind, id, version, and the row as it was when it fits); every process, the publisher included, hears it
 * on its listening connection (db/listener.ts), reads the row once, and hands it to its own subscribers through a
 * ChangeFeed, where each subscription applies the access rules as before.
 *
 * Order and duplicates: a process reads the rows of the notices it has heard in order, one batch at a time, so the
 * rows it reads of one record never go back in version. The row read may be newer than the notice (two updates in
 * quick succession): it delivers that newer row, and later ignores a notice of the same record whose row it has
 * already delivered with the same kind of change. So a subscriber gets each record's changes in order, never the
 * same version twice, and always its latest state; an intermediate version superseded before this process read it
 * is skipped (docs/decisions.md, "Several servers on one PostgreSQL").
 *
 * Nothing lost on a bad day (issue 25): a change that cannot be sent (the database away) is sent again, in order,
 * until it goes; when this process may have missed changes (its listening connection was lost, or the rows of
 * notices it heard could not be read) it says so (`onMissed`), and the server asks its subscribers to catch up
 * (docs/change-feed.md).
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';
import { countChangesMissed, observeChangeDelivered } from '../observability/metrics.ts';
import { models } from './models.ts';
import { ChangeFeed, type Change, type ChangeEvents, type ChangeKind, type PublishedChange } from './pubsub.ts';
import { toApiObject, type Row } from './repository.ts';
import { log, logError } from '../observability/log.ts';

export const changesChannel = 'classroom_changes';

/** A change as it travels: the record's model, kind and id, its version, the row as it was (or where it is kept). */
interface Notice {
  m: string;
  k: ChangeKind;
  id: string;
  v: number;
  b?: Row;
  o?: string;
  /** When it was sent (the sender's clock, ms): the lag to its delivery is measured (change_feed_lag_seconds). */
  t?: number;
}

/** NOTIFY refuses payloads of 8000 bytes or more. */
const noticeLimit = 7_900;
/** Records whose last delivered version is remembered, to drop notices already delivered; the oldest go first. */
const rememberedRecords = 20_000;
/** Sending again after a failure: the first wait, doubled each time up to the longest. */
const firstResendMs = 100;
const longestResendMs = 2_000;

const tableOf = new Map<string, string>(models.map((declaration) => [declaration.name, declaration.table]));

/**
 * Sends changes with `db`: within its transaction when it is one (delivered on commit, in commit order), else at
 * once. A row as it was that does not fit the notice is kept in change_overflow, written first.
 */
export async function sendChanges(db: Database, changes: PublishedChange[]): Promise<void> {
  if (changes.length === 0) return;
  const overflow: { id: string; before: string }[] = [];
  const payloads = changes.map(({ model, kind, row, before }) => {
    const notice: Notice = { m: model, k: kind, id: String(row.id), v: Number(row._version), t: Date.now() };
    if (!before) return JSON.stringify(notice);
    const whole = JSON.stringify({ ...notice, b: before });
    if (Buffer.byteLength(whole) < noticeLimit) return whole;
    const id = randomUUID();
    overflow.push({ id, before: JSON.stringify(before) });
    return JSON.stringify({ ...notice, o: id });
  });
  if (overflow.length > 0) await db.insertInto('change_overflow').values(overflow).execute();
  await sql`select pg_notify(${changesChannel}, payload) from unnest(${payloads}::text[]) as payload`.execute(db);
}

/** Forgets rows as they were that every process has long read (the server runs this hourly). */
export async function pruneChangeOverflow(db: Database): Promise<void> {
  await db
    .deleteFrom('change_overflow')
    .where('createdAt', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
}

export class SharedChangeFeed implements ChangeEvents {
  private readonly local = new ChangeFeed();
  private outbox: PublishedChange[] = [];
  private sending = false;
  private inbox: Notice[] = [];
  private receiving = false;
  /** Per record (`model:id`): the version last delivered and the kinds of change it was delivered as. */
  private readonly delivered = new Map<string, { version: number; kinds: Set<ChangeKind> }>();
  private readonly missedListeners = new Set<(reason: string) => void>();
  private readonly stopping = new AbortController();

  constructor(private readonly db: Database) {}

  /** Called when this process may have missed changes: its subscribers must catch up. Returns the unsubscribe. */
  onMissed(listener: (reason: string) => void): () => void {
    this.missedListeners.add(listener);
    return () => this.missedListeners.delete(listener);
  }

  /** Changes may have been missed (the listening connection was lost and is back, or notices could not be read). */
  missed(reason: string): void {
    log.warn({ reason }, 'change feed: changes may have been missed; subscribers are asked to catch up');
    countChangesMissed();
    for (const listener of this.missedListeners) listener(reason);
  }

  /** Stops sending again what could not be sent (the server is closing). */
  stop(): void {
    this.stopping.abort();
  }

  /** Sends at once, in the order published: what is published while a batch is on its way goes in the next one. */
  publish(model: string, kind: ChangeKind, row: Row, before?: Row): void {
    this.outbox.push(before ? { model, kind, row, before } : { model, kind, row });
    if (!this.sending) void this.send();
  }

  async publishWith(trx: Database, changes: PublishedChange[]): Promise<PublishedChange[]> {
    await sendChanges(trx, changes);
    return [];
  }

  changes(model: string, kind: ChangeKind, signal: AbortSignal): AsyncGenerator<Change> {
    return this.local.changes(model, kind, signal);
  }

  /** A notice heard on the listening connection. */
  receive(payload: string): void {
    try {
      this.inbox.push(JSON.parse(payload) as Notice);
    } catch {
      log.error('change listener: a notice that is not JSON was ignored');
      return;
    }
    if (!this.receiving) void this.deliverHeard();
  }

  /** Sends what was published, in order; a batch the database refused goes again, before anything newer. */
  private async send(): Promise<void> {
    this.sending = true;
    let waitMs = firstResendMs;
    while (this.outbox.length > 0 && !this.stopping.signal.aborted) {
      const batch = this.outbox.splice(0);
      try {
        await sendChanges(this.db, batch);
        waitMs = firstResendMs;
      } catch (error) {
        log.warn({ events: batch.length, err: error }, 'change events not sent yet, sending again');
        this.outbox.unshift(...batch);
        await delay(waitMs, undefined, { signal: this.stopping.signal }).catch(() => undefined);
        waitMs = Math.min(waitMs * 2, longestResendMs);
      }
    }
    this.sending = false;
  }

  private async deliverHeard(): Promise<void> {
    this.receiving = true;
    while (this.inbox.length > 0) {
      const batch = this.inbox.splice(0);
      try {
        const [rows, befores] = await Promise.all([this.rowsOf(batch), this.overflowOf(batch)]);
        for (const notice of batch) this.deliver(notice, rows, befores);
      } catch (error) {
        logError(`${batch.length} change events could not be read`, error);
        this.missed('the changed rows could not be read');
      }
    }
    this.receiving = false;
  }

  /** The current rows of the notices' records, one statement per model. */
  private async rowsOf(batch: Notice[]): Promise<Map<string, Row>> {
    const idsByModel = new Map<string, Set<string>>();
    for (const notice of batch) {
      if (!tableOf.has(notice.m)) continue;
      const ids = idsByModel.get(notice.m) ?? new Set<string>();
      idsByModel.set(notice.m, ids.add(notice.id));
    }
    const rows = new Map<string, Row>();
    await Promise.all(
      [...idsByModel].map(async ([model, ids]) => {
        const result = await sql<Row>`select * from ${sql.table(tableOf.get(model) ?? '')}
          where id = any(${[...ids]}::text[])`.execute(this.db);
        for (const row of result.rows) rows.set(`${model}:${String(row.id)}`, row);
      }),
    );
    return rows;
  }

  private async overflowOf(batch: Notice[]): Promise<Map<string, Row>> {
    const ids = batch.flatMap((notice) => (notice.o ? [notice.o] : []));
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('change_overflow').select(['id', 'before']).where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.id, row.before as Row]));
  }

  private deliver(notice: Notice, rows: Map<string, Row>, befores: Map<string, Row>): void {
    const key = `${notice.m}:${notice.id}`;
    const row = rows.get(key);
    if (!row) return;
    const version = Number(row._version);
    const seen = this.delivered.get(key);
    if (seen && (version < seen.version || (version === seen.version && seen.kinds.has(notice.k)))) return;
    const kinds = seen?.version === version ? seen.kinds : new Set<ChangeKind>();
    this.delivered.delete(key);
    this.delivered.set(key, { version, kinds: kinds.add(notice.k) });
    if (this.delivered.size > rememberedRecords) {
      const oldest = this.delivered.keys().next();
      if (!oldest.done) this.delivered.delete(oldest.value);
    }
    const before = notice.b ?? (notice.o ? befores.get(notice.o) : undefined);
    this.local.publish(notice.m, notice.k, toApiObject(row), before);
    if (notice.t) observeChangeDelivered(notice.t);
  }
}
