import { describe, expect, it } from 'vitest';
import {
  adminAnswerMessage,
  createdOrderStatus,
  detailsWritable,
  methodForTotal,
  onlyStatusWritable,
  updatedPaymentMethod,
  type MethodChange,
} from './order-rules.ts';

const base: MethodChange = {
  kind: 'order',
  storedStatus: 'PROCESSING',
  status: 'PROCESSING',
  storedMethod: 'EFT',
  sentMethod: undefined,
  selectionChanged: false,
  total: 100,
};

describe('admin order rules (002 section 4)', () => {
  it('creating an order: EFT and PROCESSING when there is a total, Free and PAID at 0', () => {
    expect([methodForTotal(10), createdOrderStatus(methodForTotal(10))]).toEqual(['EFT', 'PROCESSING']);
    expect([methodForTotal(0), createdOrderStatus(methodForTotal(0))]).toEqual(['Free', 'PAID']);
  });

  it.each<[string, Partial<MethodChange>, string | null]>([
    ['an order keeps its method when the selection stays', {}, 'EFT'],
    ['a changed selection with a total gives EFT', { storedMethod: 'Free', selectionChanged: true, total: 5 }, 'EFT'],
    ['a changed selection totalling exactly 0 gives Free', { selectionChanged: true, total: 0 }, 'Free'],
    [
      'a quote leaving QUOTING is forced to EFT',
      { kind: 'quote', storedStatus: 'QUOTING', status: 'PAID', storedMethod: null },
      'EFT',
    ],
    [
      'a quote leaving QUOTING is EFT even at 0',
      { kind: 'quote', storedStatus: 'QUOTING', status: 'PROCESSING', storedMethod: 'Free', total: 0 },
      'EFT',
    ],
    [
      'a quote set back to QUOTING loses its method',
      { kind: 'quote', storedStatus: 'PROCESSING', status: 'QUOTING' },
      null,
    ],
    [
      'a quote set back to QUOTING keeps Payfast',
      { kind: 'quote', storedStatus: 'CANCELLED', status: 'QUOTING', storedMethod: 'Payfast' },
      'Payfast',
    ],
    [
      'a quote in QUOTING takes the method sent',
      { kind: 'quote', storedStatus: 'QUOTING', status: 'QUOTING', storedMethod: null, sentMethod: 'Payfast' },
      'Payfast',
    ],
    [
      'a quote in QUOTING keeps its method when none is sent',
      { kind: 'quote', storedStatus: 'QUOTING', status: 'QUOTING', storedMethod: 'EFT' },
      'EFT',
    ],
  ])('%s', (_name, change, expected) => {
    expect(updatedPaymentMethod({ ...base, ...change })).toBe(expected);
  });

  it('answers and shipping are writable on PROCESSING orders and unsettled quotes only', () => {
    expect(['PENDING', 'PROCESSING', 'PAID', 'CANCELLED', 'QUOTING'].filter(detailsWritable)).toEqual([
      'PROCESSING',
      'QUOTING',
    ]);
  });

  it('PAID or CANCELLED quotes are read-only but for their status; orders are not', () => {
    expect(onlyStatusWritable('quote', 'PAID')).toBe(true);
    expect(onlyStatusWritable('quote', 'CANCELLED')).toBe(true);
    expect(onlyStatusWritable('quote', 'PROCESSING')).toBe(false);
    expect(onlyStatusWritable('order', 'PAID')).toBe(false);
  });

  it("a missing required answer reads 'This field is required' on the admin screens", () => {
    expect(adminAnswerMessage('Required')).toBe('This field is required');
    expect(adminAnswerMessage('Choose one of the options')).toBe('Choose one of the options');
  });
});
