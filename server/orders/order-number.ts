/**
 * Order ids given out once (table order_number). The id is 000 section 9's YYMMDD-HHMMSSCC on a South African
 * clock; it is also the EFT reference and the card payment's m_payment_id, so no two orders may share one. An order
 * takes its clock's id, or when another order took that hundredth of a second, the next one still free.
 */
import type { Database } from '../../db/connect.ts';
import { orderIdOf } from '../domain/order-id.ts';

/**
 * Takes the order id for `now`. In a transaction the id is given back if it rolls back, and a second transaction
 * asking for the same hundredth waits for the first to end (then takes the next one if the first committed).
 */
export async function takeOrderId(db: Database, now: Date): Promise<string> {
  for (let hundredths = 0; ; hundredths += 1) {
    const orderID = orderIdOf(new Date(now.getTime() + hundredths * 10));
    const taken = await db
      .insertInto('order_number')
      .values({ orderID })
      .onConflict((conflict) => conflict.doNothing())
      .returning('orderID')
      .executeTakeFirst();
    if (taken) return orderID;
  }
}

/** Order ids that came with orders from elsewhere (an import): never given to a new order. */
export async function keepOrderIds(db: Database, orderIds: readonly string[]): Promise<void> {
  const ids = [...new Set(orderIds.filter((id) => id !== ''))];
  if (ids.length === 0) return;
  await db
    .insertInto('order_number')
    .values(ids.map((orderID) => ({ orderID })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
