import { useSyncExternalStore } from 'react';
import { getTokens, subscribeTokens } from '../../app/auth/tokens';

const accessToken = () => getTokens()?.accessToken ?? null;

/**
 * The address an <img> can load: stored files (`/files/…`) that are not public need the signed-in user's access
 * token, which an <img> can only send in the query. Other addresses are returned as they are.
 */
export function useFileUrl(url: string): string {
  const token = useSyncExternalStore(subscribeTokens, accessToken, () => null);
  if (!token || !url.startsWith('/files/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(token)}`;
}
