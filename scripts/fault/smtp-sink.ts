/**
 * A local SMTP server that keeps what it is sent (recipient and subject), on a fixed port so that it can be stopped
 * (connections refused, as a mail server that is down) and started again where the servers' SMTP_URL points.
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  at: number;
}

export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== null;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Connections still open when stopped are closed after this long (ms), not the default 30 s.
      closeTimeout: 100,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const head = Buffer.concat(chunks)
            .toString('utf8')
            .split(/\r?\n\r?\n/, 1)[0];
          this.received.push({
            to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
            subject: /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '',
            at: Date.now(),
          });
          callback();
        });
      },
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Stops listening (open connections are closed at once): from now on a sender's connection is refused. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The mails to `address` whose subject contains `subject`. */
  mailsTo(address: string, subject: string): ReceivedMail[] {
    const to = address.toLowerCase();
    return this.received.filter((mail) => mail.to.includes(to) && mail.subject.includes(subject));
  }
}
