/**
 * Order pricing (000 section 9, 002 section 9): item prices after discount, the coupon on the downloadable
 * total, shipping, subtotal and VAT. Pure: the server stores these figures and the web app shows the same ones.
 *
 * Rounding: every figure is rounded to cents, half away from zero, taken on the number's shortest decimal form
 * (so 1.005 becomes 1.01, as a person would round it, not 1.00 as binary floating point would). Item prices are
 * rounded before they are added up, so the lines of an invoice add up to its totals.
 */
export const SHIPPING_FEE = 160;
export const VAT_RATE = 0.15;

export type CouponType = 'PERCENTAGE' | 'AMOUNT';

export interface PricedItem {
  price?: number | null;
  discountPercentage?: number | null;
  physical?: boolean | null;
  /** An item that cannot be bought now (struck through in the cart): counted nowhere, not in the coupon either. */
  unAvailable?: boolean | null;
}

export interface CouponDiscountValue {
  type?: string | null;
  value?: number | null;
}

export interface OrderTotals {
  /** Downloadable (non-physical) items after their own discounts, before the coupon. */
  downloadableTotal: number;
  /** What the coupon takes off the downloadable total. */
  couponDiscount: number;
  downloadableAfterCoupon: number;
  physicalTotal: number;
  /** SHIPPING_FEE when any item is physical, else 0. */
  shipping: number;
  /** Shipping + downloadable after coupon + physical: what the teacher pays, VAT included. */
  subtotal: number;
  /** Same as subtotal (prices include VAT); the figure stored as orderTotal. */
  total: number;
  totalExclVat: number;
  /** total − totalExclVat; stored as orderVAT. */
  vat: number;
  /** True when nothing is to be paid: the checkout is Free. */
  free: boolean;
}

/** Rounds to cents, half away from zero (see the module note). */
export function roundMoney(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  const magnitude = Math.abs(value);
  const text = String(magnitude);
  const cents = text.includes('e') ? Math.round(magnitude * 100) : Math.round(Number(`${text}e2`));
  return sign * Number(`${cents}e-2`) || 0;
}

function amount(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Price after the item's discount: price − price × discountPercentage / 100; a missing price is 0. */
export function itemPrice(item: PricedItem): number {
  const price = amount(item.price);
  const discount = amount(item.discountPercentage);
  return Math.max(0, roundMoney(price - (price * discount) / 100));
}

/** PERCENTAGE, or a fixed rand amount for any other type ('AMOUNT' as the specification names it). */
export function couponType(type: string | null | undefined): CouponType {
  return (type ?? '').trim().toUpperCase().startsWith('PERCENT') ? 'PERCENTAGE' : 'AMOUNT';
}

/** What a coupon takes off a downloadable total: never more than the total, never negative. */
export function couponDiscountOn(downloadableTotal: number, discount: CouponDiscountValue | null | undefined): number {
  if (!discount) return 0;
  const value = Math.max(0, amount(discount.value));
  const off =
    couponType(discount.type) === 'PERCENTAGE'
      ? roundMoney((downloadableTotal * Math.min(value, 100)) / 100)
      : roundMoney(value);
  return Math.min(off, downloadableTotal);
}

/** The VAT inside a VAT-inclusive amount: the amount less amount / 1.15, each to cents (002 section 9). */
export function vatIn(total: number): { exclVat: number; vat: number } {
  const exclVat = roundMoney(total / (1 + VAT_RATE));
  return { exclVat, vat: roundMoney(total - exclVat) };
}

export function orderTotals(
  items: readonly PricedItem[],
  coupon?: { discount?: CouponDiscountValue | null } | null,
): OrderTotals {
  let downloadableTotal = 0;
  let physicalTotal = 0;
  let anyPhysical = false;
  for (const item of items) {
    if (item.unAvailable) continue;
    if (item.physical) {
      anyPhysical = true;
      physicalTotal = roundMoney(physicalTotal + itemPrice(item));
    } else {
      downloadableTotal = roundMoney(downloadableTotal + itemPrice(item));
    }
  }
  const couponDiscount = couponDiscountOn(downloadableTotal, coupon?.discount);
  const downloadableAfterCoupon = roundMoney(downloadableTotal - couponDiscount);
  const shipping = anyPhysical ? SHIPPING_FEE : 0;
  const subtotal = roundMoney(shipping + downloadableAfterCoupon + physicalTotal);
  const { exclVat: totalExclVat, vat } = vatIn(subtotal);
  return {
    downloadableTotal,
    couponDiscount,
    downloadableAfterCoupon,
    physicalTotal,
    shipping,
    subtotal,
    total: subtotal,
    totalExclVat,
    vat,
    free: subtotal === 0,
  };
}

/**
 * Rand as the specification shows it, 'R 0.00' (002 section 9): a space, two decimals, no thousands separator.
 * Every screen, the invoice and its e-mail use this one format.
 */
export function formatRand(value: number): string {
  return `R ${roundMoney(value).toFixed(2)}`;
}

/** How a coupon's value reads on an invoice: '10%' or 'R 50.00'. */
export function couponValueText(discount: CouponDiscountValue | null | undefined): string {
  if (!discount) return '';
  const value = amount(discount.value);
  return couponType(discount.type) === 'PERCENTAGE' ? `${value}%` : formatRand(value);
}
