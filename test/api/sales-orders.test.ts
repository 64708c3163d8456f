/** Orders and quotes written by admins (002 section 4, issue 10 point 3) and what an admin's PAID gives a teacher. */
import { describe, expect, it } from 'vitest';
import { orderIdPattern } from '../../server/domain/order-id.ts';
import { errorCode, gql, newTeacher, subscribe, waitFor, wsClient } from '../helpers/api.ts';
import { outboxMailContaining, outboxMailsContaining } from '../helpers/outbox.ts';
import { shippingDetails } from './shop-helpers.ts';
import {
  createOrder,
  created,
  item,
  questionProduct,
  teacherAndProducts,
  updated,
  updateOrder,
} from './sales-helpers.ts';

describe('an admin creating an order', () => {
  it('ignores the figures, status, order id and payment the client sends: the catalogue and the rules decide', async () => {
    const { teacher, digital, other } = await teacherAndProducts();
    const order = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PAID',
      orderTotal: 1,
      orderVAT: 0,
      orderID: 'FAKE',
      orderDateTime: '2020-01-01T00:00:00.000Z',
      orderPaymentMethod: 'Payfast',
      orderPayment: { paid: true },
      orderProducts: [
        item(digital.id, { price: 1, title: 'Cheap' }),
        item(other.id, { price: 0, discountPercentage: 100 }),
        item(digital.id),
      ],
    });
    expect(order.orderStatus).toBe('PROCESSING');
    expect(order.orderPaymentMethod).toBe('EFT');
    expect(order.orderID).toMatch(orderIdPattern);
    expect(Date.now() - Date.parse(order.orderDateTime)).toBeLessThan(60_000);
    expect(
      order.orderProducts.map((line: { id: string; price: number; title: string }) => [
        line.id,
        line.price,
        line.title,
      ]),
    ).toEqual([
      [digital.id, 100, digital.title],
      [other.id, 40, other.title],
    ]);
    expect(order.orderTotal).toBe(130);
    expect(order.orderVAT).toBe(16.96);
    expect(order.owner).toContain(teacher.user.id);
    expect(order.productsCount).toBe(2);
    await waitFor(() => outboxMailContaining(`Order confirmation ${order.orderID}`) !== undefined);
  });

  it('makes an order of total 0 Free and PAID', async () => {
    const { teacher, free } = await teacherAndProducts();
    const order = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(free.id)],
    });
    expect([order.orderStatus, order.orderPaymentMethod, order.orderTotal]).toEqual(['PAID', 'Free', 0]);
  });

  it('makes a quote QUOTING, its payment method optional (stored null when empty)', async () => {
    const { teacher, digital } = await teacherAndProducts();
    const quote = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'QUOTING',
      orderPaymentMethod: '',
      orderProducts: [item(digital.id)],
    });
    expect([quote.orderStatus, quote.orderPaymentMethod, quote.orderTotal]).toEqual(['QUOTING', null, 100]);
    const second = await createOrder({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'QUOTING',
      orderProducts: [item(digital.id)],
    });
    expect(second.errors?.[0].extensions?.fieldErrors).toEqual({ orderStatus: 'This teacher already has a quote' });

    const other = await newTeacher();
    const withMethod = await created({
      teacherprofileID: other.teacherProfileId,
      orderStatus: 'QUOTING',
      orderPaymentMethod: 'Payfast',
      orderProducts: [item(digital.id)],
    });
    expect(withMethod.orderPaymentMethod).toBe('Payfast');
    const third = await newTeacher();
    const unknown = await createOrder({
      teacherprofileID: third.teacherProfileId,
      orderStatus: 'QUOTING',
      orderPaymentMethod: 'Cash',
      orderProducts: [item(digital.id)],
    });
    expect(unknown.errors?.[0].extensions?.fieldErrors).toEqual({ orderPaymentMethod: 'a Payment Method is required' });
  });

  it("refuses with the specification's messages: no products, a required answer, shipping for physical products", async () => {
    const { teacher, physical } = await teacherAndProducts();
    const empty = await createOrder({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [],
    });
    expect(errorCode(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0].extensions?.fieldErrors).toEqual({ orderProducts: 'Products are required' });

    const asking = await questionProduct();
    const unanswered = await createOrder({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(asking.id, { questions: [{ value: ' ' }] })],
    });
    expect(unanswered.errors?.[0].extensions?.fieldErrors).toEqual({
      'orderProducts.0.questions.0': 'This field is required',
    });
    // The error names the product where it was sent, a duplicate before it counted.
    const afterDuplicate = await createOrder({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(physical.id), item(physical.id), item(asking.id, { questions: [{ value: '' }] })],
      orderShippingDetails: shippingDetails,
    });
    expect(afterDuplicate.errors?.[0].extensions?.fieldErrors).toEqual({
      'orderProducts.2.questions.0': 'This field is required',
    });
    const answered = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [
        item(asking.id, {
          price: 0,
          questions: [{ label: 'Changed', required: false, value: ' Laerskool Eden ' }, { value: '' }],
        }),
      ],
    });
    expect(answered.orderProducts[0].questions).toEqual([
      { label: 'School name', required: true, value: 'Laerskool Eden' },
      { label: 'Notes', required: false, value: null },
    ]);
    expect(answered.hasQuestions).toBe(true);

    const noAddress = await createOrder({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(physical.id)],
    });
    expect(noAddress.errors?.[0].extensions?.fieldErrors).toMatchObject({
      address1: 'Address is required',
      city: 'City is required',
      postalCode: 'Postal code is required',
    });
    const shipped = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(physical.id)],
      orderShippingDetails: shippingDetails,
    });
    expect(shipped.orderTotal).toBe(360);
    expect(shipped.orderShippingDetails).toMatchObject({ address1: shippingDetails.address1, country: 'South Africa' });
    expect(shipped.hasPhysical).toBe(true);
  });

  it('takes the coupon by its code, checked for the teacher, never the discount sent', async () => {
    const { teacher, digital } = await teacherAndProducts();
    const order = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(digital.id)],
      coupon: { couponCode: ' welcome-10 ', discount: { type: 'PERCENTAGE', value: 90 } },
    });
    expect(order.coupon).toEqual({ couponCode: 'WELCOME10', discount: { type: 'PERCENTAGE', value: 10 } });
    expect(order.orderTotal).toBe(90);
    const refused = await createOrder({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(digital.id)],
      coupon: { couponCode: 'NOSUCHCODE' },
    });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(Object.keys(refused.errors?.[0].extensions?.fieldErrors as object)).toEqual(['couponCode']);
  });

  it('is refused to a teacher, who writes orders only through the cart and checkout', async () => {
    const { teacher, digital } = await teacherAndProducts();
    const response = await createOrder(
      { teacherprofileID: teacher.teacherProfileId, orderStatus: 'PAID', orderProducts: [item(digital.id)] },
      teacher.accessToken,
    );
    expect(errorCode(response)).toBe('FORBIDDEN');
  });
});

