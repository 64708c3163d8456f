/**
 * Rules of the support form (001 section 5) and the landing page's contact form, with the specification's English
 * messages. Pure: the server's support service and the web forms use the same functions.
 */
import { blank, oneOf, text, type FieldErrors } from './form-values.ts';
import { commonMessages } from './messages.ts';
import { isEmail } from './validators.ts';

export type { FieldErrors } from './form-values.ts';

export const supportCategories = ['General', 'Technical', 'Subscription'] as const;

export const contactMessages = {
  nameRequired: commonMessages.nameRequired,
  subjectRequired: commonMessages.subjectRequired,
  emailRequired: commonMessages.emailRequired,
  emailInvalid: commonMessages.emailInvalid,
  categoryRequired: 'Category is required',
  categoryInvalid: `Category must be one of ${supportCategories.join(', ')}`,
  messageRequired: 'Message is required',
  tooLong: 'This text is too long',
} as const;

const maxShortText = 200;
const maxMessage = 10_000;

export interface ContactValues {
  name?: string | null;
  email?: string | null;
  subject?: string | null;
  message?: string | null;
}

/** The landing page's contact form: name, e-mail, subject and message, all required. */
export function contactErrors(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.name)) errors.name = contactMessages.nameRequired;
  else if (text(values.name).length > maxShortText) errors.name = contactMessages.tooLong;
  if (blank(values.email)) errors.email = contactMessages.emailRequired;
  else if (!isEmail(text(values.email)) || text(values.email).length > maxShortText)
    errors.email = contactMessages.emailInvalid;
  if (blank(values.subject)) errors.subject = contactMessages.subjectRequired;
  else if (text(values.subject).length > maxShortText) errors.subject = contactMessages.tooLong;
  if (blank(values.message)) errors.message = contactMessages.messageRequired;
  else if (text(values.message).length > maxMessage) errors.message = contactMessages.tooLong;
  return errors;
}

/** The support form (001 section 5): the contact fields plus a category of three. */
export function supportErrors(values: ContactValues & { category?: string | null }): FieldErrors {
  const errors = contactErrors(values);
  if (blank(values.category)) errors.category = contactMessages.categoryRequired;
  else if (!oneOf(supportCategories, values.category)) errors.category = contactMessages.categoryInvalid;
  return errors;
}
