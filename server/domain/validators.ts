/**
 * Validators with the specification's English messages. Pure: the server and the web app use the same ones.
 */
import { commonMessages } from './messages.ts';

export const messages = {
  emailRequired: commonMessages.emailRequired,
  emailInvalid: commonMessages.emailInvalid,
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid South African phone number',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password must be at most 256 characters',
  emailTooLong: 'E-mail must be at most 254 characters',
  passwordPolicy:
    'Password must be at least 8 characters and contain a digit, a special character, an uppercase and a lowercase letter',
  credentialsInvalid: 'Incorrect username or password.',
  emailTaken: 'An account with the given email already exists.',
  /** A refresh token or a subscription's session that is no longer valid; the web shows it on the sign-in page. */
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** Any address a user stores (the spec has no message of its own for an invalid URL). */
  urlInvalid: 'A link must be a web address starting with http:// or https://',
} as const;

/** RFC 5321's longest address; a longer password only costs hashing time (checked before any hash, sign-in too). */
const maxEmailLength = 254;
const maxPasswordLength = 256;

/** A record that names another the caller may not read (deleted, unknown or another teacher's) reads as missing. */
export const notFoundMessages = {
  lesson: 'Lesson not found',
  assessment: 'Assessment not found',
  subject: 'Subject not found',
  school: 'School not found',
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** +27 or a leading 0, then 2, 3 and 4 digits, spaces allowed between the groups (000 section 5). */
const southAfricanPhone = /^(\+27|0)\s?\d{2}\s?\d{3}\s?\d{4}$/;

/** An address with something, an @, a domain and a dot: the one e-mail pattern of every form. */
export function isEmail(email: string): boolean {
  return emailPattern.test(email);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailError(email: string | null | undefined): string | null {
  if (!email || !email.trim()) return messages.emailRequired;
  if (email.length > maxEmailLength) return messages.emailTooLong;
  return isEmail(email.trim()) ? null : messages.emailInvalid;
}

export function phoneError(phone: string | null | undefined): string | null {
  if (!phone || !phone.trim()) return messages.phoneRequired;
  return southAfricanPhone.test(phone.trim()) ? null : messages.phoneInvalid;
}

/** The longest address stored (server/domain/limits.ts: URLs 2,048). */
const maxUrlLength = 2_048;
/** Spaces, control characters, quotes, angle brackets, backslashes: nothing a renderer could misread. */
const unsafeUrlCharacters = /[\u0000-\u0020\u007f-\u009f"'`<>\\]/;

/**
 * The one rule for an address a user stores and the web app renders as a link: an absolute http or https URL with a
 * host (never `javascript:`, `data:` or a relative path), at most 2,048 characters. Blank is no address (null).
 */
export function httpUrlError(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  if (!value) return null;
  if (value.length > maxUrlLength || unsafeUrlCharacters.test(value) || !/^https?:\/\//i.test(value))
    return messages.urlInvalid;
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname
      ? null
      : messages.urlInvalid;
  } catch {
    return messages.urlInvalid;
  }
}

/** A leading 0 becomes +27 and spaces go, as the original sends numbers. */
export function internationalPhone(phone: string): string {
  const compact = phone.replace(/\s+/g, '');
  return compact.startsWith('0') ? `+27${compact.slice(1)}` : compact;
}

export function passwordError(password: string | null | undefined): string | null {
  if (!password) return messages.passwordRequired;
  if (password.length > maxPasswordLength) return messages.passwordTooLong;
  const ok =
    password.length >= 8 &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password);
  return ok ? null : messages.passwordPolicy;
}

/** Sign-in's check: only the lengths, so that an over-long password is refused before it is hashed. */
export function credentialLengthErrors(email: string, password: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (email.length > maxEmailLength) errors.email = messages.emailTooLong;
  if (password.length > maxPasswordLength) errors.password = messages.passwordTooLong;
  return errors;
}

/** The values with these text fields trimmed (a form's stray spaces never reach the database). */
export function trimmed<Values extends Record<string, unknown>>(values: Values, fields: readonly string[]): Values {
  const result: Record<string, unknown> = { ...values };
  for (const field of fields) if (typeof result[field] === 'string') result[field] = result[field].trim();
  return result as Values;
}
