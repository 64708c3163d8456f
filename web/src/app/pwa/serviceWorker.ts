// The app's service worker, registered for the people who use the app offline (issue 28): its install precaches the
// teacher app (some 1.5 MB), which a visitor of the public site must not pay for on her prepaid data. So it is
// registered only once someone is signed in, opens a signed-in area, or already has it (a signed-out reload of a
// teacher's device keeps its worker, its offline app and its update checks). workbox-window; production builds only.
import { Workbox } from 'workbox-window';
import { whenIdle } from '../../core/idle';
import { isOnline } from '../../core/offline/online';

const UPDATE_CHECK_MS = 10_000;
const signedInAreas = ['/app', '/admin'];

/** Whether the address is in a signed-in area (the teacher app, the admin area), whose users want it offline. */
export function inSignedInArea(pathname: string): boolean {
  return signedInAreas.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function serviceWorkerSupported(): boolean {
  return import.meta.env.PROD && 'serviceWorker' in navigator;
}

/** Whether this browser already has the app's worker (installed on an earlier visit, signed in then). */
export async function hasServiceWorker(): Promise<boolean> {
  if (!serviceWorkerSupported()) return false;
  return (await navigator.serviceWorker.getRegistration('/').catch(() => undefined)) !== undefined;
}

let registered = false;
let waiting: Workbox | null = null;
const listeners = new Set<() => void>();

/**
 * Registers the worker once per page, when the page has loaded and the browser is idle (it is not needed to use the
 * page, and its install downloads the app), then checks for a new version every 10 s; a new version that waits
 * shows the update notice (waitingWorker).
 */
export function registerServiceWorker(): void {
  if (registered || !serviceWorkerSupported()) return;
  registered = true;
  const register = () => {
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      waiting = workbox;
      for (const listener of listeners) listener();
    });
    workbox
      .register()
      .then(() =>
        setInterval(() => {
          if (isOnline()) workbox.update().catch(() => undefined);
        }, UPDATE_CHECK_MS),
      )
      .catch((error: unknown) => console.error('The service worker could not be registered', error));
  };
  const registerWhenIdle = () => whenIdle(register, 2000);
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}

/** The registration whose new worker waits for the user's Update, if any (useSyncExternalStore's snapshot). */
export function waitingWorker(): Workbox | null {
  return waiting;
}

export function subscribeWaitingWorker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
