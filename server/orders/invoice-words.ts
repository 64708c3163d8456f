/**
 * The words of an order's documents (order confirmation, tax invoice, credit note; PDF and e-mail) in the teacher's
 * language, English or Afrikaans. The server writes these documents itself, so their words live here and not in
 * the web app's locale files.
 */
export type InvoiceLanguage = 'en' | 'af';

/** An order confirmation (pro-forma, before payment) or a stored tax document. */
export type PrintedKind = 'CONFIRMATION' | 'INVOICE' | 'CREDIT_NOTE';

export interface InvoiceWords {
  headings: Record<PrintedKind, string>;
  subject(kind: PrintedKind, number: string): string;
  /** The label of the document's own number. */
  numbers: Record<PrintedKind, string>;
  orderNumber: string;
  originalInvoice: string;
  /** Under an order confirmation's heading. */
  notTaxInvoice: string;
  supplier: string;
  vatNumber: string;
  date: string;
  buyer: string;
  shipTo: string;
  description: string;
  amount: string;
  coupon(code: string, value: string): string;
  shipping: string;
  /** What a stored order's total differs from its lines (an order brought from elsewhere). */
  adjustment: string;
  totalExclVat: string;
  vat: string;
  total: string;
  paymentMethod: string;
  paymentStatus: string;
  methods: Record<string, string>;
  statuses: Record<string, string>;
  greeting(name: string): string;
  /** The letter's first sentence: `number` is the document's, `order` the order's, `original` the invoice it refers to. */
  thanks(kind: PrintedKind, number: string, order: string, original: string | null): string;
  payInto: string;
  bank: {
    accountHolder: string;
    accountNumber: string;
    accountType: string;
    bank: string;
    branchCode: string;
    reference: string;
  };
  proof(email: string): string;
  questions: string;
}

const en: InvoiceWords = {
  headings: { CONFIRMATION: 'Order confirmation', INVOICE: 'Tax invoice', CREDIT_NOTE: 'Credit note' },
  subject: (kind, number) =>
    `${{ CONFIRMATION: 'Order confirmation', INVOICE: 'Tax invoice', CREDIT_NOTE: 'Credit note' }[kind]} ${number}`,
  numbers: { CONFIRMATION: 'Order number', INVOICE: 'Invoice number', CREDIT_NOTE: 'Credit note number' },
  orderNumber: 'Order number',
  originalInvoice: 'Original tax invoice',
  notTaxInvoice: 'This is not a tax invoice. Your tax invoice is issued once your payment is received.',
  supplier: 'Supplier',
  vatNumber: 'VAT number',
  date: 'Date',
  buyer: 'Bill to',
  shipTo: 'Ship to',
  description: 'Description',
  amount: 'Amount',
  coupon: (code, value) => `Coupon ${code} (${value})`,
  shipping: 'Shipping',
  adjustment: 'Adjustment',
  totalExclVat: 'Total excl. VAT',
  vat: 'VAT (15%)',
  total: 'Total (incl. VAT)',
  paymentMethod: 'Payment method',
  paymentStatus: 'Payment status',
  methods: { EFT: 'EFT (bank transfer)', Payfast: 'Card payment', Free: 'Free' },
  statuses: {
    PAID: 'Paid',
    PROCESSING: 'Awaiting payment',
    PENDING: 'Not paid yet',
    CANCELLED: 'Cancelled',
    QUOTING: 'Quote',
  },
  greeting: (name) => `Dear ${name || 'customer'},`,
  thanks: (kind, number, order, original) =>
    kind === 'CONFIRMATION'
      ? `Thank you for your order ${number}. Your order confirmation is attached; it is not a tax invoice.`
      : kind === 'INVOICE'
        ? `Thank you for your payment for order ${order}. Your tax invoice ${number} is attached.`
        : `Your order ${order} was changed. Credit note ${number}, against tax invoice ${original ?? ''}, is attached.`,
  payInto: 'Please pay by EFT into:',
  bank: {
    accountHolder: 'Account holder',
    accountNumber: 'Account number',
    accountType: 'Account type',
    bank: 'Bank',
    branchCode: 'Branch code',
    reference: 'Reference',
  },
  proof: (email) => `Send proof of payment to ${email}, or upload it on your order.`,
  questions: 'Questions?',
};

