/** Production entry: read the environment, start, stop cleanly on a signal. */
import { readConfig, warningBlock } from './config.ts';
import { startServer } from './app.ts';
import { loadDemoData } from './demo.ts';
import { log, logSettings } from './observability/log.ts';
import { startTracing } from './observability/tracing.ts';

const config = readConfig();
// Loudly, before anything else is logged: a try-out's settings must not slip into real use unnoticed.
if (config.startupWarnings.length > 0)
  log.warn(
    { startupWarnings: config.startupWarnings },
    logSettings().format === 'pretty' ? warningBlock(config.startupWarnings) : 'settings fit for a try-out only',
  );
// Before the server: its schema's root fields get their spans as it starts (OTEL_EXPORTER_OTLP_ENDPOINT).
const tracing = await startTracing(process.env);
const starting = startServer(config, { prepare: loadDemoData });

// Heard from the start: a signal while the server starts stops it once it has started, never halfway.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'stopping');
    starting
      .then((running) => running.close())
      // The spans still buffered, the server's last ones among them, are sent before the process exits.
      .finally(() => tracing?.shutdown())
      .then(
        () => {
          log.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'stopped, not cleanly');
          process.exit(1);
        },
      );
  });
}

const running = await starting;
log.info({ url: running.url, ide: `${running.url}/graphql` }, `Serving on ${running.url}`);
