/**
 * Archive of old orders (issue 10 point 11), the last-month rule of the lists and the history's transaction, on a
 * server of this file's own whose database the test also opens: a fresh embedded one, or the PostgreSQL one of
 * DATABASE_URL. Both databases run the same archive function the npm script runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/connect.ts';
import type { RunningServer } from '../../server/app.ts';
import { upsertAccount } from '../../server/auth/auth.service.ts';
import { archiveOrders } from '../../server/orders/archive.ts';
import { accountActor, archiveActor } from '../../server/orders/order-history.ts';
import { orderEvents } from '../../server/orders/order-history.repository.ts';
import { findOrder, insertOrder, writeOrder } from '../../server/orders/order.repository.ts';
import { uuid } from '../helpers/api.ts';
import { startOwnServer, type OwnServer } from '../helpers/own-server.ts';

let own: OwnServer;
let server: RunningServer;
let token: string;

async function call(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: Record<string, any>;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

beforeAll(async () => {
  own = await startOwnServer('sales-archive');
  server = own.server;
  const email = `archive-admin-${uuid()}@example.com`;
  await upsertAccount(server.app.db, { email, password: 'Password1!', groups: ['admin'] });
  const signIn = await call(
    `mutation($email: String!) { signIn(email: $email, password: "Password1!") { accessToken } }`,
    { email },
  );
  token = signIn.data?.signIn.accessToken;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(signIn)}`);
});

afterAll(async () => {
  await own?.close();
});

const actor = () => accountActor({ userId: 'script-test', email: 'script@example.com' }, 'admin', 'admin');

/** An order dated `day` (order date and creation) of a teacher profile of its own. */
async function orderOn(day: string, values: Record<string, unknown> = {}) {
  const at = new Date(`${day}T08:00:00.000Z`);
  return insertOrder(
    server.app.db,
    {
      teacherprofileID: `profile-${uuid()}`,
      orderStatus: 'PAID',
      orderPaymentMethod: 'EFT',
      orderProducts: [{ id: 'p1', title: 'Old product', price: 10, physical: false }],
      orderTotal: 10,
      orderVAT: 1.3,
      orderID: `${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}-08000000`,
      orderDateTime: at.toISOString(),
      createdAt: at.toISOString(),
      owner: 'someone::someone@example.com',
      ownerId: 'someone',
      ...values,
    },
    actor(),
  );
}

const salesOrder = (id: string) =>
  call(`query($id: ID!) { salesOrder(id: $id) { id archived orderStatus orderTotal productsCount } }`, { id });

