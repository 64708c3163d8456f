/**
 * The ceiling of the outside comparison (outside.ts): a bare handler in a process of its own, node:http and pg and
 * nothing else. Each of the web app's queries is one hand-written statement, prepared once per connection (a named
 * prepared statement), that builds the whole answer as JSON text in the database; the handler writes that text to
 * the socket. No GraphQL, no access check, no token: the body names the query and its values (the teacher's ids
 * for the calendar). Bundled by outside.ts and run by plain node with the flags of `npm start`.
 * Usage: node bare-server.mjs <database url>; prints `listening <url>` when ready.
 */
import { createServer } from 'node:http';
import pg from 'pg';

/** The pool size of our server (db/connect.ts). */
const poolSize = 10;

/** A timestamp as the API writes it (toISOString's form). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The shop's rule (server/catalogue/visibility.ts): published, not deleted; products only when sold online. */
const live = `_deleted = false and "publishDate" is not null and "publishDate" <= now()
  and jsonb_array_length(coalesce(thumbnails, '[]'::jsonb)) > 0`;
const shopOrder = (alias: string) =>
  `${alias}.featured desc, ${alias}."publishDate" desc, ${alias}.title desc, ${alias}.id desc`;
const branch = (kind: string, table: string, rule: string) => `(select '${kind}'::text as kind, id,
    coalesce(featured, false) as featured, "publishDate", title from ${table} where ${rule}
    order by coalesce(featured, false) desc, "publishDate" desc, title desc, id desc limit $1 + 1)`;

/** ShopItems (web/src/shop/operations.ts): products and bundles, each with its card's fields. $1: the page size. */
const shopSql = `with candidates as (
    select * from (${branch('Product', 'product', `${live} and "eCommerceProduct" is true`)}
      union all ${branch('ProductBundle', 'product_bundle', live)}) items
    order by ${shopOrder('items')} limit $1 + 1
  ), page as (select * from candidates order by ${shopOrder('candidates')} limit $1)
  select (select count(*) from candidates) > $1 as more,
    coalesce(json_agg(case page.kind
      when 'Product' then json_build_object('__typename', 'Product', 'id', p.id, 'title', p.title, 'price', p.price,
        'discountPercentage', p."discountPercentage", 'thumbnails', p.thumbnails, 'featured', p.featured,
        'physical', p.physical, 'categoryId', p."categoryId", 'tags', p.tags, 'eCommerceProduct', p."eCommerceProduct",
        'subscriptionProduct', p."subscriptionProduct", 'publishDate', ${iso('p."publishDate"')},
        'updatedAt', ${iso('p."updatedAt"')}, '_version', p._version)
      else json_build_object('__typename', 'ProductBundle', 'id', b.id, 'title', b.title, 'price', b.price,
        'discountPercentage', b."discountPercentage", 'thumbnails', b.thumbnails, 'featured', b.featured,
        'categoryId', b."categoryId", 'tags', b.tags, 'products', b.products,
        'publishDate', ${iso('b."publishDate"')}, 'updatedAt', ${iso('b."updatedAt"')}, '_version', b._version)
      end order by ${shopOrder('page')}), '[]')::text as items
  from page
  left join product p on page.kind = 'Product' and p.id = page.id
  left join product_bundle b on page.kind = 'ProductBundle' and b.id = page.id`;

/** CalendarActivities (web/src/teacher/calendar/operations.ts): $1 owner, $2 profile, $3 and $4 the window. */
const calendarSql = `select count(*) > 1000 as more,
    coalesce(json_agg(json_build_object('id', a.id, 'label', a.label, 'type', a.type,
      'startDateTime', ${iso('a."startDateTime"')}, 'endDateTime', ${iso('a."endDateTime"')}, 'color', a.color,
      'teacherprofileID', a."teacherprofileID", 'teachersubjecttemplateID', a."teachersubjecttemplateID",
      'teacherassessmenttemplateID', a."teacherassessmenttemplateID", 'repeatID', a."repeatID", 'owner', a.owner,
      'createdAt', ${iso('a."createdAt"')}, 'updatedAt', ${iso('a."updatedAt"')}, '_version', a._version,
      '_deleted', a._deleted, '_lastChangedAt', a."_lastChangedAt") order by a.id) filter (where a.n <= 1000),
      '[]')::text as items
  from (select *, row_number() over (order by id) as n from teacher_activity
    where "ownerId" = $1 and _deleted = false and "teacherprofileID" = $2
      and "startDateTime" between $3::timestamptz and $4::timestamptz
    order by id limit 1001) a`;

