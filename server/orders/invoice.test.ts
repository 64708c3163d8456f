import { describe, expect, it } from 'vitest';
import { pdfkitTextRuns } from '../../test/api/pdfkit-text.ts';
import { roundMoney } from '../domain/pricing.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceLanguage } from './invoice-words.ts';
import { invoiceMessage, orderConfirmation as taxInvoice, storedDocument, type InvoiceOrder } from './invoice.ts';
import { shopSettings } from './shop-settings.ts';

const order: InvoiceOrder = {
  orderID: '260305-10091012',
  orderDateTime: '2026-03-05T23:09:10.123Z',
  orderStatus: 'PROCESSING',
  orderPaymentMethod: 'EFT',
  items: [
    {
      id: 'a',
      title: 'Grade 1 Mathematics Term 2 Assessment Pack',
      price: 69.99,
      discountPercentage: 10,
      physical: false,
      bundle: false,
      questions: null,
      updatedAt: null,
    },
    {
      id: 'b',
      title: 'Grade R Phonics Flash Cards',
      price: 189,
      discountPercentage: null,
      physical: true,
      bundle: false,
      questions: null,
      updatedAt: null,
    },
  ],
  coupon: { couponCode: 'WELCOME10', discount: { type: 'PERCENTAGE', value: 10 } },
  shippingDetails: {
    address1: '12 Jacaranda Street',
    city: 'Pretoria',
    province: 'Gauteng',
    postalCode: '0002',
    country: 'South Africa',
    phoneNumber: '0821234567',
  },
};

const settings = shopSettings({
  BANK_ACCOUNT_NUMBER: '62000000001',
  SHOP_CONTACT_EMAIL: 'shop@example.com',
  SHOP_VAT_NUMBER: '4123456789',
  SHOP_SUPPLIER_ADDRESS: '1 Long Street; Cape Town; 8001',
});
const buyer = { name: 'Ms Thandi Mokoena', email: 'thandi@example.com' };
const sum = (amounts: number[]) => amounts.reduce((total, amount) => roundMoney(total + amount), 0);

