import { describe, expect, it } from 'vitest';
import { formSignature, sandbox, type Field } from '../../server/payments/payfast.ts';
import { orderIdPattern } from '../../server/domain/order-id.ts';
import { errorCode, gql, newTeacher, subscribe, waitFor, wsClient } from '../helpers/api.ts';
import { outboxMailContaining } from '../helpers/outbox.ts';
import {
  addToCart,
  admin,
  cardCheckout,
  cartOf,
  checkout,
  demoItem,
  orderFields,
  shippingDetails,
  titles,
} from './shop-helpers.ts';

describe('EFT checkout', () => {
  it('with WELCOME10, a physical and a digital demo product, stores the totals of the pricing formula', async () => {
    const teacher = await newTeacher();
    const [cards, pack] = await Promise.all([demoItem(titles.flashCards), demoItem(titles.assessmentPack)]);
    await addToCart(teacher, cards.id);
    await addToCart(teacher, pack.id);
    const cart = await cartOf(teacher);

    const response = await checkout(teacher, {
      orderId: cart.id,
      _version: cart._version,
      paymentMethod: 'EFT',
      couponCode: ' welcome-10 ',
      shippingDetails,
    });
    expect(response.errors).toBeUndefined();
    const { order, payment } = response.data!.checkout;
    expect(payment).toBeNull();
    // 189 (cards) + 160 shipping + (69.99 − 10 % = 62.99, then WELCOME10: − 6.30 = 56.69) = 405.69; VAT = 405.69 − 405.69 / 1.15
    expect(order).toMatchObject({
      orderStatus: 'PROCESSING',
      orderPaymentMethod: 'EFT',
      orderTotal: 405.69,
      orderVAT: 52.92,
      coupon: { couponCode: 'WELCOME10', discount: { type: 'PERCENTAGE', value: 10 } },
      orderShippingDetails: { ...shippingDetails, address2: null },
    });
    expect(order.orderID).toMatch(orderIdPattern);
    expect(order._version).toBe(cart._version + 1);

    const breakdown = await gql(
      `query($id: ID!) { getTeacherProductsOrder(id: $id) { priceBreakdown { downloadableTotal couponDiscount shipping subtotal totalExclVat vat } } }`,
      { id: order.id },
      { token: teacher.accessToken },
    );
    expect(breakdown.data?.getTeacherProductsOrder.priceBreakdown).toEqual({
      downloadableTotal: 62.99,
      couponDiscount: 6.3,
      shipping: 160,
      subtotal: 405.69,
      totalExclVat: 352.77,
      vat: 52.92,
    });
    expect(await cartOf(teacher)).toBeNull();
    const bank = await gql(
      '{ bankDetails { accountHolder accountNumber branchCode proofOfPaymentEmail } }',
      {},
      { token: teacher.accessToken },
    );
    expect(bank.data?.bankDetails.accountNumber).toBeTruthy();
  });

  it('validates shipping details with the messages of the specification, only when something is physical', async () => {
    const teacher = await newTeacher();
    await addToCart(teacher, (await demoItem(titles.flashCards)).id);
    const cart = await cartOf(teacher);
    const missing = await checkout(teacher, {
      orderId: cart.id,
      _version: cart._version,
      shippingDetails: { country: 'South Africa', phoneNumber: '12345' },
    });
    expect(errorCode(missing)).toBe('BAD_USER_INPUT');
    expect(missing.errors?.[0].extensions?.fieldErrors).toEqual({
      address1: 'Address is required',
      city: 'City is required',
      province: 'Province is required',
      postalCode: 'Postal code is required',
      phoneNumber: 'Invalid South African phone number',
      paymentMethod: 'a Payment Method is required',
    });
    const noPhone = await checkout(teacher, {
      orderId: cart.id,
      _version: cart._version,
      paymentMethod: 'EFT',
      shippingDetails: { ...shippingDetails, phoneNumber: '', country: '' },
    });
    expect(noPhone.errors?.[0].extensions?.fieldErrors).toEqual({
      phoneNumber: 'Phone number is required',
      country: 'Country is required',
    });

    const digital = await newTeacher();
    await addToCart(digital, (await demoItem(titles.numberFun)).id);
    const digitalCart = await cartOf(digital);
    const done = await checkout(digital, {
      orderId: digitalCart.id,
      _version: digitalCart._version,
      paymentMethod: 'EFT',
    });
    expect(done.errors).toBeUndefined();
    expect(done.data?.checkout.order.orderShippingDetails).toBeNull();
  });

  it('refuses a stale _version with CONFLICT and an order of someone else', async () => {
    const [teacher, other] = await Promise.all([newTeacher(), newTeacher()]);
    await addToCart(teacher, (await demoItem(titles.numberFun)).id);
    const cart = await cartOf(teacher);
    const stale = await checkout(teacher, { orderId: cart.id, _version: cart._version - 1, paymentMethod: 'EFT' });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0].extensions?.current).toMatchObject({ id: cart.id, _version: cart._version });
    expect(errorCode(await checkout(other, { orderId: cart.id, _version: cart._version, paymentMethod: 'EFT' }))).toBe(
      'NOT_FOUND',
    );
    const done = await checkout(teacher, { orderId: cart.id, _version: cart._version, paymentMethod: 'EFT' });
    expect(done.errors).toBeUndefined();
    const twice = await checkout(teacher, {
      orderId: cart.id,
      _version: done.data?.checkout.order._version,
      paymentMethod: 'EFT',
    });
    expect(twice.errors?.[0].extensions?.fieldErrors).toEqual({ orderId: 'This order has already been checked out' });
  });
});

