/**
 * The token of the bot check the account forms send (sign-up, login retrieval, forgot password). The server decides
 * (BOT_CHECK, server/messaging/bot-check.ts); with the check off, the default, no token is needed. No provider widget
 * is in the web app yet: with BOT_CHECK set to a provider, its widget must fill this in (one place for every form).
 */
export function botToken(): string | null {
  return null;
}
