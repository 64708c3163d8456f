/**
 * A child process of outside.ts: one outside baseline serving the shop page over the bench's PostgreSQL data, in a
 * process of its own as our server is. `postgraphile`: PostGraphile 5 (amber preset, grafserv on node:http) over
 * the `outside` schema (outside.ts); `apollo`: Apollo Server with a hand-written schema whose one resolver runs one
 * SQL statement per page (rows with only the card's columns, category and tags as JSON) under default resolvers.
 * Usage: node --import tsx scripts/bench/outside-server.ts <postgraphile|apollo> <database url>
 */
import { createServer, type Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { GraphQLScalarType } from 'graphql';
import pg from 'pg';

export type FromOutside = { type: 'ready'; url: string } | { type: 'stats'; cpuMs: number };
export type ToOutside = { type: 'stats' } | { type: 'stop' };

const [kind, databaseUrl] = process.argv.slice(2);
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

async function startPostGraphile(): Promise<{ url: string; close: () => Promise<void> }> {
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
  const url = await listen(server);
  return {
    url,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await pgl.release();
    },
  };
}

const apolloSchema = `#graphql
  scalar DateTime
  type Category { id: ID! name: String }
  type Tag { id: ID! name: String }
  type Product { id: ID! title: String price: Float discountPercentage: Float thumbnails: [String!] featured: Boolean
    publishDate: DateTime category: Category productTags: [Tag!]! }
  type ProductBundle { id: ID! title: String price: Float discountPercentage: Float thumbnails: [String!]
    featured: Boolean publishDate: DateTime category: Category productTags: [Tag!]! }
  union ShopItem = Product | ProductBundle
  type ShopItemConnection { items: [ShopItem!]! nextToken: String }
  type Query { shopItems(limit: Int): ShopItemConnection! }
`;

/** One statement per page: the card's columns, the category and tags built as JSON, over the same view. */
const apolloPageSql = `select s.kind, s.id, s.title, s.price, s."discountPercentage", s.thumbnails, s.featured,
    s."publishDate",
    (select json_build_object('id', c.id, 'name', c.name) from outside.category c where c.id = s."categoryId") as category,
    (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) order by x.n), '[]')
      from jsonb_array_elements_text(coalesce(s.tags, '[]')) with ordinality as x(id, n)
      join outside.tag t on t.id = x.id) as "productTags"
  from outside.shop_items($1) s limit $1`;

async function startApollo(): Promise<{ url: string; close: () => Promise<void> }> {
  // Money and percentages as numbers, as our server reads them.
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const server = new ApolloServer({
    typeDefs: apolloSchema,
    resolvers: {
      DateTime: new GraphQLScalarType({
        name: 'DateTime',
        serialize: (value) => (value instanceof Date ? value.toISOString() : value),
      }),
      ShopItem: { __resolveType: (item: { kind: string }) => item.kind },
      Query: {
        shopItems: async (_parent: unknown, args: { limit?: number | null }) => {
          const limit = args.limit ?? 10;
          const { rows } = await pool.query(apolloPageSql, [limit + 1]);
          const more = rows.length > limit;
          return {
            items: rows.slice(0, limit),
            nextToken: more ? Buffer.from(JSON.stringify({ offset: limit })).toString('base64url') : null,
          };
        },
      },
    },
    csrfPrevention: false,
  });
  const { url } = await startStandaloneServer(server, { listen: { port: 0 } });
  return {
    url,
    close: async () => {
      await server.stop();
      await pool.end();
    },
  };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, () => {
      const address = server.address();
      resolve(`http://localhost:${typeof address === 'object' && address ? address.port : 0}/graphql`);
    }),
  );
}

const reply = (message: FromOutside) => process.send?.(message);
const running = kind === 'postgraphile' ? await startPostGraphile() : await startApollo();
let cpuSince = process.cpuUsage();

process.on('message', (message: ToOutside) => {
  if (message.type === 'stats') {
    const cpu = process.cpuUsage(cpuSince);
    cpuSince = process.cpuUsage();
    reply({ type: 'stats', cpuMs: (cpu.user + cpu.system) / 1000 });
    return;
  }
  void running.close().then(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
reply({ type: 'ready', url: running.url });
