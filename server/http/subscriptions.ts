/**
 * GraphQL subscriptions over graphql-ws on the same port and path as HTTP. A socket opened with a token lives no
 * longer than its token and its session: it is closed (4401) when the token expires and at once when the session
 * is revoked (SessionEnds: in this process, or on PostgreSQL in any process); a check every 30 seconds catches a
 * revocation a process missed (its listening connection was down).
 */
import type { Server } from 'node:http';
import { useServer } from 'graphql-ws/use/ws';
import { decodeJwt } from 'jose';
import { WebSocketServer, type WebSocket } from 'ws';
import { isDatabaseUnavailable } from '../../db/faults.ts';
import type { Viewer } from '../access/rules.ts';
import type { App } from '../context.ts';
import { messages } from '../domain/validators.ts';
import { badInput } from '../errors.ts';
import { maxVariableErrors } from './executor.ts';
import {
  formatError,
  logOperationErrors,
  noIntrospectionRule,
  requestContext,
  validationRules,
  viewerFromToken,
} from './graphql.ts';
import { countedWhileOpen } from '../observability/metrics.ts';
import { recordOf } from '../observability/request-record.ts';
import { textLimitErrors } from './input-guard.ts';
import { bearerToken, clientIp } from './request.ts';
import {
  execute,
  GraphQLError,
  parse,
  specifiedRules,
  subscribe,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';

const sessionPollMs = 30_000;
const unauthorized = 4401;
/**
 * "Service Restart": graphql-ws clients reconnect on it (it is not one of their fatal codes). Sent when this process
 * may have missed changes; a client that reconnects catches up with the sync queries (docs/change-feed.md).
 */
export const catchUpCloseCode = 1012;
export const catchUpReason = 'Changes may have been missed: reconnect and catch up';

export interface Subscriptions {
  /** Closes every socket with catchUpCloseCode, so that each client reconnects and catches up. */
  askToCatchUp(): void;
  close(): Promise<void>;
}

function authorizationOf(connectionParams: Readonly<Record<string, unknown>> | undefined): string | null {
  const authorization = connectionParams?.authorization;
  return typeof authorization === 'string' ? authorization : null;
}

/** Closes the socket when its token expires or its session ends; returns what stops the watch. */
async function watchSession(app: App, socket: WebSocket, token: string): Promise<() => void> {
  const viewer = await app.tokens.verify(token).catch(() => null);
  // An invalid token is refused by each operation's context, as over HTTP.
  if (!viewer?.sessionId) return () => undefined;
  const end = (reason: string) => socket.close(unauthorized, reason);
  const expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
  const expiry = setTimeout(() => end('Your session has expired. Please sign in again.'), expiresAt - Date.now());
  const poll = setInterval(() => {
    app.tokens.verify(token).catch((error: unknown) => {
      // The database away says nothing about the session: the next check, or a revocation heard, decides.
      if (!isDatabaseUnavailable(error)) end(messages.sessionEnded);
    });
  }, sessionPollMs);
  const unsubscribe = app.sessionEnds.onEnd(viewer.sessionId, () => end(messages.sessionEnded));
  return () => {
    clearTimeout(expiry);
    clearInterval(poll);
    unsubscribe();
  };
}

export function attachSubscriptions(app: App, schema: GraphQLSchema, server: Server): Subscriptions {
  const wsServer = new WebSocketServer({ server, path: '/graphql', maxPayload: 1024 * 1024 });
  const watches = new WeakMap<WebSocket, () => void>();
  const hideSuggestions = app.config.production;
  const rules = [...specifiedRules, ...validationRules, ...(app.config.introspection ? [] : [noIntrospectionRule])];
  // Same limits as over HTTP; in production no "Did you mean …" hints at the schema (as over HTTP). The errors get
  // Apollo's code, so formatError passes them on instead of masking them as internal.
  const validateOperation = (document: DocumentNode): GraphQLError[] =>
    validate(schema, document, rules, { hideSuggestions }).map(
      (error) =>
        new GraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          extensions: { ...error.extensions, code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
    );
  const disposable = useServer(
    {
      schema,
      onConnect: async (ctx) => {
        const token = bearerToken(authorizationOf(ctx.connectionParams));
        if (!token) return;
        const stop = await watchSession(app, ctx.extra.socket, token);
        // A socket that closed while its token was being checked gets no onClose after this: stop at once.
        if (ctx.extra.socket.readyState >= ctx.extra.socket.CLOSING) stop();
        else watches.set(ctx.extra.socket, stop);
      },
      onClose: (ctx) => watches.get(ctx.extra.socket)?.(),
      /**
       * Each operation checked as over HTTP before anything runs: its syntax, the texts' and nesting limits
       * (input-guard.ts, before graphql-js walks the input), the validation rules, then the token. A refusal is an
       * error of that operation, never the socket's: in particular a session that cannot be looked up (the database
       * away) answers SERVICE_UNAVAILABLE to the operation and leaves the socket open, where a throwing context
       * would close it as an internal error (4500, which graphql-ws clients do not retry).
       */
      onSubscribe: async (ctx, _id, payload) => {
        let document: DocumentNode;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('Syntax error')];
        }
        const inputErrors = textLimitErrors(document, payload.variables ?? undefined);
        if (Object.keys(inputErrors).length > 0) return [badInput(inputErrors)];
        const invalid = validateOperation(document);
        if (invalid.length > 0) return invalid;
        let viewer: Viewer;
        try {
          viewer = await viewerFromToken(app, authorizationOf(ctx.connectionParams));
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: requestContext(app, viewer, clientIp(ctx.extra.request), recordOf(ctx.extra.request)),
        };
      },
      execute: (args) => execute({ ...args, hideSuggestions, options: { maxCoercionErrors: maxVariableErrors } }),
      subscribe: async (args) =>
        countedWhileOpen(
          await subscribe({ ...args, hideSuggestions, options: { maxCoercionErrors: maxVariableErrors } }),
        ),
      onError: (ctx, _id, _payload, errors) => {
        logOperationErrors(errors, recordOf(ctx.extra.request).id);
        return errors.map((error) => formatError(error.toJSON(), error));
      },
    },
    wsServer,
  );
  return {
    askToCatchUp: () => {
      for (const socket of wsServer.clients) socket.close(catchUpCloseCode, catchUpReason);
    },
    close: async () => {
      await disposable.dispose();
      wsServer.close();
    },
  };
}
