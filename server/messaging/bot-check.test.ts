/**
 * The self-hosted ALTCHA bot check against a real database (DATABASE_URL's PostgreSQL, else a fresh embedded one):
 * a challenge solved with altcha-lib's solver (as the widget does in the browser) is accepted once; a replay, an
 * expired challenge, a tampered one, one signed with another key and garbage are refused. Two checks on one
 * database (two server processes) share the used challenges.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { altchaBotCheck, createBotCheck, parseAltchaPayload, type AltchaOptions, type BotCheck } from './bot-check.ts';

let handle: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'classroom-bot-check-'));
  handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  await migrateToLatest(handle.db);
}, 60_000);

afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A cheap check (few attempts) so the solver is quick in tests. */
function check(options: Partial<AltchaOptions> = {}): BotCheck {
  return altchaBotCheck({ db: handle.db, secret: 'test-secret', cost: 10, counter: { min: 50, max: 200 }, ...options });
}

async function challengeOf(bot: BotCheck): Promise<Challenge> {
  const shown = await bot.challenge?.();
  expect(shown?.provider).toBe('altcha');
  return JSON.parse(shown?.challenge ?? 'null') as Challenge;
}

/** Solves as the widget does and encodes the payload it sends (base64 JSON of challenge and solution). */
async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('the ALTCHA bot check', () => {
  it('accepts a solved challenge once, in every process sharing the database', async () => {
    const bot = check();
    const token = await solved(await challengeOf(bot));
    expect(await bot.verify(token, '1.2.3.4')).toBe(true);
    expect(await bot.verify(token, '1.2.3.4')).toBe(false);
    // Another process (another instance on the same database) refuses it too.
    expect(await check().verify(token, '5.6.7.8')).toBe(false);
  });

  it('refuses a challenge past its 10 minutes', async () => {
    let now = Date.now();
    const bot = check({ now: () => now });
    const token = await solved(await challengeOf(bot));
    now += 10 * 60 * 1000 + 1000;
    expect(await bot.verify(token, '1.2.3.4')).toBe(false);
  });

  it('refuses a tampered challenge, a wrong solution, another key, no token and garbage', async () => {
    const bot = check();
    const challenge = await challengeOf(bot);
    const token = await solved(challenge);
    const payload = parseAltchaPayload(token);
    if (!payload) throw new Error('payload expected');
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    // A longer life than signed.
    const longer = {
      ...payload,
      challenge: {
        ...payload.challenge,
        parameters: { ...payload.challenge.parameters, expiresAt: payload.challenge.parameters.expiresAt! + 3600 },
      },
    };
    expect(await bot.verify(encode(longer), '1.2.3.4')).toBe(false);
    // A cheaper challenge than signed.
    const cheaper = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
    };
    expect(await bot.verify(encode(cheaper), '1.2.3.4')).toBe(false);
    // A wrong derived key (the proof: the server signed the one it expects, the counter alone proves nothing).
    const flipped = payload.solution.derivedKey.replace(/^./, (digit) => (digit === '0' ? '1' : '0'));
    const wrong = { ...payload, solution: { ...payload.solution, derivedKey: flipped } };
    expect(await bot.verify(encode(wrong), '1.2.3.4')).toBe(false);
    // Unsigned.
    const unsigned = { ...payload, challenge: { parameters: payload.challenge.parameters } };
    expect(await bot.verify(encode(unsigned), '1.2.3.4')).toBe(false);
    // Signed with another server's key.
    expect(await check({ secret: 'another-secret' }).verify(token, '1.2.3.4')).toBe(false);
    expect(await bot.verify(null, '1.2.3.4')).toBe(false);
    expect(await bot.verify('', '1.2.3.4')).toBe(false);
    expect(await bot.verify('not base64 json', '1.2.3.4')).toBe(false);
    expect(await bot.verify(encode({ challenge: 1, solution: 2 }), '1.2.3.4')).toBe(false);
    // None of the refusals used the challenge up.
    expect(await bot.verify(token, '1.2.3.4')).toBe(true);
  });

  it('forgets used challenges once they expire', async () => {
    let now = Date.now();
    const bot = check({ now: () => now });
    const token = await solved(await challengeOf(bot));
    expect(await bot.verify(token, '1.2.3.4')).toBe(true);
    const signature = parseAltchaPayload(token)?.challenge.signature ?? '';
    now += 11 * 60 * 1000;
    await check({ now: () => now }).verify(null, '1.2.3.4');
    await bot.verify(await solved(await challengeOf(bot)), '1.2.3.4');
    const kept = await handle.db
      .selectFrom('bot_check_used')
      .select('signature')
      .where('signature', '=', signature)
      .executeTakeFirst();
    expect(kept).toBeUndefined();
  });
});

describe('choosing the check', () => {
  it('is off by default, and altcha takes BOT_CHECK_SECRET or a key derived from the server secret', async () => {
    expect(createBotCheck({ kind: 'off', secret: undefined, siteKey: undefined }).name).toBe('off');
    expect(await createBotCheck({ kind: 'off', secret: undefined, siteKey: undefined }).challenge?.()).toBeNull();
    expect(() => createBotCheck({ kind: 'altcha', secret: undefined, siteKey: undefined })).toThrow(/database/);
    expect(() => createBotCheck({ kind: 'altcha', secret: undefined, siteKey: undefined }, { db: handle.db })).toThrow(
      /BOT_CHECK_SECRET/,
    );
    const derived = createBotCheck(
      { kind: 'altcha', secret: undefined, siteKey: undefined },
      { db: handle.db, serverSecret: () => new TextEncoder().encode('jwt secret') },
    );
    expect(derived.name).toBe('altcha');
    expect((await derived.challenge?.())?.challenge).toContain('PBKDF2/SHA-256');
  });

  it('gives a siteverify provider and its site key to the web', async () => {
    const turnstile = createBotCheck({ kind: 'turnstile', secret: 's', siteKey: 'site-key' });
    expect(await turnstile.challenge?.()).toEqual({ provider: 'turnstile', challenge: null, siteKey: 'site-key' });
  });
});
