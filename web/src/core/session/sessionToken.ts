// The single-session token of this browser: a timestamp, kept locally and on the teacher profile. When the
// profile's token is not ours, the app is open somewhere else.

const TOKEN_KEY = 'classroom.sessionToken';
/** Set while this window's token is on its way to the profile: a reload in between must claim again, not warn. */
const PENDING_KEY = 'classroom.sessionToken.pending';
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === TOKEN_KEY || event.key === PENDING_KEY) emit();
});

export function localSessionToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function claimInProgress(): boolean {
  return localStorage.getItem(PENDING_KEY) !== null;
}

/** A new token for this window, marked as not yet on the profile. */
export function startClaim(): string {
  const token = String(Date.now());
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(PENDING_KEY, token);
  emit();
  return token;
}

export function finishClaim(): void {
  localStorage.removeItem(PENDING_KEY);
  emit();
}

export function clearLocalSessionToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(PENDING_KEY);
  emit();
}

export function subscribeSessionToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
