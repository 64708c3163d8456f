import { print } from 'graphql';
import { messages } from '../../../../server/domain/validators.ts';
import type { RefreshSessionMutation } from '../../gql/graphql';
import { RefreshSessionDocument } from '../auth/operations';
import { expiresSoon, getTokens, setTokens } from '../auth/tokens';

/** The refresh token was refused: the session is over and the user must sign in again. */
export class SessionExpiredError extends Error {
  constructor() {
    super(messages.sessionEnded);
    this.name = 'SessionExpiredError';
  }
}

const expiredListeners = new Set<() => void>();

export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

let inFlight: Promise<string> | null = null;

/**
 * Exchanges the stored refresh token for a new pair, once however many requests ask at the same time (and once
 * across tabs: the refresh token rotates, so a second tab must pick up the first tab's new pair instead).
 * A network failure rejects with that failure and keeps the session; a refusal ends the session.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= withRefreshLock(exchangeRefreshToken).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The access token to send now: refreshed first when it is expired or about to expire. */
export async function accessTokenForRequest(): Promise<string | null> {
  const tokens = getTokens();
  if (!tokens) return null;
  if (!expiresSoon(tokens.accessToken)) return tokens.accessToken;
  try {
    return await refreshAccessToken();
  } catch (error) {
    if (error instanceof SessionExpiredError) throw error;
    return tokens.accessToken;
  }
}

async function exchangeRefreshToken(): Promise<string> {
  const tokens = getTokens();
  if (!tokens) throw new SessionExpiredError();
  if (!expiresSoon(tokens.accessToken)) return tokens.accessToken;

  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      operationName: 'RefreshSession',
      query: print(RefreshSessionDocument),
      variables: { refreshToken: tokens.refreshToken },
    }),
  });
  if (response.status >= 500) throw new Error(`The server answered ${response.status}`);
  const body = (await response.json()) as { data?: RefreshSessionMutation | null };
  const pair = body.data?.refreshSession;
  if (pair) {
    setTokens(pair);
    return pair.accessToken;
  }
  const latest = getTokens();
  if (latest && latest.refreshToken !== tokens.refreshToken) return latest.accessToken;
  for (const listener of expiredListeners) listener();
  throw new SessionExpiredError();
}

async function withRefreshLock(task: () => Promise<string>): Promise<string> {
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  return navigator.locks.request('classroom-token-refresh', task);
}
