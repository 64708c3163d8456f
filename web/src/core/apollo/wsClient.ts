import type { Client } from 'graphql-ws';
import { createClient } from 'graphql-ws';
import { subscribeTokens } from '../auth/tokens';
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
 * The subscription socket (graphql-ws) at ws(s)://{host}/graphql. It connects only while a subscription is active,
 * keeps retrying through offline periods, and reconnects with the current token whenever the tokens change
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
    retryWait: (retries) =>
      new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1_000 * 2 ** retries) + Math.random() * 1_000)),
  });
  subscribeTokens(() => client.terminate());
  return client;
}
