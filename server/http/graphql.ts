/**
 * GraphQL over HTTP with Apollo Server on a plain Node server: CSRF prevention on, batching off, depth, alias
 * and cost limits (the cost in query-cost.ts), texts bounded
 * (input-guard.ts), internal errors masked, idempotent mutations, answers over 1 KB compressed (compress.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApolloServer, HeaderMap, type ApolloServerPlugin, type HTTPGraphQLResponse } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  getOperationAST,
  GraphQLError,
  Kind,
  OperationTypeNode,
  parse,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { isDatabaseUnavailable } from '../../db/faults.ts';
import { withStatementCount } from '../../db/statement-count.ts';
import { anonymous, type Viewer } from '../access/rules.ts';
import type { App, RequestContext } from '../context.ts';
import { knownCodes, serviceUnavailable, serviceUnavailableMessage } from '../errors.ts';
import { log, logError } from '../observability/log.ts';
import { recordOf, type RequestRecord } from '../observability/request-record.ts';
import { tracingPlugin } from '../observability/tracing.ts';
import { Loaders } from '../models/loaders.ts';
import { localGateway } from './executor.ts';
import { RawJson } from './raw-json.ts';
import { sendCompressible } from './compress.ts';
import { databaseInputFault } from './input-faults.ts';
import { requestHash, runOnce, standAloneFields } from './idempotency.ts';
import { inputDepthMessage, inputGuardPlugin, nestedTooDeeply } from './input-guard.ts';
import { queryCostPlugin } from './query-cost.ts';
import { serviceUnavailablePlugin } from './unavailable.ts';
import { bearerToken, BodyTooLarge, clientIp, readBody, sendJson, tooLargeHeaders } from './request.ts';

const bodyLimit = 1024 * 1024;

/** Over-limit documents are reported as validation errors (not thrown, which would look internal). */
const reportLimit = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

export const validationRules: ValidationRule[] = [
  maxDepthRule({ n: 12, ...reportLimit }),
  maxAliasesRule({ n: 20, ...reportLimit }),
];

export const introspectionOffMessage =
  'Introspection (__schema, __type) is off on this server; GRAPHQL_INTROSPECTION=true turns it on.';

/**
 * Refuses `__schema` and `__type` (production, unless GRAPHQL_INTROSPECTION=true): one rule for HTTP and the
 * WebSocket path, with a message that names the setting (Apollo's own names its constructor option).
 */
export const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type')
      context.reportError(new GraphQLError(introspectionOffMessage, { nodes: node }));
  },
});

/** What an error is to its caller: one of the contract's codes, the database away, bad input, or internal. */
function errorKind(code: unknown, error: unknown): 'known' | 'unavailable' | 'input' | 'internal' {
  if (typeof code === 'string' && knownCodes.has(code)) return 'known';
  if (isDatabaseUnavailable(error)) return 'unavailable';
  return databaseInputFault(error) ? 'input' : 'internal';
}

/**
 * Logs the errors of an operation that are not the caller's doing: internal ones (kept among the recent errors the
 * System screen shows) and the database away, each with the request's id.
 */
export function logOperationErrors(errors: readonly GraphQLError[], requestId: string): void {
  for (const error of errors) {
    const kind = errorKind(error.extensions.code, error);
    if (kind === 'internal') logError('GraphQL operation failed', error.originalError ?? error, { requestId });
    else if (kind === 'unavailable')
      log.warn({ requestId, err: error.originalError ?? error }, 'the database is away: answered SERVICE_UNAVAILABLE');
  }
}

/** Internal errors become a generic message (logged by logOperationErrors); the contract's codes pass through. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && knownCodes.has(code)) return formatted;
  if (isDatabaseUnavailable(error))
    return {
      message: serviceUnavailableMessage,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    };
  const inputFault = databaseInputFault(error);
  if (inputFault)
    return {
      message: inputFault,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'BAD_USER_INPUT' },
    };
  return {
    message: 'Internal server error',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

export interface GraphQLServerOptions {
  /**
   * Production: errors give no "Did you mean …" hints at the schema's names (Apollo's
   * hideSchemaDetailsFromClientErrors for validation; graphql-js's hideSuggestions for variables).
   */
  hideSuggestions?: boolean;
  /** `__schema` and `__type` answered (config.introspection); refused by `noIntrospectionRule` when false. */
  introspection?: boolean;
}

