/**
 * Accounts and sessions: sign-up (throttled per address), sign-in (throttled, sign-in-throttle.ts), rotating
 * refresh tokens, sign-out (ends the session's access tokens and sockets too), and the teacher profile every
 * signed-in user gets (000 section 4).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/connect.ts';
import type { Viewer } from '../access/rules.ts';
import type { App } from '../context.ts';
import { apiError, assertNoFieldErrors, badInput } from '../errors.ts';
import {
  credentialLengthErrors,
  emailError,
  internationalPhone,
  messages,
  normaliseEmail,
  passwordError,
  phoneError,
} from '../domain/validators.ts';
import { modelNamed } from '../models/models.ts';
import type { ModelObject, ModelRow, ModelValues } from '../models/declaration.ts';
import { insertRow, toApiObject } from '../models/repository.ts';
import {
  findAccountByEmail,
  findAccountById,
  insertAccount,
  updateAccount,
  type Account,
} from './account.repository.ts';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';
import { consumeRefreshToken, issueRefreshToken, revokeFamily, revokeFamilyOf } from './refresh-token.repository.ts';
import { countSignIn, countSignInFailure, signInWait } from './sign-in-throttle.ts';
import { countHit, rateLimited, throttleWait } from './throttle.ts';
import { assertHuman, queueAccountLink } from './account-links.ts';

export interface AuthPayload {
  accessToken: string;
  refreshToken: string;
  user: UserObject;
}

export interface UserObject {
  id: string;
  email: string;
  phoneNumber: string | null;
  groups: string[];
  emailVerified: boolean;
}

const staffGroups = ['admin', 'superadmin', 'reporting'];

function userObject(account: Account): UserObject {
  return {
    id: account.id,
    email: account.email,
    phoneNumber: account.phoneNumber,
    groups: account.groups,
    emailVerified: account.emailVerifiedAt !== null,
  };
}

export async function findTeacherProfile(
  db: Database,
  accountId: string,
): Promise<ModelRow<'teacher_profile'> | undefined> {
  return db
    .selectFrom('teacher_profile')
    .selectAll()
    .where('ownerId', '=', accountId)
    .where('_deleted', '=', false)
    .orderBy('createdAt')
    .executeTakeFirst();
}

/**
 * Every signed-in user has a teacher profile (status Active); a user in no staff group is put in the teacher
 * group, as the original did on first entry to the app.
 */
export async function ensureTeacherAccount(
  db: Database,
  account: Account,
  profileValues: ModelValues<'teacher_profile'> = {},
): Promise<{ account: Account; profileId: string }> {
  let groups = account.groups;
  if (!groups.includes('teacher') && !groups.some((group) => staffGroups.includes(group))) {
    groups = [...groups, 'teacher'];
    await updateAccount(db, account.id, { groups });
  }
  const existing = await findTeacherProfile(db, account.id);
  if (existing) return { account: { ...account, groups }, profileId: existing.id };
  const profile = await insertRow(db, modelNamed('TeacherProfile'), newTeacherProfile(account, profileValues));
  return { account: { ...account, groups }, profileId: profile.id };
}

/** A new teacher profile of the account (status Active), as first sign-in, Create Teacher and imports make it. */
export function newTeacherProfile(
  account: Pick<Account, 'id' | 'email'>,
  profileValues: ModelValues<'teacher_profile'> = {},
): ModelValues<'teacher_profile'> & { id: string } {
  return {
    status: 'Active',
    type: 'TeacherProfile',
    ...profileValues,
    id: randomUUID(),
    owner: `${account.id}::${account.email}`,
    ownerId: account.id,
    _lastChangedAt: Date.now(),
  };
}

/** The session is the refresh-token family; its id goes into the access token as `sid`. */
export async function startSession(
  app: App,
  account: Account,
  profileId: string,
  familyId: string = randomUUID(),
): Promise<AuthPayload> {
  const viewer: Viewer = {
    userId: account.id,
    email: account.email,
    groups: account.groups,
    teacherProfileId: profileId,
    sessionId: familyId,
  };
  return {
    accessToken: await app.tokens.issue(viewer),
    refreshToken: await issueRefreshToken(app.db, account.id, familyId),
    user: userObject(account),
  };
}

const hour = 60 * 60 * 1000;

/** Sign-ups per address: enough for a school's staff room, too few to probe which e-mails have accounts. */
async function throttleSignUp(app: App, ip: string): Promise<void> {
  const policy = { kind: 'window', max: app.config.signUpsPerHour, windowMs: hour } as const;
  const key = `signup:${ip}`;
  const wait = await throttleWait(app.db, policy, key);
  if (wait > 0) throw rateLimited('sign-up', 'Too many sign-ups from this address. Try again later.', wait);
  await countHit(app.db, policy, key);
}

/**
 * A new teacher's own account (the sign-up form, or the API): the policy's password, the bot check, throttled per
 * address. She is signed in at once, and a link to verify her address is e-mailed in the language she chose.
 */
