import type { ApolloClient, NormalizedCacheObject, ObservableSubscription } from '@apollo/client/core';
import type { DocumentNode } from 'graphql';
import { subscribeWsConnected } from '../apollo/wsClient';
import { httpStatusOf, isNoAnswer, isServerFailure, retryDelayMs } from '../offline/failures';
import type { MutationQueue } from '../offline/mutationQueue';
import { isOnline, subscribeOnline } from '../offline/online';
import type { ChangeKind, ModelDocuments, SyncConnection, SyncedRecord } from './documents';
import { MODEL_DOCUMENTS, SYNC_PAGE_SIZE, fragmentOf, startedAtQuery } from './documents';
import { listField, syncField } from './models';
import type { SyncedModel } from './models';

/** A change subscription the server ended with an error is opened again after this long. */
const RESUBSCRIBE_MS = 2_000;

/** Asks only when the model's last complete run started: the store itself need not be complete to answer it. */
const startedAtDocuments = new Map<SyncedModel, DocumentNode>(
  MODEL_DOCUMENTS.map(({ model }) => [model, startedAtQuery(model)]),
);

/**
 * Keeps the teacher's synced store (storePolicies.ts) up to date while she is signed in (000 section 3, 001
 * section 7): on start and on every reconnect it asks each synced model for the records changed since its last
 * complete run (`sync<Plural>(lastSync)`, deleted ones included), and between runs it follows every model's
 * create, update and delete events. Whatever changed, the model's lists are dropped from the cache so the open
 * screens read them again at once: from the store, and from the server when they ask it.
 */
export class SyncEngine {
  private stopped = false;
  private running = false;
  private runAgain = false;
  private readonly subscriptions = new Map<string, ObservableSubscription>();
  private readonly cleanups: (() => void)[] = [];
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  /** Runs in a row that the server could not answer (the database away): the next waits longer. */
  private failedRuns = 0;

  constructor(
    private readonly client: ApolloClient<NormalizedCacheObject>,
    private readonly queue: MutationQueue,
  ) {}

  start(): void {
    for (const documents of MODEL_DOCUMENTS) {
      for (const change of documents.changes) this.follow(documents, change.kind, change.document);
    }
    let wasOnline = isOnline();
    this.cleanups.push(
      subscribeOnline(() => {
        const online = isOnline();
        if (online && !wasOnline) this.requestSync();
        wasOnline = online;
      }),
      subscribeWsConnected(() => this.requestSync()),
    );
    this.requestSync();
  }

  stop(): void {
    this.stopped = true;
    for (const subscription of this.subscriptions.values()) subscription.unsubscribe();
    this.subscriptions.clear();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** One run at a time; a reconnect during a run asks for another one after it. */
  requestSync(): void {
    if (this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = true;
    void this.syncAll().finally(() => {
      this.running = false;
      if (this.runAgain && !this.stopped) {
        this.runAgain = false;
        this.requestSync();
      }
    });
  }

  private async syncAll(): Promise<void> {
    if (!isOnline()) return;
    let serverAway = false;
    await Promise.all(
      MODEL_DOCUMENTS.map((documents) =>
        this.syncModel(documents).catch((error: unknown) => {
          // Offline again, or refused: the next reconnect asks again from the same point.
          console.warn(`${documents.model.typename} could not be synced`, error);
          serverAway ||= isServerAway(error);
        }),
      ),
    );
    this.failedRuns = serverAway ? this.failedRuns + 1 : 0;
    // The server answered 5xx or not at all (its database away, a restart): changes it has may never come as
    // events, so the run is asked again, with back-off, until it completes (docs/change-feed.md).
    if (serverAway && !this.stopped) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.requestSync();
      }, retryDelayMs(this.failedRuns));
      this.timers.add(timer);
    }
  }

  private lastSync(model: SyncedModel): number | null {
    const data = this.client.cache.readQuery<Record<string, { startedAt?: number | null } | undefined>>({
      query: startedAtDocuments.get(model) ?? startedAtQuery(model),
    });
    return data?.[syncField(model)]?.startedAt ?? null;
  }

  /** Every page of what changed since the last complete run, written to the store at once when all have come. */
  private async syncModel({ model, sync }: ModelDocuments): Promise<void> {
    const field = syncField(model);
    const lastSync = this.lastSync(model);
    const items: SyncedRecord[] = [];
    let startedAt: number | null = null;
    let nextToken: string | null = null;
    do {
      const result: { data: Record<string, SyncConnection> } = await this.client.query({
        query: sync,
        variables: { lastSync, limit: SYNC_PAGE_SIZE, nextToken },
        fetchPolicy: 'no-cache',
      });
      if (this.stopped) return;
      const page: SyncConnection | undefined = result.data[field];
      if (!page) return;
      startedAt ??= page.startedAt;
      items.push(...page.items);
      nextToken = page.nextToken;
    } while (nextToken);
    this.client.cache.writeQuery({
      query: sync,
      data: { [field]: { __typename: `Model${model.typename}Connection`, items, nextToken: null, startedAt } },
    });
    // Lists already shown are read again from what came; not while changes made offline still wait to be sent:
    // their records are in those lists and the store, but a list the server gives again lacks them until they are
    // sent (the screens reload once the queue is empty).
    if (items.length > 0 && this.queue.pendingCount() === 0) this.dropLists(model);
  }

  private follow(documents: ModelDocuments, kind: ChangeKind, document: ModelDocuments['changes'][number]['document']) {
    if (this.stopped) return;
    const key = `${documents.model.typename}:${kind}`;
    const subscription = this.client.subscribe({ query: document, fetchPolicy: 'no-cache' }).subscribe({
      next: ({ data }) => {
        const record = data?.[`on${kind}${documents.model.typename}`];
        if (record && !this.stopped) this.apply(documents, kind, record);
      },
      error: (error: unknown) => {
        console.warn(`${key} events stopped`, error);
        this.subscriptions.delete(key);
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.follow(documents, kind, document);
          // Changes made while the events were not followed.
          this.requestSync();
        }, RESUBSCRIBE_MS);
        this.timers.add(timer);
      },
    });
    this.subscriptions.set(key, subscription);
  }

  /** One change event: into the normalised record and the store, and the model's lists are read again. */
  private apply({ model, sync }: ModelDocuments, kind: ChangeKind, record: SyncedRecord): void {
    const written = { ...record, __typename: model.typename, ...(kind === 'Delete' ? { _deleted: true } : {}) };
    if (this.lastSync(model) === null) {
      // No complete run yet: the store must not look complete with this one record in it.
      this.client.cache.writeFragment({
        fragment: fragmentOf(model),
        fragmentName: `Synced${model.typename}`,
        data: written,
      });
    } else {
      const connection = {
        __typename: `Model${model.typename}Connection`,
        items: [written],
        nextToken: null,
        startedAt: null,
      };
      this.client.cache.writeQuery({ query: sync, data: { [syncField(model)]: connection } });
    }
    this.dropLists(model);
  }

  private dropLists(model: SyncedModel): void {
    this.client.cache.evict({ id: 'ROOT_QUERY', fieldName: listField(model) });
  }
}

/** A failure that says the server could not answer now (HTTP 5xx, or no answer), as opposed to a refusal. */
function isServerAway(error: unknown): boolean {
  const cause =
    typeof error === 'object' && error !== null && 'networkError' in error ? (error.networkError ?? error) : error;
  return isServerFailure(httpStatusOf(cause)) || isNoAnswer(cause);
}