/**
 * AdminProducts (web/src/admin/products/operations.ts), default sort: title descending in the people's collation,
 * the id in the same direction (the order of the table's index). $1 the page size, $2 the offset; `capped` (when
 * the app asks totalAtLeast): the total counted to $3 at most, as the server counts it.
 */
const adminOrder = (alias: string) => `${alias}.title collate "und-x-icu" desc nulls last, ${alias}.id desc`;
const adminTotal = (capped: boolean) =>
  capped ? `'total', least(counted.n, $3), 'totalAtLeast', counted.n > $3,` : `'total', counted.n,`;
const adminCounted = (capped: boolean) =>
  `(select count(*)::int as n from (select 1 from product where _deleted = false${capped ? ' limit $3 + 1' : ''}) live) counted`;
const adminSql = (
  capped: boolean,
) => `select json_build_object('data', json_build_object('adminProducts', json_build_object(
    ${adminTotal(capped)}
    'items', coalesce((select json_agg(json_build_object('files', c.files, 'videos', c.videos, 'product',
      json_build_object('id', p.id, 'type', p.type, 'title', p.title, 'description', p.description, 'price', p.price,
        'discountPercentage', p."discountPercentage", 'thumbnails', p.thumbnails, 'tags', p.tags,
        'publishDate', ${iso('p."publishDate"')}, 'featured', p.featured, 'categoryId', p."categoryId",
        'eCommerceProduct', p."eCommerceProduct", 'subscriptionProduct', p."subscriptionProduct",
        'physical', p.physical, 'questions', p.questions, 'createdAt', ${iso('p."createdAt"')},
        'updatedAt', ${iso('p."updatedAt"')}, '_version', p._version, '_deleted', p._deleted,
        '_lastChangedAt', p."_lastChangedAt",
        'category', (select json_build_object('id', k.id, 'name', k.name) from product_category k
          where k.id = p."categoryId" and k._deleted = false))) order by ${adminOrder('p')})
      from (select * from product where _deleted = false order by ${adminOrder('product')} limit $1 offset $2) p
      left join lateral (
        select coalesce(sum(jsonb_array_length(coalesce("fileKeys", '[]'::jsonb))), 0)::int as files,
          coalesce(sum(jsonb_array_length(coalesce(urls, '[]'::jsonb))), 0)::int as videos
        from product_content where "productId" = p.id and _deleted = false) c on true), '[]'::json))))::text as answer
  from ${adminCounted(capped)}`;
/** The least the server counts to before it answers "10,000+" (server/catalogue/catalogue.repository.ts). */
const countedTotal = 10_000;

const pageToken = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url');

/** What a request asks for: one of the three queries and its values. */
type Ask =
  | { query: 'shop'; limit: number }
  | { query: 'calendar'; ownerId: string; teacherprofileID: string; from: string; to: string }
  | { query: 'admin'; page: number; limit: number; capped: boolean };

const pool = new pg.Pool({ connectionString: process.argv[2], max: poolSize });

async function answer(ask: Ask): Promise<string> {
  switch (ask.query) {
    case 'shop': {
      const { rows } = await pool.query<{ more: boolean; items: string }>({
        name: 'shop',
        text: shopSql,
        values: [ask.limit],
      });
      const token = rows[0].more ? JSON.stringify(pageToken(ask.limit)) : 'null';
      return `{"data":{"shopItems":{"items":${rows[0].items},"nextToken":${token}}}}`;
    }
    case 'calendar': {
      const { rows } = await pool.query<{ more: boolean; items: string }>({
        name: 'calendar',
        text: calendarSql,
        values: [ask.ownerId, ask.teacherprofileID, ask.from, ask.to],
      });
      const token = rows[0].more ? JSON.stringify(pageToken(1000)) : 'null';
      return `{"data":{"listTeacherActivities":{"items":${rows[0].items},"nextToken":${token}}}}`;
    }
    case 'admin': {
      const offset = (ask.page - 1) * ask.limit;
      const { rows } = await pool.query<{ answer: string }>(
        ask.capped
          ? {
              name: 'admin-capped',
              text: adminSql(true),
              values: [ask.limit, offset, Math.max(countedTotal, ask.page * ask.limit)],
            }
          : { name: 'admin', text: adminSql(false), values: [ask.limit, offset] },
      );
      return rows[0].answer;
    }
  }
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    answer(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Ask).then(
      (text) => {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(text),
        });
        res.end(text);
      },
      (error: unknown) => {
        console.error(error);
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"errors":[{"message":"Internal server error"}]}');
      },
    );
  });
});
server.listen(0, () => {
  const address = server.address();
  console.log(`listening http://localhost:${typeof address === 'object' && address ? address.port : 0}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.closeAllConnections();
    server.close();
    void pool.end().then(() => process.exit(0));
  });
