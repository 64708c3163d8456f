import type { NormalizedCacheObject } from '@apollo/client/core';
import { ApolloClient, ApolloLink, HttpLink, split } from '@apollo/client/core';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { createOfflineLink } from '../offline/offlineLink';
import { MutationQueue } from '../offline/mutationQueue';
import { SyncedCache } from '../sync/syncedCache';
import { createAuthLink } from './authLink';
import { typePolicies } from './cachePolicies';
import type { AppCachePersistor } from './persist';
import { createPersistedCache } from './persist';
import { createWsClient } from './wsClient';

export interface AppData {
  client: ApolloClient<NormalizedCacheObject>;
  persistor: AppCachePersistor;
  queue: MutationQueue;
}

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Builds the Apollo client: [offline queue] → [auth + silent refresh] → subscriptions over graphql-ws, everything
 * else over HTTP POST /graphql (no batching). The cache is restored from IndexedDB before it is returned, and
 * the changes still waiting in the offline queue are shown again and sent.
 */
export async function createAppData(): Promise<AppData> {
  const cache = new SyncedCache({ typePolicies, possibleTypes: { ShopItem: ['Product', 'ProductBundle'] } });
  const { persistor, restore, restored } = createPersistedCache(cache);
  const restoredOnTime = await restore();
  window.addEventListener('pagehide', () => void persistor.persist());

  const transport = split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
    },
    new GraphQLWsLink(createWsClient()),
    new HttpLink({ uri: '/graphql', fetch: fetchWithTimeout }),
  );
  const downstream = ApolloLink.from([createAuthLink(), transport]);
  const queue = new MutationQueue(downstream, cache);
  const client = new ApolloClient({
    cache,
    link: ApolloLink.from([createOfflineLink(queue), downstream]),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
    },
  });
  await queue.start();
  // Saved data that landed after start-up replaced the waiting changes the queue had shown: show them again.
  if (!restoredOnTime) void restored.then(() => queue.resume());
  return { client, persistor, queue };
}

/** A request the server never answers counts as a network failure (the offline queue keeps the change). */
function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  init?.signal?.addEventListener('abort', () => controller.abort());
  return fetch(input, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
}
