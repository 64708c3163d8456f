/** Production entry: read the environment, start, stop cleanly on a signal. */
import { readConfig, warningBlock } from './config.ts';
import { startServer } from './app.ts';
import { loadDemoData } from './demo.ts';

const config = readConfig();
// Loudly, before anything else is logged: a try-out's settings must not slip into real use unnoticed.
if (config.startupWarnings.length > 0) console.warn(warningBlock(config.startupWarnings));
const running = await startServer(config, { prepare: loadDemoData });
console.log(`Serving on ${running.url} (GraphQL IDE at ${running.url}/graphql)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
