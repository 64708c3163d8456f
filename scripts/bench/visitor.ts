/**
 * A visitor's data (issue 28): what a first visit to the landing page moves over the wire, service workers allowed,
 * ten seconds after load. The browser talks to the server through a TCP relay that counts every byte the server
 * sends (the page's requests, the service worker's script and its precache downloads, sockets), so nothing is missed
 * that a page-level Network domain cannot see (a worker's own fetches). The page's own share is also summed from
 * the DevTools protocol (Network.loadingFinished encodedDataLength), to show how much of the total was the worker's.
 * Shared by the browser test (test/e2e/visitor-data.test.ts) and `npm run bench` (BENCH_ONLY=visitor).
 */
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { withDemoBrowser } from './demo-browser.ts';

/** The budget for a visitor's landing visit, service worker included. */
export const visitorBudgetKb = 400;

/** How long after the load event the bytes are counted (the "ten seconds after load"). */
export const settleMs = 10_000;

export interface ByteRelay {
  /** The address to give the browser instead of the server's. */
  url: string;
  /** Bytes the server has sent through the relay so far. */
  received(): number;
  close(): Promise<void>;
}

/** A TCP relay to `target` (http://host:port) that counts the bytes coming back from it. */
export async function byteRelay(target: string): Promise<ByteRelay> {
  const { hostname, port } = new URL(target);
  let received = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: hostname, port: Number(port) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.on('data', (chunk: Buffer) => (received += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface VisitorLanding {
  /** Every byte the server sent, worker included (the relay's count). */
  totalBytes: number;
  /** The page's own responses (DevTools: encodedDataLength, headers included). */
  pageBytes: number;
  /** Responses the page received. */
  pageRequests: number;
  /** Whether the page had a service worker registered by then. */
  workerRegistered: boolean;
  /** Entries in the browser's caches (Cache Storage, all caches) by then. */
  cachedEntries: number;
}

/** A fresh visitor (new context, service workers allowed) on `path` of the server at `baseUrl`. */
export async function measureVisitorLanding(
  browser: Browser,
  baseUrl: string,
  path = '/',
  options: BrowserContextOptions = {},
): Promise<VisitorLanding> {
  const relay = await byteRelay(baseUrl);
  const context = await browser.newContext({ serviceWorkers: 'allow', ...options });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let pageBytes = 0;
    let pageRequests = 0;
    cdp.on('Network.loadingFinished', (event) => {
      pageBytes += event.encodedDataLength;
      pageRequests += 1;
    });
    await cdp.send('Network.enable');
    await page.goto(`${relay.url}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    const totalBytes = relay.received();
    const { workerRegistered, cachedEntries } = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      let entries = 0;
      for (const name of await caches.keys()) entries += (await (await caches.open(name)).keys()).length;
      return { workerRegistered: registration !== undefined, cachedEntries: entries };
    });
    return { totalBytes, pageBytes, pageRequests, workerRegistered, cachedEntries };
  } finally {
    await context.close();
    await relay.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);

/** `npm run bench` section: three fresh visitors on the landing page against the built app with the demo data. */
export async function benchVisitor(): Promise<void> {
  await withDemoBrowser('visitor', async (browser, serverUrl) => {
    console.log(
      `\n# A visitor's landing visit: bytes on the wire ${settleMs / 1000} s after load, service workers allowed ` +
        `(budget ${visitorBudgetKb} KB all told)`,
    );
    for (let round = 1; round <= 3; round += 1) {
      const visit = await measureVisitorLanding(browser, serverUrl);
      console.log(
        `visit ${round}: ${kb(visit.totalBytes)} KB all told (${visit.totalBytes <= visitorBudgetKb * 1024 ? 'ok' : 'OVER'}), ` +
          `page ${kb(visit.pageBytes)} KB in ${visit.pageRequests} responses, worker and the rest ` +
          `${kb(Math.max(0, visit.totalBytes - visit.pageBytes))} KB; service worker ${visit.workerRegistered ? 'registered' : 'not registered'}, ` +
          `${visit.cachedEntries} files cached`,
      );
    }
  });
}
