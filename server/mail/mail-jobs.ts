/** The plain 'mail' job: a message made in full by the request (the support and contact forms), sent once. */
import type { JobHandlers } from '../jobs/queue.ts';
import { deliverOnce } from './mail-delivery.ts';
import type { MailMessage } from './mailer.ts';

/** A message as a job carries it: text only, no attachments (a job's data is JSON). */
export type QueuedMail = Omit<MailMessage, 'attachments' | 'messageId'>;

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    mail: QueuedMail;
  }
}

export const mailJobs: JobHandlers = {
  mail: (app, job) => deliverOnce(app, job, () => Promise.resolve(job.data)),
};
