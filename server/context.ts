/** What every resolver gets: the application's parts and, per request, the viewer and its loaders. */
import type { Database } from '../db/connect.ts';
import type { Viewer } from './access/rules.ts';
import type { Config } from './config.ts';
import type { Loaders } from './models/loaders.ts';
import type { ChangeEvents } from './models/pubsub.ts';
import type { VisibleChanges } from './models/visible-changes.ts';
import type { TokenService } from './auth/tokens.ts';
import type { UrlSigner } from './auth/signed-urls.ts';
import type { SessionEnds } from './auth/sessions.ts';
import type { FileStorage } from './files/storage.ts';
import type { RawJson } from './http/raw-json.ts';
import type { RequestRecord } from './observability/request-record.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { BotCheck } from './messaging/bot-check.ts';

export interface App {
  config: Config;
  db: Database;
  changes: ChangeEvents;
  /** The subscriptions of this process: each change checked against every subscriber's read rule at once. */
  subscriptions: VisibleChanges;
  tokens: TokenService;
  /** Short-lived signed links for GETs a browser makes without headers (a file opened in a new tab, an <img>). */
  links: UrlSigner;
  /** Sessions revoked in this process, for the sockets open on them. */
  sessionEnds: SessionEnds;
  mailer: Mailer;
  files: FileStorage;
  /** The forms' bot check (BOT_CHECK). */
  botCheck: BotCheck;
  /**
   * Durable background work (mail, invoices): a job is written with the database of the change that causes it,
   * so it is sent only once that commits, and never when it rolls back.
   */
  jobs: JobQueue;
}

export interface RequestContext {
  app: App;
  db: Database;
  viewer: Viewer;
  loaders: Loaders;
  /** Caller's address, for rate limits. */
  ip: string;
  /** The HTTP request (or WebSocket connection) as the log sees it: its id, user, operation and error codes. */
  request: RequestRecord;
  /** Over HTTP: where resolvers may leave the database's JSON text to be sent as it is (http/raw-json.ts). */
  rawJson?: RawJson;
}