describe('free checkout', () => {
  it('is PAID with method Free when the subtotal is 0, whatever method was asked, and the content opens', async () => {
    const teacher = await newTeacher();
    const free = await demoItem(titles.freePlanner);
    const contentQuery = `query($id: ID!) { productContent(productID: $id) { data { files { fileName fileUrl } urls } error } }`;
    expect(errorCode(await gql(contentQuery, { id: free.id }, { token: teacher.accessToken }))).toBe('FORBIDDEN');

    await addToCart(teacher, free.id);
    const cart = await cartOf(teacher);
    expect(cart.priceBreakdown.free).toBe(true);
    const response = await checkout(teacher, { orderId: cart.id, _version: cart._version, paymentMethod: 'Payfast' });
    expect(response.errors).toBeUndefined();
    expect(response.data?.checkout).toMatchObject({
      order: { orderStatus: 'PAID', orderPaymentMethod: 'Free', orderTotal: 0, orderVAT: 0 },
      payment: null,
    });

    const bought = await gql('{ boughtProductIds }', {}, { token: teacher.accessToken });
    expect(bought.data?.boughtProductIds).toEqual([free.id]);
    const content = await gql(contentQuery, { id: free.id }, { token: teacher.accessToken });
    expect(content.errors).toBeUndefined();
    const { files } = content.data!.productContent.data;
    expect(files).toHaveLength(1);
    expect(files[0].fileName).toBe('free-term-planner-template.pdf');
    expect(files[0].fileUrl).toMatch(/^\/files\/ProductsContent\/.+\.pdf$/);
  });
});

describe('card checkout', () => {
  it('leaves the status and returns the Payfast form, signed', async () => {
    const teacher = await newTeacher();
    const pack = await demoItem(titles.assessmentPack);
    const { order, payment, field } = await cardCheckout(teacher, [pack.id]);
    expect(order).toMatchObject({ orderStatus: 'PENDING', orderPaymentMethod: 'Payfast', orderTotal: 62.99 });
    expect(payment.url).toBe(sandbox.processUrl);
    expect(field('merchant_id')).toBe(sandbox.merchantId);
    expect(field('merchant_key')).toBe(sandbox.merchantKey);
    // Back to her order either way (001 /app/productorders/{orderId}), where the outcome shows.
    expect(field('return_url')).toMatch(new RegExp(`/app/productorders/${order.id}\\?payment=done$`));
    expect(field('cancel_url')).toMatch(new RegExp(`/app/productorders/${order.id}\\?payment=cancelled$`));
    expect(field('notify_url')).toMatch(/\/payments\/payfast\/notify$/);
    expect(field('email_address')).toBe(teacher.user.email);
    expect(field('m_payment_id')).toBe(order.orderID);
    expect(field('amount')).toBe('62.99');
    expect(field('item_name')).toBe(`Order ${order.orderID}`);
    expect(field('custom_str1')).toBe(order.id);
    const unsigned = payment.fields
      .filter((f: { name: string }) => f.name !== 'signature')
      .map((f: { name: string; value: string }): Field => [f.name, f.value]);
    expect(field('signature')).toBe(formSignature(unsigned, null));
  });
});

describe('orders an admin marks PAID', () => {
  it('reach the subscribed teacher live, with their library', async () => {
    const teacher = await newTeacher();
    const bundle = await demoItem(titles.mathsBundle, true);
    await addToCart(teacher, bundle.id);
    const cart = await cartOf(teacher);
    const eft = (await checkout(teacher, { orderId: cart.id, _version: cart._version, paymentMethod: 'EFT' })).data!
      .checkout.order;
    expect(eft.orderStatus).toBe('PROCESSING');

    const client = wsClient(teacher.accessToken);
    const feed = subscribe<{ onUpdateTeacherProductsOrder: { id: string; orderStatus: string } }>(
      client,
      'subscription { onUpdateTeacherProductsOrder { id orderStatus } }',
    );
    await feed.ready;
    const paid = await gql(
      `mutation($input: UpdateTeacherProductsOrderInput!) { updateTeacherProductsOrder(input: $input) { ${orderFields} } }`,
      { input: { id: eft.id, _version: eft._version, orderStatus: 'PAID', orderTotal: 0 } },
      { token: (await admin()).accessToken },
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.updateTeacherProductsOrder.orderTotal).toBe(eft.orderTotal);
    // The order confirmation follows the stored write (an after-write hook of the order model).
    await waitFor(() => outboxMailContaining(`Order confirmation ${eft.orderID}`) !== undefined);
    await waitFor(() => feed.events.some((event) => event.onUpdateTeacherProductsOrder.orderStatus === 'PAID'));
    expect(feed.events.at(-1)).toEqual({ onUpdateTeacherProductsOrder: { id: eft.id, orderStatus: 'PAID' } });
    feed.stop();
    await client.dispose();

    const bought = (await gql('{ boughtProductIds }', {}, { token: teacher.accessToken })).data?.boughtProductIds;
    const members = (await gql(`query($id: ID!) { getProductBundle(id: $id) { products } }`, { id: bundle.id })).data
      ?.getProductBundle.products;
    expect([...bought].sort()).toEqual([bundle.id, ...members].sort());
    const library = await gql(
      `{ shopItems(filter: { owned: BOUGHT }) { items { ... on Product { id } ... on ProductBundle { id } } } }`,
      {},
      { token: teacher.accessToken },
    );
    expect(library.data?.shopItems.items.map((item: { id: string }) => item.id).sort()).toEqual(
      [bundle.id, ...members].sort(),
    );
  });
});
