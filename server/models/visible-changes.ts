/**
 * The subscriptions of this process, per model (issue 14 point 1, issue 15 point 7). The changes of a model are
 * taken from the feed in the order it gives them, a batch at a time, and the batch is checked against the read rule
 * of every subscriber at once: one statement per batch, one column per distinct rule as applied to its viewer (one
 * teacher's several screens share a column), so a change costs the same whether 5 or 500 screens are open, and no
 * subscriber waits on a statement of its own. Each subscriber is handed the rows it may read, in the feed's order.
 *
 * What a subscriber gets:
 * - create, update: the row, when it may read the row as stored now;
 * - delete: the deleted row, when it may read it; and, for an update that carries the row as it was, a deletion
 *   when it could read the row as it was and may not now (an announcement no longer sent to her): the tombstone of
 *   what it could read.
 */
import { EventEmitter, on } from 'node:events';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/connect.ts';
import type { ModelDeclaration } from './declaration.ts';
import type { Change, ChangeEvents, ChangeKind } from './pubsub.ts';
import { toApiObject, type Row } from './repository.ts';
import { logError } from '../observability/log.ts';

/** PostgreSQL allows 1,664 columns in a select list; rules beyond this many go in a further statement. */
const rulesPerStatement = 500;

interface Subscriber {
  kind: ChangeKind;
  /** The read rule as applied to the subscriber's viewer, and its compiled form (equal rules share a column). */
  readable: RawBuilder<boolean>;
  ruleKey: string;
  /** Hands a row to the subscriber. */
  rows: EventEmitter;
}

interface Queued extends Change {
  kind: ChangeKind;
}

/** Per rule (by key), the ids of the rows it lets its viewers read. */
type Readable = Map<string, Set<string>>;

class ModelSubscriptions {
  readonly subscribers = new Set<Subscriber>();
  private readonly queue: Queued[] = [];
  private working = false;
  private readonly listening = new AbortController();

  constructor(
    private readonly db: Database,
    private readonly model: ModelDeclaration,
    feed: ChangeEvents,
    private readonly counter: { statements: number },
  ) {
    for (const kind of ['create', 'update', 'delete'] as const) void this.take(feed, kind);
  }

  stop(): void {
    this.listening.abort();
  }

  private async take(feed: ChangeEvents, kind: ChangeKind): Promise<void> {
    try {
      for await (const change of feed.changes(this.model.name, kind, this.listening.signal)) {
        // An update that carries the row as it was also reaches the delete channel: it is handled as the update.
        if (kind === 'delete' && change.before) continue;
        this.queue.push({ ...change, kind });
        if (!this.working) void this.work();
      }
    } catch (error) {
      if (!this.listening.signal.aborted) logError(`${this.model.name} changes stopped`, error);
    }
  }

