import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, signIn, uuid, type Session } from '../helpers/api.ts';
import { addToCart, admin, cartOf, checkout, demoItem, orderFields, titles } from './shop-helpers.ts';

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
    {
      input: {
        couponCode,
        enabled: true,
        startDate: days(-10),
        endDate: days(10),
        discount: { type: 'AMOUNT', value: 25 },
        ...fields,
      },
    },
    { token: (await admin()).accessToken },
  );
  expect(response.errors).toBeUndefined();
  return couponCode;
}

describe('verifyCoupon', () => {
  it('applies WELCOME10 whatever the case, spaces and punctuation typed', async () => {
    const teacher = await newTeacher();
    const response = await verify(teacher, ' welcome-10 ');
    expect(response.data?.verifyCoupon).toEqual({
      validCoupon: { couponCode: 'WELCOME10', discount: { type: 'PERCENTAGE', value: 10 } },
      error: null,
    });
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
    expect(await outcome(codes.restricted)).toEqual({
      validCoupon: null,
      error: 'This coupon is not available for your account',
    });
    expect(await outcome(codes.mine.toLowerCase())).toEqual({
      validCoupon: { couponCode: codes.mine, discount: { type: 'AMOUNT', value: 25 } },
      error: null,
    });
  });

  it("is for the caller's own profile only (admins may check any)", async () => {
    const [teacher, other] = await Promise.all([newTeacher(), newTeacher()]);
    expect(errorCode(await verify(teacher, 'WELCOME10', other.teacherProfileId))).toBe('FORBIDDEN');
    expect(errorCode(await gql(`{ verifyCoupon(teacherProfileID: "x", couponCode: "WELCOME10") { error } }`))).toBe(
      'UNAUTHENTICATED',
    );
    const staff = await signIn('admin@example.com');
    expect((await verify(staff, 'WELCOME10', teacher.teacherProfileId)).data?.verifyCoupon.validCoupon.couponCode).toBe(
      'WELCOME10',
    );
  });

  it('is rate limited per user', async () => {
    const teacher = await newTeacher();
    const outcomes = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      outcomes.push(errorCode(await verify(teacher, `GUESS${attempt}`)));
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
    const shippingDetails = {
      address1: '1 Main Road',
      city: 'Durban',
      province: 'KwaZulu-Natal',
      postalCode: '4001',
      country: 'South Africa',
      phoneNumber: '+27 31 123 4567',
    };
    const refused = await checkout(teacher, {
      orderId: cart.id,
      _version: cart._version,
      paymentMethod: 'EFT',
      couponCode: expired,
      shippingDetails,
    });
    expect(refused.errors?.[0].extensions?.fieldErrors).toEqual({ couponCode: 'This coupon has expired' });

    const amount = await coupon({ discount: { type: 'AMOUNT', value: 100 } });
    const done = await checkout(teacher, {
      orderId: cart.id,
      _version: cart._version,
      paymentMethod: 'EFT',
      couponCode: amount,
      shippingDetails,
    });
    expect(done.errors).toBeUndefined();
    // downloads 62.99 − R100 stops at 0; cards 189 + shipping 160
    expect(done.data?.checkout.order).toMatchObject({
      orderTotal: 349,
      orderVAT: 45.52,
      coupon: { couponCode: amount, discount: { type: 'AMOUNT', value: 100 } },
    });
  });
});

const applyCoupon = (session: Session, orderId: string, couponCode: string) =>
  gql(
    `mutation($orderId: ID!, $code: String!) { applyCoupon(orderId: $orderId, couponCode: $code) { error order { ${orderFields} priceBreakdown { couponDiscount total } } } }`,
    { orderId, code: couponCode },
    { token: session.accessToken },
  );

