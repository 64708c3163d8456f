/**
 * Getting back in, and proving an address (001 section 2, 000 section 5; issue 12):
 * - requestLoginLink (/retrieveuserlogin): when the e-mail and the phone number both match an account, a one-time
 *   sign-in link is mailed; signInWithLink opens a session with it. The answer is the same whether or not anything
 *   matched (no way to learn who has an account), the throttles count every request alike, and the request does the
 *   same work either way: it queues a job that looks the account up (account-links.ts).
 * - requestPasswordReset (Forgot password): when the account exists, a one-time reset link is mailed; the same
 *   answer and the same work either way. The link opens /auth/set-password (set-password.service.ts).
 * - sendEmailVerification and verifyEmail: sign-up mails a verification link; she may ask for another.
 * Every request is checked, throttled per address and per e-mail (or account), and bot-checked.
 */
import type { App } from '../context.ts';
import { emailError, normaliseEmail, phoneError } from '../domain/validators.ts';
import { apiError, assertNoFieldErrors } from '../errors.ts';
import { inTransaction } from '../../db/connect.ts';
import type { Viewer } from '../access/rules.ts';
import { findAccountById, markEmailVerified } from './account.repository.ts';
import { assertHuman, queueAccountLink } from './account-links.ts';
import { ensureTeacherAccount, startSession, type AuthPayload } from './auth.service.ts';
import { consumeLinkToken } from './set-password-token.repository.ts';
import { assertLinkTriesLeft, refuseLink } from './set-password.service.ts';
import { countHit, countersOf, rateLimited, waitMs, type ThrottlePolicy } from './throttle.ts';

export const recoveryMessages = {
  tooManyRequests: 'Too many requests. Try again later.',
  signInRequired: 'Sign in to verify your e-mail address.',
} as const;

const hour = 60 * 60 * 1000;

/** Per caller address (ACCOUNT_REQUESTS_PER_HOUR, 20): a school's shared connection may ask for a few teachers. */
const perAddress = (app: App): ThrottlePolicy => ({
  kind: 'window',
  max: app.config.accountRequestsPerHour,
  windowMs: hour,
});
/** Per e-mail (or account): a teacher who did not find the mail asks again; nobody fills a mailbox. */
const perMailbox: ThrottlePolicy = { kind: 'window', max: 3, windowMs: hour };

/**
 * Checks both throttles, then counts the request in both whatever comes of it, so that the limits say nothing
 * about whether the address has an account.
 */
async function throttle(app: App, kind: string, ip: string, mailbox: string): Promise<void> {
  const keys = [`${kind}:ip:${ip}`, `${kind}:mailbox:${mailbox}`];
  const now = Date.now();
  const counters = await countersOf(app.db, keys, now);
  const wait = Math.max(
    waitMs(perAddress(app), counters.get(keys[0]), now),
    waitMs(perMailbox, counters.get(keys[1]), now),
  );
  if (wait > 0) throw rateLimited('account-recovery', recoveryMessages.tooManyRequests, wait);
  await countHit(app.db, perAddress(app), keys[0], now);
  await countHit(app.db, perMailbox, keys[1], now);
}

export async function requestLoginLink(
  app: App,
  input: { email: string; phoneNumber: string; botToken?: string | null },
  ip: string,
): Promise<boolean> {
  const fieldErrors: Record<string, string> = {};
  const emailProblem = emailError(input.email);
  if (emailProblem) fieldErrors.email = emailProblem;
  const phoneProblem = phoneError(input.phoneNumber);
  if (phoneProblem) fieldErrors.phoneNumber = phoneProblem;
  assertNoFieldErrors(fieldErrors);
  const email = normaliseEmail(input.email);
  await throttle(app, 'login-link', ip, email);
  await assertHuman(app, input.botToken, ip);
  await queueAccountLink(app, { purpose: 'sign-in', email, phoneNumber: input.phoneNumber });
  return true;
}

/** Opens a session with a mailed sign-in link: once, before it expires. The mailbox is proved by the way. */
export async function signInWithLink(app: App, token: string, ip: string): Promise<AuthPayload> {
  await assertLinkTriesLeft(app, ip, 'sign-in-link');
  const accountId = await inTransaction(app.db, async (trx) => {
    const used = await consumeLinkToken(trx, token, ['sign-in']);
    if (used) await markEmailVerified(trx, used);
    return used;
  });
  const account = accountId ? await findAccountById(app.db, accountId) : undefined;
  if (!account) return refuseLink(app, ip, 'sign-in-link');
  const ensured = await ensureTeacherAccount(app.db, account);
  return startSession(app, ensured.account, ensured.profileId);
}

export async function requestPasswordReset(
  app: App,
  input: { email: string; botToken?: string | null },
  ip: string,
): Promise<boolean> {
  const emailProblem = emailError(input.email);
  assertNoFieldErrors(emailProblem ? { email: emailProblem } : {});
  const email = normaliseEmail(input.email);
  await throttle(app, 'password-reset', ip, email);
  await assertHuman(app, input.botToken, ip);
  await queueAccountLink(app, { purpose: 'reset-password', email });
  return true;
}

/** Another verification link for the signed-in account ("send again"); nothing to send when she is verified. */
export async function sendEmailVerification(app: App, viewer: Viewer, ip: string): Promise<boolean> {
  if (!viewer.userId) throw apiError('UNAUTHENTICATED', recoveryMessages.signInRequired);
  const account = await findAccountById(app.db, viewer.userId);
  if (!account) throw apiError('UNAUTHENTICATED', recoveryMessages.signInRequired);
  if (account.emailVerifiedAt) return true;
  await throttle(app, 'verify-email', ip, account.id);
  await queueAccountLink(app, { purpose: 'verify-email', accountId: account.id });
  return true;
}

/** Marks the account of a verification link verified: the link works once and expires. */
export async function verifyEmail(app: App, token: string, ip: string): Promise<boolean> {
  await assertLinkTriesLeft(app, ip, 'verify-email-link');
  const accountId = await inTransaction(app.db, async (trx) => {
    const used = await consumeLinkToken(trx, token, ['verify-email']);
    if (used) await markEmailVerified(trx, used);
    return used;
  });
  return accountId ? true : refuseLink(app, ip, 'verify-email-link');
}
