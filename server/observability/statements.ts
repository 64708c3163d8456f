/**
 * What the server does with each database statement's end (db/observers.ts): its metric, its trace span when
 * tracing is on, and a warning line when it took longer than DB_SLOW_STATEMENT_MS (default 200): its name and
 * duration, never its values. The database layer's own warnings go to the log. Listened to once per process.
 */
import { observeStatements, observeWarnings } from '../../db/observers.ts';
import { log } from './log.ts';
import { observeStatement } from './metrics.ts';
import { recordStatementSpan } from './tracing.ts';

export function slowStatementMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.DB_SLOW_STATEMENT_MS);
  return env.DB_SLOW_STATEMENT_MS && Number.isFinite(ms) && ms >= 0 ? ms : 200;
}

let threshold = 200;
let listening = false;

export function watchStatements(slowMs: number): void {
  threshold = slowMs;
  if (listening) return;
  listening = true;
  observeStatements((statement) => {
    observeStatement(statement.name, statement.durationMs / 1000, statement.failed);
    recordStatementSpan(statement.name, statement.startedAtMs, statement.durationMs, statement.failed);
    if (statement.durationMs >= threshold)
      log.warn(
        { statement: statement.name, durationMs: Math.round(statement.durationMs), failed: statement.failed },
        'slow statement',
      );
  });
  observeWarnings((message, error) => log.warn({ err: error }, message));
}
