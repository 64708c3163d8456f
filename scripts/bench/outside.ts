/**
 * Outside baselines for the shop page (issue 16), PostgreSQL only, on the data the bench loaded: our GraphQL page
 * and the thin pass-through (server.ts) beside PostGraphile 5 and Apollo Server with one SQL statement per page
 * (outside-server.ts, each in its own process), at 10 and 50 connections, with each one's ratio to the thin
 * pass-through. The baselines read the same rows through views in a schema of their own (`outside`): the shop's
 * visibility rule, its order, and the card's category and tags (deleted ones left out), as a generic API sees them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { post, runLoad, type LoadResult, type Target } from './load.ts';
import type { FromOutside, ToOutside } from './outside-server.ts';
import { pageQuery, pageSize } from './page.ts';

const root = resolve(import.meta.dirname, '../..');

/** Published and not deleted (server/catalogue/visibility.ts); products also sold online (onSale). */
const live = `_deleted = false and "publishDate" is not null and "publishDate" <= now()
    and jsonb_array_length(coalesce(thumbnails, '[]'::jsonb)) > 0`;

/** Products on sale and bundles; money as numbers, as ours sends it. */
const outsideSchema = `
drop schema if exists outside cascade;
create schema outside;
create view outside.shop_item as
  select 'Product'::text as kind, id, title, price::float8 as price, "discountPercentage"::float8 as "discountPercentage",
    thumbnails, featured, "publishDate", "categoryId", tags
  from public.product
  where ${live} and "eCommerceProduct" is true
  union all
  select 'ProductBundle', id, title, price::float8, "discountPercentage"::float8, thumbnails, featured, "publishDate",
    "categoryId", tags
  from public.product_bundle
  where ${live};
create view outside.category as select id, name from public.product_category where _deleted = false;
create view outside.tag as select id, name from public.product_tag where _deleted = false;
-- Each table's first rows in index order, then merged, as the shop's own statement does: PostgreSQL 15 sorts the
-- whole union otherwise (20,000 rows for every page). So the page's end is an argument.
create function outside.shop_items(page_end int) returns setof outside.shop_item language sql stable as $$
  select * from (
    (select 'Product'::text, id, title, price::float8, "discountPercentage"::float8, thumbnails, featured,
      "publishDate", "categoryId", tags
    from public.product
    where ${live} and "eCommerceProduct" is true
    order by coalesce(featured, false) desc, "publishDate" desc, title desc, id desc limit page_end)
    union all
    (select 'ProductBundle', id, title, price::float8, "discountPercentage"::float8, thumbnails, featured,
      "publishDate", "categoryId", tags
    from public.product_bundle
    where ${live}
    order by coalesce(featured, false) desc, "publishDate" desc, title desc, id desc limit page_end)
  ) page order by coalesce(featured, false) desc, "publishDate" desc, title desc, id desc
$$;
create function outside.shop_item_product_tags(item outside.shop_item) returns setof outside.tag
  language sql stable as $$
  select t.* from jsonb_array_elements_text(coalesce(item.tags, '[]'::jsonb)) with ordinality as x(id, n)
  join outside.tag t on t.id = x.id order by x.n
$$;
comment on function outside.shop_item_product_tags(outside.shop_item) is E'@behavior -connection +list';
-- Keys and the category's foreign key for PostGraphile (views have none of their own): it joins the category in
-- its page statement; the tags, a list of ids, come from the function above in a statement of their own.
comment on view outside.category is E'@primaryKey id';
comment on view outside.tag is E'@primaryKey id';
comment on view outside.shop_item is E'@primaryKey id\n@foreignKey ("categoryId") references outside.category (id)';
`;

const card =
  'id title price discountPercentage thumbnails featured publishDate category { id name } productTags { id name }';
