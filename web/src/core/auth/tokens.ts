// The signed-in session as this browser keeps it: the token pair in localStorage (shared by every tab and by the
// GraphQL IDE page), readable claims, and a change signal that also fires when another tab signs in or out.

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

interface AccessClaims {
  sub?: string;
  exp?: number;
}

export const ACCESS_TOKEN_KEY = 'classroom.accessToken';
export const REFRESH_TOKEN_KEY = 'classroom.refreshToken';

const listeners = new Set<() => void>();

function emitChange(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) emitChange();
  });
}

export function getTokens(): TokenPair | null {
  const accessToken = localStorage.getItem(ACCESS_TOKEN_KEY);
  const refreshToken = localStorage.getItem(REFRESH_TOKEN_KEY);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

/** A stable snapshot for useSyncExternalStore: the refresh token names the session. */
export function sessionKey(): string | null {
  return localStorage.getItem(REFRESH_TOKEN_KEY);
}

export function setTokens(pair: TokenPair): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, pair.accessToken);
  localStorage.setItem(REFRESH_TOKEN_KEY, pair.refreshToken);
  emitChange();
}

export function clearTokens(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
  emitChange();
}

export function subscribeTokens(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readClaims(token: string): AccessClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (char) => char.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

/** True when the token is expired or expires within `marginMs` (a token without a readable expiry counts as fresh). */
export function expiresSoon(token: string, marginMs = 60_000): boolean {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' && exp * 1000 - marginMs <= Date.now();
}

/** The signed-in user's id (the access token's subject), used to keep offline changes per user. */
export function currentUserId(): string | null {
  const token = localStorage.getItem(ACCESS_TOKEN_KEY);
  return token ? (readClaims(token)?.sub ?? null) : null;
}
