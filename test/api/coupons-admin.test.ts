/**
 * The admin's coupon rules (002 sections 2, 5, 9; issue 10 point 6) on the generic createCoupon and updateCoupon,
 * and what verifyCoupon and checkout make of the coupons they store.
 */
import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, uuid, type GraphQLResponse, type Session } from '../helpers/api.ts';
import { addToCart, admin, cartOf, checkout, demoItem, titles } from './shop-helpers.ts';

const couponFields =
  'id _version couponCode enabled startDate endDate discount { type value } restrictTo { type value }';
const days = (count: number) => new Date(Date.now() + count * 86_400_000).toISOString();
const fieldErrors = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.fieldErrors;
const freshCode = () => `C${uuid().replace(/-/g, '').slice(0, 12).toUpperCase()}`;

const valid = () => ({
  couponCode: freshCode(),
  enabled: true,
  startDate: days(-1),
  endDate: days(30),
  discount: { type: 'PERCENTAGE', value: 15 },
  restrictTo: { type: 'ALL' },
});

async function createCoupon(input: Record<string, unknown>, token?: string) {
  return gql(
    `mutation($input: CreateCouponInput!) { createCoupon(input: $input) { ${couponFields} } }`,
    { input },
    { token: token ?? (await admin()).accessToken },
  );
}

async function updateCoupon(input: Record<string, unknown>) {
  return gql(
    `mutation($input: UpdateCouponInput!) { updateCoupon(input: $input) { ${couponFields} } }`,
    { input },
    { token: (await admin()).accessToken },
  );
}

const verify = (session: Session, couponCode: string) =>
  gql(
    `query($id: ID!, $code: String!) { verifyCoupon(teacherProfileID: $id, couponCode: $code) { validCoupon { couponCode } error } }`,
    { id: session.teacherProfileId, code: couponCode },
    {
      token: session.accessToken,
    },
  );

describe('createCoupon and updateCoupon', () => {
  it('stores a valid coupon; the restriction keeps a value only for Teachers', async () => {
    const teacher = await newTeacher();
    const input = {
      ...valid(),
      discount: { type: 'AMOUNT', value: 49.99 },
      restrictTo: { type: 'ALL', value: [teacher.teacherProfileId] },
    };
    const created = await createCoupon(input);
    expect(created.errors).toBeUndefined();
    expect(created.data?.createCoupon).toMatchObject({
      couponCode: input.couponCode,
      enabled: true,
      discount: { type: 'AMOUNT', value: 49.99 },
      restrictTo: { type: 'ALL', value: null },
    });
    const restricted = await createCoupon({
      ...valid(),
      restrictTo: { type: 'Teachers', value: [teacher.teacherProfileId, teacher.teacherProfileId] },
    });
    expect(restricted.data?.createCoupon.restrictTo).toEqual({ type: 'Teachers', value: [teacher.teacherProfileId] });
    const disabledByDefault = await createCoupon({ ...valid(), enabled: undefined });
    expect(disabledByDefault.data?.createCoupon.enabled).toBe(false);
  });

  it("refuses what the form refuses, with the specification's messages", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ couponCode: '' }, { couponCode: 'Coupon code is required' }],
      [{ couponCode: 'summer10' }, { couponCode: 'Only uppercase alphanumeric characters are allowed' }],
      [{ couponCode: 'SUMMER-10' }, { couponCode: 'Only uppercase alphanumeric characters are allowed' }],
      [{ startDate: null }, { startDate: 'A Start Date is required' }],
      [{ endDate: undefined }, { endDate: 'An End Date is required' }],
      [{ startDate: days(5), endDate: days(4) }, { endDate: 'End Date cannot be before Start Date' }],
      [{ discount: { type: 'PERCENT', value: 10 } }, { 'discount.type': 'Discount Type must be PERCENTAGE or AMOUNT' }],
      [{ discount: { type: 'AMOUNT', value: 0 } }, { 'discount.value': 'Discount Value must be greater than 0' }],
      [
        { discount: { type: 'PERCENTAGE', value: 120 } },
        { 'discount.value': 'A percentage discount cannot be more than 100' },
      ],
      [
        { discount: null },
        { 'discount.type': 'A Discount Type is required', 'discount.value': 'A Discount Value is required' },
      ],
      [{ restrictTo: { type: 'Teachers', value: [] } }, { 'restrictTo.value': 'Choose at least one teacher' }],
      [{ restrictTo: { type: 'Teachers', value: [uuid()] } }, { 'restrictTo.value': 'Unknown teacher profile' }],
      [{ restrictTo: { type: 'Schools', value: [] } }, { 'restrictTo.type': 'Restrict to must be Teachers or ALL' }],
    ];
    for (const [change, expected] of cases) {
      const response = await createCoupon({ ...valid(), ...change });
      expect(errorCode(response), JSON.stringify(change)).toBe('BAD_USER_INPUT');
      expect(fieldErrors(response), JSON.stringify(change)).toEqual(expected);
    }
  });

  it('refuses a code another live coupon has, on create and on update; a deleted coupon frees its code', async () => {
    const first = (await createCoupon(valid())).data?.createCoupon;
    const duplicate = await createCoupon({ ...valid(), couponCode: first.couponCode });
    expect(fieldErrors(duplicate)).toEqual({ couponCode: 'Coupon code already exists' });

    const second = (await createCoupon(valid())).data?.createCoupon;
    expect(
      fieldErrors(await updateCoupon({ id: second.id, _version: second._version, couponCode: first.couponCode })),
    ).toEqual({ couponCode: 'Coupon code already exists' });
    // Saving a coupon with its own code is no clash.
    const saved = await updateCoupon({
      id: second.id,
      _version: second._version,
      couponCode: second.couponCode,
      enabled: false,
    });
    expect(saved.data?.updateCoupon).toMatchObject({ couponCode: second.couponCode, enabled: false });

    const deleted = await gql(
      `mutation($input: DeleteCouponInput!) { deleteCoupon(input: $input) { id } }`,
      { input: { id: first.id, _version: first._version } },
      {
        token: (await admin()).accessToken,
      },
    );
    expect(deleted.errors).toBeUndefined();
    expect((await createCoupon({ ...valid(), couponCode: first.couponCode })).errors).toBeUndefined();
  });

  it('keeps one coupon when two creates of one code run at once', async () => {
    const couponCode = freshCode();
    const outcomes = await Promise.all([
      createCoupon({ ...valid(), couponCode }),
      createCoupon({ ...valid(), couponCode }),
    ]);
    expect(outcomes.filter((outcome) => outcome.data?.createCoupon?.couponCode === couponCode)).toHaveLength(1);
    expect(outcomes.map(fieldErrors).filter(Boolean)).toEqual([{ couponCode: 'Coupon code already exists' }]);
    const listed = await gql(
      `query($code: String!) { listCoupons(filter: { couponCode: { eq: $code } }) { items { id } } }`,
      { code: couponCode },
      { token: (await admin()).accessToken },
    );
    expect(listed.data?.listCoupons.items).toHaveLength(1);
  });

  it('checks an update against the coupon as it will be stored', async () => {
    const coupon = (await createCoupon(valid())).data?.createCoupon;
    const response = await updateCoupon({ id: coupon.id, _version: coupon._version, endDate: days(-3) });
    expect(fieldErrors(response)).toEqual({ endDate: 'End Date cannot be before Start Date' });
  });

  it('is for admins', async () => {
    const teacher = await newTeacher();
    expect(errorCode(await createCoupon(valid(), teacher.accessToken))).toBe('FORBIDDEN');
  });
});