/** PostGraphile's names (amber: a column `id` is `rowId`, a list field `…List`, a relation `…By…`), aliased. */
const postgraphileCard =
  'id: rowId title price discountPercentage thumbnails featured publishDate category: categoryByCategoryId { id: rowId name } ' +
  'productTags: productTagsList { id: rowId name }';
const postgraphileQuery = `{ shopItems(pageEnd: ${pageSize + 1}, first: ${pageSize}) { nodes { kind ${postgraphileCard} } pageInfo { hasNextPage endCursor } } }`;
const apolloQuery = `{ shopItems(limit: ${pageSize}) { items { __typename ... on Product { ${card} } ... on ProductBundle { ${card} } } nextToken } }`;

/** The fields all four answers share, in one form: kind, the card's fields, publish date as ms. */
function normalised(item: Record<string, unknown>): unknown {
  const { __typename, kind, publishDate, ...rest } = item;
  return { ...rest, kind: kind ?? __typename, publishDate: Date.parse(String(publishDate)) };
}

function itemsOf(body: string): unknown[] {
  const { data } = JSON.parse(body) as {
    data?: { shopItems: { items?: Record<string, unknown>[]; nodes?: Record<string, unknown>[] } };
  };
  if (!data) throw new Error(`no data: ${body.slice(0, 300)}`);
  return (data.shopItems.items ?? data.shopItems.nodes ?? []).map(normalised);
}

class Outside {
  private waiting: ((message: FromOutside) => void)[] = [];
  private constructor(readonly process: ChildProcess) {
    process.on('message', (message: FromOutside) => this.waiting.shift()?.(message));
  }
  static async start(kind: 'postgraphile' | 'apollo', databaseUrl: string, nodeArgs: string[]) {
    const child = spawn(
      process.execPath,
      [...nodeArgs, '--import', 'tsx', 'scripts/bench/outside-server.ts', kind, databaseUrl],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production', GRAPHILE_ENV: 'production' },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    const outside = new Outside(child);
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`${kind} exited (${code})`))),
    );
    exited.catch(() => undefined);
    const ready = await Promise.race([outside.next(), exited]);
    if (ready.type !== 'ready') throw new Error(`unexpected ${ready.type}`);
    return { outside, url: ready.url };
  }
  next(): Promise<FromOutside> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  async cpuMs(): Promise<number> {
    const answer = this.next();
    this.process.send({ type: 'stats' } satisfies ToOutside);
    const got = await answer;
    return got.type === 'stats' ? got.cpuMs : NaN;
  }
  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.process.send({ type: 'stop' } satisfies ToOutside);
    await exited;
  }
}

export interface OutsideOptions {
  /** Our server's GraphQL endpoint and thin pass-through (server.ts). */
  graphqlUrl: string;
  bareUrl: string;
  /** CPU ms our server's process used since the previous call. */
  ourCpuMs: () => Promise<number>;
  databaseUrl: string;
  seconds: number;
  warmupMs: number;
  nodeArgs: string[];
}

