// The app-shell service worker: lets the single-page app start with no connection.
// Built on its own by web/serviceWorkerPlugin.ts (no imports allowed); only navigations and same-origin static files
// are handled here, API traffic (/graphql, /files, /payments, /healthz) always goes straight to the network.

export {};

declare const __PRECACHE_MANIFEST__: string[];
declare const __BUILD_ID__: string;

// The worker globals are not in the DOM lib this project type-checks with: the few used are declared here.
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

const worker = self as unknown as WorkerScope;
const precacheUrls = __PRECACHE_MANIFEST__;
const cacheName = `classroom-shell-${__BUILD_ID__}`;
const appShellUrl = '/';
const networkOnlyPrefixes = ['/graphql', '/files/', '/payments/', '/healthz', '/readyz', '/sw.js'];

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll(precacheUrls)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('classroom-shell-') && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (networkOnlyPrefixes.some((prefix) => url.pathname.startsWith(prefix))) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request));
    return;
  }
  event.respondWith(cacheFirst(request));
});

/** Pages: the network when it answers (fresh deploys), else the cached app shell (the SPA routes itself). */
async function networkFirstShell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (networkError) {
    const cached = (await caches.match(request.url, { ignoreSearch: true })) ?? (await caches.match(appShellUrl));
    if (cached) return cached;
    throw networkError;
  }
}

/** Hashed assets never change: the cache first, else the network (and keep a copy). */
async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    const copy = response.clone();
    void caches.open(cacheName).then((cache) => cache.put(request, copy));
  }
  return response;
}
