/**
 * The benchmark's child process: the real server (startServer) plus a bare handler for the same product page (and
 * orders table) on
 * a second port, sharing the one database handle, so both are measured in the same process. Driven over IPC by
 * index.ts: it samples its own RSS and CPU time, probes the SQL statement count and can CPU-profile itself.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Kind, parse } from 'graphql';
import { Session } from 'node:inspector/promises';
import { startServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { readBody, sendJson } from '../../server/http/request.ts';
import { salesOrderPage, type SalesQuery } from '../../server/orders/sales.repository.ts';
import { searchQuery, shopPageJson } from '../../server/shop/shop.repository.ts';
import { shopShapes } from '../../server/shop/shop.selection.ts';
import { pageToken } from '../../server/shop/shop.service.ts';
import { post } from './load.ts';
import { pageQuery, pageSize } from './page.ts';
import { benchAdminToken } from './admin-token.ts';

export type ToChild =
  | { type: 'stats' }
  | { type: 'statements'; body: string }
  | { type: 'profile-start' }
  | { type: 'profile-stop'; file: string }
  | { type: 'stop' };

export type FromChild =
  | { type: 'ready'; graphqlUrl: string; bareUrl: string; startSeconds: number; startRssMb: number; adminToken: string }
  /** Since the previous stats message: peak RSS and CPU time used by this process. */
  | { type: 'stats'; rssMb: number; peakRssMb: number; cpuMs: number; systemCpuMs: number }
  | { type: 'statements'; count: number | null }
  | { type: 'profiled' }
  | { type: 'error'; message: string };

const reply = (message: FromChild) => process.send?.(message);

/** RSS sampled every 100 ms; the peak and the CPU time reset each time they are reported. */
let peakRss = process.memoryUsage.rss();
let cpuSince = process.cpuUsage();
setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 100).unref();

const started = performance.now();
const running = await startServer(
  readConfig({ ...process.env, PORT: '0', SEED_DEMO: 'false', NODE_ENV: 'production' }),
);
const startSeconds = (performance.now() - started) / 1000;
const db = running.app.db;

/** The fields the bench's page asks for, as the GraphQL path reads them from the same operation. */
const pageShapes = (() => {
  const document = parse(pageQuery);
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const field = operation?.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
  if (!field || field.kind !== Kind.FIELD) throw new Error('the page query has no field');
  return shopShapes([field], {});
})();

/**
 * The thin pass-through: the shop page's own statement (shop.repository.ts: same visibility rules, same fields,
 * category and tags) and its JSON text sent as the database made it, wrapped in the GraphQL answer's envelope.
 */
async function productPage(search: string | null, limit: number): Promise<string> {
  const page = await shopPageJson(db, searchQuery(search, limit), pageShapes);
  const nextToken = page.more ? pageToken(limit) : null;
  return `{"data":{"shopItems":{"items":${page.items},"nextToken":${JSON.stringify(nextToken)}}}}`;
}

const bare = createServer((req, res) => {
  readBody(req, 1024 * 1024)
    .then(async (raw) => {
      const body = JSON.parse(raw.toString('utf8')) as { search?: string | null; limit?: number; orders?: SalesQuery };
      // The orders table without GraphQL: the Sales back office's own one-statement query.
      if (body.orders) {
        const page = await salesOrderPage(db, body.orders);
        return sendJson(res, 200, { data: { salesOrders: page } });
      }
      const text = await productPage(body.search ?? null, body.limit ?? pageSize);
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
      });
      res.end(text);
    })
    .catch((error: unknown) => {
      console.error(error);
      sendJson(res, 500, { errors: [{ message: 'Internal server error' }] });
    });
});
await new Promise<void>((resolve) => bare.listen(0, resolve));
const bareAddress = bare.address();
const barePort = typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0;

const adminToken = await benchAdminToken(running.app);

const session = new Session();

async function handle(message: ToChild): Promise<void> {
  switch (message.type) {
    case 'stats': {
      const rss = process.memoryUsage.rss();
      const cpu = process.cpuUsage(cpuSince);
      reply({
        type: 'stats',
        rssMb: rss / 2 ** 20,
        peakRssMb: Math.max(peakRss, rss) / 2 ** 20,
        cpuMs: (cpu.user + cpu.system) / 1000,
        systemCpuMs: cpu.system / 1000,
      });
      peakRss = rss;
      cpuSince = process.cpuUsage();
      return;
    }
    case 'statements': {
      // The header is only sent outside production: switch that off for this one request.
      running.app.config.production = false;
      try {
        const answer = await post({ url: `${running.url}/graphql`, body: message.body });
        const header = answer.headers['x-sql-statements'];
        reply({ type: 'statements', count: typeof header === 'string' ? Number(header) : null });
      } finally {
        running.app.config.production = true;
      }
      return;
    }
    case 'profile-start':
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      return;
    case 'profile-stop': {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      writeFileSync(message.file, JSON.stringify(profile));
      reply({ type: 'profiled' });
      return;
    }
    case 'stop':
      bare.closeAllConnections();
      bare.close();
      await running.close();
      process.exit(0);
  }
}

process.on('message', (message: ToChild) => {
  handle(message).catch((error: unknown) => reply({ type: 'error', message: String(error) }));
});
process.on('disconnect', () => process.exit(0));

reply({
  type: 'ready',
  graphqlUrl: `${running.url}/graphql`,
  bareUrl: `http://localhost:${barePort}/`,
  startSeconds,
  startRssMb: process.memoryUsage.rss() / 2 ** 20,
  adminToken,
});
