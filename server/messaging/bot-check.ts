/**
 * The bot check of the public and support forms (001 section 5 sends a recaptcha token), pluggable: `off` (the
 * default) lets every message through; `recaptcha`, `hcaptcha` and `turnstile` verify the form's token with the
 * provider's siteverify endpoint using BOT_CHECK_SECRET. Chosen by BOT_CHECK.
 */
export interface BotCheck {
  readonly name: string;
  /** True when the token shows a person sent the form. */
  verify(token: string | null | undefined, ip: string): Promise<boolean>;
}

export const botCheckOff: BotCheck = { name: 'off', verify: async () => true };

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
): BotCheck {
  return {
    name,
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

export function botCheckFromEnv(env: NodeJS.ProcessEnv = process.env): BotCheck {
  const kind = env.BOT_CHECK || 'off';
  if (kind === 'off') return botCheckOff;
  const url = siteVerifyUrls[kind];
  if (!url) throw new Error(`BOT_CHECK must be off, ${Object.keys(siteVerifyUrls).join(', ')}; got ${kind}`);
  if (!env.BOT_CHECK_SECRET) throw new Error(`BOT_CHECK=${kind} needs BOT_CHECK_SECRET`);
  return siteVerifyBotCheck(kind, url, env.BOT_CHECK_SECRET);
}
