/**
 * The card provider (Payfast): its settings from the environment, the payment form of a checkout and the MD5
 * signature of Payfast's documented algorithm.
 *
 * Form signature: the non-empty fields in the order of Payfast's variable list, each `name=urlencode(trim(value))`,
 * joined by '&', then `&passphrase=urlencode(trim(passphrase))` when a passphrase is set; the MD5 hex digest of
 * that string. urlencode is PHP's: spaces as '+', upper-case percent escapes, only A-Z a-z 0-9 - _ . left as they are.
 * Notification (ITN) signature: every posted field before `signature` (which must come last, each name once: itn.ts),
 * as posted (empty ones included), in the order received, each `name=urlencode(value)`, plus the passphrase the
 * same way.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export interface PayfastSettings {
  processUrl: string;
  merchantId: string;
  merchantKey: string;
  passphrase: string | null;
  /** Ask Payfast to confirm each notification (their /eng/query/validate); needs internet, off unless set. */
  validateRemote: boolean;
  /**
   * Why card payment must not be offered, or null. Without a passphrase a notification's signature is made of
   * public values only, so anyone could sign one: production needs the merchant's own id and key, and a
   * passphrase or Payfast's confirmation of every notification. Development uses the public sandbox.
   */
  misconfiguration: string | null;
}

/** Payfast's public sandbox merchant (their documentation): the default outside production. */
export const sandbox = {
  processUrl: 'https://sandbox.payfast.co.za/eng/process',
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
};

function misconfiguration(env: NodeJS.ProcessEnv, passphrase: string | null, validateRemote: boolean): string | null {
  if (env.NODE_ENV !== 'production') return null;
  if (!env.PAYFAST_MERCHANT_ID || !env.PAYFAST_MERCHANT_KEY)
    return 'PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY are not set';
  if (!passphrase && !validateRemote)
    return 'neither PAYFAST_PASSPHRASE nor PAYFAST_VALIDATE_REMOTE is set: notifications could be forged';
  return null;
}

export function payfastSettings(env: NodeJS.ProcessEnv = process.env): PayfastSettings {
  const passphrase = env.PAYFAST_PASSPHRASE?.trim() ? env.PAYFAST_PASSPHRASE : null;
  const validateRemote = env.PAYFAST_VALIDATE_REMOTE === 'true' || env.PAYFAST_VALIDATE_REMOTE === '1';
  return {
    processUrl: env.PAYFAST_PROCESS_URL || sandbox.processUrl,
    merchantId: env.PAYFAST_MERCHANT_ID || sandbox.merchantId,
    merchantKey: env.PAYFAST_MERCHANT_KEY || sandbox.merchantKey,
    passphrase,
    validateRemote,
    misconfiguration: misconfiguration(env, passphrase, validateRemote),
  };
}

/** PHP's urlencode, which Payfast's signatures are defined by. */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

export type Field = [name: string, value: string];

export function formSignature(fields: readonly Field[], passphrase: string | null): string {
  const pairs = fields
    .filter(([, value]) => value.trim() !== '')
    .map(([name, value]) => `${name}=${phpUrlencode(value.trim())}`);
  if (passphrase !== null) pairs.push(`passphrase=${phpUrlencode(passphrase.trim())}`);
  return md5(pairs.join('&'));
}

/** The posted fields before `signature`, as Payfast signs a notification (without the passphrase). */
export function notificationParamString(fields: readonly Field[]): string {
  const signed: string[] = [];
  for (const [name, value] of fields) {
    if (name === 'signature') break;
    signed.push(`${name}=${phpUrlencode(value)}`);
  }
  return signed.join('&');
}

export function notificationSignature(fields: readonly Field[], passphrase: string | null): string {
  const base = notificationParamString(fields);
  return md5(passphrase === null ? base : `${base}&passphrase=${phpUrlencode(passphrase.trim())}`);
}

export function signatureMatches(expected: string, given: string | null | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(given.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface PaymentRequest {
  publicUrl: string;
  email: string;
  orderRecordId: string;
  orderId: string;
  amount: number;
}

/** The form a checkout hands to the browser: fields in Payfast's order, the signature last. */
export function paymentForm(
  settings: PayfastSettings,
  request: PaymentRequest,
): { url: string; fields: { name: string; value: string }[] } {
  const base = request.publicUrl.replace(/\/+$/, '');
  const fields: Field[] = [
    ['merchant_id', settings.merchantId],
    ['merchant_key', settings.merchantKey],
    // Back to her order (001 /app/productorders/{orderId}), which shows the payment being confirmed, or cancelled.
    ['return_url', `${base}/app/productorders/${encodeURIComponent(request.orderRecordId)}?payment=done`],
    ['cancel_url', `${base}/app/productorders/${encodeURIComponent(request.orderRecordId)}?payment=cancelled`],
    ['notify_url', `${base}/payments/payfast/notify`],
    ['email_address', request.email],
    ['m_payment_id', request.orderId],
    ['amount', request.amount.toFixed(2)],
    ['item_name', `Order ${request.orderId}`],
    ['custom_str1', request.orderRecordId],
  ];
  const present = fields.filter(([, value]) => value.trim() !== '');
  const signature = formSignature(present, settings.passphrase);
  return {
    url: settings.processUrl,
    fields: [...present, ['signature', signature] as Field].map(([name, value]) => ({ name, value })),
  };
}

/** Payfast's server-side confirmation of a notification: POSTs the signed string back; 'VALID' confirms. */
export async function confirmWithPayfast(settings: PayfastSettings, fields: readonly Field[]): Promise<boolean> {
  const url = new URL('/eng/query/validate', settings.processUrl);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: notificationParamString(fields),
    signal: AbortSignal.timeout(15_000),
  });
  return (await response.text()).trim() === 'VALID';
}
