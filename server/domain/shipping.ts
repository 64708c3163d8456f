/**
 * Shipping details of a checkout with physical products (000 section 5): the specification's messages, word for
 * word. Pure, shared with the web app's shipping dialog.
 */
import { limitOf, valueLimitError } from './limits.ts';
import { commonMessages } from './messages.ts';
import { provinces } from './reference-rules.ts';
import { phoneError } from './validators.ts';

export const country = 'South Africa';

export const shippingMessages = {
  address1: 'Address is required',
  city: 'City is required',
  province: commonMessages.provinceRequired,
  postalCode: 'Postal code is required',
  country: 'Country is required',
} as const;

export interface ShippingDetails {
  address1: string;
  address2: string | null;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  phoneNumber: string;
}

type Given = Partial<Record<keyof ShippingDetails, string | null>> | null | undefined;

const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The details trimmed, with field errors; country is fixed (read-only) and must be South Africa. */
export function checkShippingDetails(given: Given): { details: ShippingDetails; errors: Record<string, string> } {
  const details: ShippingDetails = {
    address1: text(given?.address1),
    address2: text(given?.address2) || null,
    city: text(given?.city),
    province: text(given?.province),
    postalCode: text(given?.postalCode),
    country: text(given?.country),
    phoneNumber: text(given?.phoneNumber),
  };
  const errors: Record<string, string> = {};
  if (!details.address1) errors.address1 = shippingMessages.address1;
  if (!details.city) errors.city = shippingMessages.city;
  if (!(provinces as readonly string[]).includes(details.province)) errors.province = shippingMessages.province;
  if (!details.postalCode) errors.postalCode = shippingMessages.postalCode;
  if (details.country.toLowerCase() !== country.toLowerCase()) errors.country = shippingMessages.country;
  else details.country = country;
  const phone = phoneError(details.phoneNumber);
  if (phone) errors.phoneNumber = phone;
  for (const [field, value] of Object.entries(details)) {
    const tooLong = value === null ? null : valueLimitError(field, value, limitOf(field, 'String', false));
    if (tooLong) errors[field] ??= tooLong;
  }
  return { details, errors };
}