describe('an admin updating orders and quotes', () => {
  it('refuses QUOTING on an order and recomputes figures whatever is sent', async () => {
    const { teacher, digital } = await teacherAndProducts();
    const order = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(digital.id)],
    });
    const quoting = await updateOrder({ id: order.id, _version: order._version, orderStatus: 'QUOTING' });
    expect(quoting.errors?.[0].extensions?.fieldErrors).toEqual({ orderStatus: 'Choose one of the options' });
    const sneaky = await updated({
      id: order.id,
      _version: order._version,
      orderTotal: 1,
      orderVAT: 0,
      orderPaymentMethod: 'Free',
      orderID: 'X',
      teacherprofileID: 'other',
    });
    expect([
      sneaky.orderTotal,
      sneaky.orderVAT,
      sneaky.orderPaymentMethod,
      sneaky.orderID,
      sneaky.teacherprofileID,
    ]).toEqual([100, 13.04, 'EFT', order.orderID, teacher.teacherProfileId]);
  });

  it('sets EFT or Free by the total when the product selection changes', async () => {
    const { teacher, digital, free } = await teacherAndProducts();
    const order = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(digital.id)],
    });
    const freeOnly = await updated({ id: order.id, _version: order._version, orderProducts: [item(free.id)] });
    expect([freeOnly.orderPaymentMethod, freeOnly.orderTotal, freeOnly.orderStatus]).toEqual(['Free', 0, 'PROCESSING']);
    const paying = await updated({
      id: order.id,
      _version: freeOnly._version,
      orderProducts: [item(free.id), item(digital.id)],
    });
    expect([paying.orderPaymentMethod, paying.orderTotal]).toEqual(['EFT', 100]);
  });

  it('forces EFT on a quote leaving QUOTING, and clears the method (but Payfast) when it goes back', async () => {
    const { teacher, digital } = await teacherAndProducts();
    const quote = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'QUOTING',
      orderPaymentMethod: 'Free',
      orderProducts: [item(digital.id)],
    });
    const ordered = await updated({
      id: quote.id,
      _version: quote._version,
      orderStatus: 'PROCESSING',
      orderPaymentMethod: 'Payfast',
    });
    expect([ordered.orderStatus, ordered.orderPaymentMethod]).toEqual(['PROCESSING', 'EFT']);
    const back = await updated({ id: quote.id, _version: ordered._version, orderStatus: 'QUOTING' });
    expect([back.orderStatus, back.orderPaymentMethod]).toEqual(['QUOTING', null]);
    const pending = await updateOrder({ id: quote.id, _version: back._version, orderStatus: 'PENDING' });
    expect(pending.errors?.[0].extensions?.fieldErrors).toEqual({ orderStatus: 'Choose one of the options' });
  });

  it('keeps answers and shipping read-only unless the order is PROCESSING; a PAID quote changes only its status', async () => {
    const { teacher, physical, digital } = await teacherAndProducts();
    const asking = await questionProduct();
    const pending = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(asking.id, { questions: [{ value: 'First' }] })],
    });
    expect(pending.orderStatus).toBe('PROCESSING');
    const processing = await updated({
      id: pending.id,
      _version: pending._version,
      orderProducts: [item(asking.id, { questions: [{ value: 'Second' }] })],
    });
    expect(processing.orderProducts[0].questions[0].value).toBe('Second');
    const paid = await updated({ id: pending.id, _version: processing._version, orderStatus: 'PAID' });
    const frozen = await updated({
      id: pending.id,
      _version: paid._version,
      orderProducts: [item(asking.id, { questions: [{ value: 'Third' }] })],
    });
    expect(frozen.orderProducts[0].questions[0].value).toBe('Second');

    const shippedQuote = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'QUOTING',
      orderProducts: [item(physical.id)],
      orderShippingDetails: shippingDetails,
    });
    const moved = await updated({
      id: shippedQuote.id,
      _version: shippedQuote._version,
      orderShippingDetails: { ...shippingDetails, city: 'Durban' },
    });
    expect(moved.orderShippingDetails.city).toBe('Durban');
    const paidQuote = await updated({ id: shippedQuote.id, _version: moved._version, orderStatus: 'PAID' });
    expect(paidQuote.orderPaymentMethod).toBe('EFT');
    const untouched = await updated({
      id: shippedQuote.id,
      _version: paidQuote._version,
      orderProducts: [item(digital.id)],
      orderShippingDetails: { ...shippingDetails, city: 'Polokwane' },
      coupon: { couponCode: 'WELCOME10' },
    });
    expect(untouched.orderProducts.map((line: { id: string }) => line.id)).toEqual([physical.id]);
    expect([untouched.orderShippingDetails.city, untouched.coupon, untouched.orderTotal]).toEqual([
      'Durban',
      null,
      360,
    ]);
    const cancelled = await updated({ id: shippedQuote.id, _version: untouched._version, orderStatus: 'CANCELLED' });
    expect(cancelled.orderStatus).toBe('CANCELLED');
  });
});

