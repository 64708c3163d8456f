/**
 * The cart is the pending order (000 section 4): created PENDING on the first add, products and bundles copied
 * from the catalogue by the server, no duplicates, totals kept by the pricing module. Writes of one teacher are
 * serialised by locking their profile row.
 */
import type { RequestContext } from '../context.ts';
import { deny } from '../access/check.ts';
import { orderTotals } from '../domain/pricing.ts';
import { apiError, assertNoFieldErrors, badInput } from '../errors.ts';
import { toApiObject } from '../models/repository.ts';
import { publishOrder } from './order-events.ts';
import { accountActor } from './order-history.ts';
import { normaliseCouponCode } from '../domain/coupon.ts';
import { checkoutMessages } from '../domain/order-rules.ts';
import { applicableCoupon, countCouponTry, type AppliedCoupon } from './coupon.service.ts';
import {
  answerQuestions,
  itemFrom,
  parseCoupon,
  parseItems,
  refreshItems,
  storedItems,
  type OrderItem,
} from '../domain/order-items.ts';
import {
  cartStatuses,
  catalogueEntries,
  findCart,
  findOrder,
  insertOrder,
  lockTeacherProfile,
  writeOrder,
  type OrderObject,
  type OrderRow,
  type OrderValues,
} from './order.repository.ts';
import { inTransaction } from '../../db/connect.ts';

/** 000 section 8, word for word (the original's spelling). */
export const productNotAvailable =
  "This product isn't currently available please naviagate to the home or resources page to view all available products.";

export function callerProfile(ctx: RequestContext): { userId: string; profileId: string } {
  const { userId, teacherProfileId } = ctx.viewer;
  if (!userId) deny(ctx.viewer);
  if (!teacherProfileId) throw apiError('FORBIDDEN', 'A teacher profile is needed to shop.');
  return { userId, profileId: teacherProfileId };
}

export function changedMeanwhile(current: OrderRow): never {
  throw apiError('CONFLICT', 'This record was changed by someone else.', { current: toApiObject(current) });
}

/** The order as the cart shows it: items with today's figures and the unAvailable flag, totals to match. */
/** An order as the cart shows it: its items with today's figures. */
export type CartView = Omit<OrderObject, 'orderProducts'> & { orderProducts: OrderItem[] };

export function cartView(order: OrderRow, items: OrderItem[]): CartView {
  const totals = orderTotals(items, parseCoupon(order.coupon));
  return { ...toApiObject(order), orderProducts: items, orderTotal: totals.total, orderVAT: totals.vat };
}

/** What a cart change writes: the items and their totals; a changed cart must be checked out again. */
function cartValues(items: OrderItem[], coupon: unknown): OrderValues {
  const totals = orderTotals(items, parseCoupon(coupon));
  return {
    orderProducts: storedItems(items),
    orderTotal: totals.total,
    orderVAT: totals.vat,
    orderID: null,
    orderPaymentMethod: null,
  };
}

const cartActor = (ctx: RequestContext) => accountActor(ctx.viewer, 'teacher', 'cart');

async function lockedProfile(ctx: RequestContext, trx: RequestContext['db']) {
  const { userId, profileId } = callerProfile(ctx);
  const profile = await lockTeacherProfile(trx, profileId, userId);
  if (!profile?.owner || !profile.ownerId) throw apiError('FORBIDDEN', 'A teacher profile is needed to shop.');
  return { profileId, owner: profile.owner, ownerId: profile.ownerId };
}

export async function currentCart(ctx: RequestContext): Promise<CartView | null> {
  const { profileId } = callerProfile(ctx);
  const cart = await findCart(ctx.db, profileId);
  if (!cart) return null;
  const stored = parseItems(cart.orderProducts);
  const catalogue = await catalogueEntries(
    ctx.db,
    stored.map((item) => item.id),
  );
  return cartView(cart, refreshItems(stored, catalogue));
}