interface Measured {
  result: LoadResult;
  cpuPerRequest: number;
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** Runs the baselines beside ours and prints the table and its notes. */
export async function benchOutside(options: OutsideOptions): Promise<void> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query(outsideSchema);
  } finally {
    await client.end();
  }
  const postgraphile = await Outside.start('postgraphile', options.databaseUrl, options.nodeArgs);
  const apollo = await Outside.start('apollo', options.databaseUrl, options.nodeArgs);
  try {
    const targets = [
      {
        name: 'ours (GraphQL)',
        target: { url: options.graphqlUrl, body: JSON.stringify({ query: pageQuery, variables: { filter: null } }) },
        cpuMs: options.ourCpuMs,
      },
      {
        name: 'thin pass-through',
        target: { url: options.bareUrl, body: JSON.stringify({ search: null, limit: pageSize }) },
        cpuMs: options.ourCpuMs,
      },
      {
        name: 'PostGraphile 5',
        target: { url: postgraphile.url, body: JSON.stringify({ query: postgraphileQuery }) },
        cpuMs: () => postgraphile.outside.cpuMs(),
      },
      {
        name: 'Apollo, one SQL per page',
        target: { url: apollo.url, body: JSON.stringify({ query: apolloQuery }) },
        cpuMs: () => apollo.outside.cpuMs(),
      },
    ] satisfies { name: string; target: Target; cpuMs: () => Promise<number> }[];

    const answers = await Promise.all(targets.map(({ target }) => post(target)));
    const reference = JSON.stringify(itemsOf(answers[1].body));
    const agreement = targets.map(({ name }, i) => {
      const same = JSON.stringify(itemsOf(answers[i].body)) === reference;
      return `${name} ${same ? 'same' : 'DIFFERS'}`;
    });

    const measured = new Map<string, Measured>();
    for (const connections of [10, 50]) {
      for (const { name, target, cpuMs } of targets) {
        process.stdout.write(`   outside: ${name} @ ${connections} connections ...`);
        await cpuMs();
        const result = await runLoad(target, connections, options.seconds * 1000, options.warmupMs);
        const cpuPerRequest = (await cpuMs()) / (result.requests + result.warmupRequests);
        console.log(` ${fixed(result.perSecond)} req/s`);
        measured.set(`${name}@${connections}`, { result, cpuPerRequest });
      }
    }

    const at = (name: string, connections: number) => measured.get(`${name}@${connections}`);
    const headers = ['page', 'req/s @10', 'x thin', 'p50 ms', 'req/s @50', 'x thin', 'p50 ms', 'CPU ms/req @10/@50'];
    const lines = targets.map(({ name }) => {
      const cells = [name];
      for (const connections of [10, 50]) {
        const mine = at(name, connections);
        const thin = at('thin pass-through', connections);
        cells.push(
          fixed(mine?.result.perSecond ?? NaN),
          `${fixed((mine?.result.perSecond ?? NaN) / (thin?.result.perSecond ?? NaN), 2)}x`,
          fixed(mine?.result.p50 ?? NaN, 2),
        );
      }
      cells.push(`${fixed(at(name, 10)?.cpuPerRequest ?? NaN, 2)}/${fixed(at(name, 50)?.cpuPerRequest ?? NaN, 2)}`);
      return cells;
    });
    const widths = headers.map((header, i) => Math.max(header.length, ...lines.map((line) => line[i].length)));
    const format = (cells: string[]) =>
      cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
    console.log(
      `\n### Shop page beside outside baselines (PostgreSQL, ${pageSize} cards, ${options.seconds} s per run after ${options.warmupMs / 1000} s warm-up)`,
    );
    console.log([format(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n'));
    console.log("(x thin: req/s over the thin pass-through's at the same connections; CPU: the serving process's)");
    for (const note of [
      `answers (items, order and card fields, compared with the thin pass-through's): ${agreement.join(', ')}`,
      'all four over the same rows, each server one node process with the same node flags and a pool of 10',
      'PostGraphile: amber preset over views of the shop rule (products on sale and bundles, category and tags ' +
        'without deleted ones); the category by a foreign key (joined in its statement), the tags by a function (a ' +
        'second statement); its answer says `kind` for __typename, ids as `rowId`, the category as ' +
        '`categoryByCategoryId` and tags as `productTagsList` (aliased in the query), `nodes`/`pageInfo` for ' +
        'items/nextToken, and publishDate as PostgreSQL prints it',
      "both read the page through outside.shop_items(page_end), whose two branches take each table's first rows in " +
        'index order as our statement does (ordering the union view itself, PostgreSQL 15 sorts all 20,000 rows)',
      'Apollo: plain graphql-js execution of a hand-written schema, one unnamed statement per page over the same views',
      'ours: also reads the viewer token, checks access and runs the cost, depth and alias limits',
    ])
      console.log(`- ${note}`);
  } finally {
    await postgraphile.outside.stop();
    await apollo.outside.stop();
  }
}
