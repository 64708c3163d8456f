import { describe, expect, it } from 'vitest';
import { loadMixed, printLoadMixed } from '../../scripts/load-mixed.ts';

// Two server processes share one database only on PostgreSQL: the embedded database belongs to one process.
describe.skipIf(!process.env.DATABASE_URL)('a mixed load against two processes on PostgreSQL', () => {
  it('answers every request without an error and reports latency and memory', { timeout: 300_000 }, async () => {
    const report = await loadMixed({ databaseUrl: String(process.env.DATABASE_URL), seconds: 20, connections: 10 });
    printLoadMixed(report, console.log);
    expect(report.load.errorSamples).toEqual([]);
    expect(report.errors).toBe(0);
    for (const kind of ['catalogue read', 'planning read', 'activity create', 'cart add']) {
      expect(report.load.byKind.get(kind)?.requests, kind).toBeGreaterThan(0);
    }
    expect(report.samples.length).toBeGreaterThanOrEqual(10);
    expect(report.memory.map((verdict) => verdict.process)).toEqual(['A', 'B']);
  });
});
