/**
 * The documents of an order as the teacher reads them (000 section 9; issue 27): before payment its order
 * confirmation (pro-forma, not a tax invoice: the order id as its number, the bank details while an EFT order awaits
 * payment); once paid its tax invoice, and after a change its credit note, each drawn from what was stored when it
 * was issued. Each has the supplier with its VAT number, its number and date, the buyer, lines that add up to the
 * total (each item, the coupon as an amount, shipping), total excl. VAT, VAT and total, in the teacher's language.
 * Pure: the caller loads the order or the stored document; invoice-pdf.ts draws it, and documentMessage is the
 * e-mail that carries it.
 */
import { couponValueText, formatRand, itemPrice, orderTotals } from '../domain/pricing.ts';
import { southAfricanClock } from '../domain/order-id.ts';
import { invoiceWords, type InvoiceLanguage, type InvoiceWords, type PrintedKind } from './invoice-words.ts';
import type { OrderItem, StoredCoupon } from '../domain/order-items.ts';
import type { BankDetails, ShopSettings, Supplier } from './shop-settings.ts';
import type { DocumentKind, DocumentLine, Position } from './document-position.ts';

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
  /** Rand, VAT included; the coupon's is negative (on a credit note: what it credits). */
  amount: number;
}

export interface TaxInvoice {
  kind: PrintedKind;
  language: InvoiceLanguage;
  words: InvoiceWords;
  supplier: Supplier;
  /** The document's own number: the order id on an order confirmation. */
  number: string;
  /** The order id. */
  orderNumber: string;
  /** The tax invoice a credit note (or a further invoice) refers to. */
  refersTo: string | null;
  /** 'YYYY-MM-DD', South African time: the order's date on a confirmation, the issue date on a stored document. */
  date: string;
  buyer: InvoiceBuyer;
  shipTo: string[] | null;
  /** Items, then the coupon discount and shipping when there are any: they add up to total. */
  lines: InvoiceLine[];
  totalExclVat: number;
  vat: number;
  total: number;
  paymentMethod: string;
  /** Empty on a credit note. */
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

const cents = (rand: number) => Math.round(rand * 100);

/**
 * What the order owes while it is PAID, in cents, its lines keyed for the documents: each item by its id, the
 * coupon 'COUPON' (negative), shipping 'SHIPPING'. Unavailable items are left out, as everywhere.
 */
export function owedPosition(order: Pick<InvoiceOrder, 'items' | 'coupon'>, language: InvoiceLanguage): Position {
  const words = invoiceWords[language];
  const items = order.items.filter((item) => !item.unAvailable);
  const totals = orderTotals(items, order.coupon);
  const lines: DocumentLine[] = items.map((item) => ({
    key: item.id,
    description: item.title ?? '',
    cents: cents(itemPrice(item)),
  }));
  if (totals.couponDiscount > 0) {
    lines.push({
      key: 'COUPON',
      description: words.coupon(order.coupon?.couponCode ?? '', couponValueText(order.coupon?.discount)),
      cents: -cents(totals.couponDiscount),
    });
  }
  if (totals.shipping > 0) lines.push({ key: 'SHIPPING', description: words.shipping, cents: cents(totals.shipping) });
  return { lines, cents: cents(totals.total), vatCents: cents(totals.vat) };
}

interface Parties {
  settings: ShopSettings;
  baseUrl: string;
  language: InvoiceLanguage;
  buyer: InvoiceBuyer;
}

function printed(
  kind: PrintedKind,
  { settings, baseUrl, language, buyer }: Parties,
  fields: Pick<TaxInvoice, 'number' | 'orderNumber' | 'refersTo' | 'date' | 'shipTo' | 'paymentStatus' | 'bank'> & {
    lines: { description: string; cents: number }[];
    cents: number;
    vatCents: number;
    method: string;
  },
): TaxInvoice {
  const words = invoiceWords[language];
  const total = fields.cents / 100;
  const vat = fields.vatCents / 100;
  return {
    kind,
    language,
    words,
    supplier: settings.supplier,
    number: fields.number,
    orderNumber: fields.orderNumber,
    refersTo: fields.refersTo,
    date: fields.date,
    buyer,
    shipTo: fields.shipTo,
    lines: fields.lines.map((line) => ({ description: line.description, amount: line.cents / 100 })),
    totalExclVat: Math.round((total - vat) * 100) / 100,
    vat,
    total,
    paymentMethod: words.methods[fields.method] ?? fields.method,
    paymentStatus: fields.paymentStatus,
    bank: fields.bank,
    contact: { email: settings.contactEmail, phone: settings.contactPhone, website: baseUrl },
  };
}

/** The order confirmation (pro-forma) of a checked-out order as it is now: not a tax invoice. */
export function orderConfirmation(
  order: InvoiceOrder,
  buyer: InvoiceBuyer,
  settings: ShopSettings,
  baseUrl: string,
  language: InvoiceLanguage,
): TaxInvoice {
  const words = invoiceWords[language];
  const owed = owedPosition(order, language);
  const number = order.orderID ?? '';
  const method = order.orderPaymentMethod ?? '';
  return printed(
    'CONFIRMATION',
    { settings, baseUrl, language, buyer },
    {
      number,
      orderNumber: number,
      refersTo: null,
      date: saDate(order.orderDateTime),
      shipTo: addressLines(order.shippingDetails),
      lines: owed.lines,
      cents: owed.cents,
      vatCents: owed.vatCents,
      method,
      paymentStatus: words.statuses[order.orderStatus] ?? order.orderStatus,
      bank: method === 'EFT' && order.orderStatus !== 'PAID' ? { ...settings.bank, reference: number } : null,
    },
  );
}

/** A tax invoice or credit note as it was stored when issued. */
export interface StoredDocument {
  kind: DocumentKind;
  number: string;
  refersTo: string | null;
  issuedAt: Date | string;
  orderNumber: string | null;
  method: string | null;
  language: string;
  buyer: { name?: string | null; email?: string | null };
  shipTo: Record<string, string | null | undefined> | null;
  lines: DocumentLine[];
  cents: number | string;
  vatCents: number | string;
}

export function storedDocument(document: StoredDocument, settings: ShopSettings, baseUrl: string): TaxInvoice {
  const language: InvoiceLanguage = document.language === 'af' ? 'af' : 'en';
  const issuedAt = document.issuedAt instanceof Date ? document.issuedAt.toISOString() : document.issuedAt;
  return printed(
    document.kind,
    {
      settings,
      baseUrl,
      language,
      buyer: { name: document.buyer.name ?? '', email: document.buyer.email ?? null },
    },
    {
      number: document.number,
      orderNumber: document.orderNumber ?? '',
      refersTo: document.refersTo,
      date: saDate(issuedAt),
      shipTo: addressLines(document.shipTo),
      lines: document.lines,
      cents: Number(document.cents),
      vatCents: Number(document.vatCents),
      method: document.method ?? '',
      paymentStatus: document.kind === 'INVOICE' ? invoiceWords[language].statuses.PAID : '',
      bank: null,
    },
  );
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

/** The facts beside the heading: the document's number, the order's and the original invoice's, date, payment. */
export function documentFacts(invoice: TaxInvoice): [string, string][] {
  const { words } = invoice;
  const facts: [string, string][] = [[words.numbers[invoice.kind], invoice.number]];
  if (invoice.kind !== 'CONFIRMATION') facts.push([words.orderNumber, invoice.orderNumber]);
  if (invoice.refersTo) facts.push([words.originalInvoice, invoice.refersTo]);
  facts.push([words.date, invoice.date], [words.paymentMethod, invoice.paymentMethod]);
  if (invoice.paymentStatus) facts.push([words.paymentStatus, invoice.paymentStatus]);
  return facts;
}

/** The e-mail that carries the document's PDF: a short letter with the same lines, in the teacher's language. */
export function invoiceMessage(invoice: TaxInvoice): { subject: string; text: string; html: string } {
  const { words } = invoice;
  const figures: [string, string][] = [
    ...invoice.lines.map((line): [string, string] => [line.description, invoiceMoney(line.amount)]),
    ...invoiceTotals(invoice).map(([label, value]): [string, string] => [label, invoiceMoney(value)]),
  ];
  const facts = documentFacts(invoice);
  const bank = bankLines(invoice);
  const proof = invoice.bank ? words.proof(invoice.bank.proofOfPaymentEmail) : '';
  const contact = `${words.questions} ${invoice.contact.email}, ${invoice.contact.phone}`;
  const text = [
    words.greeting(invoice.buyer.name),
    '',
    words.thanks(invoice.kind, invoice.number, invoice.orderNumber, invoice.refersTo),
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
    `<p>${escapeHtml(words.thanks(invoice.kind, invoice.number, invoice.orderNumber, invoice.refersTo))}</p>`,
    `<table cellpadding="4">${rows(facts)}</table>`,
    `<table cellpadding="4">${rows(figures)}</table>`,
    bank.length > 0
      ? `<p>${escapeHtml(words.payInto)}</p><table cellpadding="4">${rows(bank)}</table><p>${escapeHtml(proof)}</p>`
      : '',
    invoice.shipTo ? `<p>${escapeHtml(words.shipTo)}:<br>${invoice.shipTo.map(escapeHtml).join('<br>')}</p>` : '',
    `<p>${escapeHtml(contact)}<br><a href="${escapeHtml(invoice.contact.website)}">${escapeHtml(invoice.contact.website)}</a></p>`,
  ].join('\n');
  return { subject: words.subject(invoice.kind, invoice.number), text, html };
}
