import { describe, expect, it } from 'vitest';
import { invoiceFields, invoiceMessage, type InvoiceOrder } from './invoice.ts';
import { shopSettings } from './shop-settings.ts';

const order: InvoiceOrder = {
  orderID: '260305-10091012',
  orderDateTime: '2026-03-05T08:09:10.123Z',
  orderStatus: 'PROCESSING',
  orderPaymentMethod: 'EFT',
  items: [
    { id: 'a', title: 'Grade 1 Mathematics Term 2 Assessment Pack', price: 69.99, discountPercentage: 10, physical: false, bundle: false, questions: null, updatedAt: null },
    { id: 'b', title: 'Grade R Phonics Flash Cards', price: 189, discountPercentage: null, physical: true, bundle: false, questions: null, updatedAt: null },
  ],
  coupon: { couponCode: 'WELCOME10', discount: { type: 'PERCENTAGE', value: 10 } },
  shippingDetails: { address1: '12 Jacaranda Street', city: 'Pretoria', province: 'Gauteng', postalCode: '0002', country: 'South Africa', phoneNumber: '0821234567' },
};

const settings = shopSettings({ BANK_ACCOUNT_NUMBER: '62000000001', SHOP_CONTACT_EMAIL: 'shop@example.com' });

describe('invoice e-mail (000 section 9 template fields)', () => {
  it('fills every template field from the order', () => {
    const fields = invoiceFields(order, 'Ms Thandi Mokoena', settings, 'http://localhost:4000');
    expect(fields).toMatchObject({
      order_number: '260305-10091012',
      order_date: '2026-03-05 10:09',
      customer_name: 'Ms Thandi Mokoena',
      couponCode: 'WELCOME10',
      couponValueText: '10%',
      products: [
        { title: 'Grade 1 Mathematics Term 2 Assessment Pack', price: 'R62.99' },
        { title: 'Grade R Phonics Flash Cards', price: 'R189.00' },
      ],
      shipping_amount: 'R160.00',
      subtotal_incl_vat: 'R405.69',
      total_excl_vat: 'R352.77',
      vat_amount: 'R52.92',
      total: 'R405.69',
      payment_status: 'PROCESSING',
      payment_method: 'EFT',
      bank_details: { accountNumber: '62000000001', reference: '260305-10091012', proofOfPaymentEmail: 'shop@example.com' },
      contact_email: 'shop@example.com',
      base_url: 'http://localhost:4000',
    });
    expect(fields.shippingDetails).toContain('12 Jacaranda Street\nPretoria');
  });

  it('shows bank details for EFT orders awaiting payment only, and names card payment', () => {
    expect(invoiceFields({ ...order, orderStatus: 'PAID' }, 'T', settings, 'http://x').bank_details).toBeNull();
    const fields = invoiceFields({ ...order, orderStatus: 'PAID', orderPaymentMethod: 'Payfast', shippingDetails: null }, 'T', settings, 'http://x');
    expect(fields).toMatchObject({ bank_details: null, payment_method: 'Card Payment', shippingDetails: null });
  });

  it('writes text and escaped HTML', () => {
    const message = invoiceMessage(invoiceFields({ ...order, items: [{ ...order.items[0], title: 'Fractions <b>&</b> more' }] }, 'Ms <Dlamini>', settings, 'http://x'));
    expect(message.subject).toBe('Invoice for order 260305-10091012');
    expect(message.text).toContain('Fractions <b>&</b> more: R62.99');
    expect(message.text).toContain('Reference: 260305-10091012');
    expect(message.html).toContain('Fractions &lt;b&gt;&amp;&lt;/b&gt; more');
    expect(message.html).toContain('Ms &lt;Dlamini&gt;');
  });
});
