/**
 * The stored coupon code as the code typed is compared with it: the SQL twin of domain/coupon.ts's
 * normaliseCouponCode (upper-cased, A to Z and 0 to 9 only). Codes written through the admin's form are stored
 * normalised already; imported ones may not be. The expression is the one the unique index
 * coupon_normalised_code_idx is built on (db/migrations/2026-11-24T1310_customers_and_coupons.ts, frozen), so a
 * lookup with it uses that index. Compare it with a code normalised once in TypeScript.
 */
import { sql, type RawBuilder } from 'kysely';

export function normalisedCouponCodeSql(): RawBuilder<string> {
  return sql<string>`regexp_replace(upper(${sql.ref('couponCode')}), '[^A-Z0-9]', '', 'g')`;
}
