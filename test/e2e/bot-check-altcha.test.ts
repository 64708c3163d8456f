/**
 * The self-hosted bot check in the browser (BOT_CHECK=altcha, issue 12). The shared test server runs with the check
 * off (tests sign up many accounts), so this file starts a server of its own with it on: on a fresh embedded
 * database, or on DATABASE_URL's PostgreSQL (already migrated by the shared server; JWT_SECRET set, so the two
 * processes do not compete for the generated key). The retrieval form shows the ALTCHA widget, which solves its
 * challenge in Chromium; Submit waits for it and the server accepts the form, then again with a fresh challenge.
 * Without a solved challenge, or with one used already, the server refuses.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { botCheckFailed } from '../../server/messaging/support.service.ts';
import { launchBrowser, newContext } from '../helpers/browser.ts';

let server: RunningServer;
let dataDir: string;
let browser: Browser;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'classroom-bot-check-'));
  server = await startServer(
    readConfig({
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      ACCOUNT_REQUESTS_PER_HOUR: '100000',
      JWT_SECRET: 'bot-check-test-secret-bot-check-test-secret',
      BOT_CHECK: 'altcha',
      BOT_CHECK_SECRET: '',
    }),
  );
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function post(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

const requestLink = `mutation($input: RequestLoginLinkInput!) { requestLoginLink(input: $input) }`;

describe('BOT_CHECK=altcha', () => {
  it('hands out a signed challenge and refuses a form without a solution', async () => {
    const { data } = await post(`{ botChallenge { provider challenge siteKey } }`);
    const shown = data?.botChallenge as { provider: string; challenge: string; siteKey: string | null };
    expect(shown.provider).toBe('altcha');
    expect(JSON.parse(shown.challenge)).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256' } });
    const refused = await post(requestLink, {
      input: { email: 'no-token@example.com', phoneNumber: '+27821234567', botToken: null },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { botToken: botCheckFailed } });
  });

  it('the retrieval form solves the check in the browser, is accepted, and a used solution is refused', async () => {
    const context = await newContext(browser, { viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    // The payload the form sends, to replay it afterwards.
    const sent: string[] = [];
    page.on('request', (request) => {
      const body = request.postData();
      if (request.url().endsWith('/graphql') && body?.includes('requestLoginLink')) {
        const token = (JSON.parse(body) as { variables?: { input?: { botToken?: string } } }).variables?.input
          ?.botToken;
        if (token) sent.push(token);
      }
    });
    await page.goto(`${server.url}/retrieveuserlogin`);
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Phone number').fill('082 123 4567');
    await page.getByRole('group', { name: 'Bot check' }).locator('altcha-widget').waitFor();
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 60_000 })
      .toContain('If an account matches');
    expect(sent).toHaveLength(1);

    // Again, with a fresh challenge (the first is used up).
    await page.getByRole('button', { name: 'Try another e-mail address or number' }).click();
    await page.getByLabel('Phone number').fill('082 123 4568');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 60_000 })
      .toContain('If an account matches');
    expect(sent).toHaveLength(2);
    expect(sent[1]).not.toBe(sent[0]);

    // A replayed solution is refused (another address: the form's is at its hourly limit of 3).
    const replay = await post(requestLink, {
      input: { email: 'replay@example.com', phoneNumber: '+27821234567', botToken: sent[0] },
    });
    expect(replay.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { botToken: botCheckFailed } });
    await context.close();
  }, 120_000);
});
