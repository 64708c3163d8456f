/**
 * OpenTelemetry traces, on when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: spans
 * sent in batches as OTLP/HTTP JSON to `<endpoint>/v1/traces` (an OpenTelemetry Collector, Jaeger, Tempo).
 *
 * Instrumented by hand at our own seams, not by require/import hooks (which do not reach into the esbuild bundle
 * reliably): an HTTP request (traceRequest), its GraphQL operation and each root field (tracingPlugin), each
 * database statement under them (recordStatementSpan), each background job run (traceJob). Nested fields get no
 * span: they are served by batched loaders, and a shop page resolves some 1,500 of them.
 *
 * Off, it costs a boolean test per seam: the SDK is not even loaded, and no context manager is registered (on
 * Node 20 the AsyncLocalStorage it needs costs on every promise). What a span carries is chosen like a log line's:
 * names, ids, statuses and durations; never a query string, a statement's parameters or a GraphQL variable.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  context,
  diag,
  DiagLogLevel,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import {
  ATTR_DB_COLLECTION_NAME,
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_SUMMARY,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
  ATTR_SERVICE_VERSION,
  ATTR_URL_PATH,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import packageJson from '../../package.json' with { type: 'json' };
import type { RequestContext } from '../context.ts';
import { knownCodes } from '../errors.ts';
import { log } from './log.ts';
import type { RequestRecord } from './request-record.ts';

/** The one switch every seam reads first: set by startTracing, cleared by its shutdown. */
let tracingOn = false;

export function isTracingOn(): boolean {
  return tracingOn;
}

/** The provider's tracer while tracing is on (the API's no-op one before: never used, every seam tests tracingOn). */
let tracer: Tracer = trace.getTracer('classroom-platform');

// GraphQL's attributes are still "incubating" in the semantic conventions: their names, copied as advised there.
const ATTR_GRAPHQL_OPERATION_NAME = 'graphql.operation.name';
const ATTR_GRAPHQL_OPERATION_TYPE = 'graphql.operation.type';
const ATTR_REQUEST_ID = 'request.id';

export interface TracingHandle {
  /** Sends the spans ended so far now, not at the next batch. */
  flush(): Promise<void>;
  /** Sends the spans still buffered, then turns tracing off (the process is about to exit). */
  shutdown(): Promise<void>;
}

/** Where the spans go: the traces endpoint as given, or the general one with `v1/traces` added (the spec's rule). */
export function tracesUrl(env: NodeJS.ProcessEnv): string | null {
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!base) return null;
  return `${base.endsWith('/') ? base : `${base}/`}v1/traces`;
}

type SdkTrace = typeof import('@opentelemetry/sdk-trace');

/** OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG, as the specification names them (default: every trace). */
function samplerOf(env: NodeJS.ProcessEnv, sdk: SdkTrace) {
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  const fraction = Number.isFinite(ratio) && ratio >= 0 && ratio <= 1 ? ratio : 1;
  switch (env.OTEL_TRACES_SAMPLER) {
    case 'always_on':
      return new sdk.AlwaysOnSampler();
    case 'always_off':
      return new sdk.AlwaysOffSampler();
    case 'traceidratio':
      return new sdk.TraceIdRatioBasedSampler(fraction);
    case 'parentbased_always_off':
      return new sdk.ParentBasedSampler({ root: new sdk.AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new sdk.ParentBasedSampler({ root: new sdk.TraceIdRatioBasedSampler(fraction) });
    default:
      return new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() });
  }
}

/**
 * Turns tracing on when an OTLP endpoint is configured; null (and nothing loaded or registered) when not. Called
 * once, before the server starts.
 */
