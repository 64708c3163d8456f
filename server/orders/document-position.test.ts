import { describe, expect, it } from 'vitest';
import { documentsFor, netPosition, revenueLines, type IssuedDocument, type Position } from './document-position.ts';

const pack = { key: 'pack', description: 'Assessment pack', cents: 6299 };
const cards = { key: 'cards', description: 'Flash cards', cents: 18900 };
const coupon = (cents: number) => ({ key: 'COUPON', description: 'Coupon WELCOME10 (10%)', cents });
const shipping = { key: 'SHIPPING', description: 'Shipping', cents: 16000 };

const paid: Position = { lines: [pack, cards, coupon(-630), shipping], cents: 40569, vatCents: 5292 };
const first: IssuedDocument = { kind: 'INVOICE', ...paid };

describe('documents for a write to an order', () => {
  it('invoice everything the first time it is paid, and nothing when nothing changed', () => {
    expect(documentsFor([], paid)).toEqual([first]);
    expect(documentsFor([first], paid)).toEqual([]);
  });

  it('credit exactly the difference when a product goes, the coupon line moving with it', () => {
    const after: Position = { lines: [pack, coupon(-630)], cents: 5669, vatCents: 739 };
    const [credit, ...rest] = documentsFor([first], after);
    expect(rest).toEqual([]);
    expect(credit).toEqual({
      kind: 'CREDIT_NOTE',
      lines: [
        { key: 'cards', description: 'Flash cards', cents: 18900 },
        { key: 'SHIPPING', description: 'Shipping', cents: 16000 },
      ],
      cents: 34900,
      vatCents: 4553,
    });
    expect(netPosition([first, credit])).toMatchObject({ cents: 5669, vatCents: 739 });
  });

  it('invoice what was added, and credit everything on cancellation', () => {
    const more: Position = {
      lines: [...paid.lines, { key: 'book', description: 'Book', cents: 10000 }],
      cents: 50569,
      vatCents: 6596,
    };
    const [further] = documentsFor([first], more);
    expect(further).toMatchObject({ kind: 'INVOICE', cents: 10000, vatCents: 1304 });
    expect(further?.lines).toEqual([{ key: 'book', description: 'Book', cents: 10000 }]);
    const [credit] = documentsFor([first, further], { lines: [], cents: 0, vatCents: 0 });
    expect(credit).toMatchObject({ kind: 'CREDIT_NOTE', cents: 50569, vatCents: 6596 });
    expect(credit?.lines.map((line) => line.key)).toEqual(['pack', 'cards', 'COUPON', 'SHIPPING', 'book']);
    expect(credit?.lines.find((line) => line.key === 'COUPON')?.cents).toBe(-630);
  });

  it('invoice a free order at R 0 and credit it on cancellation; a same-price swap is a credit note and an invoice', () => {
    const free: Position = { lines: [{ key: 'guide', description: 'Free guide', cents: 0 }], cents: 0, vatCents: 0 };
    const [invoice] = documentsFor([], free);
    expect(invoice).toMatchObject({ kind: 'INVOICE', cents: 0 });
    expect(documentsFor([invoice], { lines: [], cents: 0, vatCents: 0 })).toMatchObject([
      { kind: 'CREDIT_NOTE', cents: 0 },
    ]);
    const swapped = documentsFor([first], {
      ...paid,
      lines: [{ ...pack, key: 'other' }, cards, coupon(-630), shipping],
    });
    expect(swapped).toMatchObject([
      { kind: 'CREDIT_NOTE', cents: 6299, lines: [{ key: 'pack', cents: 6299 }] },
      { kind: 'INVOICE', cents: 6299, lines: [{ key: 'other', cents: 6299 }] },
    ]);
  });

  it('gives the report signed lines that add up to the document', () => {
    const credit: IssuedDocument = { kind: 'CREDIT_NOTE', lines: [cards, coupon(1890)], cents: 17010, vatCents: 2219 };
    const rows = revenueLines(credit);
    expect(rows.reduce((sum, row) => sum + row.cents, 0)).toBe(-17010);
    expect(rows.reduce((sum, row) => sum + row.vatCents, 0)).toBe(-2219);
    expect(rows.map((row) => row.key)).toEqual(['cards', 'ADJUSTMENTS']);
  });
});
