/** In-process change events for subscriptions: one channel per model and kind of change. */
import { EventEmitter, on } from 'node:events';
import type { Row } from './repository.ts';

export type ChangeKind = 'create' | 'update' | 'delete';

/** What domains publish to and subscriptions listen on. */
export interface ChangeEvents {
  publish(model: string, kind: ChangeKind, row: Row): void;
  /** Rows as they change, until the signal aborts. */
  changes(model: string, kind: ChangeKind, signal: AbortSignal): AsyncGenerator<Row> | AsyncIterable<Row>;
}

export class ChangeFeed implements ChangeEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(model: string, kind: ChangeKind, row: Row): void {
    this.emitter.emit(`${model}:${kind}`, row);
  }

  /** Rows as they change, until the signal aborts. */
  async *changes(model: string, kind: ChangeKind, signal: AbortSignal): AsyncGenerator<Row> {
    try {
      for await (const [row] of on(this.emitter, `${model}:${kind}`, { signal })) yield row as Row;
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  }
}