export function createApolloServer(
  schema: GraphQLSchema,
  options: GraphQLServerOptions = {},
): ApolloServer<RequestContext> {
  return new ApolloServer<RequestContext>({
    // The schema, executed by graphql-jit (executor.ts).
    gateway: localGateway(schema, { hideSuggestions: options.hideSuggestions }),
    hideSchemaDetailsFromClientErrors: options.hideSuggestions ?? false,
    csrfPrevention: true,
    // The process's own stop (main.ts) stops Apollo with everything else: Apollo's handler would stop it alone and
    // then send the signal again, ending the process before the rest had stopped.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    // Left on: noIntrospectionRule refuses it when off, with a message that names GRAPHQL_INTROSPECTION.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    validationRules: options.introspection === false ? [...validationRules, noIntrospectionRule] : validationRules,
    formatError,
    // No cache hints are used; the cache-control plugin would still run a hook on every field.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      queryCostPlugin,
      inputGuardPlugin,
      serviceUnavailablePlugin,
      operationLogPlugin,
      tracingPlugin,
    ],
  });
}

export async function viewerFromToken(app: App, authorization: string | undefined | null): Promise<Viewer> {
  const token = bearerToken(authorization);
  if (!token) return anonymous;
  try {
    return await app.tokens.verify(token);
  } catch (error) {
    // The session could not be looked up: the token may well be good, so the client must not sign out.
    if (isDatabaseUnavailable(error)) throw serviceUnavailable();
    throw new GraphQLError('Your session has expired. Please sign in again.', {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    });
  }
}

export function requestContext(
  app: App,
  viewer: Viewer,
  ip: string,
  request: RequestRecord,
  rawJson?: RawJson,
): RequestContext {
  request.userId = viewer.userId;
  return { app, db: app.db, viewer, ip, request, loaders: new Loaders(app.db, viewer), rawJson };
}

/**
 * The operation's name and type on the request's record (its log line and metrics), and its errors logged. The
 * context is made before any hook runs, so each hook finds the record there.
 */
export const operationLogPlugin: ApolloServerPlugin<RequestContext> = {
  requestDidStart: () =>
    Promise.resolve({
      didResolveOperation: ({ contextValue, operationName, operation }) => {
        contextValue.request.operationName = operationName ?? null;
        contextValue.request.operationType = operation?.operation ?? null;
        return Promise.resolve();
      },
      didEncounterErrors: ({ contextValue, errors }) => {
        logOperationErrors(errors, contextValue.request.id);
        return Promise.resolve();
      },
    }),
};

/**
 * An answer with errors gets the request's id in each error's extensions (what a user reads out to whoever looks
 * at the log), and its codes go on the request's record. Answers without errors are passed through untouched.
 */
