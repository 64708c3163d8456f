/**
 * Change events for subscriptions: one channel per model and kind of change. ChangeFeed keeps them in this process
 * (the embedded database, which only one process opens); SharedChangeFeed (shared-feed.ts) sends them through
 * PostgreSQL to every process and delivers them here through a ChangeFeed.
 */
import { EventEmitter, on } from 'node:events';
import type { Database } from '../../db/connect.ts';
import type { Row } from './repository.ts';

export type ChangeKind = 'create' | 'update' | 'delete';

/**
 * One change as subscriptions see it. An update may carry the stored row as it was (`before`): a subscriber who
 * could read it then and may not now (an announcement no longer sent to her) gets it as a deletion.
 */
export interface Change {
  row: Row;
  before?: Row;
}

/** A change as published, before it reaches any subscriber. */
export interface PublishedChange extends Change {
  model: string;
  kind: ChangeKind;
}

/** What domains publish to and subscriptions listen on. */
export interface ChangeEvents {
  /** Publishes a committed change. */
  publish(model: string, kind: ChangeKind, row: Row, before?: Row): void;
  /**
   * Publishes the changes of a transaction from inside it, just before it commits, so that they are delivered once
   * it commits and never when it rolls back. Returns those the caller must still publish after the commit: a feed
   * that cannot send with the transaction returns them all.
   */
  publishWith(trx: Database, changes: PublishedChange[]): Promise<PublishedChange[]>;
  /** Changes as they happen, until the signal aborts. */
  changes(model: string, kind: ChangeKind, signal: AbortSignal): AsyncGenerator<Change> | AsyncIterable<Change>;
}

export class ChangeFeed implements ChangeEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /**
   * An update that carries the row as it was goes to the update listeners and to the delete listeners too: each
   * of those decides whether the row left its view (resolvers.ts).
   */
  publish(model: string, kind: ChangeKind, row: Row, before?: Row): void {
    this.emitter.emit(`${model}:${kind}`, before ? { row, before } : { row });
    if (kind === 'update' && before) this.emitter.emit(`${model}:delete`, { row, before });
  }

  /** This process cannot see a commit: the caller publishes every change once its transaction has committed. */
  publishWith(_trx: Database, changes: PublishedChange[]): Promise<PublishedChange[]> {
    return Promise.resolve(changes);
  }

  /** Changes as they happen, until the signal aborts. */
  async *changes(model: string, kind: ChangeKind, signal: AbortSignal): AsyncGenerator<Change> {
    try {
      for await (const [change] of on(this.emitter, `${model}:${kind}`, { signal })) yield change as Change;
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  }
}
