/**
 * The business's own details shown on EFT orders and invoices (000 section 9): bank account, the supplier on the
 * tax invoice (name, address, VAT number), contact and social link, from the environment. The defaults are
 * placeholders, clearly not a real account, for development.
 */
export interface BankDetails {
  accountHolder: string;
  accountNumber: string;
  accountType: string;
  bank: string;
  branchCode: string;
  proofOfPaymentEmail: string;
}

/** The seller on a tax invoice (South African VAT: name, address and VAT registration number). */
export interface Supplier {
  name: string;
  address: string[];
  vatNumber: string;
}

export interface ShopSettings {
  bank: BankDetails;
  supplier: Supplier;
  contactEmail: string;
  contactPhone: string;
  socialLink: string;
}

export function shopSettings(env: NodeJS.ProcessEnv = process.env): ShopSettings {
  const contactEmail = env.SHOP_CONTACT_EMAIL || 'orders@example.com';
  return {
    bank: {
      accountHolder: env.BANK_ACCOUNT_HOLDER || 'Classroom Platform (Pty) Ltd (placeholder)',
      accountNumber: env.BANK_ACCOUNT_NUMBER || '0000000000',
      accountType: env.BANK_ACCOUNT_TYPE || 'Business Cheque',
      bank: env.BANK_NAME || 'Example Bank',
      branchCode: env.BANK_BRANCH_CODE || '000000',
      proofOfPaymentEmail: env.SHOP_PROOF_OF_PAYMENT_EMAIL || contactEmail,
    },
    supplier: {
      name: env.SHOP_SUPPLIER_NAME || 'Classroom Platform (Pty) Ltd (placeholder)',
      // Lines separated by ';' (one environment variable).
      address: (env.SHOP_SUPPLIER_ADDRESS || '1 Placeholder Street; Pretoria; 0001 (placeholder)')
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean),
      vatNumber: env.SHOP_VAT_NUMBER || '4000000000 (placeholder)',
    },
    contactEmail,
    contactPhone: env.SHOP_CONTACT_PHONE || '+27 00 000 0000',
    socialLink: env.SHOP_SOCIAL_URL || 'https://www.facebook.com/',
  };
}