export async function signUp(
  app: App,
  input: {
    email: string;
    password: string;
    phoneNumber?: string | null;
    botToken?: string | null;
    translateI18n?: string | null;
  },
  ip: string,
): Promise<AuthPayload> {
  const fieldErrors: Record<string, string> = {};
  const emailProblem = emailError(input.email);
  if (emailProblem) fieldErrors.email = emailProblem;
  const passwordProblem = passwordError(input.password);
  if (passwordProblem) fieldErrors.password = passwordProblem;
  if (input.phoneNumber) {
    const phoneProblem = phoneError(input.phoneNumber);
    if (phoneProblem) fieldErrors.phoneNumber = phoneProblem;
  }
  assertNoFieldErrors(fieldErrors);
  await throttleSignUp(app, ip);
  await assertHuman(app, input.botToken, ip);
  const email = normaliseEmail(input.email);
  if (await findAccountByEmail(app.db, email)) throw badInput({ email: messages.emailTaken });
  const created = await insertAccount(app.db, {
    email,
    phoneNumber: input.phoneNumber ? internationalPhone(input.phoneNumber) : null,
    passwordHash: await hashPassword(input.password),
    groups: ['teacher'],
  });
  const language = input.translateI18n === 'af' || input.translateI18n === 'en' ? input.translateI18n : null;
  const { account, profileId } = await ensureTeacherAccount(
    app.db,
    created,
    language ? { translateI18n: language } : {},
  );
  await queueAccountLink(app, { purpose: 'verify-email', accountId: account.id });
  return startSession(app, account, profileId);
}

export async function signIn(app: App, email: string, password: string, ip: string): Promise<AuthPayload> {
  assertNoFieldErrors(credentialLengthErrors(email, password));
  const normalised = normaliseEmail(email);
  const wait = await signInWait(app.db, normalised, ip);
  if (wait > 0) throw rateLimited('sign-in', 'Too many failed sign-in attempts. Try again later.', wait);
  const account = await findAccountByEmail(app.db, normalised);
  const valid = await verifyPassword(password, account?.passwordHash ?? decoyHash);
  if (!account || !valid) {
    await countSignInFailure(app.db, normalised, ip);
    throw apiError('UNAUTHENTICATED', messages.credentialsInvalid);
  }
  await countSignIn(app.db, normalised, ip);
  const ensured = await ensureTeacherAccount(app.db, account);
  return startSession(app, ensured.account, ensured.profileId);
}

export async function refreshSession(app: App, refreshToken: string): Promise<AuthPayload> {
  const outcome = await consumeRefreshToken(app.db, refreshToken);
  if (outcome.kind === 'reused') app.sessionEnds.ended(outcome.familyId);
  if (outcome.kind !== 'valid') throw apiError('UNAUTHENTICATED', messages.sessionEnded);
  const account = await findAccountById(app.db, outcome.accountId);
  if (!account) throw apiError('UNAUTHENTICATED', messages.sessionEnded);
  const profile = await findTeacherProfile(app.db, account.id);
  return startSession(app, account, profile?.id ?? '', outcome.familyId);
}

/** Who an account is now (its current groups), for a signed link that names only the user; null when it is gone. */
export async function viewerOfAccount(db: Database, accountId: string): Promise<Viewer | null> {
  const account = await findAccountById(db, accountId);
  if (!account) return null;
  const profile = await findTeacherProfile(db, account.id);
  return {
    userId: account.id,
    email: account.email,
    groups: account.groups,
    teacherProfileId: profile?.id ?? null,
  };
}

/** Ends the refresh token's session, or without one the session of the caller's access token. */
export async function signOut(app: App, refreshToken: string | null | undefined, viewer: Viewer): Promise<boolean> {
  let familyId = viewer.sessionId ?? null;
  if (refreshToken) familyId = await revokeFamilyOf(app.db, refreshToken);
  else if (familyId) await revokeFamily(app.db, familyId);
  if (familyId) app.sessionEnds.ended(familyId);
  return true;
}

export async function me(
  db: Database,
  viewer: Viewer,
): Promise<(UserObject & { teacherProfile: ModelObject<'teacher_profile'> | null }) | null> {
  if (!viewer.userId) return null;
  const account = await findAccountById(db, viewer.userId);
  if (!account) return null;
  const profile = await findTeacherProfile(db, account.id);
  return { ...userObject(account), teacherProfile: profile ? toApiObject(profile) : null };
}

/** Creates or updates an account with these groups (npm run user:create, demo data). */
export async function upsertAccount(
  db: Database,
  input: { email: string; password: string; groups: string[]; phoneNumber?: string | null },
): Promise<Account> {
  const problem = passwordError(input.password) ?? emailError(input.email);
  if (problem) throw new Error(problem);
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const existing = await findAccountByEmail(db, email);
  if (existing) {
    await updateAccount(db, existing.id, {
      passwordHash,
      groups: input.groups,
      phoneNumber: input.phoneNumber ?? existing.phoneNumber,
    });
    return { ...existing, passwordHash, groups: input.groups };
  }
  // The operator vouches for an address she types in (npm run user:create, demo data).
  return insertAccount(db, {
    email,
    phoneNumber: input.phoneNumber ?? null,
    passwordHash,
    groups: input.groups,
    emailVerified: true,
  });
}
