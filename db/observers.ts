/**
 * What the database layer tells whoever listens, knowing nothing of them: each statement's end (to the server's
 * slow-statement log, metrics and traces: its name and duration, never its values nor its parameters) and the
 * connections' troubles (to the server's log; to the console of a script, where nothing listens).
 */
import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  type LogEvent,
  type OperationNode,
  type RootOperationNode,
} from 'kysely';

export interface FinishedStatement {
  /** What it did to which table: 'select product', 'insert order_line', 'update cart', 'raw select'. */
  name: string;
  startedAtMs: number;
  durationMs: number;
  failed: boolean;
}

export type StatementObserver = (statement: FinishedStatement) => void;

const observers = new Set<StatementObserver>();

/** Listens to every statement of every database this process opens; the answer stops listening. */
export function observeStatements(observer: StatementObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export function hasStatementObservers(): boolean {
  return observers.size > 0;
}

/** A table's name, through an alias ('product as p'); '?' for anything else (a subquery, a function). */
function tableName(node: OperationNode | undefined): string {
  if (node && AliasNode.is(node)) return tableName(node.node);
  return node && TableNode.is(node) ? node.table.identifier.name : '?';
}

/** The first table a statement names, from Kysely's tree (no parsing of text). */
function nodeName(node: RootOperationNode): string | null {
  if (SelectQueryNode.is(node)) return `select ${tableName(node.from?.froms[0])}`;
  if (InsertQueryNode.is(node)) return `insert ${tableName(node.into)}`;
  if (UpdateQueryNode.is(node)) return `update ${tableName(node.table)}`;
  if (DeleteQueryNode.is(node)) return `delete ${tableName(node.from.froms[0])}`;
  return null;
}

const rawVerb = /^\s*(?:\/\*.*?\*\/\s*)?(\w+)/s;
const rawTable = /\b(?:from|into|update)\s+"?(\w+)"?/i;

/** A raw statement's name: its first word and the first table it reads or writes ('raw select product'). */
function rawName(sqlText: string): string {
  const verb = rawVerb.exec(sqlText)?.[1]?.toLowerCase() ?? '?';
  const table = rawTable.exec(sqlText.slice(0, 2000))?.[1];
  return table ? `raw ${verb} ${table}` : `raw ${verb}`;
}

export function statementName(event: LogEvent): string {
  return nodeName(event.query.query) ?? rawName(event.query.sql);
}

/** Kysely's log hook's share: tells the observers, naming the statement only when someone listens. */
export function reportStatement(event: LogEvent): void {
  if (observers.size === 0) return;
  const finished: FinishedStatement = {
    name: statementName(event),
    startedAtMs: Date.now() - event.queryDurationMillis,
    durationMs: event.queryDurationMillis,
    failed: event.level === 'error',
  };
  for (const observer of observers) observer(finished);
}

export type WarningObserver = (message: string, error?: unknown) => void;

let warningObserver: WarningObserver | undefined;

/** Where the database layer's warnings go (one listener: the server's log); the answer stops listening. */
export function observeWarnings(observer: WarningObserver): () => void {
  warningObserver = observer;
  return () => {
    if (warningObserver === observer) warningObserver = undefined;
  };
}

/** A connection's trouble the database layer handled (reconnecting, dropping a connection). */
export function reportWarning(message: string, error?: unknown): void {
  if (warningObserver) warningObserver(message, error);
  else console.error(message, error instanceof Error ? error.message : (error ?? ''));
}
