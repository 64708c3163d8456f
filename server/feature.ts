/**
 * What a feature folder (auth, orders, catalogue, …) plugs into the server: its resolvers, the access of each
 * root field it adds, the visibility predicates the access table names, its model hooks and its HTTP routes.
 * Every feature is listed once in server/features.ts. (Pure rules shared with the web app are server/domain/.)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationAccess } from './access/operations.ts';
import type { VisibilityPredicates } from './access/visibility.ts';
import type { App } from './context.ts';
import type { Resolvers } from './generated/graphql.ts';
import type { JobHandlers } from './jobs/queue.ts';

export interface HttpRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path prefix, e.g. '/files/' or an exact path '/payments/payfast/notify'. */
  path: string;
  prefix?: boolean;
  /** The rest of the path is a secret (a calendar feed's token): the log names the route only. */
  secretPath?: boolean;
  handle(app: App, req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export interface FeatureModule {
  name: string;
  resolvers?: Resolvers;
  /** Access of each root field this feature adds (Query, Mutation or Subscription). */
  access?: Record<string, OperationAccess>;
  /** The predicates of access/table.ts that read this feature's tables (access/visibility.ts). */
  visibility?: VisibilityPredicates;
  /** Registers model hooks (validation, derived fields) with server/models/hooks.ts. */
  registerHooks?(): void;
  routes?: HttpRoute[];
  /** Handlers of the background jobs this feature declares (server/jobs/queue.ts), worked in every server process. */
  jobs?: JobHandlers;
}
