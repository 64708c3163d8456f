/**
 * Idempotency keys are forgotten after their documented lifetime of 30 days: a server sweeps them when it starts
 * (and daily after). A server of this file's own, restarted on its database: a fresh embedded one, or the
 * PostgreSQL one of DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/app.ts';
import { uuid } from '../helpers/api.ts';
import { startOwnServer, type OwnServer } from '../helpers/own-server.ts';

const day = 24 * 60 * 60 * 1000;
let own: OwnServer;

beforeAll(async () => {
  own = await startOwnServer('idempotency-pruning');
});

afterAll(async () => {
  await own?.close();
});

describe('idempotency keys', () => {
  it('are forgotten at start once older than 30 days, and kept until then', async () => {
    const accountId = `pruning-${uuid()}`;
    const now = Date.now();
    const keyAged = (key: string, days: number) => ({
      accountId,
      key,
      requestHash: 'hash',
      response: null,
      createdAt: new Date(now - days * day),
    });
    await own.server.app.db
      .insertInto('idempotency_key')
      .values([keyAged('31 days old', 31), keyAged('29 days old', 29), keyAged('new', 0)])
      .execute();

    await own.server.close();
    own.server = await startServer(own.config);

    const kept = await own.server.app.db
      .selectFrom('idempotency_key')
      .select('key')
      .where('accountId', '=', accountId)
      .orderBy('key')
      .execute();
    expect(kept.map((row) => row.key)).toEqual(['29 days old', 'new']);
  });
});
