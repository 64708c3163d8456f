// The app's service worker, on Workbox (built by vite-plugin-pwa's injectManifest into /sw.js, the precache list put
// in place of self.__WB_MANIFEST). Precached: the app shell and what a teacher needs offline (the public site, the
// teacher's screens and planning editors, print pages); the admin area and the GraphQL IDE are cached when visited
// (web/precachePlan.ts chooses). Registered only for those who use the app: someone signed in, in a signed-in area,
// or whose browser has it already (web/src/app/pwa/serviceWorker.ts); a visitor of the public site never downloads
// it. It controls pages only once its install, the whole precache, has completed (what the offline tests wait for).
// API traffic (/graphql, /files, /payments, /healthz, /readyz) is never handled here.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

// The worker globals are not in the DOM lib this project type-checks with: the few used are declared here.
declare const self: {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

const networkOnly = /^\/(graphql|files\/|payments\/|healthz|readyz)/;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A new worker waits until the user chooses Update (the app's notice, workbox-window's messageSkipWaiting); the first
// one takes the open pages at once, so the app starts without a connection from its next load on.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Pages: the network when it answers (fresh deploys), else the precached app shell (the single-page app routes itself).
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await fetch(options.request);
      } catch {
        return shell(options);
      }
    },
    { denylist: [networkOnly] },
  ),
);

// Hashed files not precached (the admin area's, the IDE's): kept once fetched, never stale.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'classroom-assets', plugins: [new ExpirationPlugin({ maxEntries: 400 })] }),
);
