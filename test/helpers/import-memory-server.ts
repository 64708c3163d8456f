/**
 * A server of its own for the large-import test (test/api/imports-large.test.ts), run in a child process with
 * `--max-old-space-size=256`: prints `{ url }` once listening, then its memory every 100 ms, one JSON line each.
 * DATA_DIR (embedded) or DATABASE_URL come from the environment; demo data is loaded as for the test server.
 */
import { startServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { loadDemoData } from '../../server/demo.ts';

const config = readConfig({ ...process.env, PORT: '0', SEED_DEMO: 'true', NODE_ENV: 'test' });
const running = await startServer(config, { prepare: loadDemoData });
console.log(JSON.stringify({ url: running.url }));
const sampler = setInterval(() => {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  console.log(JSON.stringify({ rss, heapUsed, external, arrayBuffers }));
}, 100);
process.on('SIGTERM', () => {
  clearInterval(sampler);
  void running.close().then(() => process.exit(0));
});
