import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import {
  errorCode,
  gql,
  newTeacher,
  signIn,
  subscribe,
  uuid,
  waitFor,
  wsClient,
  type Session,
} from '../helpers/api.ts';
import { newSubject } from './templates-fixtures.ts';

const postgres = inject('databaseKind') === 'postgres';

const scheduleFields = 'id day teacherprofileID _version owner';

async function createSchedule(teacher: Session, day = 'Monday') {
  const response = await gql(
    `mutation($input: CreateTeacherScheduleInput!) { createTeacherSchedule(input: $input) { ${scheduleFields} } }`,
    { input: { day, startTime: '07:30:00.000', endTime: '14:00:00.000', teacherprofileID: teacher.teacherProfileId } },
    { token: teacher.accessToken },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.createTeacherSchedule;
}

describe('owner rules', () => {
  it("keeps a teacher's schedule from other teachers", async () => {
    const [owner, other] = await Promise.all([newTeacher(), newTeacher()]);
    const schedule = await createSchedule(owner);
    expect(schedule.owner).toBe(`${owner.user.id}::${owner.user.email}`);

    const get = await gql(
      `query($id: ID!) { getTeacherSchedule(id: $id) { id } }`,
      { id: schedule.id },
      { token: other.accessToken },
    );
    expect(get.data?.getTeacherSchedule).toBeNull();
    const list = await gql('{ listTeacherSchedules { items { id } } }', {}, { token: other.accessToken });
    expect(list.data?.listTeacherSchedules.items).toEqual([]);
    const update = await gql(
      `mutation($input: UpdateTeacherScheduleInput!) { updateTeacherSchedule(input: $input) { id } }`,
      { input: { id: schedule.id, _version: 1, day: 'Friday' } },
      { token: other.accessToken },
    );
    expect(errorCode(update)).toBe('NOT_FOUND');
    const ownList = await gql('{ listTeacherSchedules { items { id } } }', {}, { token: owner.accessToken });
    expect(ownList.data?.listTeacherSchedules.items).toEqual([{ id: schedule.id }]);
  });

  it("refuses writing rows into another teacher's profile", async () => {
    const [owner, other] = await Promise.all([newTeacher(), newTeacher()]);
    const response = await gql(
      `mutation($input: CreateTeacherScheduleInput!) { createTeacherSchedule(input: $input) { id } }`,
      { input: { day: 'Monday', teacherprofileID: owner.teacherProfileId } },
      { token: other.accessToken },
    );
    expect(errorCode(response)).toBe('FORBIDDEN');
  });

  it('lets a teacher change only the allowed fields of their own profile', async () => {
    const teacher = await newTeacher();
    const status = await gql(
      `mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { id } }`,
      { input: { id: teacher.teacherProfileId, _version: 1, status: 'Blocked' } },
      { token: teacher.accessToken },
    );
    expect(errorCode(status)).toBe('FORBIDDEN');
    const name = await gql(
      `mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { name _version } }`,
      { input: { id: teacher.teacherProfileId, _version: 1, name: 'Naledi' } },
      { token: teacher.accessToken },
    );
    expect(name.data?.updateTeacherProfile).toEqual({ name: 'Naledi', _version: 2 });
  });
});

describe('group rules', () => {
  it('shows secrets to the superadmin only', async () => {
    const [teacher, admin, superadmin] = await Promise.all([
      newTeacher(),
      signIn('admin@example.com'),
      signIn('superadmin@example.com'),
    ]);
    const query = '{ listSecrets { items { id } } }';
    expect(errorCode(await gql(query, {}, { token: teacher.accessToken }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(query, {}, { token: admin.accessToken }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(query))).toBe('UNAUTHENTICATED');
    expect((await gql(query, {}, { token: superadmin.accessToken })).errors).toBeUndefined();
  });

  it('keeps product content records from teachers', async () => {
    const teacher = await newTeacher();
    const response = await gql('{ listProductContents { items { id fileKeys } } }', {}, { token: teacher.accessToken });
    expect(errorCode(response)).toBe('FORBIDDEN');
  });

  it("lists only a teacher's own orders, and never lets a teacher write one", async () => {
    const [buyer, other, admin] = await Promise.all([newTeacher(), newTeacher(), signIn('admin@example.com')]);
    // Order items are copied from the catalogue: a product on sale.
    const product = (
      await gql('{ shopItems(limit: 1) { items { ... on Product { id } ... on ProductBundle { id } } } }')
    ).data?.shopItems.items[0];
    const created = await gql(
      `mutation($input: CreateTeacherProductsOrderInput!) { createTeacherProductsOrder(input: $input) { id owner _version } }`,
      {
        input: {
          teacherprofileID: buyer.teacherProfileId,
          orderStatus: 'PROCESSING',
          orderProducts: [{ id: product.id, title: 'Worksheets', price: 50 }],
        },
      },
      { token: admin.accessToken },
    );
    const order = created.data?.createTeacherProductsOrder;
    expect(order.owner).toBe(`${buyer.user.id}::${buyer.user.email}`);

    const list = '{ listTeacherProductsOrders { items { id } } }';
    expect((await gql(list, {}, { token: buyer.accessToken })).data?.listTeacherProductsOrders.items).toEqual([
      { id: order.id },
    ]);
    expect((await gql(list, {}, { token: other.accessToken })).data?.listTeacherProductsOrders.items).toEqual([]);

    const paid = await gql(
      `mutation($input: UpdateTeacherProductsOrderInput!) { updateTeacherProductsOrder(input: $input) { orderStatus } }`,
      { input: { id: order.id, _version: order._version, orderStatus: 'PAID', orderTotal: 0 } },
      { token: buyer.accessToken },
    );
    expect(errorCode(paid)).toBe('FORBIDDEN');
    const own = await gql(
      `mutation($input: CreateTeacherProductsOrderInput!) { createTeacherProductsOrder(input: $input) { id } }`,
      { input: { teacherprofileID: buyer.teacherProfileId, orderStatus: 'PAID' } },
      { token: buyer.accessToken },
    );
    expect(errorCode(own)).toBe('FORBIDDEN');
  });
});

describe('visibility of the catalogue', () => {
  it('lists published products with a thumbnail to the public, and nothing else', async () => {
    const admin = await signIn('admin@example.com');
    const tag = uuid();
    const create = (input: Record<string, unknown>) =>
      gql(
        `mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }`,
        { input: { type: 'Product', tags: [tag], eCommerceProduct: true, ...input } },
        { token: admin.accessToken },
      );
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const visible = (await create({ title: 'Visible', publishDate: past, thumbnails: ['Products/x/1-a.jpg'] })).data
      ?.createProduct.id;
    await create({ title: 'Unpublished', thumbnails: ['Products/x/1-a.jpg'] });
    await create({ title: 'Scheduled', publishDate: future, thumbnails: ['Products/x/1-a.jpg'] });
    await create({ title: 'No thumbnail', publishDate: past, thumbnails: [] });
    await create({
      title: 'Not sold online',
      publishDate: past,
      thumbnails: ['Products/x/1-a.jpg'],
      eCommerceProduct: false,
    });

    const query = `query($tag: ID!) { listProducts(filter: { tags: { contains: $tag } }) { items { id title } } }`;
    const publicList = await gql(query, { tag });
    expect(publicList.data?.listProducts.items).toEqual([{ id: visible, title: 'Visible' }]);
    const teacher = await newTeacher();
    expect((await gql(query, { tag }, { token: teacher.accessToken })).data?.listProducts.items).toEqual([
      { id: visible, title: 'Visible' },
    ]);
    expect((await gql(query, { tag }, { token: admin.accessToken })).data?.listProducts.items).toHaveLength(5);
  });

  it('loads a page of products with categories and tags in three statements', async () => {
    const response = await gql(
      '{ listProducts(limit: 50) { items { id title category { name } productTags { name } } } }',
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.listProducts.items.length).toBeGreaterThan(10);
    expect(Number(response.headers.get('x-sql-statements'))).toBeLessThanOrEqual(3);
  });
});

describe('versions and replays', () => {
  it('refuses a stale _version with CONFLICT and the current record', async () => {
    const teacher = await newTeacher();
    const schedule = await createSchedule(teacher);
    const update = (day: string, version: number) =>
      gql(
        `mutation($input: UpdateTeacherScheduleInput!) { updateTeacherSchedule(input: $input) { day _version } }`,
        { input: { id: schedule.id, _version: version, day } },
        { token: teacher.accessToken },
      );
    expect((await update('Tuesday', 1)).data?.updateTeacherSchedule).toEqual({ day: 'Tuesday', _version: 2 });
    const stale = await update('Wednesday', 1);
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0].extensions?.current).toMatchObject({ id: schedule.id, day: 'Tuesday', _version: 2 });
  });

  it('applies a replayed mutation with the same client mutation id once', async () => {
    const [teacher, subjectID] = await Promise.all([newTeacher(), newSubject()]);
    const key = uuid();
    const send = () =>
      gql(
        `mutation($input: CreateTeacherClassSubjectInput!) { createTeacherClassSubject(input: $input) { id name } }`,
        { input: { name: '7A Maths', subjectID, teacherprofileID: teacher.teacherProfileId } },
        { token: teacher.accessToken, headers: { 'Idempotency-Key': key } },
      );
    const [first, second, third] = [await send(), await send(), await send()];
    expect(first.errors).toBeUndefined();
    expect(second.data).toEqual(first.data);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    const list = await gql('{ listTeacherClassSubjects { items { id } } }', {}, { token: teacher.accessToken });
    expect(list.data?.listTeacherClassSubjects.items).toHaveLength(1);
  });

  it('keeps deletions as tombstones for sync', async () => {
    const teacher = await newTeacher();
    const schedule = await createSchedule(teacher);
    const since = Date.now() - 1;
    await gql(
      `mutation($input: DeleteTeacherScheduleInput!) { deleteTeacherSchedule(input: $input) { id } }`,
      { input: { id: schedule.id, _version: 1 } },
      { token: teacher.accessToken },
    );
    const list = await gql('{ listTeacherSchedules { items { id } } }', {}, { token: teacher.accessToken });
    expect(list.data?.listTeacherSchedules.items).toEqual([]);
    const sync = await gql(
      `query($since: Float) { syncTeacherSchedules(lastSync: $since) { items { id _deleted _version } startedAt } }`,
      { since },
      { token: teacher.accessToken },
    );
    expect(sync.data?.syncTeacherSchedules.items).toEqual([{ id: schedule.id, _deleted: true, _version: 2 }]);
  });

  it.skipIf(!postgres)(
    'brings on the next run a row stamped before a run began but committed after it read (PostgreSQL: a second connection)',
    async () => {
      const teacher = await newTeacher();
      const query = `query($since: Float) { syncHolidays(lastSync: $since) { items { id } startedAt } }`;
      const first = await gql('{ syncHolidays { startedAt } }', {}, { token: teacher.accessToken });
      const writer = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await writer.connect();
      try {
        // Stamped now, as the server stamps its writes, and committed only after the next run has read the table.
        const id = uuid();
        await writer.query('begin');
        await writer.query(
          `insert into holiday (id, "_lastChangedAt", label, date) values ($1, $2, 'Stamped early', '2026-12-16')`,
          [id, Date.now()],
        );
        const during = await gql(query, { since: first.data?.syncHolidays.startedAt }, { token: teacher.accessToken });
        expect(during.data?.syncHolidays.items.map((item: { id: string }) => item.id)).not.toContain(id);
        await writer.query('commit');
        const next = await gql(query, { since: during.data?.syncHolidays.startedAt }, { token: teacher.accessToken });
        expect(next.data?.syncHolidays.items.map((item: { id: string }) => item.id)).toContain(id);
        await writer.query('delete from holiday where id = $1', [id]);
      } finally {
        await writer.end();
      }
    },
  );
});

describe('subscriptions', () => {
  it('delivers onCreate events only for records the subscriber may read', async () => {
    const [watcher, other] = await Promise.all([newTeacher(), newTeacher()]);
    const client = wsClient(watcher.accessToken);
    const feed = subscribe<{ onCreateTeacherSchedule: { id: string } }>(
      client,
      'subscription { onCreateTeacherSchedule { id } }',
    );
    await feed.ready;
    await createSchedule(other);
    const own = await createSchedule(watcher, 'Thursday');
    await waitFor(() => feed.events.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(feed.events).toEqual([{ onCreateTeacherSchedule: { id: own.id } }]);
    feed.stop();
    await client.dispose();
  });

  it('refuses a subscription the viewer has no read rule for', async () => {
    const client = wsClient();
    const feed = subscribe(client, 'subscription { onCreateSecret { id } }');
    await waitFor(() => feed.errors.length > 0);
    expect(JSON.stringify(feed.errors)).toContain('UNAUTHENTICATED');
    await client.dispose();
  });
});

describe('query limits', () => {
  it('refuses a 20-level deep query', async () => {
    const nested = Array.from({ length: 20 }).reduce<string>((inner) => `parent { ${inner} }`, 'id');
    const response = await gql(`{ listProductCategories { items { ${nested} } } }`);
    expect(errorCode(response)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses batched requests', async () => {
    const { serverUrl } = await import('../helpers/api.ts');
    const response = await fetch(`${serverUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]),
    });
    expect(response.status).toBe(400);
  });

  it('refuses a simple cross-site GET without a preflight header (CSRF prevention)', async () => {
    const { serverUrl } = await import('../helpers/api.ts');
    const response = await fetch(`${serverUrl()}/graphql?query=${encodeURIComponent('{ me { id } }')}`);
    expect(response.status).toBe(400);
  });
});
