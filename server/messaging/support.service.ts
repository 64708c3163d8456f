/**
 * The support form (/app/support) and the landing page's contact form: checked, rate limited per address and per
 * sender (counted in the database, so every server process shares the limits), passed through the bot check, then
 * mailed to the support address (SUPPORT_EMAIL): queued as a 'mail' job (server/mail/mail-jobs.ts), so that a mail
 * server away for a while delays the message instead of losing it.
 */
import type { Database } from '../../db/connect.ts';
import { countHit, countersOf, rateLimited, waitMs, type ThrottlePolicy } from '../auth/throttle.ts';
import { contactErrors, supportErrors, type FieldErrors } from '../domain/contact-rules.ts';
import { assertNoFieldErrors, badInput } from '../errors.ts';
import type { QueuedMail } from '../mail/mail-jobs.ts';
import type { BotCheck } from './bot-check.ts';

export interface SupportDesk {
  /** Sends the message to support: the server queues it. */
  post(message: QueuedMail): Promise<void>;
  supportEmail: string;
  botCheck: BotCheck;
  /** Where the messages per caller address and per sender e-mail are counted. */
  db: Database;
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

export const supportPerAddress: ThrottlePolicy = { kind: 'window', max: 20, windowMs: hour };
export const supportPerSender: ThrottlePolicy = { kind: 'window', max: 5, windowMs: hour };

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
): Promise<void> {
  assertNoFieldErrors(errors);
  const email = input.email.trim().toLowerCase();
  const keys = { address: `support-address:${ip}`, sender: `support-sender:${email}` };
  const now = Date.now();
  const counters = await countersOf(desk.db, [keys.address, keys.sender], now);
  const wait = Math.max(
    waitMs(supportPerAddress, counters.get(keys.address), now),
    waitMs(supportPerSender, counters.get(keys.sender), now),
  );
  if (wait > 0) throw rateLimited('support', 'Too many messages. Try again later.', wait);
  if (!(await desk.botCheck.verify(input.botToken, ip))) throw badInput({ botToken: botCheckFailed });
  await countHit(desk.db, supportPerAddress, keys.address, now);
  await countHit(desk.db, supportPerSender, keys.sender, now);
  await desk.post({
    to: desk.supportEmail,
    replyTo: email,
    subject: oneLine(mail.subject),
    text: [...mail.lines, '', input.message.trim()].join('\n'),
  });
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
