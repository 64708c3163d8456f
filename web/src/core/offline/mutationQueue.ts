import type { Modifier, StoreObject } from '@apollo/client/cache';
import type { ApolloCache, ApolloLink, FetchResult, Operation } from '@apollo/client/core';
import { execute, Observable } from '@apollo/client/core';
import type { GraphQLFormattedError } from 'graphql';
import { print } from 'graphql';
import { currentUserId } from '../auth/tokens';
import { SessionExpiredError } from '../apollo/session';
import { httpStatusOf, retryDelayMs } from './failures';
import { newClientMutationId } from './ids';
import { pickFields, planMerge } from './merge';
import { isBrowserOnline, reportServerReachable, reportServerUnreachable, subscribeOnline } from './online';
import { loadQueryParser, parseQueued } from './queryParser';
import type { QueuedMutation } from './queueStore';
import { appendEntry, clearQueue, readQueue, removeEntry, replaceEntries, replaceEntry } from './queueStore';

/** A server answer of CONFLICT for a queued change: the teacher decides, nothing is dropped silently. */
export interface PendingConflict {
  entry: QueuedMutation;
  /** The fields the teacher changed (the mutation input without id and _version). */
  mine: Record<string, unknown>;
  /** The server's current record (the error's extensions.current), when it sent one. */
  current: Record<string, unknown> | null;
  /** The server's version was made by her own account: her other device (or another window). */
  changedBySelf: boolean;
  /**
   * The fields changed on both sides, the only ones she is asked about; null asks about every field she sent
   * (the server sent no record to merge with, or the record was deleted meanwhile).
   */
  fields: string[] | null;
  /** Her other changes, merged without asking: they are sent whatever she chooses for `fields`. */
  merged: string[];
}

/** Per field of `fields`: her value or the server's. */
export type FieldChoice = 'mine' | 'server';

export type ConflictChoice = 'keepMine' | 'useServer' | { fields: Record<string, FieldChoice> };

/** A conflict merged without asking: her changes were sent on top of the server's version. */
export interface MergedChange {
  entry: QueuedMutation;
  current: Record<string, unknown>;
  /** Her fields, sent on top of the server's version. */
  mine: string[];
  /** The fields the server's version had changed, kept. */
  theirs: string[];
  changedBySelf: boolean;
}

/** A queued change the server refused for another reason (e.g. BAD_USER_INPUT) after nobody was waiting for it. */
export interface RejectedChange {
  entry: QueuedMutation;
  errors: readonly GraphQLFormattedError[];
  /** The cache id of the record the change was about, which still shows the refused values. */
  cacheId: string | null;
}

/** The server answered the head change with an HTTP error (a 5xx, …): it is kept and sent again at `retryAt`. */
export interface ServerProblem {
  status: number;
  /** When the next attempt goes out (epoch ms). */
  retryAt: number;
}

type SendOutcome =
  | { kind: 'answered'; result: FetchResult<Record<string, unknown>> }
  | { kind: 'unreachable' }
  /** An HTTP error without a GraphQL answer: the device is online, the server failed. */
  | { kind: 'serverError'; status: number }
  | { kind: 'signedOut' }
  /** The server's idempotency guard (HTTP 409): the same key is still running, or failed and needs a new key. */
  | { kind: 'retry'; newKey: boolean };

interface OfflineOperationContext {
  offline?: boolean;
  optimisticResponse?: unknown;
}

const RETRY_INTERVAL_MS = 10_000;
const LOCK_NAME = 'classroom-offline-queue';

/**
 * The offline mutation queue. Every offline-capable mutation is first written to IndexedDB, then sent; entries are
 * sent in order, one at a time, each with its own Idempotency-Key on every retry, and removed only once the server
 * has answered. While the server cannot be reached the caller gets the optimistic response, and the entry waits
 * for the next chance (back online, start-up, a retry timer). A server that answers with an error (HTTP 5xx) is
 * not offline: the entry is kept and sent again with back-off (2 s, 4 s, … 60 s) until the server answers.
 */
