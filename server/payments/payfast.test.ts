import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  formSignature,
  notificationSignature,
  paymentForm,
  payfastSettings,
  phpUrlencode,
  sandbox,
  type Field,
} from './payfast.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe("PHP's urlencode, which Payfast signs with", () => {
  it.each([
    ['Order 260305-10091012', 'Order+260305-10091012'],
    ['http://localhost:4000/app/bought-products', 'http%3A%2F%2Flocalhost%3A4000%2Fapp%2Fbought-products'],
    ["a~b!c*d'e(f)g", 'a%7Eb%21c%2Ad%27e%28f%29g'],
    ['teacher+1@example.com', 'teacher%2B1%40example.com'],
    ['Jacaranda Laerskool é', 'Jacaranda+Laerskool+%C3%A9'],
    ['a_b.c-d', 'a_b.c-d'],
  ])('%s → %s', (value, encoded) => expect(phpUrlencode(value)).toBe(encoded));
});

describe('form signature', () => {
  const fields: Field[] = [
    ['merchant_id', '10000100'],
    ['merchant_key', '46f0cd694581a'],
    ['return_url', 'http://shop.example/app/bought-products'],
    ['name_first', ''],
    ['email_address', ' teacher@example.com '],
    ['amount', '405.69'],
    ['item_name', 'Order 260305-10091012'],
  ];
  const signed =
    'merchant_id=10000100&merchant_key=46f0cd694581a&return_url=http%3A%2F%2Fshop.example%2Fapp%2Fbought-products' +
    '&email_address=teacher%40example.com&amount=405.69&item_name=Order+260305-10091012';

  it('signs the non-empty, trimmed, encoded fields in order', () =>
    expect(formSignature(fields, null)).toBe(md5(signed)));
  it('adds the passphrase last', () =>
    expect(formSignature(fields, ' jt7NOE43FZPn ')).toBe(md5(`${signed}&passphrase=jt7NOE43FZPn`)));
});

describe('notification signature', () => {
  it('signs the posted fields before signature, empty ones included, in the order received', () => {
    const posted: Field[] = [
      ['m_payment_id', '260305-10091012'],
      ['pf_payment_id', '1089250'],
      ['payment_status', 'COMPLETE'],
      ['custom_int1', ''],
      ['amount_gross', '405.69'],
      ['signature', 'ignored'],
      ['after', 'ignored too'],
    ];
    const base =
      'm_payment_id=260305-10091012&pf_payment_id=1089250&payment_status=COMPLETE&custom_int1=&amount_gross=405.69';
    expect(notificationSignature(posted, null)).toBe(md5(base));
    expect(notificationSignature(posted, 'secret phrase')).toBe(md5(`${base}&passphrase=secret+phrase`));
  });
});

describe('payment form', () => {
  it('carries the checkout fields in Payfast order with the signature last', () => {
    const settings = payfastSettings({});
    expect(settings).toMatchObject({ ...sandbox, passphrase: null, validateRemote: false, misconfiguration: null });
    const form = paymentForm(settings, {
      publicUrl: 'http://localhost:4000/',
      email: 'teacher@example.com',
      orderRecordId: 'order-1',
      orderId: '260305-10091012',
      amount: 405.7,
    });
    expect(form.url).toBe('https://sandbox.payfast.co.za/eng/process');
    expect(form.fields.map((field) => field.name)).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'notify_url',
      'email_address',
      'm_payment_id',
      'amount',
      'item_name',
      'custom_str1',
      'signature',
    ]);
    const value = (name: string) => form.fields.find((field) => field.name === name)?.value;
    expect(value('amount')).toBe('405.70');
    expect(value('return_url')).toBe('http://localhost:4000/app/productorders/order-1?payment=done');
    expect(value('cancel_url')).toBe('http://localhost:4000/app/productorders/order-1?payment=cancelled');
    expect(value('notify_url')).toBe('http://localhost:4000/payments/payfast/notify');
    const unsigned = form.fields
      .filter((field) => field.name !== 'signature')
      .map((field): Field => [field.name, field.value]);
    expect(value('signature')).toBe(formSignature(unsigned, null));
  });

  it('reads merchant settings from the environment', () => {
    const settings = payfastSettings({
      PAYFAST_MERCHANT_ID: '1',
      PAYFAST_MERCHANT_KEY: 'k',
      PAYFAST_PASSPHRASE: 'p',
      PAYFAST_PROCESS_URL: 'https://www.payfast.co.za/eng/process',
      PAYFAST_VALIDATE_REMOTE: 'true',
    });
    expect(settings).toEqual({
      processUrl: 'https://www.payfast.co.za/eng/process',
      merchantId: '1',
      merchantKey: 'k',
      passphrase: 'p',
      validateRemote: true,
      misconfiguration: null,
    });
  });

  it('offers no card payment in production without our merchant and a way to verify notifications', () => {
    const production = { NODE_ENV: 'production' };
    expect(payfastSettings(production).misconfiguration).toMatch(/PAYFAST_MERCHANT_ID/);
    expect(
      payfastSettings({ ...production, PAYFAST_MERCHANT_ID: '1', PAYFAST_MERCHANT_KEY: 'k' }).misconfiguration,
    ).toMatch(/forged/);
    expect(
      payfastSettings({ ...production, PAYFAST_MERCHANT_ID: '1', PAYFAST_MERCHANT_KEY: 'k', PAYFAST_PASSPHRASE: 'p' })
        .misconfiguration,
    ).toBeNull();
    expect(
      payfastSettings({
        ...production,
        PAYFAST_MERCHANT_ID: '1',
        PAYFAST_MERCHANT_KEY: 'k',
        PAYFAST_VALIDATE_REMOTE: 'true',
      }).misconfiguration,
    ).toBeNull();
    expect(payfastSettings({}).misconfiguration).toBeNull();
  });
});

describe('strict notification fields', () => {
  it('takes each name once, with the signature last', async () => {
    const { strictFields } = await import('./itn.ts');
    expect(
      strictFields([
        ['a', '1'],
        ['b', ''],
        ['signature', 'x'],
      ]),
    ).toEqual({ signed: { a: '1', b: '' }, signature: 'x' });
    expect(
      strictFields([
        ['a', '1'],
        ['signature', 'x'],
        ['a', '2'],
      ]),
    ).toEqual({ error: 'field a is sent more than once' });
    expect(
      strictFields([
        ['a', '1'],
        ['signature', 'x'],
        ['b', '2'],
      ]),
    ).toEqual({ error: 'fields follow the signature' });
    expect(strictFields([['a', '1']])).toEqual({ error: 'no signature' });
  });
});
