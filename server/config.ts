/** Settings from the environment, read once at start. */
import { join, resolve } from 'node:path';
import { databaseTimeouts, type DatabaseTimeouts } from '../db/connect.ts';
import { trustedProxies } from './http/request.ts';
import { jobSettings, type JobSettings } from './jobs/settings.ts';
import { botCheckSettings, type BotCheckSettings } from './messaging/bot-check.ts';
import { payfastSettings } from './payments/payfast.ts';
import { metricsSettings, type MetricsSettings } from './observability/metrics-endpoint.ts';
import { slowStatementMs } from './observability/statements.ts';

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
  /**
   * GRAPHQL_INTROSPECTION: `__schema` and `__type` answered; on by default except in production (the IDE and
   * codegen need it while developing; in production it lists every field to anyone).
   */
  introspection: boolean;
  /** What the server says loudly at start (main.ts): settings that are fine for a try-out and wrong for real use. */
  startupWarnings: string[];
  /** DB_SLOW_STATEMENT_MS: a statement taking this long or longer is logged (its name and duration). */
  slowStatementMs: number;
  /** TRUST_PROXY: how many proxies in front add X-Forwarded-* headers (0: none are read). */
  trustProxy: number;
  /** PAYFAST_PROCESS_URL (or the sandbox's): where the card checkout's form posts, allowed by the pages' CSP. */
  payfastProcessUrl: string;
  /** METRICS_PORT, METRICS_HOST, METRICS_TOKEN: where GET /metrics is served, if anywhere (metrics-endpoint.ts). */
  metrics: MetricsSettings;
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
    graphqlIde: developmentSwitch(env.GRAPHQL_IDE, production),
    introspection: developmentSwitch(env.GRAPHQL_INTROSPECTION, production),
    startupWarnings: startupWarnings(env),
    slowStatementMs: slowStatementMs(env),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    payfastProcessUrl: payfastSettings(env).processUrl,
    metrics: metricsSettings(env),
  };
}

/** A setting that is on while developing and off in production unless set to `true` (or off with `false`). */
function developmentSwitch(setting: string | undefined, production: boolean): boolean {
  return setting ? setting === 'true' : !production;
}

/**
 * Warnings for the start of the server. Outside production the Payfast sandbox is used, and without a passphrase
 * (or Payfast's confirmation) a card notification's signature is made of public values only: anyone can forge
 * one and mark an order paid. In production card payment is refused until it is configured (payfast.ts).
 */
export function startupWarnings(env: NodeJS.ProcessEnv): string[] {
  const warnings: string[] = [];
  const payfast = payfastSettings(env);
  if (env.NODE_ENV !== 'production' && !payfast.passphrase && !payfast.validateRemote)
    warnings.push(
      [
        'Card notifications are NOT verified: PAYFAST_PASSPHRASE is not set (nor PAYFAST_VALIDATE_REMOTE).',
        'Anyone can post a forged notification to /payments/payfast/notify and mark an order paid.',
        'Fine for trying the sandbox; set NODE_ENV=production and PAYFAST_PASSPHRASE for real payments.',
      ].join('\n'),
    );
  if (payfast.misconfiguration) warnings.push(`Card payment is off: ${payfast.misconfiguration}.`);
  const production = env.NODE_ENV === 'production';
  if (developmentSwitch(env.GRAPHQL_IDE, production) && !developmentSwitch(env.GRAPHQL_INTROSPECTION, production))
    warnings.push('The GraphQL IDE is on but introspection is off: set GRAPHQL_INTROSPECTION=true for its schema.');
  return warnings;
}

/** The warnings as one block a reader of the log cannot miss. */
export function warningBlock(warnings: readonly string[]): string {
  const rule = '!'.repeat(100);
  return [rule, ...warnings.flatMap((warning) => warning.split('\n').map((line) => `!! ${line}`)), rule].join('\n');
}
