/**
 * 20,000 orders and quotes straight into the table, all of the last four weeks (the admin lists show the last
 * month, so every one of them is in the orders table's range): a few products each, some physical, some with
 * answered questions, the statuses of a running shop. For the Sales back office's table query (salesOrders).
 */
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';
import { orderIdOf } from '../../server/domain/order-id.ts';
import { orderTotals } from '../../server/domain/pricing.ts';

export const orderCount = 20_000;
/** A product word in about one order in six, for the search run. */
export const orderSearchWord = 'workbook';

const statuses = [
  'PAID',
  'PAID',
  'PAID',
  'PROCESSING',
  'PENDING',
  'CANCELLED',
  'PAID',
  'PROCESSING',
  'PAID',
  'PENDING',
  'PAID',
  'PAID',
  'PAID',
  'PAID',
  'PAID',
  'PAID',
  'PAID',
  'PAID',
  'PAID',
  'QUOTING',
];
const kinds = ['Worksheet', 'Assessment', 'Lesson Plan', 'Workbook', 'Poster Set', 'Revision Pack'];
const batchSize = 1000;

export async function loadOrders(db: Database): Promise<number> {
  const started = performance.now();
  const now = Date.now();
  const window = 28 * 24 * 60 * 60 * 1000;
  const rows = Array.from({ length: orderCount }, (_, i) => {
    const at = new Date(now - Math.floor((i / orderCount) * window));
    const items = Array.from({ length: 1 + (i % 4) }, (_, k) => {
      const n = (i * 5 + k * 11) % 20_000;
      const asks = n % 9 === 0;
      return {
        id: `prod-${String(n).padStart(5, '0')}`,
        title: `Bench ${kinds[(i + k) % kinds.length]} #${n}`,
        price: 20 + (n % 180) + 0.99,
        discountPercentage: null,
        physical: n % 13 === 0,
        bundle: false,
        questions: asks ? [{ type: 'Text', label: 'School', required: true, value: 'Bench Primary' }] : null,
        updatedAt: at.toISOString(),
      };
    });
    const totals = orderTotals(items, null);
    const status = statuses[i % statuses.length];
    const profile = `bench-profile-${i % 500}`;
    return {
      id: `order-${String(i).padStart(5, '0')}`,
      _lastChangedAt: at.getTime(),
      createdAt: at,
      updatedAt: at,
      teacherprofileID: profile,
      orderStatus: status,
      orderDateTime: at,
      orderID: orderIdOf(new Date(at.getTime() + (i % 100) * 10)),
      orderProducts: JSON.stringify(items),
      orderTotal: totals.total,
      orderVAT: totals.vat,
      orderPaymentMethod:
        status === 'QUOTING' || status === 'PENDING' ? null : totals.free ? 'Free' : i % 3 === 0 ? 'Payfast' : 'EFT',
      owner: `bench-owner-${i % 500}::teacher${i % 500}@example.com`,
      ownerId: `bench-owner-${i % 500}`,
      proofOfPayment: status === 'PROCESSING' && i % 2 === 0 ? `OrderProofs/bench-owner-${i % 500}/proof.pdf` : null,
    };
  });
  for (let start = 0; start < rows.length; start += batchSize) {
    await db
      .insertInto('teacher_products_order')
      .values(rows.slice(start, start + batchSize))
      .execute();
  }
  await sql`analyze teacher_products_order`.execute(db);
  return (performance.now() - started) / 1000;
}
