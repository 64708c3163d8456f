import { describe, expect, it } from 'vitest';
import { changeText, type HistoryWords } from './historyText';

const words: HistoryWords = {
  none: 'none',
  products: (count) => `${count} products`,
  field: (name) =>
    ({
      orderStatus: 'Status',
      orderTotal: 'Total',
      orderProducts: 'Products',
      coupon: 'Coupon',
      proofOfPayment: 'Proof of payment',
      invoice: 'Tax invoice',
      creditNote: 'Credit note',
    })[name] ?? name,
  status: (status) => status.charAt(0) + status.slice(1).toLowerCase(),
  method: (method) => method,
  change: (field, from, to) => `${field} from ${from} to ${to}`,
  set: (field, to) => `${field} set to ${to}`,
  cleared: (field, from) => `${field} cleared (was ${from})`,
  issued: (field, number) => `${field} ${number} issued`,
};

describe('an order change in words', () => {
  it.each([
    [{ field: 'orderStatus', from: 'PROCESSING', to: 'PAID' }, 'Status from Processing to Paid'],
    [{ field: 'invoice', from: null, to: 'INV-000012' }, 'Tax invoice INV-000012 issued'],
    [{ field: 'creditNote', from: null, to: 'CN-000003' }, 'Credit note CN-000003 issued'],
    [{ field: 'orderTotal', from: 100, to: 62.991 }, 'Total from R 100.00 to R 62.99'],
    [
      {
        field: 'orderProducts',
        from: null,
        to: [
          { id: 'a', title: 'Worksheets' },
          { id: 'b', title: 'Planner' },
        ],
      },
      'Products set to Worksheets, Planner',
    ],
    [
      {
        field: 'orderProducts',
        from: [],
        to: Array.from({ length: 6 }, (_, index) => ({ id: String(index), title: `T${index}` })),
      },
      'Products from 0 products to 6 products',
    ],
    [{ field: 'coupon', from: { couponCode: 'WELCOME10' }, to: null }, 'Coupon cleared (was WELCOME10)'],
    [{ field: 'proofOfPayment', to: 'OrderProofs/u/1-proof.pdf' }, 'Proof of payment set to OrderProofs/u/1-proof.pdf'],
  ])('%o', (change, text) => expect(changeText(change, words)).toBe(text));
});