export async function addToCart(
  ctx: RequestContext,
  input: { productId: string; answers?: readonly unknown[] | null },
): Promise<CartView> {
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const profile = await lockedProfile(ctx, trx);
    const cart = await findCart(trx, profile.profileId);
    const stored = parseItems(cart?.orderProducts);
    const catalogue = await catalogueEntries(trx, [input.productId, ...stored.map((item) => item.id)]);
    const entry = catalogue.get(input.productId);
    if (!entry?.available) throw apiError('NOT_FOUND', productNotAvailable);
    const inCart = stored.some((item) => item.id === input.productId);
    const current = refreshItems(stored, catalogue);
    if (cart && inCart && current.length === stored.length) return { kind: null, row: cart, items: current };
    const items = inCart
      ? current
      : [...current, { ...itemFrom(entry, validAnswers(entry.questions, input.answers)), unAvailable: false }];
    const values = cartValues(items, cart?.coupon ?? null);
    if (cart) {
      const row = await writeOrder(trx, cart.id, cart._version, values, cartActor(ctx));
      return { kind: 'update' as const, row: row ?? changedMeanwhile(cart), items };
    }
    const row = await insertOrder(
      trx,
      {
        ...values,
        teacherprofileID: profile.profileId,
        orderStatus: 'PENDING',
        orderDateTime: new Date().toISOString(),
        owner: profile.owner,
        ownerId: profile.ownerId,
      },
      cartActor(ctx),
    );
    return { kind: 'create' as const, row, items };
  });
  if (outcome.kind) publishOrder(ctx.app, outcome.kind, outcome.row);
  return cartView(outcome.row, outcome.items);
}

function validAnswers(
  questions: Parameters<typeof answerQuestions>[0],
  answers: readonly unknown[] | null | undefined,
) {
  const answered = answerQuestions(questions, answers);
  assertNoFieldErrors(answered.errors);
  return answered.questions;
}

export async function removeFromCart(ctx: RequestContext, input: { productId: string }): Promise<CartView | null> {
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const profile = await lockedProfile(ctx, trx);
    const cart = await findCart(trx, profile.profileId);
    if (!cart) return null;
    const stored = parseItems(cart.orderProducts);
    const remaining = stored.filter((item) => item.id !== input.productId);
    const catalogue = await catalogueEntries(
      trx,
      remaining.map((item) => item.id),
    );
    const items = refreshItems(remaining, catalogue);
    if (remaining.length === stored.length && items.length === stored.length)
      return { changed: false, row: cart, items };
    const row = await writeOrder(trx, cart.id, cart._version, cartValues(items, cart.coupon ?? null), cartActor(ctx));
    return { changed: true, row: row ?? changedMeanwhile(cart), items };
  });
  if (!outcome) return null;
  if (outcome.changed) publishOrder(ctx.app, 'update', outcome.row);
  return cartView(outcome.row, outcome.items);
}

/**
 * 000 section 7: "On a valid coupon the coupon is applied to the order": the verified coupon is stored on the
 * caller's cart (so it survives a reload and checkout re-checks it); an empty code removes it, and so does a
 * refused one, whose reason is answered as data. A code is a coupon try like verifyCoupon's.
 */
export async function applyCoupon(
  ctx: RequestContext,
  orderId: string,
  couponCode: string,
): Promise<{ order: CartView; error: string | null }> {
  const code = normaliseCouponCode(couponCode);
  if (code) await countCouponTry(ctx);
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const profile = await lockedProfile(ctx, trx);
    const order = await findOrder(trx, orderId, { forUpdate: true });
    if (!order || order.ownerId !== profile.ownerId || order.teacherprofileID !== profile.profileId)
      throw apiError('NOT_FOUND', 'Record not found.');
    if (!(cartStatuses as readonly unknown[]).includes(order.orderStatus))
      throw badInput({ orderId: checkoutMessages.checkedOut });
    const verdict = code ? await applicableCoupon(trx, code, profile.profileId) : null;
    const coupon: AppliedCoupon | null = verdict?.validCoupon ?? null;
    const stored = parseItems(order.orderProducts);
    const items = refreshItems(
      stored,
      await catalogueEntries(
        trx,
        stored.map((item) => item.id),
      ),
    );
    const error = verdict?.error ?? null;
    if (JSON.stringify(parseCoupon(order.coupon)) === JSON.stringify(parseCoupon(coupon)))
      return { changed: false, row: order, items, error };
    const row = await writeOrder(
      trx,
      order.id,
      order._version,
      { ...cartValues(items, coupon), coupon },
      cartActor(ctx),
    );
    return { changed: true, row: row ?? changedMeanwhile(order), items, error };
  });
  if (outcome.changed) publishOrder(ctx.app, 'update', outcome.row);
  return { order: cartView(outcome.row, outcome.items), error: outcome.error };
}
