/** Counts SQL statements per request (AsyncLocalStorage), for the N+1 tests and the benchmark. */
import { AsyncLocalStorage } from 'node:async_hooks';

const counter = new AsyncLocalStorage<{ statements: number }>();

export function countStatement(): void {
  const store = counter.getStore();
  if (store) store.statements += 1;
}

export function withStatementCount<T>(run: () => T): { result: T; count: () => number } {
  const store = { statements: 0 };
  const result = counter.run(store, run);
  return { result, count: () => store.statements };
}
