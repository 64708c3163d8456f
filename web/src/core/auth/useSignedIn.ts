import { useSyncExternalStore } from 'react';
import { sessionKey, subscribeTokens } from './tokens';

/**
 * Whether this browser holds a session (its tokens), without the app's data layer: the public site's light pages
 * decide with it whether to load the app (AppTier) for a signed-in user.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeTokens, sessionKey, () => null) !== null;
}
