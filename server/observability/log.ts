/**
 * The server's log: one pino logger, JSON lines in production and readable lines while developing
 * (LOG_FORMAT=json|pretty), at LOG_LEVEL (default info; warn under NODE_ENV=test, whose servers run by the hundred).
 *
 * What is logged is chosen, never dumped: a request's line names its path (no query string: signed links carry
 * their signature there), status, duration, user, operation and error codes, never its body, variables or headers.
 * Redaction below is the second line of defence, for a field someone logs by mistake later.
 */
import { pino, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';

export type { Logger } from 'pino';

/** Field names whose values never reach a line. */
const secretKeys = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'signature',
  'sig',
  'secret',
  'jwtSecret',
  'passphrase',
  'variables',
  'body',
];

/**
 * Secret names at the top of a logged object and under the few keys that hold a caller's input or headers. Named
 * paths, not `*.password`: a wildcard makes pino walk every logged object, five times the cost of a request's line.
 */
export const redactedPaths = [
  ...secretKeys,
  ...['input', 'args', 'headers', 'req.headers', 'data'].flatMap((holder) =>
    secretKeys.map((key) => `${holder}.${key}`),
  ),
];

export type LogFormat = 'json' | 'pretty';

export interface LogSettings {
  level: string;
  format: LogFormat;
}

const levels = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export function logSettings(env: NodeJS.ProcessEnv = process.env): LogSettings {
  const fallbackLevel = env.NODE_ENV === 'test' ? 'warn' : 'info';
  const level = env.LOG_LEVEL && levels.has(env.LOG_LEVEL) ? env.LOG_LEVEL : fallbackLevel;
  const format: LogFormat =
    env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty'
      ? env.LOG_FORMAT
      : env.NODE_ENV === 'production'
        ? 'json'
        : 'pretty';
  return { level, format };
}

/**
 * pino's ISO time, with the date and time to the second made once a second: `toISOString` on every line was 4 µs of
 * a request's 300 on the bench.
 */
let second = -1;
let secondText = '';
export function isoTime(now = Date.now()): string {
  const thisSecond = Math.floor(now / 1000);
  if (thisSecond !== second) {
    second = thisSecond;
    secondText = new Date(thisSecond * 1000).toISOString().slice(0, 20);
  }
  return `,"time":"${secondText}${String(now % 1000).padStart(3, '0')}Z"`;
}

export function createLogger(settings: LogSettings, destination?: NodeJS.WritableStream): Logger {
  const options: LoggerOptions = {
    level: settings.level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    base: { pid: process.pid },
    timestamp: isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  if (destination) return pino(options, destination);
  if (settings.format === 'pretty')
    // Synchronous, in this thread: a transport's worker would not survive the bundle, nor a crash's last lines.
    return pino(options, pretty({ sync: true, colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss.l' }));
  // Written at once, in this thread: a line costs 11 µs of CPU this way against 26 µs through sonic-boom's
  // asynchronous writes (a thread-pool round trip each), and none is lost when the process dies.
  return pino(options, pino.destination({ sync: true }));
}

/** The process's logger: every part of the server logs through it (or a child of it). */
export const log: Logger = createLogger(logSettings());

export interface RecentError {
  time: string;
  requestId: string | null;
  code: string | null;
  message: string;
}

const recentLimit = 50;
const recent: RecentError[] = [];

/**
 * Logs an error at level error and keeps it among this process's recent errors (the System screen's list). The
 * message is the error's own; its stack goes to the log only.
 */
export function logError(
  message: string,
  error: unknown,
  fields: { requestId?: string | null; code?: string | null; [field: string]: unknown } = {},
  logger: Logger = log,
): void {
  logger.error({ ...fields, err: error }, message);
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  recent.unshift({
    time: new Date().toISOString(),
    requestId: fields.requestId ?? null,
    code: fields.code ?? null,
    message: detail ? `${message}: ${detail}` : message,
  });
  if (recent.length > recentLimit) recent.length = recentLimit;
}

/** This process's latest errors, newest first (at most 50). */
export function recentErrors(): readonly RecentError[] {
  return recent;
}