export async function startTracing(env: NodeJS.ProcessEnv): Promise<TracingHandle | null> {
  const url = tracesUrl(env);
  if (!url || env.OTEL_SDK_DISABLED === 'true' || tracingOn) return null;
  const [sdk, { OTLPTraceExporter }, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, resources] =
    await Promise.all([
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/resources'),
    ]);
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL;
  if (protocol && protocol !== 'http/json')
    log.warn({ protocol }, 'tracing: spans are sent as OTLP over HTTP with JSON bodies (http/json) only');
  // The exporter's troubles (a collector away, a refused batch) go to the log, not to nowhere.
  diag.setLogger(
    {
      error: (message, ...args) => log.warn({ detail: args.map(String) }, `tracing: ${message}`),
      warn: (message, ...args) => log.warn({ detail: args.map(String) }, `tracing: ${message}`),
      info: () => undefined,
      debug: () => undefined,
      verbose: () => undefined,
    },
    DiagLogLevel.WARN,
  );
  const serviceName = env.OTEL_SERVICE_NAME || 'classroom-platform';
  const resource = resources
    .defaultResource()
    .merge(resources.detectResources({ detectors: [resources.resourceAttributesEnvDetector] }))
    .merge(
      resources.resourceFromAttributes({
        [ATTR_SERVICE_NAME]: serviceName,
        [ATTR_SERVICE_VERSION]: packageJson.version,
      }),
    );
  const provider = new sdk.TracerProvider({
    resource,
    sampler: samplerOf(env, sdk),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }) })],
  });
  const contextManager = new AsyncLocalStorageContextManager();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  tracer = provider.getTracer('classroom-platform', packageJson.version);
  tracingOn = true;
  log.info({ url, serviceName, sampler: env.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on' }, 'tracing on');
  return {
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      tracingOn = false;
      try {
        await provider.shutdown();
      } finally {
        trace.disable();
        propagation.disable();
        context.disable();
        diag.disable();
      }
    },
  };
}

/**
 * One HTTP request's span (SERVER), continuing the caller's trace when it sends a W3C `traceparent`. Active while
 * `work` runs, so that what it does is parented to it; ended when the response is closed (its final status known,
 * a file's stream sent), named then by the route the router chose. Its path has no query string (signed links carry
 * their signature there) and, for a route whose path is a secret (a calendar feed's token), is the route alone.
 */
export function traceRequest<T>(
  req: IncomingMessage,
  res: ServerResponse,
  request: RequestRecord,
  work: () => Promise<T>,
): Promise<T> {
  if (!tracingOn) return work();
  const method = req.method ?? 'GET';
  const parent = propagation.extract(ROOT_CONTEXT, req.headers);
  const span = tracer.startSpan(
    `HTTP ${method}`,
    { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: method, [ATTR_REQUEST_ID]: request.id } },
    parent,
  );
  res.once('close', () => {
    // A response the caller left before it was sent has no status of its own: 499, as proxies log it.
    const status = res.writableFinished ? res.statusCode : 499;
    span.updateName(`HTTP ${method} ${request.route}`);
    span.setAttributes({
      [ATTR_HTTP_ROUTE]: request.route,
      [ATTR_URL_PATH]: request.secretPath ? request.route : (req.url ?? '/').split('?')[0],
      [ATTR_HTTP_RESPONSE_STATUS_CODE]: status,
    });
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await work();
    } catch (error) {
      failed(span, error);
      throw error;
    }
  });
}

/** A span marked failed with the error's kind only: its message may quote what a user typed. */
function failed(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR });
  span.setAttribute(ATTR_ERROR_TYPE, error instanceof Error ? error.name : typeof error);
}

