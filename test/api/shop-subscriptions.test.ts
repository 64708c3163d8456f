import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, type Session } from '../helpers/api.ts';
import { admin, createProduct, demoItem, titles } from './shop-helpers.ts';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A demo grade category, read through a demo product (other tests may add categories of the same names). */
async function categoryOf(title: string): Promise<string> {
  return (await demoItem(title)).categoryId as string;
}

const grade4Product = 'Grade 4 Mathematics Term 1 Test and Memorandum';
const grade7Product = 'Grade 7 Creative Arts Lesson Plans';

const add = (teacher: Session, productId: string) =>
  gql(
    `mutation($id: ID!) { addSubscriptionProduct(productId: $id) { id productSubscriptions { productId grade timeStamp } } }`,
    { id: productId },
    { token: teacher.accessToken },
  );

async function subscribe(teacher: Session, subscriptionPackage: Record<string, unknown>) {
  const token = (await admin()).accessToken;
  const current = await gql(
    `query($id: ID!) { getTeacherProfile(id: $id) { _version } }`,
    { id: teacher.teacherProfileId },
    { token },
  );
  const response = await gql(
    `mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { id } }`,
    {
      input: {
        id: teacher.teacherProfileId,
        _version: current.data?.getTeacherProfile._version,
        payfastSubscriptionPackage: subscriptionPackage,
        payfastSubscriptionResponse: { status_text: 'ACTIVE' },
      },
    },
    { token },
  );
  expect(response.errors).toBeUndefined();
}

describe('legacy subscriptions: adding a subscription product to the library', () => {
  it('follows the grade, active subscription and monthly limit rules', async () => {
    const teacher = await newTeacher();
    const [grade4, grade7] = await Promise.all([categoryOf(grade4Product), categoryOf(grade7Product)]);
    const subscriptionOnly = { eCommerceProduct: false, subscriptionProduct: true };
    const [first, second, senior] = await Promise.all([
      createProduct({ ...subscriptionOnly, categoryId: grade4 }),
      createProduct({ ...subscriptionOnly, categoryId: grade4 }),
      createProduct({ ...subscriptionOnly, categoryId: grade7 }),
    ]);

    const refused = await add(teacher, first.id);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0].extensions?.reason).toBe('NO_SUBSCRIPTION');

    await subscribe(teacher, { title: 'Monthly', grades: ['4'], limit: 1, grandFathered: false });
    const added = await add(teacher, first.id);
    expect(added.errors).toBeUndefined();
    expect(added.data?.addSubscriptionProduct.productSubscriptions).toEqual([
      { productId: first.id, grade: '4', timeStamp: expect.any(String) },
    ]);
    expect((await add(teacher, first.id)).data?.addSubscriptionProduct.productSubscriptions).toHaveLength(1);

    const limit = await add(teacher, second.id);
    const month = monthNames[new Date(Date.now() + 2 * 3_600_000).getUTCMonth()];
    expect(limit.errors?.[0]).toMatchObject({
      message: `limit reached for this grade for ${month}`,
      extensions: { code: 'FORBIDDEN', reason: 'LIMIT_REACHED' },
    });
    expect((await add(teacher, senior.id)).errors?.[0]).toMatchObject({
      message: 'Your subscription does not include this grade',
    });
    expect(errorCode(await add(teacher, (await demoItem(titles.numberFun)).id))).toBe('NOT_FOUND');

    const library = await gql(
      `{ shopItems(filter: { owned: SUBSCRIBED }) { items { ... on Product { id } } } }`,
      {},
      { token: teacher.accessToken },
    );
    expect(library.data?.shopItems.items).toEqual([{ id: first.id }]);
    const content = await gql(
      `query($id: ID!) { productContent(productID: $id) { error } }`,
      { id: first.id },
      { token: teacher.accessToken },
    );
    expect(content.errors).toBeUndefined();
    expect(
      errorCode(
        await gql(
          `query($id: ID!) { productContent(productID: $id) { error } }`,
          { id: second.id },
          { token: teacher.accessToken },
        ),
      ),
    ).toBe('FORBIDDEN');
  });

  it('lets a grandfathered package skip the grade and limit checks, and -1 means unlimited', async () => {
    const teacher = await newTeacher();
    const grade7 = await categoryOf(grade7Product);
    const products = await Promise.all(
      [1, 2, 3].map(() => createProduct({ eCommerceProduct: false, subscriptionProduct: true, categoryId: grade7 })),
    );
    await subscribe(teacher, { grades: ['4'], limit: 1, grandFathered: true });
    for (const product of products) expect((await add(teacher, product.id)).errors).toBeUndefined();

    const unlimited = await newTeacher();
    await subscribe(unlimited, { grades: ['Grade 7'], limit: -1, grandFathered: false });
    for (const product of products) expect((await add(unlimited, product.id)).errors).toBeUndefined();
  });
});
