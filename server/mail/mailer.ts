/**
 * Outgoing mail through nodemailer. With SMTP_URL set it sends over SMTP; otherwise (development, tests) each
 * message is written as an .eml file to the outbox folder (OUTBOX_DIR, default DATA_DIR/outbox).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** The Message-ID header, `<…@…>`: a queued mail's is its job's, the same on every try (mail-delivery.ts). */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
}

export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    // A mail server that takes a connection and then says nothing fails the try within a minute, not ten.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      send: async (message) => {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${Date.now()}-${info.messageId.replace(/[^A-Za-z0-9.@-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      return { messageId: info.messageId, file };
    },
  };
}
