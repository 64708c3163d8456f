/**
 * The short form of `npm run fanout` (scripts/fanout.ts): two spawned server processes on a fresh PostgreSQL
 * database, 20 subscribers spread over both, 100 changes made through both. Every subscriber gets the latest
 * version of every record it may read, in order, each version once, and nothing of another teacher's records.
 */
import { describe, expect, inject, it } from 'vitest';
import { fanoutTest } from '../../scripts/fanout.ts';

const postgres = inject('databaseKind') === 'postgres';

describe('fan-out across two server processes', () => {
  it.skipIf(!postgres)(
    'delivers every change to every subscriber that may read it (PostgreSQL only: the embedded database has one process)',
    async () => {
      const report = await fanoutTest({
        subscribers: 20,
        changes: 100,
        teachers: 10,
        databaseUrl: process.env.DATABASE_URL ?? '',
        timeoutMs: 240_000,
      });
      console.log(
        `fan-out short form: ${report.delivered} of ${report.expected} deliveries, ${report.skipped} superseded, ` +
          `p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms`,
      );
      expect(report).toMatchObject({ missingLatest: 0, foreign: 0, duplicated: 0, outOfOrder: 0 });
      expect(report.delivered).toBeGreaterThan(0);
    },
    300_000,
  );
});
