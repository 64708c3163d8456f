import { formatRand, itemPrice, roundMoney, type PricedItem } from '../../../server/domain/pricing';

/** Rand with two decimals, 'R 149.99' (002 section 9); figures come from the shared pricing module. */
export function formatMoney(value: number | null | undefined): string {
  return formatRand(value ?? 0);
}

/** A card's price: after the item's discount, or null for FREE (a missing or zero price). */
export function cardPrice(item: PricedItem): { now: number; before: number | null } | null {
  const now = itemPrice(item);
  if (!item.price) return null;
  const before = item.discountPercentage ? roundMoney(item.price) : null;
  return { now, before: before !== null && before !== now ? before : null };
}