describe('payment confirmation by an admin', () => {
  const library = async (token: string) => {
    const response = await gql(
      `{ shopItems(filter: { owned: BOUGHT }) { items { ... on Product { id } ... on ProductBundle { id } } } }`,
      {},
      { token },
    );
    return response.data?.shopItems.items.map((found: { id: string }) => found.id) as string[];
  };
  const content = (token: string, id: string) =>
    gql(`query($id: ID!) { productContent(productID: $id) { error } }`, { id }, { token });

  it('PAID gives the library, content, a live event and the receipt at once; CANCELLED takes back what no other PAID order covers', async () => {
    const { teacher, digital, other } = await teacherAndProducts();
    const order = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(digital.id), item(other.id)],
    });
    expect(await library(teacher.accessToken)).toEqual([]);
    expect(errorCode(await content(teacher.accessToken, digital.id))).toBe('FORBIDDEN');

    const client = wsClient(teacher.accessToken);
    const feed = subscribe<{ onUpdateTeacherProductsOrder: { id: string; orderStatus: string } }>(
      client,
      'subscription { onUpdateTeacherProductsOrder { id orderStatus } }',
    );
    await feed.ready;
    const paid = await updated({ id: order.id, _version: order._version, orderStatus: 'PAID' });
    await waitFor(() =>
      feed.events.some(
        (event) =>
          event.onUpdateTeacherProductsOrder.id === order.id &&
          event.onUpdateTeacherProductsOrder.orderStatus === 'PAID',
      ),
    );
    feed.stop();
    await client.dispose();
    expect((await library(teacher.accessToken)).sort()).toEqual([digital.id, other.id].sort());
    expect((await content(teacher.accessToken, digital.id)).errors).toBeUndefined();
    // The EFT order's confirmation went out on creation; the tax invoice, with its own number, follows PAID.
    await waitFor(() => outboxMailsContaining(`Order confirmation ${order.orderID}`).length === 1);
    await waitFor(() =>
      outboxMailsContaining(`Thank you for your payment for order ${order.orderID}.`).some((mail) =>
        /^Subject: Tax invoice INV-\d{6}$/m.test(mail),
      ),
    );

    const second = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(other.id)],
    });
    await updated({ id: second.id, _version: second._version, orderStatus: 'PAID' });
    await updated({ id: order.id, _version: paid._version, orderStatus: 'CANCELLED' });
    expect(await library(teacher.accessToken)).toEqual([other.id]);
    expect(errorCode(await content(teacher.accessToken, digital.id))).toBe('FORBIDDEN');
    expect((await content(teacher.accessToken, other.id)).errors).toBeUndefined();
  });

  it("another teacher's subscription does not see the change", async () => {
    const { teacher, digital } = await teacherAndProducts();
    const stranger = await newTeacher();
    const order = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(digital.id)],
    });
    const client = wsClient(stranger.accessToken);
    const feed = subscribe<{ onUpdateTeacherProductsOrder: { id: string } }>(
      client,
      'subscription { onUpdateTeacherProductsOrder { id } }',
    );
    await feed.ready;
    const mine = wsClient(teacher.accessToken);
    const ownFeed = subscribe<{ onUpdateTeacherProductsOrder: { id: string } }>(
      mine,
      'subscription { onUpdateTeacherProductsOrder { id } }',
    );
    await ownFeed.ready;
    await updated({ id: order.id, _version: order._version, orderStatus: 'PAID' });
    await waitFor(() => ownFeed.events.length > 0);
    expect(feed.events).toEqual([]);
    feed.stop();
    ownFeed.stop();
    await Promise.all([client.dispose(), mine.dispose()]);
  });
});