/** One run of a background job (INTERNAL), a trace of its own: the statements it sends are its children. */
export function traceJob<T>(name: string, jobId: string, work: () => Promise<T>): Promise<T> {
  if (!tracingOn) return work();
  return tracer.startActiveSpan(
    `job ${name}`,
    { kind: SpanKind.INTERNAL, root: true, attributes: { 'job.name': name, 'job.id': jobId } },
    async (span) => {
      try {
        return await work();
      } catch (error) {
        failed(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/**
 * A database statement's span (CLIENT), told after it ended (db/observers.ts): its name ('select product') and
 * times, never its text's values nor its parameters. Only under a request's or a job's span: the job queue's
 * polling and the table watches would otherwise fill the traces with lone statements.
 */
export function recordStatementSpan(name: string, startedAtMs: number, durationMs: number, failedStatement: boolean) {
  if (!tracingOn) return;
  const parent = context.active();
  if (!trace.getSpan(parent)) return;
  const words = name.split(' ');
  const [operation, table] = words[0] === 'raw' ? words.slice(1) : words;
  const span = tracer.startSpan(
    `db ${name}`,
    {
      kind: SpanKind.CLIENT,
      startTime: startedAtMs,
      attributes: {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        [ATTR_DB_OPERATION_NAME]: operation,
        [ATTR_DB_QUERY_SUMMARY]: name,
        ...(table && table !== '?' ? { [ATTR_DB_COLLECTION_NAME]: table } : {}),
      },
    },
    parent,
  );
  if (failedStatement) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(startedAtMs + durationMs);
}

/** Each operation's span, found by its root fields' spans through the request's context object. */
const operationSpans = new WeakMap<object, Span>();

const tracedSchemas = new WeakSet<GraphQLSchema>();

/**
 * A span per root Query and Mutation field (where our resolvers reach the database), child of its operation's.
 * Done to the schema's own resolvers because the schema runs on graphql-jit behind a gateway (http/executor.ts),
 * and Apollo's willResolveField would wrap every field of the schema, nested ones too, each call then going
 * through a hook instead of graphql-jit's plain reads.
 */
function traceRootFields(schema: GraphQLSchema): void {
  if (tracedSchemas.has(schema)) return;
  tracedSchemas.add(schema);
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
      const name = `${type.name}.${field.name}`;
      const traced: GraphQLFieldResolver<unknown, unknown> = (source, args, contextValue, info) => {
        if (!tracingOn) return resolve(source, args, contextValue, info);
        const operation = typeof contextValue === 'object' && contextValue ? operationSpans.get(contextValue) : null;
        const parent = operation ? trace.setSpan(context.active(), operation) : context.active();
        return tracer.startActiveSpan(
          name,
          {
            kind: SpanKind.INTERNAL,
            attributes: { 'graphql.field.name': field.name, 'graphql.field.type': type.name },
          },
          parent,
          async (span) => {
            try {
              return await resolve(source, args, contextValue, info);
            } catch (error) {
              failed(span, error);
              throw error;
            } finally {
              span.end();
            }
          },
        );
      };
      field.resolve = traced;
    }
  }
}

/**
 * Apollo Server's part: the root fields' spans installed at start, and a span per operation (`graphql mutation
 * SignIn`) with its name, type and request id, marked failed when an error is not one of the contract's codes
 * (an internal one, the database away). Off, it adds no hook to a request.
 */
export const tracingPlugin: ApolloServerPlugin<RequestContext> = {
  serverWillStart: ({ schema }) => {
    if (tracingOn) traceRootFields(schema);
    return Promise.resolve();
  },
  requestDidStart: ({ contextValue }) => {
    if (!tracingOn) return Promise.resolve();
    const span = tracer.startSpan('graphql', {
      kind: SpanKind.INTERNAL,
      attributes: { [ATTR_REQUEST_ID]: contextValue.request.id },
    });
    operationSpans.set(contextValue, span);
    return Promise.resolve({
      didResolveOperation: ({ operationName, operation }) => {
        const type = operation?.operation ?? 'query';
        span.updateName(`graphql ${type}${operationName ? ` ${operationName}` : ''}`);
        span.setAttribute(ATTR_GRAPHQL_OPERATION_TYPE, type);
        if (operationName) span.setAttribute(ATTR_GRAPHQL_OPERATION_NAME, operationName);
        return Promise.resolve();
      },
      didEncounterErrors: ({ errors }) => {
        const unexpected = errors.find((error) => {
          const code = error.extensions.code;
          return typeof code !== 'string' || !knownCodes.has(code);
        });
        if (unexpected) failed(span, unexpected.originalError ?? unexpected);
        return Promise.resolve();
      },
      willSendResponse: () => {
        span.end();
        operationSpans.delete(contextValue);
        return Promise.resolve();
      },
    });
  },
};