describe('order documents (issue 10, point 10; issue 27)', () => {
  it('an order confirmation, not a tax invoice, has the supplier with its VAT number, number, date, buyer, and lines that add up with the coupon as an amount', () => {
    const invoice = taxInvoice(order, buyer, settings, 'http://localhost:4000', 'en');
    expect(invoice).toMatchObject({
      kind: 'CONFIRMATION',
      number: '260305-10091012',
      date: '2026-03-06',
      supplier: { vatNumber: '4123456789', address: ['1 Long Street', 'Cape Town', '8001'] },
      buyer,
      paymentMethod: 'EFT (bank transfer)',
      paymentStatus: 'Awaiting payment',
      bank: { accountNumber: '62000000001', reference: '260305-10091012' },
      total: 405.69,
      totalExclVat: 352.77,
      vat: 52.92,
    });
    expect(invoice.lines).toEqual([
      { description: 'Grade 1 Mathematics Term 2 Assessment Pack', amount: 62.99 },
      { description: 'Grade R Phonics Flash Cards', amount: 189 },
      { description: 'Coupon WELCOME10 (10%)', amount: -6.3 },
      { description: 'Shipping', amount: 160 },
    ]);
    expect(sum(invoice.lines.map((line: { amount: number }) => line.amount))).toBe(invoice.total);
    expect(roundMoney(invoice.totalExclVat + invoice.vat)).toBe(invoice.total);
    expect(invoice.shipTo).toContain('12 Jacaranda Street');
  });

  it('shows bank details only while an EFT order awaits payment, and says card payment in words', () => {
    expect(taxInvoice({ ...order, orderStatus: 'PAID' }, buyer, settings, 'http://x', 'en').bank).toBeNull();
    const card = taxInvoice(
      { ...order, orderStatus: 'PAID', orderPaymentMethod: 'Payfast', shippingDetails: null },
      buyer,
      settings,
      'http://x',
      'en',
    );
    expect(card).toMatchObject({ bank: null, paymentMethod: 'Card payment', paymentStatus: 'Paid', shipTo: null });
  });

  it('is in Afrikaans for an Afrikaans teacher', () => {
    expect(invoiceLanguage({ translateI18n: 'af' })).toBe('af');
    expect(invoiceLanguage({ translateI18n: null, language: 'Afrikaans' })).toBe('af');
    expect(invoiceLanguage({ translateI18n: 'en', language: 'Afrikaans' })).toBe('en');
    expect(invoiceLanguage({})).toBe('en');
    const invoice = taxInvoice(order, buyer, settings, 'http://x', 'af');
    expect(invoice.words.headings.CONFIRMATION).toBe('Bestellingbevestiging');
    expect(invoice).toMatchObject({ paymentStatus: 'Wag op betaling', paymentMethod: 'EFT (bankoorplasing)' });
    expect(invoice.lines.map((line: { description: string }) => line.description)).toContain('Koepon WELCOME10 (10%)');
    const message = invoiceMessage(invoice);
    expect(message.subject).toBe('Bestellingbevestiging 260305-10091012');
    expect(message.text).toContain("nie 'n belastingfaktuur nie");
    expect(message.text).toContain('Beste Ms Thandi Mokoena,');
    expect(message.text).toContain('Verwysing: 260305-10091012');
  });

  it('writes the e-mail as text and escaped HTML', () => {
    const message = invoiceMessage(
      taxInvoice(
        { ...order, items: [{ ...order.items[0], title: 'Fractions <b>&</b> more' }] },
        { name: 'Ms <Dlamini>', email: null },
        settings,
        'http://x',
        'en',
      ),
    );
    expect(message.subject).toBe('Order confirmation 260305-10091012');
    expect(message.text).toContain('Fractions <b>&</b> more: R 62.99');
    expect(message.text).toContain('Coupon WELCOME10 (10%): -R 6.30');
    expect(message.html).toContain('Fractions &lt;b&gt;&amp;&lt;/b&gt; more');
    expect(message.html).toContain('Ms &lt;Dlamini&gt;');
  });

  it('draws a PDF with the heading, the VAT number, every line and the totals', async () => {
    const runs = pdfkitTextRuns(await invoicePdf(taxInvoice(order, buyer, settings, 'http://x', 'en')));
    const text = runs.join('\n');
    for (const expected of [
      'Order confirmation',
      'This is not a tax invoice. Your tax invoice is issued once your payment is received.',
      'VAT number: 4123456789',
      '260305-10091012',
      'Ms Thandi Mokoena',
      'Coupon WELCOME10 (10%)',
      '-R 6.30',
      'R 62.99',
      'R 189.00',
      'R 160.00',
      'R 352.77',
      'R 52.92',
      'R 405.69',
    ]) {
      expect(text).toContain(expected);
    }
    const afrikaans = pdfkitTextRuns(await invoicePdf(taxInvoice(order, buyer, settings, 'http://x', 'af'))).join('\n');
    expect(afrikaans).toContain('Bestellingbevestiging');
    expect(afrikaans).toContain('BTW-nommer: 4123456789');
    expect(text).not.toContain('Tax invoice');
  });

  it('draws a stored credit note with its own number, the original invoice, the order and no payment request', async () => {
    const credit = storedDocument(
      {
        kind: 'CREDIT_NOTE',
        number: 'CN-000007',
        refersTo: 'INV-000042',
        issuedAt: '2026-03-09T22:30:00.000Z',
        orderNumber: '260305-10091012',
        method: 'EFT',
        language: 'af',
        buyer,
        shipTo: null,
        lines: [{ key: 'b', description: 'Grade R Phonics Flash Cards', cents: 18900 }],
        cents: '18900',
        vatCents: '2465',
      },
      settings,
      'http://x',
    );
    expect(credit).toMatchObject({ date: '2026-03-10', total: 189, vat: 24.65, totalExclVat: 164.35, bank: null });
    const text = pdfkitTextRuns(await invoicePdf(credit)).join('\n');
    for (const expected of ['Kredietnota', 'CN-000007', 'INV-000042', '260305-10091012', 'R 189.00', 'R 24.65'])
      expect(text).toContain(expected);
    expect(text).not.toContain('Betaal asseblief');
    expect(invoiceMessage(credit).subject).toBe('Kredietnota CN-000007');
  });
});
