/**
 * What the account forms share: the bot check (BOT_CHECK, as the support form's) and the mailing of a one-time
 * link of a purpose to an account, in her language. A request only queues an 'account-link' job with what it was
 * asked (the address, or the account it knows): the job looks the account up, issues the token and sends the mail,
 * or does nothing when no account matches. So a request takes as long whether or not the account exists (issue
 * 25), and no token is ever kept in the queue: each try issues its own, so a link is fresh when it arrives.
 */
import type { App } from '../context.ts';
import type { Database } from '../../db/connect.ts';
import { internationalPhone } from '../domain/validators.ts';
import { badInput } from '../errors.ts';
import type { JobHandlers } from '../jobs/queue.ts';
import { deliverOnce } from '../mail/mail-delivery.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { botCheckFailed } from '../messaging/support.service.ts';
import { findAccountByEmail, findAccountById, type Account } from './account.repository.ts';
import { accountLink, accountLinkMail, mailLanguageOfAccount } from './account-mails.ts';
import { issueLinkToken, type LinkPurpose } from './set-password-token.repository.ts';

/** An account link asked for: of a known account, or of the account with this address (and phone number). */
export type AccountLinkRequest =
  { purpose: LinkPurpose; accountId: string } | { purpose: LinkPurpose; email: string; phoneNumber?: string };

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    'account-link': AccountLinkRequest;
  }
}

/** Refuses a form the bot check does not pass (the provider's token, or none when BOT_CHECK is off). */
export async function assertHuman(app: App, botToken: string | null | undefined, ip: string): Promise<void> {
  if (!(await app.botCheck.verify(botToken, ip))) throw badInput({ botToken: botCheckFailed });
}

/** Queues the link's mail, in the request's transaction when it has one (app.db). */
export async function queueAccountLink(app: App, request: AccountLinkRequest): Promise<void> {
  await app.jobs.enqueue(app.db, 'account-link', request);
}

/** The phone numbers compared as sent: +27 for a leading 0, no spaces. */
function samePhone(stored: string | null, sent: string): boolean {
  return stored !== null && internationalPhone(stored) === internationalPhone(sent);
}

async function accountAsked(db: Database, request: AccountLinkRequest): Promise<Account | undefined> {
  if ('accountId' in request) return findAccountById(db, request.accountId);
  const account = await findAccountByEmail(db, request.email);
  if (!account || (request.phoneNumber !== undefined && !samePhone(account.phoneNumber, request.phoneNumber)))
    return undefined;
  return account;
}

/** The mail of a link to the account asked for, with a token issued now; null when no account matches. */
async function accountLinkMessage(app: App, request: AccountLinkRequest): Promise<MailMessage | null> {
  const account = await accountAsked(app.db, request);
  if (!account) return null;
  const token = await issueLinkToken(app.db, account.id, request.purpose);
  const language = await mailLanguageOfAccount(app.db, account.id);
  return accountLinkMail(
    request.purpose,
    language,
    account.email,
    accountLink(app.config.publicUrl, request.purpose, token, language),
  );
}

export const accountLinkJobs: JobHandlers = {
  'account-link': (app, job) => deliverOnce(app, job, () => accountLinkMessage(app, job.data)),
};
