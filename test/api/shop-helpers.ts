/** Shared steps of the shop's API tests: demo products by title, cart and checkout calls, Payfast notifications. */
import { expect } from 'vitest';
import { notificationSignature, sandbox, type Field } from '../../server/payments/payfast.ts';
import { gql, serverUrl, signIn, uuid, type Session } from '../helpers/api.ts';

export const orderFields = `id _version orderStatus orderTotal orderVAT orderID orderDateTime orderPaymentMethod teacherprofileID owner
  coupon { couponCode discount { type value } }
  orderShippingDetails { address1 address2 city province postalCode country phoneNumber }
  orderProducts { id title price discountPercentage physical bundle unAvailable questions { label required value } }`;

/** An order as `orderFields` selects it: the id and version typed (tests compute with them), the rest read as JSON. */
export type OrderAnswer = { id: string; _version: number; [field: string]: any };

/** A checked-out order always has its order id and total. */
export type CheckedOutOrder = {
  id: string;
  _version: number;
  orderID: string;
  orderTotal: number;
  [field: string]: any;
};

export type PaymentForm = { url: string; fields: { name: string; value: string }[] };

let adminSession: Promise<Session> | undefined;
export const admin = (): Promise<Session> => (adminSession ??= signIn('admin@example.com'));

export interface CatalogueItem {
  id: string;
  title: string;
  price: number | null;
  discountPercentage: number | null;
  physical?: boolean | null;
  categoryId?: string | null;
  tags?: string[] | null;
  thumbnails?: string[] | null;
}

const productCache = new Map<string, Promise<CatalogueItem>>();

/** A demo product (or, with bundle, a demo bundle) by its exact title: the first made, should a test copy it. */
export function demoItem(title: string, bundle = false): Promise<CatalogueItem> {
  const key = `${bundle}:${title}`;
  let found = productCache.get(key);
  if (!found) {
    found = (async () => {
      const list = bundle ? 'listProductBundles' : 'listProducts';
      const fields = bundle
        ? 'id title price discountPercentage categoryId tags thumbnails products'
        : 'id title price discountPercentage physical categoryId tags thumbnails';
      const response = await gql(
        `query($title: String!) { ${list}(filter: { title: { eq: $title } }, sort: [{ field: "createdAt", direction: ASC }], limit: 1) { items { ${fields} } } }`,
        { title },
        { token: (await admin()).accessToken },
      );
      const item = response.data?.[list].items[0];
      if (!item) throw new Error(`no demo item ${title}`);
      return item as CatalogueItem;
    })();
    productCache.set(key, found);
  }
  return found;
}

export const titles = {
  flashCards: 'Grade R Phonics Flash Cards',
  assessmentPack: 'Grade 1 Mathematics Term 2 Assessment Pack',
  numberFun: 'Grade R Number Fun Worksheets',
  freePlanner: 'Free Term Planner Template',
  planner: 'Personalised Teacher Planner',
  mathsBundle: 'Foundation Phase Maths Starter Bundle',
} as const;

const past = () => new Date(Date.now() - 86_400_000).toISOString();

