/** In-process change events for subscriptions: one channel per model and kind of change. */
import { EventEmitter, on } from 'node:events';
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

/** What domains publish to and subscriptions listen on. */
export interface ChangeEvents {
  publish(model: string, kind: ChangeKind, row: Row, before?: Row): void;
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

  /** Changes as they happen, until the signal aborts. */
  async *changes(model: string, kind: ChangeKind, signal: AbortSignal): AsyncGenerator<Change> {
    try {
      for await (const [change] of on(this.emitter, `${model}:${kind}`, { signal })) yield change as Change;
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  }
}
