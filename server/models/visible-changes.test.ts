/**
 * The subscriptions of a process (visible-changes.ts) on a real database (DATABASE_URL's PostgreSQL, else an embedded
 * one): each subscriber gets, in order, the changes its read rule lets it read; an update that takes a row out of a
 * delete subscriber's view reaches it as a deletion; a batch of changes costs the same statements whether 3 or 300
 * subscribers listen; and a failed check ends the subscriptions with the error rather than dropping changes.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type KyselyPlugin, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { modelNamed } from './models.ts';
import { ChangeFeed, type ChangeKind } from './pubsub.ts';
import type { Row } from './repository.ts';
import { VisibleChanges } from './visible-changes.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'visible-changes-'));
let handle: DatabaseHandle;
/** Statements run through `counted` since the last reset. */
let statements = 0;
let counted: Database;
const holiday = modelNamed('Holiday');
/** Labels of this run, so that on a shared PostgreSQL database only its own rows are read. */
const run = randomUUID().slice(0, 8);

const counting: KyselyPlugin = {
  transformQuery: (args) => {
    statements += 1;
    return args.node;
  },
  transformResult: async (args) => args.result,
};

beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  await migrateToLatest(handle.db);
  counted = handle.db.withPlugin(counting);
}, 60_000);

afterAll(async () => {
  await sql`delete from holiday where label like ${`%${run}%`}`.execute(handle.db);
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function stored(label: string): Promise<Row> {
  const id = randomUUID();
  await sql`insert into holiday (id, label, date, "_lastChangedAt") values (${id}, ${label}, '2026-12-16', 1)`.execute(
    handle.db,
  );
  return { id, label, _version: 1, _deleted: false };
}

async function relabel(row: Row, label: string): Promise<Row> {
  await sql`update holiday set label = ${label}, "_version" = "_version" + 1 where id = ${String(row.id)}`.execute(
    handle.db,
  );
  return { ...row, label, _version: Number(row._version) + 1 };
}

/** A read rule: holidays whose label holds `word`. */
const labelHolds = (word: string): RawBuilder<boolean> => sql<boolean>`${sql.ref('label')} like ${`%${word}%`}`;

/** Takes rows from a subscription until `count` have come (or fails after 5 s). */
async function take(rows: AsyncIterableIterator<Row>, count: number): Promise<Row[]> {
  const taken: Row[] = [];
  const deadline = setTimeout(() => void rows.return?.(), 5_000);
  while (taken.length < count) {
    const next = await rows.next();
    if (next.done) break;
    taken.push(next.value);
  }
  clearTimeout(deadline);
  return taken;
}

describe('the subscriptions of a process', () => {
  it("hand each subscriber, in order, the changes its rule lets it read, and another's to nobody else", async () => {
    const feed = new ChangeFeed();
    const visible = new VisibleChanges(counted, feed);
    const subscribe = (kind: ChangeKind, word: string) => visible.subscribe(holiday, kind, labelHolds(word));
    const apples = subscribe('create', `apple ${run}`);
    const pears = subscribe('create', `pear ${run}`);
    const applesUpdated = subscribe('update', `apple ${run}`);

    const rows = [await stored(`apple ${run} 1`), await stored(`pear ${run} 1`), await stored(`apple ${run} 2`)];
    for (const row of rows) feed.publish('Holiday', 'create', row);
    const renamed = await relabel(rows[2], `apple ${run} 2 renamed`);
    feed.publish('Holiday', 'update', renamed, rows[2]);

    expect((await take(apples, 2)).map((row) => row.label)).toEqual([`apple ${run} 1`, `apple ${run} 2`]);
    expect((await take(pears, 1)).map((row) => row.label)).toEqual([`pear ${run} 1`]);
    expect((await take(applesUpdated, 1)).map((row) => row.label)).toEqual([`apple ${run} 2 renamed`]);
    for (const rows of [apples, pears, applesUpdated]) await rows.return?.();
  });

  it('hand a delete subscriber an update that takes the row out of its view as a deletion', async () => {
    const feed = new ChangeFeed();
    const visible = new VisibleChanges(counted, feed);
    const plums = visible.subscribe(holiday, 'delete', labelHolds(`plum ${run}`));
    const row = await stored(`plum ${run} 1`);
    const renamed = await relabel(row, `fig ${run} 1`);
    feed.publish('Holiday', 'update', renamed, row);
    const [deletion] = await take(plums, 1);
    expect(deletion).toMatchObject({ id: row.id, label: `plum ${run} 1`, _deleted: true, _version: 2 });
    await plums.return?.();
  });

  it('check a batch of changes in the same statements for 3 subscribers as for 300', async () => {
    const statementsFor = async (subscribers: number): Promise<number> => {
      const feed = new ChangeFeed();
      const visible = new VisibleChanges(counted, feed);
      // 100 teachers' worth of distinct rules at most (one teacher's screens share a rule).
      const listening = Array.from({ length: subscribers }, (_, index) =>
        visible.subscribe(holiday, 'create', labelHolds(`cherry ${run} ${index % 100}`)),
      );
      const rows = await Promise.all(
        Array.from({ length: 20 }, (_, index) => stored(`cherry ${run} ${index} ${subscribers}`)),
      );
      statements = 0;
      for (const row of rows) feed.publish('Holiday', 'create', row);
      // Subscriber 1 reads 'cherry <run> 1…' (by `like`): rows 1 and 10 to 19, in order, the last row last.
      const labels = (await take(listening[1], 11)).map((row) => row.label);
      expect(labels).toEqual(
        [1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((n) => `cherry ${run} ${n} ${subscribers}`),
      );
      const used = statements;
      for (const rows of listening) await rows.return?.();
      return used;
    };
    const few = await statementsFor(3);
    const many = await statementsFor(300);
    expect(few).toBeLessThanOrEqual(2);
    expect(many).toBe(few);
  });

  it('end the subscriptions with the error when a check fails, instead of dropping the change', async () => {
    const feed = new ChangeFeed();
    const visible = new VisibleChanges(counted, feed);
    const broken = visible.subscribe(holiday, 'create', sql<boolean>`${sql.ref('no_such_column')} = 1`);
    feed.publish('Holiday', 'create', await stored(`quince ${run}`));
    await expect(broken.next()).rejects.toThrow(/no_such_column/);
  });
});
