/**
 * Orders and quotes as admins write them with the generic createTeacherProductsOrder / updateTeacherProductsOrder
 * (002 section 4): whatever the back office sends, items come from the catalogue (answers from the sent question
 * values), the coupon is checked by code for the order's teacher, every figure comes from the pricing module, and
 * status, payment method, order id and date follow the rules. Fields that the order's status makes read-only
 * keep their stored values. A teacher has at most one quote in QUOTING (her cart is her first quote).
 */
import type { RequestContext } from '../context.ts';
import { normaliseCouponCode } from '../domain/coupon.ts';
import { orderTotals } from '../domain/pricing.ts';
import { assertNoFieldErrors, badInput } from '../errors.ts';
import {
  adminAnswerMessage,
  adminOrderMessages,
  createdOrderStatus,
  detailsWritable,
  methodForTotal,
  onlyStatusWritable,
  quotePaymentMethods,
  statusesOf,
  updatedPaymentMethod,
  type SalesKind,
} from '../domain/order-rules.ts';
import { productNotAvailable } from './cart.service.ts';
import { applicableCoupon, type AppliedCoupon } from './coupon.service.ts';
import { everHadStatus } from './order-history.repository.ts';
import { takeOrderId } from './order-number.ts';
import {
  answerQuestions,
  dedupeItems,
  itemFrom,
  parseCoupon,
  parseItems,
  storedItems,
  type OrderItem,
  type StoredCoupon,
} from '../domain/order-items.ts';
import { catalogueEntries, type OrderObject, type OrderValues } from './order.repository.ts';
import { teacherHasQuote } from './sales.repository.ts';
import { checkShippingDetails } from '../domain/shipping.ts';

type Errors = Record<string, string>;

interface SentItem {
  id: string;
  questions?: readonly { value?: unknown }[] | null;
}

function sentItems(value: unknown): SentItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is SentItem => typeof item === 'object' && item !== null && typeof (item as SentItem).id === 'string',
  );
}

/**
 * The order's items for the sent selection: an item already on the order keeps its stored copy (the price the
 * teacher was given), a new one is copied from the catalogue and must be on sale; answers come from the sent
 * question values where they may change.
 */
async function chosenItems(
  ctx: RequestContext,
  sent: unknown,
  stored: OrderItem[],
  answersWritable: boolean,
  errors: Errors,
): Promise<OrderItem[]> {
  const list = sentItems(sent);
  const unique = dedupeItems(list);
  if (unique.length === 0) {
    errors.orderProducts = adminOrderMessages.products;
    return [];
  }
  const kept = new Map(stored.map((item) => [item.id, item]));
  const catalogue = await catalogueEntries(
    ctx.db,
    unique.filter((item) => !kept.has(item.id)).map((item) => item.id),
  );
  const items: OrderItem[] = [];
  unique.forEach((item) => {
    // A field error names the item where the client sent it, duplicates counted.
    const index = list.indexOf(item);
    const storedItem = kept.get(item.id);
    const entry = catalogue.get(item.id);
    const base = storedItem ?? (entry?.available ? itemFrom(entry, entry.questions) : null);
    if (!base) {
      errors.orderProducts = productNotAvailable;
      return;
    }
    if (!base.questions || (storedItem && !answersWritable)) {
      items.push(base);
      return;
    }
    const answered = answerQuestions(
      base.questions,
      (item.questions ?? []).map((question) => question?.value ?? null),
    );
    for (const [key, message] of Object.entries(answered.errors)) {
      errors[`orderProducts.${index}.questions.${key.split('.')[1]}`] = adminAnswerMessage(message);
    }
    items.push({ ...base, questions: answered.questions });
  });
  return items;
}

/** The sent coupon by its code, checked for the teacher now; the stored one when the code is unchanged. */
async function chosenCoupon(
  ctx: RequestContext,
  sent: unknown,
  stored: StoredCoupon | null,
  profileId: string,
  errors: Errors,
): Promise<StoredCoupon | AppliedCoupon | null> {
  const code = normaliseCouponCode(parseCoupon(sent)?.couponCode);
  if (!code) return null;
  if (stored && code === normaliseCouponCode(stored.couponCode)) return stored;
  const outcome = await applicableCoupon(ctx.db, code, profileId);
  if (outcome.validCoupon) return outcome.validCoupon;
  errors.couponCode = outcome.error;
  return null;
}

/** A quote's optional payment method: empty is none (null). */
function quoteMethod(sent: unknown, errors: Errors): string | null | undefined {
  if (sent === undefined) return undefined;
  const method = typeof sent === 'string' ? sent.trim() : '';
  if (!method) return null;
  if ((quotePaymentMethods as readonly string[]).includes(method)) return method;
  errors.orderPaymentMethod = adminOrderMessages.paymentMethod;
  return null;
}

