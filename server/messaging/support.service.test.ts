import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createMailer } from '../mail/mailer.ts';
import { botCheckFromEnv, botCheckOff, siteVerifyBotCheck, type BotCheck } from './bot-check.ts';
import { botCheckFailed, sendContactForm, sendSupportRequest, type SupportDesk } from './support.service.ts';

// The limits are counted in a real database: DATABASE_URL's PostgreSQL, else a fresh embedded one.
const outbox = mkdtempSync(join(tmpdir(), 'support-outbox-'));
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: outbox });
  await migrateToLatest(handle.db);
}, 60_000);

afterAll(async () => {
  await handle?.close();
  rmSync(outbox, { recursive: true, force: true });
});

/** The outbox file of the last message posted (the server queues it; here it is written at once). */
let posted: string | undefined;

function desk(botCheck: BotCheck = botCheckOff): SupportDesk {
  const mailer = createMailer({ outboxDir: outbox, from: 'Classroom Platform <no-reply@localhost>' });
  const post = async (message: Parameters<SupportDesk['post']>[0]) => {
    posted = (await mailer.send(message)).file;
  };
  return { post, supportEmail: 'support@localhost', botCheck, db: handle.db };
}

/** An address of its own, so that the counters of earlier runs on the same database do not count. */
const freshAddress = () => `10.${randomUUID()}`;

const run = randomUUID().slice(0, 8);
const request = {
  name: 'Thandi Mokoena',
  email: `Thandi.${run}@Example.com`,
  category: 'Technical',
  subject: 'Printing\r\nBcc: everyone@example.com',
  message: 'The memorandum does not print.',
};

function errorOf(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      if (!(error instanceof GraphQLError)) throw error;
      return error.extensions;
    },
  );
}

describe('support form mail', () => {
  it('lands in the outbox, addressed to support, replying to the teacher', async () => {
    await sendSupportRequest(desk(), request, freshAddress(), 'teacher@example.com');
    const mail = readFileSync(String(posted), 'utf8');
    expect(mail).toMatch(/^To: support@localhost$/m);
    expect(mail).toMatch(new RegExp(`^Reply-To: thandi.${run}@example.com$`, 'm'));
    expect(mail).toMatch(/^Subject: \[Support: Technical\] Printing Bcc: everyone@example.com$/m);
    expect(mail).not.toMatch(/^Bcc:/m);
    expect(mail).toContain('Category: Technical');
    expect(mail).toContain('Account: teacher@example.com');
    expect(mail).toContain('The memorandum does not print.');
  });

  it('sends the contact form without a category', async () => {
    await sendContactForm(
      desk(),
      { name: 'Visitor', email: 'v@example.com', subject: 'Prices', message: 'Hello' },
      freshAddress(),
    );
    expect(readFileSync(String(posted), 'utf8')).toMatch(/^Subject: \[Contact\] Prices$/m);
  });

  it('refuses an invalid form with the messages of the specification', async () => {
    const extensions = await errorOf(
      sendSupportRequest(desk(), { ...request, email: 'nope', category: '' }, freshAddress(), null),
    );
    expect(extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { email: 'E-mail must be valid', category: 'Category is required' },
    });
  });

  it('limits messages per sender', async () => {
    const support = desk();
    const from = { ...request, email: `busy-${randomUUID()}@example.com` };
    for (let index = 0; index < 5; index += 1) await sendSupportRequest(support, from, freshAddress(), null);
    const extensions = await errorOf(sendSupportRequest(support, from, freshAddress(), null));
    expect(extensions).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('limits messages per address', async () => {
    const support = desk();
    const address = freshAddress();
    for (let index = 0; index < 20; index += 1)
      await sendContactForm(support, { ...request, email: `s${index}-${randomUUID()}@example.com` }, address);
    const extensions = await errorOf(
      sendContactForm(support, { ...request, email: `last-${randomUUID()}@example.com` }, address),
    );
    expect(extensions).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('refuses a form the bot check rejects, and sends nothing', async () => {
    const rejecting: BotCheck = { name: 'test', verify: async () => false };
    const extensions = await errorOf(sendSupportRequest(desk(rejecting), request, freshAddress(), null));
    expect(extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { botToken: botCheckFailed } });
  });
});

describe('bot check', () => {
  it('is off unless configured', () => {
    expect(botCheckFromEnv({}).name).toBe('off');
    expect(() => botCheckFromEnv({ BOT_CHECK: 'guess' })).toThrow(/BOT_CHECK/);
    expect(() => botCheckFromEnv({ BOT_CHECK: 'recaptcha' })).toThrow(/BOT_CHECK_SECRET/);
    expect(botCheckFromEnv({ BOT_CHECK: 'turnstile', BOT_CHECK_SECRET: 's' }).name).toBe('turnstile');
  });

  it('asks the provider with the secret, the token and the address', async () => {
    const calls: { url: string; body: string }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      if (!(init.body instanceof URLSearchParams)) throw new Error('expected a form body');
      const body = init.body.toString();
      calls.push({ url, body });
      return new Response(JSON.stringify({ success: body.includes('response=good') }));
    }) as unknown as typeof fetch;
    const check = siteVerifyBotCheck('recaptcha', 'https://verify.example/siteverify', 'secret', fakeFetch);
    expect(await check.verify('good', '10.0.0.5')).toBe(true);
    expect(await check.verify('bad', '10.0.0.5')).toBe(false);
    expect(await check.verify(null, '10.0.0.5')).toBe(false);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toEqual({
      url: 'https://verify.example/siteverify',
      body: 'secret=secret&response=good&remoteip=10.0.0.5',
    });
  });
});
