import { describe, expect, it } from 'vitest';
import { crashWrites, writeKinds } from '../../scripts/crash-writes.ts';

// The embedded database is the one the server itself writes to disk (PGlite inside the process): a kill -9 of the
// server is a crash of the database. On PostgreSQL the database server is another process that the kill leaves
// running, which test/api/idempotency.test.ts's crash run already covers.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the server on the embedded database killed (-9) mid-writes', () => {
  it('starts again with every acknowledged write present', { timeout: 300_000 }, async () => {
    const report = await crashWrites({ rounds: 2, teachers: 4, writes: 40 });
    expect(report.missing).toBe(0);
    for (const kind of writeKinds) expect(report.byKind[kind].missing, kind).toBe(0);
    expect(report.acknowledgedPerRound.every((count) => count >= 10)).toBe(true);
  });
});
