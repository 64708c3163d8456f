/**
 * Traces (issue 29, point 3): with OTEL_EXPORTER_OTLP_ENDPOINT set, a request's spans reach an OTLP/HTTP receiver
 * as one trace (the HTTP request, its GraphQL operation, the root field, the statements it sent) and a job run is a
 * trace of its own; no span carries a variable's value. Off, the seams run their work as it is and nothing is
 * registered. The receiver here is a plain HTTP server that keeps the JSON bodies posted to /v1/traces.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { Socket, type AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { context, createContextKey, ROOT_CONTEXT } from '@opentelemetry/api';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isTracingOn,
  recordStatementSpan,
  startTracing,
  traceJob,
  traceRequest,
  type TracingHandle,
} from '../../server/observability/tracing.ts';
import type { RequestRecord } from '../../server/observability/request-record.ts';
import { gql } from '../helpers/api.ts';
import { startOwnServer, type OwnServer } from '../helpers/own-server.ts';

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string | number;
  endTimeUnixNano: string | number;
  attributes: { key: string; value: OtlpValue }[];
  status?: { code?: number };
}

interface OtlpBody {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

/** An OTLP/HTTP receiver: every body posted to /v1/traces, as sent (text) and read. */
async function startReceiver() {
  const texts: string[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      if (req.method === 'POST' && req.url === '/v1/traces') texts.push(body.toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    texts,
    bodies: () => texts.map((text) => JSON.parse(text) as OtlpBody),
    spans: () =>
      texts.flatMap((text) =>
        (JSON.parse(text) as OtlpBody).resourceSpans.flatMap((resource) =>
          resource.scopeSpans.flatMap((scope) => scope.spans),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

const attribute = (span: OtlpSpan, key: string): string | number | boolean | undefined => {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  if (!value) return undefined;
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.boolValue ?? value.doubleValue;
};

/** The span's ancestors, nearest first, as far as the received spans go. */
function ancestors(span: OtlpSpan, all: OtlpSpan[]): OtlpSpan[] {
  const chain: OtlpSpan[] = [];
  let parent = all.find((candidate) => candidate.spanId === span.parentSpanId);
  while (parent) {
    chain.push(parent);
    const current: OtlpSpan = parent;
    parent = all.find((candidate) => candidate.spanId === current.parentSpanId);
  }
  return chain;
}

const SERVER = 2;
const CLIENT = 3;
const ERROR = 2;

let tracing: TracingHandle | null = null;
let receiver: Receiver | undefined;
let own: OwnServer | undefined;

afterEach(async () => {
  await own?.close();
  await tracing?.shutdown();
  await receiver?.close();
  [own, tracing, receiver] = [undefined, null, undefined];
});

async function tracingTo(env: Record<string, string> = {}): Promise<{ tracing: TracingHandle; receiver: Receiver }> {
  receiver = await startReceiver();
  tracing = await startTracing({ ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, ...env });
  if (!tracing) throw new Error('tracing did not start');
  return { tracing, receiver };
}

describe('traces off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('start nothing, run the work as it is, and register no context manager', async () => {
    const env = { ...process.env };
    delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
    delete env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
    expect(await startTracing(env)).toBeNull();
    expect(isTracingOn()).toBe(false);

    // The very promise the work made: nothing wrapped around it.
    const answered = Promise.resolve('answered');
    const request = { id: 'off-1', route: '/graphql', secretPath: false } as RequestRecord;
    const req = new IncomingMessage(new Socket());
    expect(traceRequest(req, new ServerResponse(req), request, () => answered)).toBe(answered);
    const ran = Promise.resolve('ran');
    expect(traceJob('mail', 'job-1', () => ran)).toBe(ran);
    recordStatementSpan('select product', Date.now() - 3, 3, false);

    // The API's no-op context manager: a value set for a callback is not seen inside it (a registered manager's is).
    const key = createContextKey('probe');
    expect(context.with(ROOT_CONTEXT.setValue(key, 'set'), () => context.active().getValue(key))).toBeUndefined();
  });
});

describe('traces on (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  it('are sent as OTLP JSON with the service named, a job run a trace of its own with its statements', async () => {
    const { tracing, receiver } = await tracingTo({ OTEL_SERVICE_NAME: 'classroom-trace-test' });
    const key = createContextKey('probe');
    expect(context.with(ROOT_CONTEXT.setValue(key, 'set'), () => context.active().getValue(key))).toBe('set');

    await traceJob('mail', 'job-42', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      recordStatementSpan('select account', Date.now() - 4, 4, false);
      recordStatementSpan('raw update pgboss', Date.now() - 2, 2, true);
    });
    // Outside any request or job (the queue's polling): no span.
    recordStatementSpan('raw select job', Date.now() - 1, 1, false);
    await tracing.flush();

    const service = receiver
      .bodies()
      .flatMap((body) => body.resourceSpans)
      .map((resource) => Object.fromEntries(resource.resource.attributes.map((a) => [a.key, a.value.stringValue])));
    expect(service[0]).toMatchObject({ 'service.name': 'classroom-trace-test', 'service.version': expect.any(String) });

    const spans = receiver.spans();
    const job = spans.find((span) => span.name === 'job mail')!;
    expect(job).toBeDefined();
    expect(job.parentSpanId ?? '').toBe('');
    expect(attribute(job, 'job.id')).toBe('job-42');
    const statements = spans.filter((span) => span.name.startsWith('db '));
    expect(statements.map((span) => span.name).sort()).toEqual(['db raw update pgboss', 'db select account']);
    for (const statement of statements) {
      expect(statement.parentSpanId).toBe(job.spanId);
      expect(statement.traceId).toBe(job.traceId);
      expect(statement.kind).toBe(CLIENT);
      expect(attribute(statement, 'db.system.name')).toBe('postgresql');
    }
    const select = statements.find((span) => span.name === 'db select account')!;
    expect(attribute(select, 'db.operation.name')).toBe('select');
    expect(attribute(select, 'db.collection.name')).toBe('account');
    // Told after it ended: it starts 4 ms before it ends, inside the job's span.
    expect(Number(BigInt(select.endTimeUnixNano) - BigInt(select.startTimeUnixNano)) / 1e6).toBeCloseTo(4, 0);
    const failedOne = statements.find((span) => span.name === 'db raw update pgboss')!;
    expect(failedOne.status?.code).toBe(ERROR);
  });

  it("follow a GraphQL request from its HTTP span through the operation and root field to the statements, the caller's trace continued, no variable in any span", async () => {
    const { tracing, receiver } = await tracingTo();
    own = await startOwnServer('tracing');
    const marker = `marker-${randomUUID()}`;
    const callerTrace = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');

    const answer = await gql(
      `mutation TraceProbe($email: String!, $password: String!) { signIn(email: $email, password: $password) { accessToken } }`,
      { email: `${marker}@example.com`, password: `${marker}-password` },
      {
        url: own.server.url,
        headers: { 'x-request-id': 'trace-test-1', traceparent: `00-${callerTrace}-${callerSpan}-01` },
      },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // A job run in the server: a trace of its own, with the statements its handler sent.
    await own.server.app.jobs.enqueue(own.server.app.db, 'account-link', {
      purpose: 'reset-password',
      email: `${marker}@example.com`,
    });
    await expect
      .poll(async () => {
        await tracing.flush();
        return receiver.spans().some((span) => span.name === 'job account-link');
      })
      .toBe(true);
    await own.close();
    own = undefined;
    await tracing.flush();

    const spans = receiver.spans();
    const http = spans.find((span) => span.kind === SERVER && attribute(span, 'request.id') === 'trace-test-1')!;
    expect(http, 'the HTTP span').toBeDefined();
    expect(http.name).toBe('HTTP POST /graphql');
    expect(http.traceId).toBe(callerTrace);
    expect(http.parentSpanId).toBe(callerSpan);
    expect(attribute(http, 'url.path')).toBe('/graphql');
    expect(attribute(http, 'http.response.status_code')).toBe(200);

    const operation = spans.find((span) => span.name === 'graphql mutation TraceProbe')!;
    expect(operation, 'the operation span').toBeDefined();
    expect(operation.parentSpanId).toBe(http.spanId);
    expect(attribute(operation, 'graphql.operation.name')).toBe('TraceProbe');
    expect(attribute(operation, 'graphql.operation.type')).toBe('mutation');
    expect(attribute(operation, 'request.id')).toBe('trace-test-1');

    const field = spans.find((span) => span.name === 'Mutation.signIn')!;
    expect(field, 'the root field span').toBeDefined();
    expect(field.parentSpanId).toBe(operation.spanId);

    const statements = spans.filter(
      (span) => span.name.startsWith('db ') && span.traceId === callerTrace && ancestors(span, spans).includes(field),
    );
    expect(statements.length, 'statements under the root field').toBeGreaterThan(0);
    for (const statement of statements) expect(ancestors(statement, spans).at(-1)).toBe(http);

    const job = spans.find((span) => span.name === 'job account-link')!;
    expect(job.traceId).not.toBe(callerTrace);
    expect(spans.some((span) => span.name.startsWith('db ') && span.parentSpanId === job.spanId)).toBe(true);

    // Nowhere: neither the variables nor the job's data.
    for (const text of receiver.texts) expect(text).not.toContain(marker);
  });
});