export class MutationQueue {
  private readonly waiters = new Map<string, (result: FetchResult<Record<string, unknown>>) => void>();
  private draining = false;
  private drainAgain = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pending: QueuedMutation[] = [];
  private conflict: { request: PendingConflict; resolve: (choice: ConflictChoice) => void } | null = null;
  private problem: ServerProblem | null = null;
  /** Server errors in a row for the head entry; the back-off grows with it and starts again after an answer. */
  private serverErrors = 0;
  private readonly listeners = new Set<() => void>();
  private readonly rejectedListeners = new Set<(change: RejectedChange) => void>();
  private readonly mergedListeners = new Set<(change: MergedChange) => void>();

  constructor(
    private readonly downstream: ApolloLink,
    private readonly cache: ApolloCache<unknown>,
  ) {}

  /** On start-up: shows the waiting changes again (the cache may have been persisted before them) and sends them. */
  async start(): Promise<void> {
    await this.refresh();
    await this.parserForPending();
    this.applyPendingToCache();
    subscribeOnline(() => {
      if (isBrowserOnline()) void this.drain();
    });
    void this.drain();
  }

  /** After a sign-in: the user's own waiting changes are shown and sent. */
  async resume(): Promise<void> {
    await this.refresh();
    await this.parserForPending();
    this.applyPendingToCache();
    void this.drain();
  }

  /** The parser, when changes wait to be shown: a failed load leaves them unshown here and sent once it loads. */
  private async parserForPending(): Promise<void> {
    if (this.pending.length === 0) return;
    await loadQueryParser().catch((error: unknown) => console.error('The query parser could not be loaded', error));
  }

  async clear(): Promise<void> {
    await clearQueue();
    for (const [id, resolve] of this.waiters) {
      this.waiters.delete(id);
      resolve({ data: null });
    }
    this.conflict?.resolve('useServer');
    this.clearServerProblem();
    await this.refresh();
  }

  /** The link side: queue the mutation and answer with the server's result, or the optimistic one meanwhile. */
  submit(operation: Operation): Observable<FetchResult> {
    return new Observable<FetchResult>((observer) => {
      let active = true;
      this.enqueue(operation).then(
        (result) => {
          if (!active) return;
          observer.next(result);
          observer.complete();
        },
        (error: unknown) => active && observer.error(error),
      );
      return () => {
        active = false;
      };
    });
  }

  // Subscriptions for the UI (useSyncExternalStore): pending count and the conflict waiting for a choice.
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  pendingCount = (): number => this.pending.length;

  currentConflict = (): PendingConflict | null => this.conflict?.request ?? null;

  serverProblem = (): ServerProblem | null => this.problem;

  resolveConflict(choice: ConflictChoice): void {
    const conflict = this.conflict;
    this.conflict = null;
    this.emit();
    conflict?.resolve(choice);
  }

  onRejected(listener: (change: RejectedChange) => void): () => void {
    this.rejectedListeners.add(listener);
    return () => this.rejectedListeners.delete(listener);
  }

