/**
 * The one-time set-password link of an account an admin created (Create Teacher): the e-mail that carries it
 * (never a password), and setPasswordWithToken, which checks the link and the password policy, stores the hash and
 * uses the link up. Failed tries are throttled per address; a valid link is never slowed down.
 */
import type { Database } from '../../db/connect.ts';
import type { App } from '../context.ts';
import { passwordError } from '../domain/validators.ts';
import { badInput } from '../errors.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { hashPassword } from './password.ts';
import {
  accountOfLiveToken,
  issueSetPasswordToken,
  setPasswordLinkHours,
  useSetPasswordToken,
} from './set-password-token.repository.ts';
import { countHit, rateLimited, throttleWait, type ThrottlePolicy } from './throttle.ts';

const setPasswordMessages = {
  linkInvalid: 'This link has expired or was already used.',
  tooManyTries: 'Too many tries with invalid links. Try again later.',
} as const;

/** Invalid links per address: a real teacher mistypes nothing (she clicks), a guesser of 256-bit tokens gets nowhere. */
const failedTries: ThrottlePolicy = { kind: 'window', max: 20, windowMs: 60 * 60 * 1000 };

function setPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/auth/set-password?token=${encodeURIComponent(token)}`;
}

export function setPasswordMail(to: string, link: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'An account has been created for you on the Classroom Platform.',
    `Choose your password with this link (it works once and expires in ${setPasswordLinkHours} hours):`,
    '',
    link,
    '',
    `Then sign in with your e-mail address, ${to}, and the password you chose.`,
    'If you did not expect this e-mail, you can ignore it.',
  ].join('\n');
  return { to, subject: 'Set your Classroom Platform password', text };
}

/** A new link for the account (in the caller's transaction); the mail goes out once that commits. */
export async function createSetPasswordLink(db: Database, publicUrl: string, accountId: string): Promise<string> {
  return setPasswordLink(publicUrl, await issueSetPasswordToken(db, accountId));
}

async function refuseLink(app: App, ip: string): Promise<never> {
  await countHit(app.db, failedTries, `set-password:${ip}`);
  throw badInput({ token: setPasswordMessages.linkInvalid });
}

/** Sets the password the link was made for; answers the account's e-mail, so the page can sign in with it. */
export async function setPasswordWithToken(app: App, token: string, password: string, ip: string): Promise<string> {
  const wait = await throttleWait(app.db, failedTries, `set-password:${ip}`);
  if (wait > 0) throw rateLimited(setPasswordMessages.tooManyTries, wait);
  const problem = passwordError(password);
  if (problem) throw badInput({ password: problem });
  // A cheap look-up first, so that an unknown link costs no password hash.
  if (!(await accountOfLiveToken(app.db, token))) return refuseLink(app, ip);
  const email = await useSetPasswordToken(app.db, token, await hashPassword(password));
  return email ?? refuseLink(app, ip);
}
