/**
 * The bot check of the public, support and account forms (001 section 5 sends a recaptcha token), pluggable:
 * - `off` (the default) lets every form through;
 * - `altcha` is self-hosted (no third party, works without the internet): the server hands out an HMAC-signed
 *   proof-of-work challenge (query `botChallenge`), the browser solves it (the ALTCHA widget) and sends the payload
 *   as `botToken`; the server checks signature, expiry and solution, and accepts a solved challenge once (the
 *   signature is kept in table bot_check_used until the challenge expires, so every process refuses a replay);
 * - `recaptcha`, `hcaptcha` and `turnstile` verify the form's token with the provider's siteverify endpoint using
 *   BOT_CHECK_SECRET; `botChallenge` names the provider and its site key (BOT_CHECK_SITE_KEY).
 * Chosen by BOT_CHECK.
 */
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';

/** What the web needs to show the check: the provider, and the ALTCHA challenge (JSON) or the provider's site key. */
export interface BotChallenge {
  provider: string;
  challenge: string | null;
  siteKey: string | null;
}

export interface BotCheck {
  readonly name: string;
  /** True when the token shows a person sent the form. */
  verify(token: string | null | undefined, ip: string): Promise<boolean>;
  /** What the web shows for the check; null when there is none. */
  challenge?(): Promise<BotChallenge | null>;
}

export const botCheckOff: BotCheck = { name: 'off', verify: async () => true, challenge: async () => null };

const siteVerifyUrls: Record<string, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/** The siteverify protocol the three providers share: POST secret, response and remoteip; read `success`. */
export function siteVerifyBotCheck(
  name: string,
  url: string,
  secret: string,
  fetchImpl: typeof fetch = fetch,
  siteKey: string | null = null,
): BotCheck {
  return {
    name,
    challenge: async () => ({ provider: name, challenge: null, siteKey }),
    verify: async (token, ip) => {
      if (!token) return false;
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) return false;
        const result = (await response.json()) as { success?: unknown };
        return result.success === true;
      } catch {
        return false;
      }
    },
  };
}

export interface AltchaOptions {
  /** Where used challenges are kept (table bot_check_used). */
  db: Database;
  /** The HMAC secret the challenges are signed with. */
  secret: string;
  /** How long a challenge may be solved and sent, in seconds (10 minutes). */
  lifetimeSeconds?: number;
  /** PBKDF2 iterations per attempt (1,000). */
  cost?: number;
  /** The range the solution's counter is drawn from: the attempts a browser makes (2,000 to 6,000). */
  counter?: { min: number; max: number };
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

interface AltchaPayload {
  challenge: Challenge;
  solution: Solution;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The widget's payload: base64 of JSON { challenge, solution }; null for anything else. */
export function parseAltchaPayload(token: string): AltchaPayload | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (!isRecord(parsed) || !isRecord(parsed.challenge) || !isRecord(parsed.solution)) return null;
    const { challenge, solution } = parsed;
    if (!isRecord(challenge.parameters) || typeof challenge.signature !== 'string') return null;
    if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return parsed as unknown as AltchaPayload;
  } catch {
    return null;
  }
}

/** The self-hosted ALTCHA proof-of-work check (altcha-lib v2, PBKDF2/SHA-256 in deterministic mode). */
export function altchaBotCheck(options: AltchaOptions): BotCheck {
  const lifetimeSeconds = options.lifetimeSeconds ?? 10 * 60;
  const cost = options.cost ?? 1000;
  const counter = options.counter ?? { min: 2000, max: 6000 };
  const now = options.now ?? Date.now;
  // Two keys from one secret: one signs the challenge, the other the derived key the server knows in advance.
  const hmacSignatureSecret = createHmac('sha256', options.secret).update('altcha-challenge').digest('hex');
  const hmacKeySignatureSecret = createHmac('sha256', options.secret).update('altcha-key').digest('hex');
  const { db } = options;

  /** Records the challenge as used; false when it already was (by this process or another). */
  async function useOnce(signature: string, expiresAt: Date): Promise<boolean> {
    await db.deleteFrom('bot_check_used').where('expiresAt', '<', new Date(now())).execute();
    const inserted = await db
      .insertInto('bot_check_used')
      .values({ signature, expiresAt })
      .onConflict((conflict) => conflict.column('signature').doNothing())
      .returning(sql<number>`1`.as('one'))
      .executeTakeFirst();
    return inserted !== undefined;
  }

  return {
    name: 'altcha',
    challenge: async () => {
      const challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost,
        counter: randomInt(counter.max, counter.min),
        deriveKey,
        expiresAt: Math.floor(now() / 1000) + lifetimeSeconds,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { provider: 'altcha', challenge: JSON.stringify(challenge), siteKey: null };
    },
    verify: async (token) => {
      if (!token) return false;
      const payload = parseAltchaPayload(token);
      if (!payload?.challenge.signature) return false;
      const { expiresAt } = payload.challenge.parameters;
      // Unexpiring challenges are never handed out; one without expiry was not made here.
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now()) return false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      return useOnce(payload.challenge.signature, new Date(expiresAt * 1000));
    },
  };
}

export interface BotCheckSettings {
  /** BOT_CHECK: off (default), altcha, recaptcha, hcaptcha or turnstile. */
  kind: string;
  /** BOT_CHECK_SECRET: the provider's secret, or ALTCHA's HMAC key. */
  secret: string | undefined;
  /** BOT_CHECK_SITE_KEY: the provider's site key the web's widget uses. */
  siteKey: string | undefined;
}

export function botCheckSettings(env: NodeJS.ProcessEnv = process.env): BotCheckSettings {
  return {
    kind: env.BOT_CHECK || 'off',
    secret: env.BOT_CHECK_SECRET || undefined,
    siteKey: env.BOT_CHECK_SITE_KEY || undefined,
  };
}

const kinds = ['off', 'altcha', ...Object.keys(siteVerifyUrls)];

/**
 * The check the settings choose. ALTCHA needs the database (used challenges) and, without BOT_CHECK_SECRET, a
 * secret derived from the server's own key material (`serverSecret`: JWT_SECRET or the generated key).
 */
export function createBotCheck(
  settings: BotCheckSettings,
  deps: { db?: Database; serverSecret?: () => Uint8Array } = {},
): BotCheck {
  const { kind } = settings;
  if (kind === 'off') return botCheckOff;
  if (!kinds.includes(kind)) throw new Error(`BOT_CHECK must be ${kinds.join(', ')}; got ${kind}`);
  if (kind === 'altcha') {
    if (!deps.db) throw new Error('BOT_CHECK=altcha needs the database');
    const secret =
      settings.secret ??
      (deps.serverSecret ? createHmac('sha256', deps.serverSecret()).update('bot-check').digest('hex') : undefined);
    if (!secret) throw new Error('BOT_CHECK=altcha needs BOT_CHECK_SECRET');
    return altchaBotCheck({ db: deps.db, secret });
  }
  if (!settings.secret) throw new Error(`BOT_CHECK=${kind} needs BOT_CHECK_SECRET`);
  return siteVerifyBotCheck(kind, siteVerifyUrls[kind] ?? '', settings.secret, fetch, settings.siteKey ?? null);
}

/** The check BOT_CHECK chooses, for the providers that need no database (kept for callers without one). */
export function botCheckFromEnv(env: NodeJS.ProcessEnv = process.env): BotCheck {
  return createBotCheck(botCheckSettings(env));
}
