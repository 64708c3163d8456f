/**
 * Sending a queued mail once. "Once" means: a try starts only when no earlier try of the same job got the mail
 * server's OK (mail_attempt), and every try carries the same Message-ID, made from the job's id. The one window
 * left, a process that stops between the mail server's OK and recording it, sends the mail again with that same
 * Message-ID: the same message, recognisably, which mail clients show once. Every try is recorded, OK or with its
 * error; when the last try fails the mail is kept for an admin to send again (failed-mail.service.ts).
 */
import { inTransaction } from '../../db/connect.ts';
import type { App } from '../context.ts';
import type { JobRun } from '../jobs/queue.ts';
import { countMail } from '../observability/metrics.ts';
import type { MailMessage } from './mailer.ts';
import { recordAttempt, recordFailure, wasSent } from './mail-attempt.repository.ts';

/** `<job id@the sender's domain>`. */
export function messageIdOf(jobId: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${jobId}@${domain}>`;
}

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/**
 * One try of a mail job: `build` makes the message (null: nothing to send, e.g. no such account), then it goes to
 * the mail server. A failure is recorded and thrown, so that the queue tries again later.
 */
export async function deliverOnce(
  app: App,
  job: JobRun<unknown>,
  build: () => Promise<MailMessage | null>,
): Promise<void> {
  if (await wasSent(app.db, job.id)) return;
  let message: MailMessage | null = null;
  try {
    message = await build();
    if (!message) return;
    await app.mailer.send({ ...message, messageId: messageIdOf(job.id, app.config.mailFrom) });
    countMail(true);
  } catch (error) {
    countMail(false);
    const tried = { jobId: job.id, attempt: job.attempt, to: message?.to ?? null, subject: message?.subject ?? null };
    await inTransaction(app.db, async (trx) => {
      await recordAttempt(trx, { ...tried, error: reasonOf(error) });
      if (job.lastAttempt)
        await recordFailure(trx, {
          jobId: job.id,
          to: tried.to,
          subject: tried.subject,
          jobName: job.name,
          data: job.data,
          attempts: job.attempt,
          lastError: reasonOf(error),
        });
    });
    throw error;
  }
  await recordAttempt(app.db, {
    jobId: job.id,
    attempt: job.attempt,
    to: message.to,
    subject: message.subject,
    error: null,
  });
}
