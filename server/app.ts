/**
 * Starts the whole server on one port: GraphQL over HTTP and WebSocket, the GraphQL IDE, health checks, files
 * and the built web app.
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/connect.ts';
import { listen, type Listener } from '../db/listener.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createUrlSigner } from './auth/signed-urls.ts';
import { SessionEnds, sessionEndsChannel, sessionLive, shareSessionEnd } from './auth/sessions.ts';
import { pruneThrottles } from './auth/throttle.ts';
import { claimGeneratedKey } from './auth/shared-secret.ts';
import { createTokenService, signingKey } from './auth/tokens.ts';
import { createBotCheck } from './messaging/bot-check.ts';
import type { Config } from './config.ts';
import type { App } from './context.ts';
import { createApolloServer, handleGraphQL } from './http/graphql.ts';
import { securityHeaders } from './http/headers.ts';
import { pruneIdempotencyKeys } from './http/idempotency.ts';
import { sendJson } from './http/request.ts';
import { serveFile, serveWebApp } from './http/static.ts';
import { attachSubscriptions } from './http/subscriptions.ts';
import { answerReadiness } from './http/readiness.ts';
import { answeredUnavailable } from './http/unavailable.ts';
import { logError } from './observability/log.ts';
import { answerMetrics, startMetricsServer } from './observability/metrics-endpoint.ts';
import { trackDatabasePool } from './observability/metrics.ts';
import { requestFinished } from './observability/request-log.ts';
import { openRecord, type RequestRecord } from './observability/request-record.ts';
import { watchStatements } from './observability/statements.ts';
import { traceRequest } from './observability/tracing.ts';
import { compactLiveCount } from './catalogue/catalogue.repository.ts';
import { createFileStorage } from './files/factory.ts';
import { storageWritable } from './files/storage.ts';
import { sweepUnsavedUploads } from './files/sweep.ts';
import { startImportInstance } from './imports/instance.ts';
import { startHeartbeat } from './system/heartbeat.ts';
import { allHandlers, JobQueue } from './jobs/queue.ts';
import { createMailer } from './mail/mailer.ts';
import { ChangeFeed } from './models/pubsub.ts';
import { changesChannel, pruneChangeOverflow, SharedChangeFeed } from './models/shared-feed.ts';
import { VisibleChanges } from './models/visible-changes.ts';
import { features } from './features.ts';
import { buildSchema } from './schema.ts';

export interface RunningServer {
  app: App;
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Runs on the migrated database before the server listens (demo data). */
  prepare?: (handle: DatabaseHandle, config: Config) => Promise<void>;
}

function wantsHtml(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

/**
 * The application's parts on an open database: the server's, and a script's that runs the same services. On
 * PostgreSQL change events and session ends are sent to every process sharing the database (startServer listens).
 */
export function createApp(config: Config, handle: DatabaseHandle): App {
  const shared = handle.kind === 'postgres';
  const changes = shared ? new SharedChangeFeed(handle.db) : new ChangeFeed();
  const app: App = {
    config,
    db: handle.db,
    changes,
    subscriptions: new VisibleChanges(handle.db, changes),
    tokens: createTokenService(signingKey(config), (sessionId) => sessionLive(handle.db, sessionId)),
    links: createUrlSigner(signingKey(config)),
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom }),
    files: createFileStorage(config.dataDir),
    botCheck: createBotCheck(config.botCheck, { db: handle.db, serverSecret: () => signingKey(config) }),
    sessionEnds: new SessionEnds(shared ? shareSessionEnd(handle.db) : undefined),
    jobs: new JobQueue(handle.db, config.jobs),
  };
  return app;
}

