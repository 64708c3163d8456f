/** Production entry: read the environment, start, stop cleanly on a signal. */
import { readConfig } from './config.ts';
import { startServer } from './app.ts';
import { loadDemoData } from './demo.ts';

const config = readConfig();
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