describe('applyCoupon: the coupon is applied to the order (000 section 7)', () => {
  it('stores a valid coupon on the cart (it is there after a reload) and checkout keeps it, re-checked', async () => {
    const teacher = await newTeacher();
    const pack = await demoItem(titles.assessmentPack);
    const cart = (await addToCart(teacher, pack.id)).data?.addToCart;
    const applied = await applyCoupon(teacher, cart.id, ' welcome-10 ');
    expect(applied.errors).toBeUndefined();
    expect(applied.data?.applyCoupon).toMatchObject({
      error: null,
      order: {
        coupon: { couponCode: 'WELCOME10', discount: { type: 'PERCENTAGE', value: 10 } },
        orderTotal: 56.69,
        priceBreakdown: { couponDiscount: 6.3, total: 56.69 },
      },
    });

    const reloaded = await cartOf(teacher);
    expect(reloaded).toMatchObject({
      coupon: { couponCode: 'WELCOME10' },
      orderTotal: 56.69,
      priceBreakdown: { couponDiscount: 6.3 },
    });
    const done = await checkout(teacher, { orderId: reloaded.id, _version: reloaded._version, paymentMethod: 'EFT' });
    expect(done.errors).toBeUndefined();
    expect(done.data?.checkout.order).toMatchObject({
      orderStatus: 'PROCESSING',
      orderTotal: 56.69,
      coupon: { couponCode: 'WELCOME10' },
    });
  });

  it('refuses a checkout whose stored coupon stopped applying', async () => {
    const teacher = await newTeacher();
    const cart = (await addToCart(teacher, (await demoItem(titles.assessmentPack)).id)).data?.addToCart;
    const code = await coupon({});
    expect((await applyCoupon(teacher, cart.id, code)).data?.applyCoupon.error).toBeNull();
    const couponRow = await gql(
      `query($code: String!) { listCoupons(filter: { couponCode: { eq: $code } }) { items { id _version } } }`,
      { code },
      { token: (await admin()).accessToken },
    );
    const { id, _version } = couponRow.data!.listCoupons.items[0];
    const disabled = await gql(
      `mutation($input: UpdateCouponInput!) { updateCoupon(input: $input) { id } }`,
      { input: { id, _version, enabled: false } },
      { token: (await admin()).accessToken },
    );
    expect(disabled.errors).toBeUndefined();
    const stored = await cartOf(teacher);
    const refused = await checkout(teacher, { orderId: stored.id, _version: stored._version, paymentMethod: 'EFT' });
    expect(refused.errors?.[0].extensions?.fieldErrors).toEqual({ couponCode: 'This coupon is no longer active' });
  });

  it('removes the coupon for an empty code, and for a refused one, answering why', async () => {
    const teacher = await newTeacher();
    const cart = (await addToCart(teacher, (await demoItem(titles.assessmentPack)).id)).data?.addToCart;
    expect((await applyCoupon(teacher, cart.id, 'WELCOME10')).data?.applyCoupon.order.coupon.couponCode).toBe(
      'WELCOME10',
    );
    const refused = (await applyCoupon(teacher, cart.id, 'NOSUCHCOUPON')).data?.applyCoupon;
    expect(refused).toMatchObject({ error: 'Invalid coupon code', order: { coupon: null, orderTotal: 62.99 } });
    expect((await cartOf(teacher)).coupon).toBeNull();
    expect((await applyCoupon(teacher, cart.id, 'WELCOME10')).data?.applyCoupon.error).toBeNull();
    expect((await applyCoupon(teacher, cart.id, '')).data?.applyCoupon).toMatchObject({
      error: null,
      order: { coupon: null, orderTotal: 62.99 },
    });
  });

  it("is for the caller's own cart only, before checkout, and counts as a coupon try", async () => {
    const [teacher, other] = await Promise.all([newTeacher(), newTeacher()]);
    const cart = (await addToCart(teacher, (await demoItem(titles.assessmentPack)).id)).data?.addToCart;
    expect(errorCode(await applyCoupon(other, cart.id, 'WELCOME10'))).toBe('NOT_FOUND');
    const done = await checkout(teacher, { orderId: cart.id, _version: cart._version, paymentMethod: 'EFT' });
    expect(done.errors).toBeUndefined();
    const late = await applyCoupon(teacher, cart.id, 'WELCOME10');
    expect(late.errors?.[0].extensions?.fieldErrors).toEqual({ orderId: 'This order has already been checked out' });

    const guesser = await newTeacher();
    const guesserCart = (await addToCart(guesser, (await demoItem(titles.assessmentPack)).id)).data?.addToCart;
    const outcomes = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      outcomes.push(errorCode(await applyCoupon(guesser, guesserCart.id, `GUESS${attempt}`)));
    expect(outcomes.slice(0, 10)).toEqual(Array(10).fill(undefined));
    expect(outcomes[10]).toBe('RATE_LIMITED');
  });
});
