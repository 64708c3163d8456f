import type { Client } from 'graphql-ws';
import { createClient } from 'graphql-ws';
import { subscribeTokens } from '../auth/tokens';
import { isOnline, subscribeOnline } from '../offline/online';
import { accessTokenForRequest } from './session';

const connectedListeners = new Set<() => void>();

/**
 * Called each time the subscription socket (re)connects: changes made while it was down were not delivered, and the
 * sync engine asks for them.
 */
export function subscribeWsConnected(listener: () => void): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

/**
 * The wait before the socket's next try: doubling from 1 s to 30 s while the server cannot be reached (plus up to 1 s,
 * so that a server's clients do not all come back at the same moment), cut short when the app comes back online. A
 * teacher back on the network gets her live updates, and what she missed, at once: before, the wait built up while
 * she was offline was served first, up to 30 s (15 s in the two-devices test, after 10 s offline).
 */
export function retryWait(retries: number): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = subscribeOnline(() => {
      if (isOnline()) done();
    });
    const timer = setTimeout(done, Math.min(30_000, 1_000 * 2 ** retries) + Math.random() * 1_000);
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

/**
 * The subscription socket (graphql-ws) at ws(s)://{host}/graphql. It connects only while a subscription is active,
 * keeps retrying through offline periods (retryWait), and reconnects with the current token whenever the tokens change
 * (refresh, sign-in, sign-out): the server reads the token once, in connectionParams.
 */
export function createWsClient(): Client {
  const client = createClient({
    url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: true,
    connectionParams: async () => {
      const token = await accessTokenForRequest().catch(() => null);
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: {
      connected: () => {
        for (const listener of connectedListeners) listener();
      },
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait,
  });
  subscribeTokens(() => client.terminate());
  return client;
}