export function withRequestId(answer: string, request: RequestRecord): string {
  if (!answer.includes('"errors"')) return answer;
  let parsed: { errors?: { extensions?: Record<string, unknown> }[] };
  try {
    parsed = JSON.parse(answer) as typeof parsed;
  } catch {
    return answer;
  }
  if (!Array.isArray(parsed.errors)) return answer;
  for (const error of parsed.errors) {
    error.extensions = { ...error.extensions, requestId: request.id };
    const code = error.extensions.code;
    request.errorCodes.push(typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR');
  }
  return JSON.stringify(parsed);
}

async function responseText(response: HTTPGraphQLResponse): Promise<string> {
  if (response.body.kind === 'complete') return response.body.string;
  let text = '';
  for await (const chunk of response.body.asyncIterator) text += chunk;
  return text;
}

export async function handleGraphQL(
  app: App,
  apollo: ApolloServer<RequestContext>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const request = recordOf(req);
  let body: unknown;
  try {
    const raw = await readBody(req, bodyLimit);
    body = raw.length > 0 ? JSON.parse(raw.toString('utf8')) : undefined;
  } catch (error) {
    const tooLarge = error instanceof BodyTooLarge;
    const message = tooLarge ? 'Request body too large.' : 'Invalid JSON body.';
    request.errorCodes.push('BAD_REQUEST');
    return sendJson(
      res,
      tooLarge ? 413 : 400,
      { errors: [{ message, extensions: { code: 'BAD_REQUEST', requestId: request.id } }] },
      tooLarge ? tooLargeHeaders : {},
    );
  }
  // Before anything walks it (the idempotency key's hash, Apollo, graphql-js's coercion): each would recurse.
  if (nestedTooDeeply(body)) {
    request.errorCodes.push('BAD_USER_INPUT');
    return sendJson(res, 400, {
      errors: [
        {
          message: inputDepthMessage,
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { variables: inputDepthMessage }, requestId: request.id },
        },
      ],
    });
  }
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const ip = clientIp(req);
  // The token is checked once: for the idempotency key's owner and for the operation's context.
  const viewer = viewerFromToken(app, req.headers.authorization);
  viewer.catch(() => undefined);
  const execute = async (requestApp: App) => {
    const rawJson = new RawJson();
    const run = () =>
      apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method?.toUpperCase() ?? 'GET', headers, search: url.search, body },
        context: async () => requestContext(requestApp, await viewer, ip, request, rawJson),
      });
    // Counting statements (AsyncLocalStorage) costs on every promise: development and tests only.
    const measured = app.config.production ? { result: run(), count: () => 0 } : withStatementCount(run);
    const response = await measured.result;
    const text = withRequestId(await responseText(response), request);
    const status = response.status ?? 200;
    return {
      status,
      body: rawJson.splice(text),
      headers: response.headers,
      statements: measured.count(),
      store: status === 200 && !text.includes('"errors"'),
    };
  };

  const key = req.headers['idempotency-key'];
  const keyedBy = await viewer.then(
    (known) => known.userId,
    () => null, // the execution reports the invalid token
  );
  if (
    typeof key === 'string' &&
    key.length > 0 &&
    key.length <= 200 &&
    keyedBy &&
    req.method === 'POST' &&
    isKeyedMutation(body)
  ) {
    let executed: Awaited<ReturnType<typeof execute>> | undefined;
    const { response, replayed } = await runOnce(
      app,
      { accountId: keyedBy, key, hash: requestHash(body) },
      async (requestApp) => (executed = await execute(requestApp)),
    );
    return sendCompressible(
      req,
      res,
      response.status,
      {
        'content-type': 'application/json; charset=utf-8',
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        ...(executed && !app.config.production ? { 'x-sql-statements': String(executed.statements) } : {}),
      },
      response.body,
    );
  }
  const result = await execute(app);
  const outHeaders: Record<string, string> = {};
  for (const [name, value] of result.headers) outHeaders[name] = value;
  if (!app.config.production) outHeaders['x-sql-statements'] = String(result.statements);
  return sendCompressible(req, res, result.status, outHeaders, result.body);
}

/**
 * Whether the body is a mutation the Idempotency-Key applies to: not a query, and none of its root fields one
 * that must commit its bookkeeping on failure (`standAloneFields`). A document that does not parse is left to
 * Apollo to report.
 */
function isKeyedMutation(body: unknown): boolean {
  const { query, operationName } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof query !== 'string') return false;
  let operation: OperationDefinitionNode | null | undefined;
  try {
    operation = getOperationAST(parse(query), typeof operationName === 'string' ? operationName : undefined);
  } catch {
    return false;
  }
  if (operation?.operation !== OperationTypeNode.MUTATION) return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && !standAloneFields.has(selection.name.value),
  );
}
