/** Failed mail for admins: the list (paged in SQL, latest try first) and sending one again, once. */
import { inTransaction } from '../../db/connect.ts';
import type { App } from '../context.ts';
import { apiError } from '../errors.ts';
import type { FailedMail, FailedMailConnection } from '../generated/graphql.ts';
import {
  markResent,
  takeUnsentFailure,
  unsentFailures,
  type FailurePosition,
  type MailFailure,
} from './mail-attempt.repository.ts';

export const failedMailMessages = {
  notFound: 'This mail is not waiting to be sent again.',
} as const;

const defaultLimit = 50;
const maxLimit = 200;

function toFailedMail(row: MailFailure): FailedMail {
  return {
    id: row.jobId,
    kind: row.jobName,
    to: row.to,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.lastError,
    lastAttemptAt: new Date(row.lastAttemptAt).toISOString(),
    resent: row.resentAs !== null,
  };
}

function encodePosition(row: MailFailure): string {
  const position: FailurePosition = { lastAttemptAt: new Date(row.lastAttemptAt).toISOString(), jobId: row.jobId };
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

function decodePosition(token: string | null | undefined): FailurePosition | null {
  if (!token) return null;
  try {
    const { lastAttemptAt, jobId } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (typeof lastAttemptAt === 'string' && typeof jobId === 'string' && !Number.isNaN(Date.parse(lastAttemptAt)))
      return { lastAttemptAt, jobId };
  } catch {
    // fall through to the error below
  }
  throw apiError('BAD_USER_INPUT', 'Invalid nextToken.');
}

export async function failedMails(
  app: App,
  args: { limit?: number | null; nextToken?: string | null },
): Promise<FailedMailConnection> {
  const limit = args.limit ?? defaultLimit;
  if (!Number.isInteger(limit) || limit < 1) throw apiError('BAD_USER_INPUT', 'limit must be a positive whole number.');
  const page = Math.min(limit, maxLimit);
  const rows = await unsentFailures(app.db, page, decodePosition(args.nextToken));
  const items = rows.slice(0, page);
  const last = items.at(-1);
  return { items: items.map(toFailedMail), nextToken: rows.length > page && last ? encodePosition(last) : null };
}

/** A new job with the failed one's name and data, in the transaction that marks the failure resent. */
export async function resendMail(app: App, id: string): Promise<FailedMail> {
  return inTransaction(app.db, async (trx) => {
    const failure = /^[0-9a-f-]{36}$/i.test(id) ? await takeUnsentFailure(trx, id) : undefined;
    if (!failure) throw apiError('NOT_FOUND', failedMailMessages.notFound);
    const resentAs = await app.jobs.enqueueStored(trx, failure.jobName, failure.data);
    await markResent(trx, failure.jobId, resentAs);
    return toFailedMail({ ...failure, resentAs });
  });
}
