/**
 * The browser offline chaos run's short form (scripts/chaos-offline.ts; `npm run chaos:offline` is the long one):
 * planning changes queued offline replay through the web app's own queue while the server is killed (-9) and
 * started again and the page is reloaded; the database then holds each change exactly once. The run starts its own
 * server and database (a fresh `<name>_chaos` beside DATABASE_URL), so it cannot disturb the shared test server.
 */
import { describe, expect, it } from 'vitest';
import { chaosOffline } from '../../scripts/chaos-offline.ts';

describe('the offline queue under faults', () => {
  it(
    'applies 60 queued planning changes exactly once through two server kills and a reload',
    { timeout: 420_000 },
    async () => {
      const report = await chaosOffline({
        mutations: 60,
        kills: 2,
        reloads: 1,
        databaseUrl: process.env.DATABASE_URL || undefined,
        timeoutMs: 360_000,
        log: (line) => console.log(line),
      });
      console.log(JSON.stringify(report));
      expect(report).toMatchObject({
        kills: 2,
        reloads: 1,
        lost: 0,
        duplicated: 0,
        queueLeft: 0,
        conflicts: 0,
        refusals: 0,
      });
    },
  );
});