/** A new product made by the admin; visible in the shop unless the overrides say otherwise. */
export async function createProduct(overrides: Record<string, unknown> = {}): Promise<CatalogueItem> {
  const response = await gql(
    `mutation($input: CreateProductInput!) { createProduct(input: $input) { id title price discountPercentage physical categoryId tags thumbnails } }`,
    {
      input: {
        type: 'Product',
        title: `Test product ${uuid()}`,
        price: 50,
        eCommerceProduct: true,
        physical: false,
        publishDate: past(),
        thumbnails: ['Products/test/1-a.jpg'],
        ...overrides,
      },
    },
    { token: (await admin()).accessToken },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.createProduct;
}

/** Takes a product out of the shop: un-published (the admin's bulk action) or deleted. */
export async function withdraw(productId: string, how: 'unpublish' | 'delete'): Promise<void> {
  const token = (await admin()).accessToken;
  if (how === 'unpublish') {
    const response = await gql(
      `mutation($ids: [ID!]!) { bulkUpdateProducts(input: { ids: $ids, action: UNPUBLISH }) { unchanged } }`,
      { ids: [productId] },
      { token },
    );
    expect(response.errors).toBeUndefined();
    return;
  }
  const current = await gql(`query($id: ID!) { getProduct(id: $id) { _version } }`, { id: productId }, { token });
  const response = await gql(
    `mutation($input: DeleteProductInput!) { deleteProduct(input: $input) { id } }`,
    { input: { id: productId, _version: current.data?.getProduct._version } },
    { token },
  );
  expect(response.errors).toBeUndefined();
}

export async function addToCart(session: Session, productId: string, answers?: unknown[]) {
  return gql(
    `mutation($input: AddToCartInput!) { addToCart(input: $input) { ${orderFields} } }`,
    { input: { productId, answers } },
    { token: session.accessToken },
  );
}

export async function cartOf(session: Session) {
  const response = await gql<{ cart: OrderAnswer }>(
    `{ cart { ${orderFields} priceBreakdown { downloadableTotal couponDiscount physicalTotal shipping subtotal totalExclVat vat free } } }`,
    {},
    { token: session.accessToken },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.cart;
}

export const shippingDetails = {
  address1: '12 Jacaranda Street',
  city: 'Pretoria',
  province: 'Gauteng',
  postalCode: '0002',
  country: 'South Africa',
  phoneNumber: '082 123 4567',
};

export async function checkout(session: Session, input: Record<string, unknown>) {
  return gql<{ checkout: { order: CheckedOutOrder; payment: PaymentForm | null } }>(
    `mutation($input: CheckoutInput!) { checkout(input: $input) { order { ${orderFields} } payment { url fields { name value } } } }`,
    { input },
    { token: session.accessToken },
  );
}

/** Adds the products and checks out by card: the order and its Payfast form. */
/** A teacher's EFT order placed at checkout: a downloadable and a physical demo product, coupon WELCOME10. */
export async function placedEftOrder(teacher: Session) {
  const [pack, cards] = await Promise.all([demoItem(titles.assessmentPack), demoItem(titles.flashCards)]);
  await addToCart(teacher, pack.id);
  await addToCart(teacher, cards.id);
  const cart = await cartOf(teacher);
  const done = await checkout(teacher, {
    orderId: cart.id,
    _version: cart._version,
    paymentMethod: 'EFT',
    couponCode: 'WELCOME10',
    shippingDetails,
  });
  if (done.errors) throw new Error(JSON.stringify(done.errors));
  return { order: done.data!.checkout.order, pack, cards };
}

export async function cardCheckout(session: Session, productIds: string[]) {
  for (const id of productIds) expect((await addToCart(session, id)).errors).toBeUndefined();
  const cart = await cartOf(session);
  const response = await checkout(session, { orderId: cart.id, _version: cart._version, paymentMethod: 'Payfast' });
  expect(response.errors).toBeUndefined();
  const { order, payment } = response.data!.checkout;
  // A card checkout always answers with the Payfast form.
  const form = payment!;
  const field = (name: string) => form.fields.find((candidate) => candidate.name === name)?.value as string;
  return { order, payment: form, field };
}

/** The notification Payfast would send for a completed payment of this order, signed as Payfast signs it. */
export function notification(
  order: { id: string; orderID: string; orderTotal: number },
  changes: Record<string, string> = {},
  passphrase: string | null = null,
): Field[] {
  const amount = order.orderTotal.toFixed(2);
  const fields: Field[] = Object.entries({
    m_payment_id: order.orderID,
    pf_payment_id: String(Math.floor(Math.random() * 1e7)),
    payment_status: 'COMPLETE',
    item_name: `Order ${order.orderID}`,
    item_description: '',
    amount_gross: amount,
    amount_fee: '-2.30',
    amount_net: (order.orderTotal - 2.3).toFixed(2),
    custom_str1: order.id,
    custom_str2: '',
    custom_int1: '',
    name_first: 'Thandi',
    name_last: 'Mokoena',
    email_address: 'teacher@example.com',
    merchant_id: sandbox.merchantId,
    ...changes,
  });
  return [...fields, ['signature', notificationSignature(fields, passphrase)]];
}

export async function postNotification(fields: Field[]): Promise<number> {
  const response = await fetch(`${serverUrl()}/payments/payfast/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  await response.text();
  return response.status;
}

/** An order the test made, as the admin reads it. */
export async function orderAsAdmin(id: string) {
  const response = await gql<{ getTeacherProductsOrder: OrderAnswer }>(
    `query($id: ID!) { getTeacherProductsOrder(id: $id) { ${orderFields} orderPayment } }`,
    { id },
    { token: (await admin()).accessToken },
  );
  return response.data!.getTeacherProductsOrder;
}
