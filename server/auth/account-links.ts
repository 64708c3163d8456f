/**
 * What the account forms share: the bot check (BOT_CHECK, as the support form's) and the mailing of a one-time
 * link of a purpose to an account, in her language, once the request's transaction has committed.
 */
import type { App } from '../context.ts';
import { badInput } from '../errors.ts';
import { botCheckFailed } from '../messaging/support.service.ts';
import { accountLink, accountLinkMail, mailLanguageOfAccount } from './account-mails.ts';
import { issueLinkToken, type LinkPurpose } from './set-password-token.repository.ts';

/** Refuses a form the bot check does not pass (the provider's token, or none when BOT_CHECK is off). */
export async function assertHuman(app: App, botToken: string | null | undefined, ip: string): Promise<void> {
  if (!(await app.botCheck.verify(botToken, ip))) throw badInput({ botToken: botCheckFailed });
}

/**
 * Makes a link of this purpose for the account and mails it. The mail is not awaited (it goes after the commit),
 * so an answer takes as long whether or not a mail was sent.
 */
export async function mailAccountLink(
  app: App,
  account: { id: string; email: string },
  purpose: LinkPurpose,
): Promise<void> {
  const token = await issueLinkToken(app.db, account.id, purpose);
  const language = await mailLanguageOfAccount(app.db, account.id);
  const link = accountLink(app.config.publicUrl, purpose, token);
  const message = accountLinkMail(purpose, language, account.email, link);
  app.afterCommit((root) =>
    root.mailer.send(message).then(
      () => undefined,
      (error: unknown) => console.error(`${purpose} e-mail not sent`, error),
    ),
  );
}