  private async work(): Promise<void> {
    this.working = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0);
      const subscribers = [...this.subscribers];
      try {
        const [now, before] = await Promise.all([
          this.readableNow(batch, subscribers),
          this.readableBefore(batch, subscribers),
        ]);
        for (const change of batch) this.deliver(change, subscribers, now, before);
      } catch (error) {
        // As before: the subscriptions of this model end with the error, and their screens ask again. Only those
        // still listening: an emitter whose listener has gone would throw the error here.
        for (const subscriber of subscribers)
          if (this.subscribers.has(subscriber)) subscriber.rows.emit('error', error);
      }
    }
    this.working = false;
  }

  private deliver(change: Queued, subscribers: Subscriber[], now: Readable, before: Readable): void {
    const id = String(change.row.id);
    for (const subscriber of subscribers) {
      if (!this.subscribers.has(subscriber)) continue;
      const readsNow = now.get(subscriber.ruleKey)?.has(id) === true;
      if (subscriber.kind === change.kind && readsNow && (change.kind !== 'delete' || !change.before)) {
        subscriber.rows.emit('row', change.row);
      } else if (subscriber.kind === 'delete' && change.before && !readsNow) {
        if (before.get(subscriber.ruleKey)?.has(id) !== true) continue;
        const { _version, _lastChangedAt, updatedAt } = change.row;
        subscriber.rows.emit('row', {
          ...toApiObject(change.before),
          _deleted: true,
          _version,
          _lastChangedAt,
          updatedAt,
        });
      }
    }
  }

  /** Which of the batch's rows, as stored now (deleted ones included), each subscriber's rule lets it read. */
  private async readableNow(batch: Queued[], subscribers: Subscriber[]): Promise<Readable> {
    const ids = [...new Set(batch.map((change) => String(change.row.id)))];
    return this.readable(subscribers, (columns) => {
      const table = sql.table(this.model.table);
      return sql`select ${sql.ref('id')}::text as row, ${columns} from ${table}
        where ${sql.ref('id')} = any(${ids}::text[])`;
    });
  }

  /** Which of the rows as they were (the updates' `before`), each delete subscriber's rule let it read. */
  private async readableBefore(batch: Queued[], subscribers: Subscriber[]): Promise<Readable> {
    const befores = batch.flatMap((change) => (change.kind === 'update' && change.before ? [change.before] : []));
    const listeners = subscribers.filter((subscriber) => subscriber.kind === 'delete');
    if (befores.length === 0 || listeners.length === 0) return new Map();
    return this.readable(listeners, (columns) => {
      const table = sql.table(this.model.table);
      return sql`select ${sql.ref('id')}::text as row, ${columns}
        from jsonb_populate_recordset(null::${table}, ${JSON.stringify(befores)}::jsonb) as ${table}`;
    });
  }

  /** Asks the distinct rules of these subscribers of the rows `from` selects, a column each. */
  private async readable(
    subscribers: Subscriber[],
    from: (columns: RawBuilder<unknown>) => RawBuilder<unknown>,
  ): Promise<Readable> {
    const rules = new Map<string, RawBuilder<boolean>>();
    for (const subscriber of subscribers) rules.set(subscriber.ruleKey, subscriber.readable);
    const keys = [...rules.keys()];
    const readable: Readable = new Map(keys.map((key) => [key, new Set<string>()]));
    for (let start = 0; start < keys.length; start += rulesPerStatement) {
      const chunk = keys.slice(start, start + rulesPerStatement);
      const columns = sql.join(chunk.map((key, index) => sql`(${rules.get(key)}) as ${sql.ref(`r${index}`)}`));
      this.counter.statements += 1;
      const result = await sql<Record<string, unknown>>`${from(columns)}`.execute(this.db);
      for (const row of result.rows) {
        chunk.forEach((key, index) => {
          if (row[`r${index}`] === true) readable.get(key)?.add(String(row.row));
        });
      }
    }
    return readable;
  }
}

/** The subscriptions of one process, on its database and change feed. */
export class VisibleChanges {
  private readonly byModel = new Map<string, ModelSubscriptions>();
  private readonly counter = { statements: 0 };

  constructor(
    private readonly db: Database,
    private readonly feed: ChangeEvents,
  ) {}

  /** The access checks run so far (statements), for `npm run bench`: per change, whatever the subscribers. */
  get statementsRun(): number {
    return this.counter.statements;
  }

  /**
   * The rows of the model's changes of this kind that `readable` (the viewer's read rule) lets the subscriber read,
   * from now until the iterator returns.
   */
  subscribe(model: ModelDeclaration, kind: ChangeKind, readable: RawBuilder<boolean>): AsyncIterableIterator<Row> {
    const compiled = readable.compile(this.db);
    const subscriber: Subscriber = {
      kind,
      readable,
      ruleKey: JSON.stringify([compiled.sql, compiled.parameters]),
      rows: new EventEmitter(),
    };
    const closed = new AbortController();
    // Listening starts before the subscriber is added, so no row handed to it is missed.
    const rows = on(subscriber.rows, 'row', { signal: closed.signal });
    let subscriptions = this.byModel.get(model.name);
    if (!subscriptions) {
      subscriptions = new ModelSubscriptions(this.db, model, this.feed, this.counter);
      this.byModel.set(model.name, subscriptions);
    }
    subscriptions.subscribers.add(subscriber);
    const close = () => {
      closed.abort();
      const current = this.byModel.get(model.name);
      if (!current?.subscribers.delete(subscriber) || current.subscribers.size > 0) return;
      current.stop();
      this.byModel.delete(model.name);
    };
    const iterator: AsyncIterableIterator<Row> = {
      next: async () => {
        try {
          const next = await rows.next();
          return next.done ? { done: true, value: undefined } : { done: false, value: (next.value as Row[])[0] };
        } catch (error) {
          // Closed while waiting: the end of the rows, not an error.
          if (closed.signal.aborted) return { done: true, value: undefined };
          close();
          throw error;
        }
      },
      return: () => {
        close();
        return Promise.resolve({ done: true, value: undefined });
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
    return iterator;
  }
}
