/**
 * The South African tax invoice of an order (issue 10, point 10; 000 section 9): heading, the supplier with its
 * VAT number, invoice number (the order id) and date, the buyer, lines that add up to the total (each item, the
 * coupon as an amount, shipping), total excl. VAT, VAT and total, payment method and status in words, in the
 * teacher's language. Pure: the caller loads the order and the buyer; invoice-pdf.ts draws it, and the e-mail
 * (invoiceMessage) carries it as an attachment.
 */
import { couponValueText, formatRand, itemPrice, orderTotals } from '../domain/pricing.ts';
import { southAfricanClock } from '../domain/order-id.ts';
import { invoiceWords, type InvoiceLanguage, type InvoiceWords } from './invoice-words.ts';
import type { OrderItem, StoredCoupon } from '../domain/order-items.ts';
import type { BankDetails, ShopSettings, Supplier } from './shop-settings.ts';

export interface InvoiceOrder {
  orderID: string | null;
  orderDateTime: string | null;
  orderStatus: string;
  orderPaymentMethod: string | null;
  items: OrderItem[];
  coupon: StoredCoupon | null;
  shippingDetails: Record<string, string | null | undefined> | null;
}

export interface InvoiceBuyer {
  name: string;
  email: string | null;
}

export interface InvoiceLine {
  description: string;
  /** Rand, VAT included; the coupon's is negative. */
  amount: number;
}

export interface TaxInvoice {
  language: InvoiceLanguage;
  words: InvoiceWords;
  supplier: Supplier;
  number: string;
  /** 'YYYY-MM-DD', South African time. */
  date: string;
  buyer: InvoiceBuyer;
  shipTo: string[] | null;
  /** Items, then the coupon discount and shipping when there are any: they add up to total. */
  lines: InvoiceLine[];
  totalExclVat: number;
  vat: number;
  total: number;
  paymentMethod: string;
  paymentStatus: string;
  /** EFT orders awaiting payment: the account to pay into, the order id as the reference. */
  bank: (BankDetails & { reference: string }) | null;
  contact: { email: string; phone: string; website: string };
}

function saDate(iso: string | null): string {
  return iso ? southAfricanClock(new Date(iso)).toISOString().slice(0, 10) : '';
}

function addressLines(details: Record<string, string | null | undefined> | null): string[] | null {
  if (!details) return null;
  const parts = [
    details.address1,
    details.address2,
    details.city,
    details.province,
    details.postalCode,
    details.country,
    details.phoneNumber,
  ];
  const lines = parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return lines.length > 0 ? lines : null;
}

export function taxInvoice(
  order: InvoiceOrder,
  buyer: InvoiceBuyer,
  settings: ShopSettings,
  baseUrl: string,
  language: InvoiceLanguage,
): TaxInvoice {
  const words = invoiceWords[language];
  const items = order.items.filter((item) => !item.unAvailable);
  const totals = orderTotals(items, order.coupon);
  const number = order.orderID ?? '';
  const lines: InvoiceLine[] = items.map((item) => ({ description: item.title ?? '', amount: itemPrice(item) }));
  if (totals.couponDiscount > 0) {
    lines.push({
      description: words.coupon(order.coupon?.couponCode ?? '', couponValueText(order.coupon?.discount)),
      amount: -totals.couponDiscount,
    });
  }
  if (totals.shipping > 0) lines.push({ description: words.shipping, amount: totals.shipping });
  const method = order.orderPaymentMethod ?? '';
  return {
    language,
    words,
    supplier: settings.supplier,
    number,
    date: saDate(order.orderDateTime),
    buyer,
    shipTo: addressLines(order.shippingDetails),
    lines,
    totalExclVat: totals.totalExclVat,
    vat: totals.vat,
    total: totals.total,
    paymentMethod: words.methods[method] ?? method,
    paymentStatus: words.statuses[order.orderStatus] ?? order.orderStatus,
    bank: method === 'EFT' && order.orderStatus !== 'PAID' ? { ...settings.bank, reference: number } : null,
    contact: { email: settings.contactEmail, phone: settings.contactPhone, website: baseUrl },
  };
}

/** Rand on the invoice: a discount reads -R 6.30. */
export function invoiceMoney(amount: number): string {
  return amount < 0 ? `-${formatRand(-amount)}` : formatRand(amount);
}

/** The figures under the lines, in the order the invoice shows them. */
export function invoiceTotals(invoice: TaxInvoice): [string, number][] {
  return [
    [invoice.words.totalExclVat, invoice.totalExclVat],
    [invoice.words.vat, invoice.vat],
    [invoice.words.total, invoice.total],
  ];
}

export function bankLines(invoice: TaxInvoice): [string, string][] {
  const { bank, words } = invoice;
  if (!bank) return [];
  return [
    [words.bank.accountHolder, bank.accountHolder],
    [words.bank.accountNumber, bank.accountNumber],
    [words.bank.accountType, bank.accountType],
    [words.bank.bank, bank.bank],
    [words.bank.branchCode, bank.branchCode],
    [words.bank.reference, bank.reference],
  ];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The e-mail that carries the invoice PDF: a short letter with the same lines, in the teacher's language. */
export function invoiceMessage(invoice: TaxInvoice): { subject: string; text: string; html: string } {
  const { words } = invoice;
  const figures: [string, string][] = [
    ...invoice.lines.map((line): [string, string] => [line.description, invoiceMoney(line.amount)]),
    ...invoiceTotals(invoice).map(([label, value]): [string, string] => [label, invoiceMoney(value)]),
  ];
  const facts: [string, string][] = [
    [words.invoiceNumber, invoice.number],
    [words.date, invoice.date],
    [words.paymentMethod, invoice.paymentMethod],
    [words.paymentStatus, invoice.paymentStatus],
  ];
  const bank = bankLines(invoice);
  const proof = invoice.bank ? words.proof(invoice.bank.proofOfPaymentEmail) : '';
  const contact = `${words.questions} ${invoice.contact.email}, ${invoice.contact.phone}`;
  const text = [
    words.greeting(invoice.buyer.name),
    '',
    words.thanks(invoice.number),
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...figures.map(([label, value]) => `${label}: ${value}`),
    ...(bank.length > 0 ? ['', words.payInto, ...bank.map(([label, value]) => `${label}: ${value}`), proof] : []),
    ...(invoice.shipTo ? ['', `${words.shipTo}:`, ...invoice.shipTo] : []),
    '',
    contact,
    invoice.contact.website,
  ].join('\n');
  const rows = (pairs: [string, string][]) =>
    pairs
      .map(
        ([label, value]) =>
          `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
  const html = [
    `<p>${escapeHtml(words.greeting(invoice.buyer.name))}</p>`,
    `<p>${escapeHtml(words.thanks(invoice.number))}</p>`,
    `<table cellpadding="4">${rows(facts)}</table>`,
    `<table cellpadding="4">${rows(figures)}</table>`,
    bank.length > 0
      ? `<p>${escapeHtml(words.payInto)}</p><table cellpadding="4">${rows(bank)}</table><p>${escapeHtml(proof)}</p>`
      : '',
    invoice.shipTo ? `<p>${escapeHtml(words.shipTo)}:<br>${invoice.shipTo.map(escapeHtml).join('<br>')}</p>` : '',
    `<p>${escapeHtml(contact)}<br><a href="${escapeHtml(invoice.contact.website)}">${escapeHtml(invoice.contact.website)}</a></p>`,
  ].join('\n');
  return { subject: words.subject(invoice.number), text, html };
}
