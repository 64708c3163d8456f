/**
 * The one-time password links: Create Teacher's set-password link and Forgot password's reset link (both open
 * /auth/set-password). setPasswordWithToken checks the link and the password policy, stores the hash, uses the
 * link up and ends every session of the account. Failed tries are throttled per address; a valid link is never
 * slowed down.
 */
import type { App } from '../context.ts';
import { passwordError } from '../domain/validators.ts';
import { badInput } from '../errors.ts';
import { hashPassword } from './password.ts';
import { accountOfLiveToken, useSetPasswordToken } from './set-password-token.repository.ts';
import { countHit, rateLimited, throttleWait, type ThrottlePolicy } from './throttle.ts';

export const setPasswordMessages = {
  linkInvalid: 'This link has expired or was already used.',
  tooManyTries: 'Too many tries with invalid links. Try again later.',
} as const;

/** Invalid links per address: a real teacher mistypes nothing (she clicks), a guesser of 256-bit tokens gets nowhere. */
export const failedLinkTries: ThrottlePolicy = { kind: 'window', max: 20, windowMs: 60 * 60 * 1000 };

/** Refuses a link that cannot be used and counts the try against the address. */
export async function refuseLink(app: App, ip: string, key = 'set-password'): Promise<never> {
  await countHit(app.db, failedLinkTries, `${key}:${ip}`);
  throw badInput({ token: setPasswordMessages.linkInvalid });
}

export async function assertLinkTriesLeft(app: App, ip: string, key = 'set-password'): Promise<void> {
  const wait = await throttleWait(app.db, failedLinkTries, `${key}:${ip}`);
  if (wait > 0) throw rateLimited('set-password', setPasswordMessages.tooManyTries, wait);
}

/** Sets the password the link was made for; answers the account's e-mail, so the page can sign in with it. */
export async function setPasswordWithToken(app: App, token: string, password: string, ip: string): Promise<string> {
  await assertLinkTriesLeft(app, ip);
  const problem = passwordError(password);
  if (problem) throw badInput({ password: problem });
  // A cheap look-up first, so that an unknown link costs no password hash.
  if (!(await accountOfLiveToken(app.db, token))) return refuseLink(app, ip);
  const used = await useSetPasswordToken(app.db, token, await hashPassword(password));
  if (!used) return refuseLink(app, ip);
  // Whoever was signed in with the old password (a thief, a shared computer) is signed out everywhere.
  for (const session of used.endedSessions) app.sessionEnds.ended(session);
  return used.email;
}
