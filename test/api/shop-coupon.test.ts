import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, signIn, uuid, type Session } from '../helpers/api.ts';
import { addToCart, admin, cartOf, checkout, demoItem, titles } from './shop-helpers.ts';

const verify = (session: Session, couponCode: string, teacherProfileID = session.teacherProfileId) =>
  gql(
    `query($id: ID!, $code: String!) { verifyCoupon(teacherProfileID: $id, couponCode: $code) { validCoupon { couponCode discount { type value } } error } }`,
    { id: teacherProfileID, code: couponCode },
    { token: session.accessToken },
  );

const days = (count: number) => new Date(Date.now() + count * 86_400_000).toISOString();

async function coupon(fields: Record<string, unknown>): Promise<string> {
  const couponCode = `T${uuid().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  const response = await gql(
    `mutation($input: CreateCouponInput!) { createCoupon(input: $input) { id } }`,
    { input: { couponCode, enabled: true, startDate: days(-10), endDate: days(10), discount: { type: 'AMOUNT', value: 25 }, ...fields } },
    { token: (await admin()).accessToken },
  );
  expect(response.errors).toBeUndefined();
  return couponCode;
}

describe('verifyCoupon', () => {
  it('applies WELCOME10 whatever the case, spaces and punctuation typed', async () => {
    const teacher = await newTeacher();
    const response = await verify(teacher, ' welcome-10 ');
    expect(response.data?.verifyCoupon).toEqual({ validCoupon: { couponCode: 'WELCOME10', discount: { type: 'PERCENTAGE', value: 10 } }, error: null });
  });

  it('refuses, as data, each coupon that does not apply, with its message', async () => {
    const teacher = await newTeacher();
    const other = await newTeacher();
    const codes = {
      expired: await coupon({ endDate: days(-1) }),
      disabled: await coupon({ enabled: false }),
      early: await coupon({ startDate: days(2) }),
      restricted: await coupon({ restrictTo: { type: 'TEACHER', value: [other.teacherProfileId] } }),
      mine: await coupon({ restrictTo: { type: 'TEACHER', value: [teacher.teacherProfileId] } }),
    };
    const outcome = async (code: string) => (await verify(teacher, code)).data?.verifyCoupon;
    expect(await outcome('   ')).toEqual({ validCoupon: null, error: 'Coupon code is required' });
    expect(await outcome('NOSUCHCOUPON')).toEqual({ validCoupon: null, error: 'Invalid coupon code' });
    expect(await outcome(codes.expired)).toEqual({ validCoupon: null, error: 'This coupon has expired' });
    expect(await outcome(codes.disabled)).toEqual({ validCoupon: null, error: 'This coupon is no longer active' });
    expect(await outcome(codes.early)).toEqual({ validCoupon: null, error: 'This coupon is not yet valid' });
    expect(await outcome(codes.restricted)).toEqual({ validCoupon: null, error: 'This coupon is not available for your account' });
    expect(await outcome(codes.mine.toLowerCase())).toEqual({ validCoupon: { couponCode: codes.mine, discount: { type: 'AMOUNT', value: 25 } }, error: null });
  });

  it("is for the caller's own profile only (admins may check any)", async () => {
    const [teacher, other] = await Promise.all([newTeacher(), newTeacher()]);
    expect(errorCode(await verify(teacher, 'WELCOME10', other.teacherProfileId))).toBe('FORBIDDEN');
    expect(errorCode(await gql(`{ verifyCoupon(teacherProfileID: "x", couponCode: "WELCOME10") { error } }`))).toBe('UNAUTHENTICATED');
    const staff = await signIn('admin@example.com');
    expect((await verify(staff, 'WELCOME10', teacher.teacherProfileId)).data?.verifyCoupon.validCoupon.couponCode).toBe('WELCOME10');
  });

  it('is rate limited per user', async () => {
    const teacher = await newTeacher();
    const outcomes = [];
    for (let attempt = 0; attempt < 11; attempt += 1) outcomes.push(errorCode(await verify(teacher, `GUESS${attempt}`)));
    expect(outcomes.slice(0, 10)).toEqual(Array(10).fill(undefined));
    expect(outcomes[10]).toBe('RATE_LIMITED');
    const someoneElse = await newTeacher();
    expect(errorCode(await verify(someoneElse, 'WELCOME10'))).toBeUndefined();
  });
});

describe('coupons at checkout', () => {
  it('refuses a coupon that does not apply, and takes an amount coupon off the downloads only', async () => {
    const teacher = await newTeacher();
    const [pack, cards] = await Promise.all([demoItem(titles.assessmentPack), demoItem(titles.flashCards)]);
    await addToCart(teacher, pack.id);
    await addToCart(teacher, cards.id);
    const cart = await cartOf(teacher);
    const expired = await coupon({ endDate: days(-1) });
    const shippingDetails = { address1: '1 Main Road', city: 'Durban', province: 'KwaZulu-Natal', postalCode: '4001', country: 'South Africa', phoneNumber: '+27 31 123 4567' };
    const refused = await checkout(teacher, { orderId: cart.id, _version: cart._version, paymentMethod: 'EFT', couponCode: expired, shippingDetails });
    expect(refused.errors?.[0].extensions?.fieldErrors).toEqual({ couponCode: 'This coupon has expired' });

    const amount = await coupon({ discount: { type: 'AMOUNT', value: 100 } });
    const done = await checkout(teacher, { orderId: cart.id, _version: cart._version, paymentMethod: 'EFT', couponCode: amount, shippingDetails });
    expect(done.errors).toBeUndefined();
    // downloads 62.99 − R100 stops at 0; cards 189 + shipping 160
    expect(done.data?.checkout.order).toMatchObject({ orderTotal: 349, orderVAT: 45.52, coupon: { couponCode: amount, discount: { type: 'AMOUNT', value: 100 } } });
  });
});
