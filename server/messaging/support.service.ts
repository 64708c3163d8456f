/**
 * The support form (/app/support) and the landing page's contact form: checked, rate limited per address and per
 * sender, passed through the bot check, then mailed to the support address (SUPPORT_EMAIL).
 */
import { RateLimiter } from '../auth/rate-limit.ts';
import { contactErrors, supportErrors, type FieldErrors } from '../domain/contact-rules.ts';
import { apiError, assertNoFieldErrors, badInput } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { BotCheck } from './bot-check.ts';

export interface SupportDesk {
  mailer: Mailer;
  supportEmail: string;
  botCheck: BotCheck;
  /** Messages per caller address and per sender e-mail. */
  limits: { byAddress: RateLimiter; byEmail: RateLimiter };
}

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  botToken?: string | null;
}

export interface SupportInput extends ContactInput {
  category: string;
}

export const botCheckFailed = 'The bot check failed, please try again';

const hour = 60 * 60 * 1000;

export function supportLimits(): SupportDesk['limits'] {
  return { byAddress: new RateLimiter(20, hour), byEmail: new RateLimiter(5, hour) };
}

/** One line of a header: no line breaks, so that nothing can be smuggled into the mail headers. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

async function deliver(
  desk: SupportDesk,
  input: ContactInput,
  errors: FieldErrors,
  ip: string,
  mail: { subject: string; lines: string[] },
): Promise<{ file?: string }> {
  assertNoFieldErrors(errors);
  const email = input.email.trim().toLowerCase();
  const wait = Math.max(desk.limits.byAddress.retryAfter(ip), desk.limits.byEmail.retryAfter(email));
  if (wait > 0)
    throw apiError('RATE_LIMITED', 'Too many messages. Try again later.', {
      retryAfterSeconds: Math.ceil(wait / 1000),
    });
  if (!(await desk.botCheck.verify(input.botToken, ip))) throw badInput({ botToken: botCheckFailed });
  desk.limits.byAddress.hit(ip);
  desk.limits.byEmail.hit(email);
  const sent = await desk.mailer.send({
    to: desk.supportEmail,
    replyTo: email,
    subject: oneLine(mail.subject),
    text: [...mail.lines, '', input.message.trim()].join('\n'),
  });
  return { file: sent.file };
}

export async function sendSupportRequest(desk: SupportDesk, input: SupportInput, ip: string, account: string | null) {
  return deliver(desk, input, supportErrors(input), ip, {
    subject: `[Support: ${input.category}] ${input.subject}`,
    lines: [
      `Name: ${oneLine(input.name)}`,
      `E-mail: ${input.email.trim()}`,
      `Category: ${input.category}`,
      `Subject: ${oneLine(input.subject)}`,
      `Account: ${account ?? 'not signed in'}`,
    ],
  });
}

export async function sendContactForm(desk: SupportDesk, input: ContactInput, ip: string) {
  return deliver(desk, input, contactErrors(input), ip, {
    subject: `[Contact] ${input.subject}`,
    lines: [`Name: ${oneLine(input.name)}`, `E-mail: ${input.email.trim()}`, `Subject: ${oneLine(input.subject)}`],
  });
}
