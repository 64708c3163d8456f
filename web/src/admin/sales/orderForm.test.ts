import { describe, expect, it } from 'vitest';
import {
  createInput,
  editableFields,
  formPathOf,
  methodAfter,
  newValues,
  paidChange,
  problemsOf,
  updateInput,
  type FormItem,
  type SalesFormValues,
} from './orderForm';

const digital: FormItem = {
  id: 'p1',
  title: 'Worksheets',
  price: 100,
  discountPercentage: null,
  physical: false,
  bundle: false,
  questions: null,
};
const free: FormItem = { ...digital, id: 'p2', title: 'Free planner', price: 0 };
const printed: FormItem = {
  ...digital,
  id: 'p3',
  title: 'Planner',
  physical: true,
  questions: [{ type: 'Text', label: 'Name on the cover', required: true, value: null }],
};
const shipping = {
  address1: '12 Jacaranda Street',
  city: 'Pretoria',
  province: 'Gauteng',
  postalCode: '0002',
  country: 'South Africa',
  phoneNumber: '082 123 4567',
};
const values = (changes: Partial<SalesFormValues>): SalesFormValues => ({
  orderStatus: 'PROCESSING',
  orderPaymentMethod: 'EFT',
  items: [digital],
  shipping: {},
  coupon: null,
  ...changes,
});

describe('the order dialog follows 002 §4', () => {
  it.each([
    ['ORDER', 'PROCESSING', { status: true, products: true, details: true }],
    ['ORDER', 'PAID', { status: true, products: true, details: false }],
    ['QUOTE', 'QUOTING', { status: true, paymentMethod: true, details: true }],
    ['QUOTE', 'PROCESSING', { status: true, paymentMethod: false, details: true }],
    ['QUOTE', 'PAID', { status: false, products: false, details: false }],
  ] as const)('%s in %s', (kind, orderStatus, expected) => {
    expect(editableFields(kind, 'edit', { orderStatus })).toMatchObject(expected);
  });

  it('views and archived orders change nothing; creating sets products, coupon and a quote its method', () => {
    expect(Object.values(editableFields('ORDER', 'view', { orderStatus: 'PROCESSING' })).some(Boolean)).toBe(false);
    expect(
      Object.values(editableFields('ORDER', 'edit', { orderStatus: 'PROCESSING', archived: true })).some(Boolean),
    ).toBe(false);
    expect(editableFields('QUOTE', 'create', null)).toMatchObject({
      products: true,
      coupon: true,
      paymentMethod: true,
    });
    expect(editableFields('ORDER', 'create', null)).toMatchObject({ paymentMethod: false });
  });

  it('products changing to a zero total make an order Free; a quote leaving QUOTING is EFT', () => {
    const initial = values({});
    expect(methodAfter('ORDER', initial, values({ items: [free] }))).toBe('Free');
    expect(methodAfter('ORDER', initial, values({ items: [digital, free] }))).toBe('EFT');
    const quote = values({ orderStatus: 'QUOTING', orderPaymentMethod: null });
    expect(methodAfter('QUOTE', quote, { ...quote, orderStatus: 'PROCESSING' })).toBe('EFT');
    expect(methodAfter('QUOTE', quote, { ...quote, orderPaymentMethod: 'Payfast' })).toBe('Payfast');
  });

  it('a new order is EFT and PROCESSING with a total, Free and PAID without; a new quote is QUOTING', () => {
    const order = { ...newValues('ORDER', null), items: [digital] };
    expect(createInput('ORDER', 't1', order)).toMatchObject({
      teacherprofileID: 't1',
      orderStatus: 'PROCESSING',
      orderPaymentMethod: 'EFT',
      orderShippingDetails: null,
    });
    expect(createInput('ORDER', 't1', { ...order, items: [free] })).toMatchObject({
      orderStatus: 'PAID',
      orderPaymentMethod: 'Free',
    });
    expect(createInput('QUOTE', 't1', { ...newValues('QUOTE', null), items: [digital] })).toMatchObject({
      orderStatus: 'QUOTING',
      orderPaymentMethod: null,
    });
    expect(
      createInput('ORDER', 't1', { ...order, coupon: { couponCode: 'WELCOME10', discount: null } }).coupon,
    ).toEqual({ couponCode: 'WELCOME10' });
  });

  it('an update sends only what changed, items by id with their answers', () => {
    const initial = values({});
    expect(updateInput({ id: 'o1', _version: 3 }, initial, { ...initial, orderStatus: 'PAID' })).toEqual({
      id: 'o1',
      _version: 3,
      orderStatus: 'PAID',
    });
    const answered = { ...printed, questions: [{ ...printed.questions![0], value: 'Ms Dlamini' }] };
    expect(updateInput({ id: 'o1', _version: 3 }, initial, { ...initial, items: [answered], shipping })).toMatchObject({
      orderProducts: [{ id: 'p3', questions: [{ label: 'Name on the cover', type: 'Text', value: 'Ms Dlamini' }] }],
      orderShippingDetails: { city: 'Pretoria', phoneNumber: '082 123 4567' },
    });
  });

  it('names the problems by field, in the server words', () => {
    expect(problemsOf({ items: [], shipping: {} })).toEqual({ items: 'Products are required' });
    expect(problemsOf({ items: [printed], shipping: { ...shipping, city: '' } })).toEqual({
      'items.0.questions.0.value': 'This field is required',
      'shipping.city': 'City is required',
    });
    expect(formPathOf('orderProducts.1.questions.0')).toEqual(['items', 1, 'questions', 0, 'value']);
    expect(formPathOf('city')).toEqual(['shipping', 'city']);
    expect(formPathOf('input.orderShippingDetails.phoneNumber')).toEqual(['shipping', 'phoneNumber']);
    expect(formPathOf('couponCode')).toBeNull();
  });

  it('a new order shows EFT before any product is chosen (002 §4), and an order emptied of products too', () => {
    expect(newValues('ORDER', null)).toMatchObject({ orderPaymentMethod: 'EFT', orderStatus: 'PROCESSING' });
    expect(newValues('ORDER', null).shipping.country).toBe('South Africa');
    expect(newValues('QUOTE', null)).toMatchObject({ orderPaymentMethod: null, orderStatus: 'QUOTING' });
    expect(methodAfter('ORDER', values({ items: [free], orderPaymentMethod: 'Free' }), values({ items: [] }))).toBe(
      'EFT',
    );
  });
});

describe('saving a change to a paid order warns first (issue 27)', () => {
  const paid = values({ orderStatus: 'PAID' });
  it.each<[string, string, Partial<SalesFormValues>, ReturnType<typeof paidChange>]>([
    ['a status away from PAID', 'PAID', { orderStatus: 'CANCELLED' }, 'leavesPaid'],
    ['back to PROCESSING', 'PAID', { orderStatus: 'PROCESSING' }, 'leavesPaid'],
    ['a product removed', 'PAID', { items: [] }, 'linesChanged'],
    ['a product added', 'PAID', { items: [digital, free] }, 'linesChanged'],
    ['a coupon', 'PAID', { coupon: { couponCode: 'WELCOME10', discount: null } }, 'linesChanged'],
    ['nothing that touches the invoice', 'PAID', {}, null],
    ['an order not paid', 'PROCESSING', { items: [] }, null],
    ['an order becoming paid', 'PROCESSING', { orderStatus: 'PAID' }, null],
  ])('%s', (_case, stored, change, expected) => {
    expect(paidChange(stored, paid, { ...paid, ...change })).toBe(expected);
  });
});
