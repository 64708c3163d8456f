/**
 * The invoice e-mail with the template fields of 000 section 9 (order_number, order_date, customer_name, …),
 * as plain text and simple HTML. Pure: the caller loads the order and the customer and sends the message.
 */
import { couponValueText, formatRand, itemPrice, orderTotals } from '../domain/pricing.ts';
import { southAfricanClock } from '../domain/order-id.ts';
import type { OrderItem, StoredCoupon } from './order-items.ts';
import type { BankDetails, ShopSettings } from './shop-settings.ts';

export interface InvoiceOrder {
  orderID: string | null;
  orderDateTime: string | null;
  orderStatus: string;
  orderPaymentMethod: string | null;
  items: OrderItem[];
  coupon: StoredCoupon | null;
  shippingDetails: Record<string, string | null | undefined> | null;
}

export interface InvoiceFields {
  order_number: string;
  order_date: string;
  customer_name: string;
  couponCode: string;
  couponValueText: string;
  products: { title: string; price: string }[];
  shipping_amount: string;
  subtotal_incl_vat: string;
  total_excl_vat: string;
  vat_amount: string;
  total: string;
  payment_status: string;
  payment_method: string;
  /** EFT orders awaiting payment: the account to pay into, and the order id as the reference. */
  bank_details: (BankDetails & { reference: string }) | null;
  shippingDetails: string | null;
  contact_email: string;
  contact_phone: string;
  base_url: string;
  social_link: string;
}

const paymentMethodNames: Record<string, string> = { EFT: 'EFT', Payfast: 'Card Payment', Free: 'Free' };

/** 'YYYY-MM-DD HH:MM' on South African time. */
function saDateTime(iso: string | null): string {
  if (!iso) return '';
  const local = southAfricanClock(new Date(iso)).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

function addressLines(details: Record<string, string | null | undefined> | null): string | null {
  if (!details) return null;
  const parts = [details.address1, details.address2, details.city, details.province, details.postalCode, details.country, details.phoneNumber];
  const lines = parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return lines.length > 0 ? lines.join('\n') : null;
}

export function invoiceFields(order: InvoiceOrder, customerName: string, settings: ShopSettings, baseUrl: string): InvoiceFields {
  const totals = orderTotals(order.items, order.coupon);
  const orderNumber = order.orderID ?? '';
  return {
    order_number: orderNumber,
    order_date: saDateTime(order.orderDateTime),
    customer_name: customerName,
    couponCode: order.coupon?.couponCode ?? '',
    couponValueText: couponValueText(order.coupon?.discount),
    products: order.items.map((item) => ({ title: item.title ?? '', price: formatRand(itemPrice(item)) })),
    shipping_amount: formatRand(totals.shipping),
    subtotal_incl_vat: formatRand(totals.subtotal),
    total_excl_vat: formatRand(totals.totalExclVat),
    vat_amount: formatRand(totals.vat),
    total: formatRand(totals.total),
    payment_status: order.orderStatus,
    payment_method: paymentMethodNames[order.orderPaymentMethod ?? ''] ?? order.orderPaymentMethod ?? '',
    bank_details: order.orderPaymentMethod === 'EFT' && order.orderStatus !== 'PAID' ? { ...settings.bank, reference: orderNumber } : null,
    shippingDetails: addressLines(order.shippingDetails),
    contact_email: settings.contactEmail,
    contact_phone: settings.contactPhone,
    base_url: baseUrl,
    social_link: settings.socialLink,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function invoiceMessage(fields: InvoiceFields): { subject: string; text: string; html: string } {
  const subject = `Invoice for order ${fields.order_number}`;
  const figures: [string, string][] = [
    ...(fields.couponCode ? [[`Coupon ${fields.couponCode}`, fields.couponValueText] as [string, string]] : []),
    ['Shipping', fields.shipping_amount],
    ['Subtotal (incl. VAT)', fields.subtotal_incl_vat],
    ['Total excl. VAT', fields.total_excl_vat],
    ['VAT (15%)', fields.vat_amount],
    ['Total', fields.total],
  ];
  const bank = fields.bank_details;
  const bankLines: [string, string][] = bank
    ? [
        ['Account holder', bank.accountHolder],
        ['Account number', bank.accountNumber],
        ['Account type', bank.accountType],
        ['Bank', bank.bank],
        ['Branch code', bank.branchCode],
        ['Reference', bank.reference],
      ]
    : [];

  const text = [
    `Dear ${fields.customer_name || 'customer'},`,
    '',
    `Thank you for your order ${fields.order_number} of ${fields.order_date}.`,
    `Status: ${fields.payment_status}. Payment method: ${fields.payment_method}.`,
    '',
    ...fields.products.map((product) => `${product.title}: ${product.price}`),
    '',
    ...figures.map(([label, value]) => `${label}: ${value}`),
    ...(bank ? ['', 'Please pay by EFT into:', ...bankLines.map(([label, value]) => `${label}: ${value}`), `Send proof of payment to ${bank.proofOfPaymentEmail}.`] : []),
    ...(fields.shippingDetails ? ['', 'Shipping to:', fields.shippingDetails] : []),
    '',
    `Questions? ${fields.contact_email}, ${fields.contact_phone}`,
    fields.base_url,
    fields.social_link,
  ].join('\n');

  const rows = (pairs: [string, string][]) =>
    pairs.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`).join('');
  const html = [
    `<p>Dear ${escapeHtml(fields.customer_name || 'customer')},</p>`,
    `<p>Thank you for your order <strong>${escapeHtml(fields.order_number)}</strong> of ${escapeHtml(fields.order_date)}.<br>`,
    `Status: ${escapeHtml(fields.payment_status)}. Payment method: ${escapeHtml(fields.payment_method)}.</p>`,
    `<table cellpadding="4">${rows(fields.products.map((product) => [product.title, product.price]))}${rows(figures)}</table>`,
    bank
      ? `<p>Please pay by EFT into:</p><table cellpadding="4">${rows(bankLines)}</table><p>Send proof of payment to ${escapeHtml(bank.proofOfPaymentEmail)}.</p>`
      : '',
    fields.shippingDetails ? `<p>Shipping to:<br>${escapeHtml(fields.shippingDetails).replace(/\n/g, '<br>')}</p>` : '',
    `<p>Questions? ${escapeHtml(fields.contact_email)}, ${escapeHtml(fields.contact_phone)}<br>`,
    `<a href="${escapeHtml(fields.base_url)}">${escapeHtml(fields.base_url)}</a> · <a href="${escapeHtml(fields.social_link)}">${escapeHtml(fields.social_link)}</a></p>`,
  ].join('\n');
  return { subject, text, html };
}
