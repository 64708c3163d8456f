/**
 * Create Teacher (002 sections 4, 5, 8): the account (teacher group, no usable password), its teacher profile and
 * its reporting teacher in one transaction, with the job of an e-mail with a one-time link to set a password. The profile is
 * made as on first sign-in (newTeacherProfile) and checked by the profile's own rules (the TeacherProfile hooks).
 */
import { randomBytes } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { inTransaction, type Database } from '../../db/connect.ts';
import { findAccountByEmail, insertNewAccounts } from '../auth/account.repository.ts';
import { newTeacherProfile } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.ts';
import type { RequestContext } from '../context.ts';
import { emailError, internationalPhone, normaliseEmail, phoneError } from '../domain/validators.ts';
import { apiError, assertNoFieldErrors } from '../errors.ts';
import type { CreateTeacherInput } from '../generated/graphql.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { hooksFor } from '../models/hooks.ts';
import { modelNamed } from '../models/models.ts';
import type { ModelObject, ModelRow, ModelValues } from '../models/declaration.ts';
import { insertRows, toApiObject } from '../models/repository.ts';
import { syncReportingTeachers } from './reporting-teacher.repository.ts';

const profileModel = modelNamed('TeacherProfile');

export const createTeacherMessages = {
  exists: 'A teacher with this email already exists.',
} as const;

/** The answer for an e-mail in use; inTeacherGroup false is the spec's account imported from the old site. */
async function teacherExists(ctx: RequestContext, email: string): Promise<GraphQLError | null> {
  const account = await findAccountByEmail(ctx.db, email);
  return account
    ? apiError('CONFLICT', createTeacherMessages.exists, { inTeacherGroup: account.groups.includes('teacher') })
    : null;
}

/** The profile fields sent, trimmed, blank ones left out (a profile is completed by its teacher later). */
function profileFields(input: CreateTeacherInput): ModelValues<'teacher_profile'> {
  const fields: Record<string, string> = {};
  const sent = {
    title: input.title,
    name: input.name,
    surname: input.surname,
    province: input.province,
    language: input.language,
    teacherProfileSchoolId: input.school,
  };
  for (const [field, value] of Object.entries(sent))
    if (typeof value === 'string' && value.trim() !== '') fields[field] = value.trim();
  return fields;
}

/** The profile hooks' field errors, under the input's names (the school is `school` here). */
async function checkedProfile(
  ctx: RequestContext,
  fields: ModelValues<'teacher_profile'>,
): Promise<{ values: ModelValues<'teacher_profile'>; errors: Record<string, string> }> {
  const check = hooksFor(profileModel).beforeWrite;
  if (!check) return { values: fields, errors: {} };
  try {
    return { values: await check(ctx, fields, null), errors: {} };
  } catch (error) {
    const fieldErrors =
      error instanceof GraphQLError ? (error.extensions.fieldErrors as Record<string, string> | undefined) : undefined;
    if (!fieldErrors) throw error;
    const { teacherProfileSchoolId, ...rest } = fieldErrors;
    return { values: fields, errors: teacherProfileSchoolId ? { ...rest, school: teacherProfileSchoolId } : rest };
  }
}

function isDuplicateEmail(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'account_email_key';
}

/** A new teacher as checked: the normalised e-mail, the phone as entered (or null) and the profile's values. */
export interface TeacherValues {
  email: string;
  phone: string | null;
  profile: ModelValues<'teacher_profile'>;
}

/**
 * Create Teacher's checks of one teacher (the form, or a row of a users import): the e-mail with spaces removed,
 * the South African phone, the profile's own rules. Field errors under the input's names; nothing is written.
 */
export async function checkTeacher(
  ctx: RequestContext,
  input: CreateTeacherInput,
): Promise<{ values: TeacherValues; errors: Record<string, string> }> {
  const email = normaliseEmail(input.email.replace(/\s+/g, ''));
  const errors: Record<string, string> = {};
  const emailProblem = emailError(email);
  if (emailProblem) errors.email = emailProblem;
  const phone = input.phone?.trim() ? input.phone.trim() : null;
  const phoneProblem = phone ? phoneError(phone) : null;
  if (phoneProblem) errors.phone = phoneProblem;
  const profile = await checkedProfile(ctx, profileFields(input));
  return { values: { email, phone, profile: profile.values }, errors: { ...errors, ...profile.errors } };
}

/** A hash of a password nobody knows: the account cannot be signed in to until the link sets a real one. */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

export interface InsertedTeacher {
  email: string;
  profile: ModelRow<'teacher_profile'>;
}

/**
 * Writes checked teachers in the caller's transaction, a statement for all accounts and one for all profiles (an
 * import writes a hundred at a time): the accounts (teacher group), their profiles, their reporting teachers and,
 * when `withMails`, the jobs of their set-password mails (account-links.ts issues each link as its mail goes out).
 * An e-mail taken meanwhile is left out of the answer.
 */
export async function insertTeachers(
  trx: Database,
  jobs: JobQueue,
  teachers: readonly TeacherValues[],
  passwordHash: string,
  withMails: boolean,
): Promise<InsertedTeacher[]> {
  const accounts = await insertNewAccounts(
    trx,
    teachers.map((teacher) => ({
      email: teacher.email,
      phoneNumber: teacher.phone ? internationalPhone(teacher.phone) : null,
      passwordHash,
      groups: ['teacher'],
    })),
  );
  const valuesOf = new Map(teachers.map((teacher) => [teacher.email, teacher.profile]));
  const profiles = await insertRows(
    trx,
    profileModel,
    accounts.map((account) => newTeacherProfile(account, valuesOf.get(account.email))),
  );
  await syncReportingTeachers(
    trx,
    profiles.map((profile) => profile.id),
  );
  if (withMails)
    await jobs.enqueueMany(
      trx,
      'account-link',
      accounts.map((account) => ({ purpose: 'set-password' as const, accountId: account.id })),
    );
  return accounts.map((account, index) => ({ email: account.email, profile: profiles[index] }));
}

export async function createTeacher(
  ctx: RequestContext,
  input: CreateTeacherInput,
): Promise<ModelObject<'teacher_profile'>> {
  const checked = await checkTeacher(ctx, input);
  assertNoFieldErrors(checked.errors);
  const { email } = checked.values;
  const existing = await teacherExists(ctx, email);
  if (existing) throw existing;

  const passwordHash = await unusablePasswordHash();
  let profile: ModelObject<'teacher_profile'>;
  try {
    profile = await inTransaction(ctx.db, async (trx) => {
      const [teacher] = await insertTeachers(trx, ctx.app.jobs, [checked.values], passwordHash, true);
      if (!teacher) throw apiError('CONFLICT', createTeacherMessages.exists, { inTeacherGroup: true });
      return toApiObject(teacher.profile);
    });
  } catch (error) {
    // Another request created this e-mail's account meanwhile: a sign-up or a Create Teacher, both in the teacher
    // group. Not looked up: inside a request's transaction (Idempotency-Key) the failed insert ended it.
    if (isDuplicateEmail(error)) throw apiError('CONFLICT', createTeacherMessages.exists, { inTeacherGroup: true });
    throw error;
  }
  ctx.app.changes.publish('TeacherProfile', 'create', profile);
  return profile;
}
