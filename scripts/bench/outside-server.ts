/**
 * PostGraphile 5 for the outside comparison (outside.ts), in a process of its own as our server is: the amber
 * preset, grafserv on node:http, over the `outside` schema (views and functions of the web app's three reads,
 * made by outside.ts), with a pool the size of ours. Prints `listening <url>` when ready.
 * Usage: node --import tsx scripts/bench/outside-server.ts <database url>
 */
import { createServer } from 'node:http';

const databaseUrl = process.argv[2];
/** The pool size of our server (db/connect.ts). */
const poolSize = 10;

/**
 * PostGraphile 5 calls Promise.withResolvers (Node 22); on Node 20 its lists come back undefined ("Cannot read
 * properties of undefined (reading 'items')", constructive-io/constructive#1460), so it gets the few lines here.
 */
function withResolvers<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

if (!('withResolvers' in Promise)) Object.assign(Promise, { withResolvers });
const { postgraphile } = await import('postgraphile');
const { PostGraphileAmberPreset } = await import('postgraphile/presets/amber');
const { makePgService } = await import('postgraphile/adaptors/pg');
const { grafserv } = await import('postgraphile/grafserv/node');
const pgl = postgraphile({
  extends: [PostGraphileAmberPreset],
  pgServices: [makePgService({ connectionString: databaseUrl, schemas: ['outside'], poolConfig: { max: poolSize } })],
  grafserv: { graphqlPath: '/graphql', graphiql: false },
  grafast: { explain: false },
});
const serv = pgl.createServ(grafserv);
const server = createServer();
await serv.addTo(server);
server.listen(0, () => {
  const address = server.address();
  console.log(`listening http://localhost:${typeof address === 'object' && address ? address.port : 0}/graphql`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.closeAllConnections();
    server.close();
    void Promise.resolve(pgl.release()).then(() => process.exit(0));
  });