/** Hears the change events and session ends of every process on the database, this one's included. */
async function listenAcrossProcesses(app: App, databaseUrl: string, feed: SharedChangeFeed): Promise<Listener> {
  const listener = listen(
    databaseUrl,
    {
      [changesChannel]: (payload) => feed.receive(payload),
      [sessionEndsChannel]: (sessionId) => app.sessionEnds.heard(sessionId),
    },
    { onRelisten: () => feed.missed('the listening connection was lost') },
  );
  await listener.ready;
  return listener;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const releaseGeneratedKey = await claimGeneratedKey(config);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  watchStatements(config.slowStatementMs);
  trackDatabasePool(handle.poolStats);
  await migrateToLatest(handle.db);
  if (options.prepare) await options.prepare(handle, config);
  const app = createApp(config, handle);
  // Mail and other work after a commit: every process works the queue (server/jobs/queue.ts).
  await app.jobs.start(app, allHandlers(features.map((feature) => feature.jobs)), { work: true });
  const listener =
    app.changes instanceof SharedChangeFeed && config.databaseUrl
      ? await listenAcrossProcesses(app, config.databaseUrl, app.changes)
      : undefined;
  // Throttle rows past their window and rows as they were that every process has read are dead weight, and the live
  // products' kept differences fold into one: an hourly sweep keeps the tables small.
  const pruning = setInterval(
    () =>
      Promise.all([pruneThrottles(app.db), pruneChangeOverflow(app.db), compactLiveCount(app.db)]).catch(
        (error: unknown) => logError('the hourly sweep failed', error),
      ),
    60 * 60 * 1000,
  );
  pruning.unref();
  // Idempotency keys outlive their use by 30 days: forgotten at start and daily (every process may sweep: harmless).
  await pruneIdempotencyKeys(app.db);
  const keyPruning = setInterval(
    () => pruneIdempotencyKeys(app.db).catch((error: unknown) => logError('pruning idempotency keys failed', error)),
    24 * 60 * 60 * 1000,
  );
  keyPruning.unref();
  // Uploads no record names a day later (a dialog never saved) leave storage: hourly, in any process (sweep.ts).
  const uploadSweep = setInterval(
    () => sweepUnsavedUploads(app).catch((error: unknown) => logError('sweeping unsaved uploads failed', error)),
    60 * 60 * 1000,
  );
  uploadSweep.unref();
  // Imports a crash interrupted read failed from now on, not after a wait (server/imports/instance.ts).
  const imports = await startImportInstance(app.db, { dataDir: config.dataDir, exclusive: handle.kind !== 'postgres' });
  // This process's row on the System screen, beating every 10 s until close (server/system/heartbeat.ts).
  const heartbeat = await startHeartbeat(app.db);
  const schema = buildSchema();
  const apollo = createApolloServer(schema, {
    hideSuggestions: config.production,
    introspection: config.introspection,
  });
  const headersFor = securityHeaders(config);
  const featureRoutes = features.flatMap((feature) => feature.routes ?? []);
  await apollo.start();

  const route = async (req: IncomingMessage, res: ServerResponse, request: RequestRecord) => {
    for (const [name, value] of Object.entries(headersFor(req))) res.setHeader(name, value);
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    request.route = pathname === '/healthz' || pathname === '/readyz' || pathname === '/graphql' ? pathname : 'web app';
    if (pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (pathname === '/metrics') {
      request.route = pathname;
      return answerMetrics(req, res, config.metrics);
    }
    if (pathname === '/readyz')
      return answerReadiness(app, handle.kind, res, { storageWritable: () => storageWritable(app.files) });
    if (pathname === '/graphql') {
      const ide = join(config.webDir, 'graphiql.html');
      // With the IDE off (production, unless GRAPHQL_IDE=true) a browser gets what any other client gets.
      if (config.graphqlIde && wantsHtml(req) && existsSync(ide)) return serveFile(req, res, ide, 'no-cache');
      return handleGraphQL(app, apollo, req, res);
    }
    const featureRoute = featureRoutes.find(
      (candidate) =>
        candidate.method === req.method &&
        (candidate.prefix ? pathname.startsWith(candidate.path) : pathname === candidate.path),
    );
    if (featureRoute) {
      request.route = featureRoute.path;
      request.secretPath = featureRoute.secretPath ?? false;
      return featureRoute.handle(app, req, res);
    }
    return serveWebApp(req, res, config.webDir);
  };

  const server = createServer((req, res) => {
    const request = openRecord(req, 'web app');
    res.setHeader('x-request-id', request.id);
    res.once('close', () => requestFinished(req, res, request));
    traceRequest(req, res, request, () => route(req, res, request)).catch((error: unknown) => {
      if (answeredUnavailable(res, error)) return;
      logError('request failed', error, { requestId: request.id });
      if (!res.headersSent)
        sendJson(res, 500, {
          errors: [
            { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: request.id } },
          ],
        });
      else res.end();
    });
  });
  const subscriptions = attachSubscriptions(app, schema, server);
  const stopCatchUps =
    app.changes instanceof SharedChangeFeed ? app.changes.onMissed(() => subscriptions.askToCatchUp()) : undefined;
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const { metrics } = config;
  const metricsServer =
    metrics.port === undefined ? undefined : await startMetricsServer(metrics.port, metrics.host, metrics.token);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    url: `http://localhost:${port}`,
    close: async () => {
      clearInterval(pruning);
      clearInterval(keyPruning);
      clearInterval(uploadSweep);
      stopCatchUps?.();
      if (app.changes instanceof SharedChangeFeed) app.changes.stop();
      await subscriptions.close();
      await listener?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await metricsServer?.close();
      await apollo.stop();
      await app.jobs.stop();
      await imports.stop();
      await heartbeat.stop();
      await handle.close();
      await releaseGeneratedKey();
    },
  };
}