function shippingFor(items: OrderItem[], sent: unknown, errors: Errors) {
  if (!items.some((item) => item.physical)) return null;
  const checked = checkShippingDetails(sent as Parameters<typeof checkShippingDetails>[0]);
  Object.assign(errors, checked.errors);
  return checked.details;
}

function figures(items: OrderItem[], coupon: StoredCoupon | null) {
  const totals = orderTotals(items, coupon);
  return { orderProducts: storedItems(items), coupon, orderTotal: totals.total, orderVAT: totals.vat };
}

/** createTeacherProductsOrder by an admin: a quote (QUOTING asked) or an order, whatever else was sent. */
export async function adminCreatedOrder(ctx: RequestContext, sent: OrderValues): Promise<OrderValues> {
  const errors: Errors = {};
  const profileId = typeof sent.teacherprofileID === 'string' ? sent.teacherprofileID : '';
  const items = await chosenItems(ctx, sent.orderProducts, [], true, errors);
  const coupon = await chosenCoupon(ctx, sent.coupon, null, profileId, errors);
  const values = figures(items, coupon);
  const quote = sent.orderStatus === 'QUOTING';
  if (quote && (await teacherHasQuote(ctx.db, profileId))) errors.orderStatus = adminOrderMessages.quoteExists;
  const method = quote ? (quoteMethod(sent.orderPaymentMethod, errors) ?? null) : methodForTotal(values.orderTotal);
  const shipping = shippingFor(items, sent.orderShippingDetails, errors);
  assertNoFieldErrors(errors);
  const now = new Date();
  return {
    teacherprofileID: profileId,
    ...values,
    orderStatus: quote ? 'QUOTING' : createdOrderStatus(method ?? ''),
    orderPaymentMethod: method,
    orderShippingDetails: shipping,
    orderID: await takeOrderId(ctx.db, now),
    orderDateTime: now.toISOString(),
    orderPayment: null,
    proofOfPayment: null,
  };
}

/** Quote or order: a quote stays one after it leaves QUOTING (its history says it was one). */
async function kindOf(ctx: RequestContext, stored: OrderObject): Promise<SalesKind> {
  if (stored.orderStatus === 'QUOTING') return 'quote';
  return (await everHadStatus(ctx.db, stored.id, 'QUOTING')) ? 'quote' : 'order';
}

const sameSelection = (a: OrderItem[], b: OrderItem[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]?.id);

/** A teacher's cart is hers until she checks it out: the back office reads it, never writes it (our words). */
export const cartNotEditable = "This is a teacher's open cart: it can be changed only by her, until she checks it out.";

/** updateTeacherProductsOrder by an admin: the fields the stored status lets change, and what follows from them. */
export async function adminUpdatedOrder(
  ctx: RequestContext,
  sent: OrderValues,
  stored: OrderObject,
): Promise<OrderValues> {
  if (stored.orderStatus === 'PENDING' && !stored.orderID) throw badInput({ orderStatus: cartNotEditable });
  const errors: Errors = {};
  const kind = await kindOf(ctx, stored);
  const storedStatus = String(stored.orderStatus);
  const status = typeof sent.orderStatus === 'string' ? sent.orderStatus : storedStatus;
  if (!statusesOf[kind].includes(status) && status !== storedStatus)
    throw badInput({ orderStatus: adminOrderMessages.status });
  if (
    status === 'QUOTING' &&
    storedStatus !== 'QUOTING' &&
    (await teacherHasQuote(ctx.db, String(stored.teacherprofileID), stored.id))
  ) {
    throw badInput({ orderStatus: adminOrderMessages.quoteExists });
  }
  const frozen = onlyStatusWritable(kind, storedStatus);
  const details = !frozen && detailsWritable(storedStatus);
  const storedList = parseItems(stored.orderProducts);
  const items =
    !frozen && 'orderProducts' in sent
      ? await chosenItems(ctx, sent.orderProducts, storedList, details, errors)
      : storedList;
  const storedCoupon = parseCoupon(stored.coupon);
  const coupon =
    !frozen && 'coupon' in sent
      ? await chosenCoupon(ctx, sent.coupon, storedCoupon, String(stored.teacherprofileID), errors)
      : storedCoupon;
  const values: OrderValues = { ...figures(items, coupon), orderStatus: status };
  const sentMethod =
    kind === 'quote' && !frozen && storedStatus === 'QUOTING'
      ? quoteMethod(sent.orderPaymentMethod, errors)
      : undefined;
  values.orderPaymentMethod = updatedPaymentMethod({
    kind,
    storedStatus,
    status,
    storedMethod: typeof stored.orderPaymentMethod === 'string' ? stored.orderPaymentMethod : null,
    sentMethod,
    selectionChanged: !sameSelection(items, storedList),
    total: Number(values.orderTotal),
  });
  if (details)
    values.orderShippingDetails = shippingFor(items, sent.orderShippingDetails ?? stored.orderShippingDetails, errors);
  assertNoFieldErrors(errors);
  return values;
}
