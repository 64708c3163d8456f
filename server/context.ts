/** What every resolver gets: the application's parts and, per request, the viewer and its loaders. */
import type { Database } from '../db/connect.ts';
import type { Viewer } from './access/rules.ts';
import type { Config } from './config.ts';
import type { Loaders } from './models/loaders.ts';
import type { ChangeFeed } from './models/pubsub.ts';
import type { TokenService } from './auth/tokens.ts';
import type { SessionEnds } from './auth/sessions.ts';
import type { FileStorage } from './files/storage.ts';
import type { Mailer } from './mail/mailer.ts';

export interface App {
  config: Config;
  db: Database;
  changes: ChangeFeed;
  tokens: TokenService;
  /** Sessions revoked in this process, for the sockets open on them. */
  sessionEnds: SessionEnds;
  mailer: Mailer;
  files: FileStorage;
}

export interface RequestContext {
  app: App;
  db: Database;
  viewer: Viewer;
  loaders: Loaders;
  /** Caller's address, for rate limits. */
  ip: string;
}
