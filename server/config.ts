/** Settings from the environment, read once at start. */
import { join, resolve } from 'node:path';
import { databaseTimeouts, type DatabaseTimeouts } from '../db/connect.ts';
import { trustedProxies } from './http/request.ts';
import { jobSettings, type JobSettings } from './jobs/settings.ts';
import { botCheckSettings, type BotCheckSettings } from './messaging/bot-check.ts';
import { payfastSettings } from './payments/payfast.ts';

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS (PostgreSQL). */
  databaseTimeouts: DatabaseTimeouts;
  production: boolean;
  seedDemo: boolean;
  /** Where built web assets are (dist/web). */
  webDir: string;
  publicUrl: string;
  jwtSecret: string | undefined;
  outboxDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** JOBS_SCHEMA, JOB_POLL_SECONDS, JOB_RETRY_LIMIT, JOB_RETRY_DELAY_SECONDS, JOB_EXPIRE_SECONDS (server/jobs). */
  jobs: JobSettings;
  /** Sign-ups allowed per address an hour. */
  signUpsPerHour: number;
  /** Login-link and password-reset requests allowed per address an hour. */
  accountRequestsPerHour: number;
  /** BOT_CHECK, BOT_CHECK_SECRET, BOT_CHECK_SITE_KEY: the forms' bot check. */
  botCheck: BotCheckSettings;
  /** NODE_ENV=test: hooks only the tests use (an import's injected failure, `failAtLine`). */
  testHooks: boolean;
  /** GRAPHQL_IDE: the IDE a browser gets at GET /graphql; on by default except in production. */
  graphqlIde: boolean;
  /** TRUST_PROXY: how many proxies in front add X-Forwarded-* headers (0: none are read). */
  trustProxy: number;
  /** PAYFAST_PROCESS_URL (or the sandbox's): where the card checkout's form posts, allowed by the pages' CSP. */
  payfastProcessUrl: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = resolve(import.meta.dirname, '..');
  const dataDir = resolve(env.DATA_DIR ?? join(root, 'data'));
  const port = Number(env.PORT ?? 4000);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseTimeouts: databaseTimeouts(env),
    production,
    seedDemo: !production && env.SEED_DEMO !== 'false',
    webDir: resolve(env.WEB_DIR ?? join(root, 'dist/web')),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    jwtSecret: env.JWT_SECRET || undefined,
    outboxDir: resolve(env.OUTBOX_DIR ?? join(dataDir, 'outbox')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Classroom Platform <no-reply@localhost>',
    jobs: jobSettings(env),
    signUpsPerHour: Number(env.SIGNUP_PER_HOUR ?? 10),
    accountRequestsPerHour: Number(env.ACCOUNT_REQUESTS_PER_HOUR ?? 20),
    botCheck: botCheckSettings(env),
    testHooks: env.NODE_ENV === 'test',
    graphqlIde: env.GRAPHQL_IDE ? env.GRAPHQL_IDE === 'true' : !production,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    payfastProcessUrl: payfastSettings(env).processUrl,
  };
}
