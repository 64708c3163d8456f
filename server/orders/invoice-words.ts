/**
 * The words of the tax invoice (PDF and e-mail) in the teacher's language, English or Afrikaans. The server
 * writes these documents itself, so their words live here and not in the web app's locale files.
 */
export type InvoiceLanguage = 'en' | 'af';

export interface InvoiceWords {
  heading: string;
  subject(number: string): string;
  supplier: string;
  vatNumber: string;
  invoiceNumber: string;
  date: string;
  buyer: string;
  shipTo: string;
  description: string;
  amount: string;
  coupon(code: string, value: string): string;
  shipping: string;
  totalExclVat: string;
  vat: string;
  total: string;
  paymentMethod: string;
  paymentStatus: string;
  methods: Record<string, string>;
  statuses: Record<string, string>;
  greeting(name: string): string;
  thanks(number: string): string;
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
  heading: 'Tax invoice',
  subject: (number) => `Tax invoice ${number}`,
  supplier: 'Supplier',
  vatNumber: 'VAT number',
  invoiceNumber: 'Invoice number',
  date: 'Date',
  buyer: 'Bill to',
  shipTo: 'Ship to',
  description: 'Description',
  amount: 'Amount',
  coupon: (code, value) => `Coupon ${code} (${value})`,
  shipping: 'Shipping',
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
  thanks: (number) => `Thank you for your order ${number}. Your tax invoice is attached.`,
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
  heading: 'Belastingfaktuur',
  subject: (number) => `Belastingfaktuur ${number}`,
  supplier: 'Verskaffer',
  vatNumber: 'BTW-nommer',
  invoiceNumber: 'Faktuurnommer',
  date: 'Datum',
  buyer: 'Koper',
  shipTo: 'Aflewering aan',
  description: 'Beskrywing',
  amount: 'Bedrag',
  coupon: (code, value) => `Koepon ${code} (${value})`,
  shipping: 'Aflewering',
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
  thanks: (number) => `Dankie vir u bestelling ${number}. U belastingfaktuur is aangeheg.`,
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