describe('orders:archive', () => {
  it('dry-runs by default, then moves old orders in batches, idempotently, with an archive event', async () => {
    const old = await Promise.all(['2019-03-01', '2019-06-01', '2019-09-01'].map((day) => orderOn(day)));
    const recent = await orderOn('2019-12-31');
    const lines: string[] = [];
    const dry = await archiveOrders(
      server.app.db,
      { before: '2019-12-01', limit: 2, delete: false, apply: false },
      (line) => lines.push(line),
    );
    expect(dry).toEqual({ found: 3, done: 0, batches: 0 });
    expect(lines[0]).toMatch(
      /^Dry run: would move to the archive 3 order\(s\) \(PAID 3\) dated before 2019-12-01, in 2 batch\(es\)/,
    );
    expect(await findOrder(server.app.db, old[0].id)).toBeDefined();

    const applied = await archiveOrders(
      server.app.db,
      { before: '2019-12-01', limit: 2, delete: false, apply: true },
      () => undefined,
    );
    expect(applied).toEqual({ found: 3, done: 3, batches: 2 });
    expect(
      await archiveOrders(
        server.app.db,
        { before: '2019-12-01', limit: 2, delete: false, apply: true },
        () => undefined,
      ),
    ).toEqual({ found: 0, done: 0, batches: 0 });
    for (const order of old) expect(await findOrder(server.app.db, order.id)).toBeUndefined();
    expect(await findOrder(server.app.db, recent.id)).toBeDefined();

    const opened = await salesOrder(old[0].id);
    expect(opened.data?.salesOrder).toEqual({
      id: old[0].id,
      archived: true,
      orderStatus: 'PAID',
      orderTotal: 10,
      productsCount: 1,
    });
    const generic = await call(`query($id: ID!) { getArchivedTeacherProductsOrder(id: $id) { id orderID } }`, {
      id: old[0].id,
    });
    expect(generic.data?.getArchivedTeacherProductsOrder).toEqual({ id: old[0].id, orderID: old[0].orderID });
    const history = await call(
      `query($id: ID!) { orderHistory(orderId: $id) { actor actorKind source changes { field from to } } }`,
      { id: old[0].id },
    );
    expect(history.data?.orderHistory.at(-1)).toEqual({
      actor: archiveActor.display,
      actorKind: 'system',
      source: 'archive',
      changes: [{ field: 'archived', from: false, to: true }],
    });
  });

  it('keeps archived orders read-only', async () => {
    const order = await orderOn('2018-01-01');
    await archiveOrders(
      server.app.db,
      { before: '2018-02-01', limit: 1000, delete: false, apply: true },
      () => undefined,
    );
    const live = await call(
      `mutation($input: UpdateTeacherProductsOrderInput!) { updateTeacherProductsOrder(input: $input) { id } }`,
      {
        input: { id: order.id, _version: order._version, orderStatus: 'CANCELLED' },
      },
    );
    expect(live.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const archived = await call(
      `mutation($input: UpdateArchivedTeacherProductsOrderInput!) { updateArchivedTeacherProductsOrder(input: $input) { id } }`,
      {
        input: { id: order.id, _version: order._version, orderStatus: 'CANCELLED' },
      },
    );
    expect(archived.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('deletes instead with --delete, recording it', async () => {
    const order = await orderOn('2017-05-05');
    const report = await archiveOrders(
      server.app.db,
      { before: '2017-06-01', limit: 1000, delete: true, apply: true },
      () => undefined,
    );
    expect(report.done).toBe(1);
    expect((await salesOrder(order.id)).data?.salesOrder).toBeNull();
    const events = await orderEvents(server.app.db, order.id);
    expect(events.at(-1)?.changes).toEqual([{ field: 'deleted', from: false, to: true }]);
  });

  it('refuses a bad day or limit', async () => {
    await expect(
      archiveOrders(server.app.db, { before: '1/2/2020', limit: 10, delete: false, apply: false }),
    ).rejects.toThrow('--before must be a day');
    await expect(
      archiveOrders(server.app.db, { before: '2020-01-01', limit: 5000, delete: false, apply: false }),
    ).rejects.toThrow('--limit');
  });
});

describe('lists of the last month, and the history in the write transaction', () => {
  it('lists only the last month unless one teacher is asked for, but opens an older order by id', async () => {
    const older = await orderOn(new Date(Date.now() - 62 * 86_400_000).toISOString().slice(0, 10), {
      proofOfPayment: 'OrderProofs/x/proof.pdf',
    });
    const fresh = await orderOn(new Date().toISOString().slice(0, 10), { teacherprofileID: older.teacherprofileID });
    const list = (filter: Record<string, unknown>) =>
      call(
        `query($filter: SalesOrdersFilter!) { salesOrders(filter: $filter, pageSize: -1) { totalCount items { id } } }`,
        { filter },
      );
    const ids = async (filter: Record<string, unknown>) =>
      (await list(filter)).data?.salesOrders.items.map((item: { id: string }) => item.id);
    expect(await ids({ kind: 'ORDER' })).toContain(fresh.id);
    expect(await ids({ kind: 'ORDER' })).not.toContain(older.id);
    expect(await ids({ kind: 'ORDER', teacherprofileID: older.teacherprofileID })).toEqual([fresh.id, older.id]);
    expect(await ids({ kind: 'ORDER', teacherprofileID: older.teacherprofileID, hasProofOfPayment: true })).toEqual([
      older.id,
    ]);
    expect((await salesOrder(older.id)).data?.salesOrder.archived).toBe(false);
    const generic = await call(`query($id: ID!) { getTeacherProductsOrder(id: $id) { id } }`, { id: older.id });
    expect(generic.data?.getTeacherProductsOrder).toEqual({ id: older.id });
  });

  it('a write that rolls back leaves neither the change nor its event', async () => {
    const order = await orderOn(new Date().toISOString().slice(0, 10));
    const before = await orderEvents(server.app.db, order.id);
    await expect(
      inTransaction(server.app.db, async (trx) => {
        await writeOrder(trx, order.id, order._version, { orderStatus: 'CANCELLED' }, actor());
        expect(await orderEvents(trx, order.id)).toHaveLength(before.length + 1);
        throw new Error('the rest of the work failed');
      }),
    ).rejects.toThrow('the rest of the work failed');
    expect((await findOrder(server.app.db, order.id))?.orderStatus).toBe('PAID');
    expect(await orderEvents(server.app.db, order.id)).toEqual(before);
  });
});