const af: InvoiceWords = {
  headings: { CONFIRMATION: 'Bestellingbevestiging', INVOICE: 'Belastingfaktuur', CREDIT_NOTE: 'Kredietnota' },
  subject: (kind, number) =>
    `${{ CONFIRMATION: 'Bestellingbevestiging', INVOICE: 'Belastingfaktuur', CREDIT_NOTE: 'Kredietnota' }[kind]} ${number}`,
  numbers: { CONFIRMATION: 'Bestellingnommer', INVOICE: 'Faktuurnommer', CREDIT_NOTE: 'Kredietnotanommer' },
  orderNumber: 'Bestellingnommer',
  originalInvoice: 'Oorspronklike belastingfaktuur',
  notTaxInvoice: "Dit is nie 'n belastingfaktuur nie. U belastingfaktuur word uitgereik sodra u betaling ontvang is.",
  supplier: 'Verskaffer',
  vatNumber: 'BTW-nommer',
  date: 'Datum',
  buyer: 'Koper',
  shipTo: 'Aflewering aan',
  description: 'Beskrywing',
  amount: 'Bedrag',
  coupon: (code, value) => `Koepon ${code} (${value})`,
  shipping: 'Aflewering',
  adjustment: 'Aanpassing',
  totalExclVat: 'Totaal sonder BTW',
  vat: 'BTW (15%)',
  total: 'Totaal (BTW ingesluit)',
  paymentMethod: 'Betaalmetode',
  paymentStatus: 'Betaalstatus',
  methods: { EFT: 'EFT (bankoorplasing)', Payfast: 'Kaartbetaling', Free: 'Gratis' },
  statuses: {
    PAID: 'Betaal',
    PROCESSING: 'Wag op betaling',
    PENDING: 'Nog nie betaal nie',
    CANCELLED: 'Gekanselleer',
    QUOTING: 'Kwotasie',
  },
  greeting: (name) => `Beste ${name || 'klant'},`,
  thanks: (kind, number, order, original) =>
    kind === 'CONFIRMATION'
      ? `Dankie vir u bestelling ${number}. U bestellingbevestiging is aangeheg; dit is nie 'n belastingfaktuur nie.`
      : kind === 'INVOICE'
        ? `Dankie vir u betaling vir bestelling ${order}. U belastingfaktuur ${number} is aangeheg.`
        : `U bestelling ${order} is verander. Kredietnota ${number}, teen belastingfaktuur ${original ?? ''}, is aangeheg.`,
  payInto: 'Betaal asseblief per EFT in:',
  bank: {
    accountHolder: 'Rekeninghouer',
    accountNumber: 'Rekeningnommer',
    accountType: 'Rekeningtipe',
    bank: 'Bank',
    branchCode: 'Takkode',
    reference: 'Verwysing',
  },
  proof: (email) => `Stuur die bewys van betaling na ${email}, of laai dit by u bestelling op.`,
  questions: 'Vrae?',
};

export const invoiceWords: Record<InvoiceLanguage, InvoiceWords> = { en, af };

/** The teacher's language: the app language she chose (translateI18n), else her profile language; English by default. */
export function invoiceLanguage(profile: { translateI18n?: string | null; language?: string | null }): InvoiceLanguage {
  const chosen = (profile.translateI18n ?? '').trim().toLowerCase();
  if (chosen === 'af' || chosen === 'en') return chosen;
  return /^(af|afrikaans)$/i.test((profile.language ?? '').trim()) ? 'af' : 'en';
}