  onMerged(listener: (change: MergedChange) => void): () => void {
    this.mergedListeners.add(listener);
    return () => this.mergedListeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private async refresh(): Promise<QueuedMutation[]> {
    const userId = currentUserId();
    const entries = (await readQueue()).filter((entry) => entry.userId === userId);
    this.pending = entries;
    this.emit();
    return entries;
  }

  private async enqueue(operation: Operation): Promise<FetchResult<Record<string, unknown>>> {
    const context = operation.getContext() as OfflineOperationContext;
    const id = newClientMutationId();
    const optimisticResponse = evaluateOptimistic(context.optimisticResponse, operation.variables);
    const entry: QueuedMutation = {
      id,
      idempotencyKey: id,
      userId: currentUserId(),
      operationName: operation.operationName,
      query: print(operation.query),
      variables: operation.variables,
      optimisticResponse,
      base: this.baseOf(operation.variables, optimisticResponse),
      createdAt: Date.now(),
    };
    await appendEntry(entry);
    const answer = new Promise<FetchResult<Record<string, unknown>>>((resolve) => this.waiters.set(id, resolve));
    await this.refresh();
    if (isBrowserOnline()) void this.drain();
    else this.answerWaitersOptimistically();
    return answer;
  }

  private async drain(): Promise<void> {
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = true;
    clearTimeout(this.retryTimer);
    try {
      do {
        this.drainAgain = false;
        await withQueueLock(() => this.drainPass());
      } while (this.drainAgain);
    } finally {
      this.draining = false;
      this.answerWaitersOptimistically();
      // Offline is its own state (the snackbar): the retry waits for the connection, not for the back-off.
      if (this.pending.length === 0 || !isBrowserOnline()) this.clearServerProblem();
      if (this.pending.length > 0) {
        // A back-off still ahead, else the usual interval (also when another tab held the queue this time).
        const backOff = this.problem ? this.problem.retryAt - Date.now() : 0;
        this.retryTimer = setTimeout(() => void this.drain(), backOff > 0 ? backOff : RETRY_INTERVAL_MS);
      }
    }
  }

  private async drainPass(): Promise<void> {
    while (isBrowserOnline()) {
      const [entry] = await this.refresh();
      if (!entry) return;
      const outcome = await this.send(entry);
      if (outcome.kind === 'unreachable') {
        this.clearServerProblem();
        reportServerUnreachable();
        return;
      }
      if (outcome.kind === 'signedOut') return;
      reportServerReachable();
      if (outcome.kind === 'serverError') {
        this.noteServerError(outcome.status);
        return;
      }
      this.clearServerProblem();
      if (outcome.kind === 'retry') {
        if (!outcome.newKey) return;
        await replaceEntry({ ...entry, idempotencyKey: newClientMutationId() });
        continue;
      }
      const keepGoing = await this.settle(entry, outcome.result);
      if (!keepGoing) return;
    }
  }

  private async send(entry: QueuedMutation): Promise<SendOutcome> {
    // The parser's file not reachable is the server not reachable: the entry waits for the next pass.
    if (
      !(await loadQueryParser().then(
        () => true,
        () => false,
      ))
    )
      return { kind: 'unreachable' };
    return new Promise<SendOutcome>((resolve) => {
      let last: FetchResult<Record<string, unknown>> | undefined;
      execute(this.downstream, {
        query: parseQueued(entry.query),
        variables: entry.variables,
        operationName: entry.operationName,
        context: { headers: { 'Idempotency-Key': entry.idempotencyKey } },
      }).subscribe({
        next: (result) => {
          last = result as FetchResult<Record<string, unknown>>;
        },
        error: (error: unknown) => resolve(classifyFailure(error)),
        complete: () => resolve(last ? { kind: 'answered', result: last } : { kind: 'unreachable' }),
      });
    });
  }

  /** Acts on the server's answer for the head entry; false stops this pass. */
  private async settle(entry: QueuedMutation, result: FetchResult<Record<string, unknown>>): Promise<boolean> {
    const errors = result.errors ?? [];
    if (errors.length === 0) {
      await removeEntry(entry.id);
      await this.rebaseFollowers(entry, result.data);
      this.deliver(entry, result);
      return true;
    }
    if (errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) return false;

    const conflict = errors.find((error) => error.extensions?.code === 'CONFLICT');
    if (conflict) {
      this.answerWaitersOptimistically();
      const current = asRecord(conflict.extensions?.current);
      await this.settleConflict(entry, current, conflict.extensions?.changedBySelf === true);
      return true;
    }

    await removeEntry(entry.id);
    const waiter = this.waiters.get(entry.id);
    if (waiter) {
      this.waiters.delete(entry.id);
      waiter(result);
    } else {
      const record = rootRecord(entry.optimisticResponse);
      const cacheId = (record && this.cache.identify(record as StoreObject)) ?? null;
      for (const listener of this.rejectedListeners) listener({ entry, errors, cacheId });
    }
    return true;
  }

  /**
   * The server holds a newer version of the record. Her changes to fields the other version did not touch are sent
   * again on top of it without asking (and she is told); she is asked only about fields changed on both sides.
   */
  private async settleConflict(
    entry: QueuedMutation,
    current: Record<string, unknown> | null,
    changedBySelf: boolean,
  ): Promise<void> {
    const mine = changedFields(entry.variables);
    const version = current?._version;
    if (!current || typeof version !== 'number' || current._deleted === true) {
      const choice = await this.askTeacher({ entry, mine, current, changedBySelf, fields: null, merged: [] });
      if (choice === 'keepMine' && current && typeof version === 'number') {
        await this.resend(entry, current, version, mine);
        return;
      }
      await removeEntry(entry.id);
      if (current) this.writeServerRecord(entry, current);
      return;
    }
    const plan = planMerge(entry.base ?? null, mine, current);
    let send = plan.send;
    if (plan.conflicting.length === 0) {
      if (Object.keys(send).length > 0) {
        const merged: MergedChange = { entry, current, mine: Object.keys(send), theirs: plan.theirs, changedBySelf };
        for (const listener of this.mergedListeners) listener(merged);
      }
    } else {
      const choice = await this.askTeacher({
        entry,
        mine,
        current,
        changedBySelf,
        fields: plan.conflicting,
        merged: Object.keys(plan.send),
      });
      const kept = plan.conflicting.filter((field) => keepsMine(choice, field));
      send = { ...plan.send, ...pickFields(mine, kept) };
    }
    if (Object.keys(send).length === 0) {
      await removeEntry(entry.id);
      this.writeServerRecord(entry, current);
      return;
    }
    await this.resend(entry, current, version, send);
  }

  /**
   * Her changes again, on top of the server's version: a new request (another _version), so a new key; that
   * version is the base a further conflict is merged against.
   */
  private async resend(
    entry: QueuedMutation,
    current: Record<string, unknown>,
    version: number,
    fields: Record<string, unknown>,
  ): Promise<void> {
    const input = inputOf(entry.variables);
    await replaceEntry({
      ...entry,
      idempotencyKey: newClientMutationId(),
      variables: input
        ? { ...entry.variables, input: { id: input.id, _version: version, ...fields } }
        : entry.variables,
      base: pickFields(current, Object.keys(fields)),
    });
  }

  /**
   * An update's base (QueuedMutation.base): an earlier waiting change to the same record keeps its base (the cache
   * already shows that change as if confirmed); other fields come from the cache's confirmed record.
   */
  private baseOf(
    variables: Record<string, unknown>,
    optimisticResponse: Record<string, unknown> | null,
  ): Record<string, unknown> | null {
    const input = inputOf(variables);
    if (typeof input?.id !== 'string' || typeof input._version !== 'number') return null;
    const earlier = this.pending.find((candidate) => inputOf(candidate.variables)?.id === input.id && candidate.base);
    const record = rootRecord(optimisticResponse);
    const cacheId = record ? this.cache.identify(record as StoreObject) : undefined;
    const confirmed = cacheId ? asRecord(asRecord(this.cache.extract(false))?.[cacheId]) : null;
    return { ...pickFields(confirmed ?? {}, Object.keys(changedFields(variables))), ...earlier?.base };
  }

  private noteServerError(status: number): void {
    this.serverErrors += 1;
    this.problem = { status, retryAt: Date.now() + retryDelayMs(this.serverErrors) };
    this.emit();
  }

  private clearServerProblem(): void {
    this.serverErrors = 0;
    if (!this.problem) return;
    this.problem = null;
    this.emit();
  }

  private askTeacher(request: PendingConflict): Promise<ConflictChoice> {
    return new Promise<ConflictChoice>((resolve) => {
      this.conflict = { request, resolve };
      this.emit();
    });
  }

  /** The result goes to whoever is waiting for it; with nobody waiting (a replay) it is written to the cache. */
  private deliver(entry: QueuedMutation, result: FetchResult<Record<string, unknown>>): void {
    const waiter = this.waiters.get(entry.id);
    if (waiter) {
      this.waiters.delete(entry.id);
      waiter(result);
      return;
    }
    if (result.data) this.writeMutationResult(entry, result.data);
  }

  private answerWaitersOptimistically(): void {
    for (const [id, resolve] of this.waiters) {
      const entry = this.pending.find((candidate) => candidate.id === id);
      this.waiters.delete(id);
      resolve({ data: entry?.optimisticResponse ?? null });
    }
  }

  private applyPendingToCache(): void {
    for (const entry of this.pending) {
      if (entry.optimisticResponse) this.writeMutationResult(entry, entry.optimisticResponse);
    }
  }

  private writeMutationResult(entry: QueuedMutation, data: Record<string, unknown>): void {
    try {
      this.cache.write({
        dataId: 'ROOT_MUTATION',
        query: parseQueued(entry.query),
        variables: entry.variables,
        result: data,
      });
    } catch (error) {
      console.error('A queued change could not be written to the cache', error);
    }
  }

  /** 'Use server version': the server's record replaces what the app showed. */
  private writeServerRecord(entry: QueuedMutation, current: Record<string, unknown>): void {
    const typename =
      typeof current.__typename === 'string' ? current.__typename : rootRecord(entry.optimisticResponse)?.__typename;
    if (typeof typename !== 'string') return;
    const id = this.cache.identify({ ...current, __typename: typename });
    if (!id) return;
    const fields: Record<string, Modifier<unknown>> = {};
    for (const [field, value] of Object.entries(current)) {
      if (field !== '__typename' && field !== 'id') fields[field] = () => value;
    }
    this.cache.modify({ id, fields });
  }

  /** Later changes to the record just written were made on top of it: they follow its new _version. */
  private async rebaseFollowers(
    entry: QueuedMutation,
    data: Record<string, unknown> | null | undefined,
  ): Promise<void> {
    const record = rootRecord(data);
    if (!record || typeof record.id !== 'string' || typeof record._version !== 'number') return;
    const version = record._version;
    const followers = this.pending
      .filter((candidate) => candidate.id !== entry.id && inputOf(candidate.variables)?.id === record.id)
      .map((candidate) => ({ ...candidate, variables: withVersion(candidate.variables, version) }));
    if (followers.length > 0) await replaceEntries(followers);
  }
}

function classifyFailure(error: unknown): SendOutcome {
  if (error instanceof SessionExpiredError) return { kind: 'signedOut' };
  const status = httpStatusOf(error) ?? 0;
  const result = typeof error === 'object' && error !== null && 'result' in error ? asRecord(error.result) : null;
  const errors = result && Array.isArray(result.errors) ? (result.errors as GraphQLFormattedError[]) : null;
  if (status === 409 && errors) {
    // Not a record conflict (those come with extensions.current, as a GraphQL answer): the key's earlier attempt
    // failed without writing (resend under a new key) or is still running (try again later, same key).
    const [first] = errors;
    const newKey = first?.extensions?.retryWithNewKey === true || /new key/i.test(first?.message ?? '');
    return { kind: 'retry', newKey };
  }
  if (status >= 400 && status < 500 && errors) return { kind: 'answered', result: { errors } };
  if (status === 401 || status === 403) return { kind: 'signedOut' };
  // Any other HTTP status is still an answer: the device is online and the server could not take the change.
  if (status > 0) return { kind: 'serverError', status };
  return { kind: 'unreachable' };
}

function evaluateOptimistic(value: unknown, variables: Record<string, unknown>): Record<string, unknown> | null {
  const ignore = {};
  const data =
    typeof value === 'function'
      ? (value as (vars: unknown, helpers: unknown) => unknown)(variables, { IGNORE: ignore })
      : value;
  return data === ignore ? null : asRecord(data);
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function rootRecord(data: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  const [first] = Object.values(data ?? {});
  return asRecord(first);
}

function inputOf(variables: Record<string, unknown>): Record<string, unknown> | null {
  return asRecord(variables.input);
}

function changedFields(variables: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, _version: _v, ...changes } = inputOf(variables) ?? variables;
  return changes;
}

function keepsMine(choice: ConflictChoice, field: string): boolean {
  if (typeof choice === 'object') return choice.fields[field] !== 'server';
  return choice === 'keepMine';
}

function withVersion(variables: Record<string, unknown>, version: number): Record<string, unknown> {
  const input = inputOf(variables);
  return input ? { ...variables, input: { ...input, _version: version } } : variables;
}

/** One tab at a time replays the shared queue (the Idempotency-Key still guards against a double send). */
async function withQueueLock(task: () => Promise<void>): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  await navigator.locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (lock) await task();
  });
}