describe('coupons the admin made, at verifyCoupon and checkout', () => {
  it('applies a coupon restricted to one teacher for her only', async () => {
    const [chosen, other] = await Promise.all([newTeacher(), newTeacher()]);
    const { couponCode } = (
      await createCoupon({ ...valid(), restrictTo: { type: 'Teachers', value: [chosen.teacherProfileId] } })
    ).data!.createCoupon;
    expect((await verify(chosen, couponCode)).data?.verifyCoupon).toEqual({ validCoupon: { couponCode }, error: null });
    expect((await verify(other, couponCode)).data?.verifyCoupon).toEqual({
      validCoupon: null,
      error: 'This coupon is not available for your account',
    });

    const pack = await demoItem(titles.assessmentPack);
    await addToCart(other, pack.id);
    const cart = await cartOf(other);
    const refused = await checkout(other, {
      orderId: cart.id,
      _version: cart._version,
      paymentMethod: 'EFT',
      couponCode,
    });
    expect(fieldErrors(refused)).toEqual({ couponCode: 'This coupon is not available for your account' });

    await addToCart(chosen, pack.id);
    const mine = await cartOf(chosen);
    const done = await checkout(chosen, {
      orderId: mine.id,
      _version: mine._version,
      paymentMethod: 'EFT',
      couponCode,
    });
    expect(done.errors).toBeUndefined();
    expect(done.data?.checkout.order.coupon).toEqual({ couponCode, discount: { type: 'PERCENTAGE', value: 15 } });
  });

  it('refuses a disabled coupon and one outside its dates, and applies it again once the admin fixes it', async () => {
    const teacher = await newTeacher();
    const disabled = (await createCoupon({ ...valid(), enabled: false })).data?.createCoupon;
    const future = (await createCoupon({ ...valid(), startDate: days(2), endDate: days(9) })).data?.createCoupon;
    const past = (await createCoupon({ ...valid(), startDate: days(-9), endDate: days(-2) })).data?.createCoupon;
    expect((await verify(teacher, disabled.couponCode)).data?.verifyCoupon.error).toBe(
      'This coupon is no longer active',
    );
    expect((await verify(teacher, future.couponCode)).data?.verifyCoupon.error).toBe('This coupon is not yet valid');
    expect((await verify(teacher, past.couponCode)).data?.verifyCoupon.error).toBe('This coupon has expired');
    await updateCoupon({ id: disabled.id, _version: disabled._version, enabled: true });
    expect((await verify(teacher, disabled.couponCode.toLowerCase())).data?.verifyCoupon.validCoupon).toEqual({
      couponCode: disabled.couponCode,
    });
  });
});
