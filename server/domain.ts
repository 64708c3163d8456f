/**
 * What a domain folder (auth, orders, catalogue, …) plugs into the server: its resolvers, the access of each
 * root field it adds, its model hooks and its HTTP routes. Every domain is listed once in server/domains.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationAccess } from './access/operations.ts';
import type { App } from './context.ts';
import type { Resolvers } from './generated/graphql.ts';

export interface HttpRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path prefix, e.g. '/files/' or an exact path '/payments/payfast/notify'. */
  path: string;
  prefix?: boolean;
  handle(app: App, req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export interface Domain {
  name: string;
  resolvers?: Resolvers;
  /** Access of each root field this domain adds (Query, Mutation or Subscription). */
  access?: Record<string, OperationAccess>;
  /** Registers model hooks (validation, derived fields) with server/models/hooks.ts. */
  registerHooks?(): void;
  routes?: HttpRoute[];
}
