/**
 * Customers and coupons (issue 10):
 * - one-time set-password links (Create Teacher's e-mail): only a hash of each token is kept; a link expires and
 *   works once (usedAt), and setting a password revokes the account's other links (revokedAt);
 * - coupon codes unique among live coupons, compared as verifyCoupon compares them (upper-cased, A-Z and 0-9 only),
 *   so that two concurrent creates of one code leave one coupon;
 * - one live reporting teacher per teacher profile, so that Create Reporting Data can run again (or twice at once)
 *   without duplicates.
 * Live duplicates that older data may hold are soft-deleted first (a tombstone, as a delete makes), keeping the row
 * the application already preferred: for coupons the one verifyCoupon tries first, for reporting rows the newest.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';

const normalisedCode = sql`regexp_replace(upper(${sql.ref('couponCode')}), '[^A-Z0-9]', '', 'g')`;
const nowMs = sql`(extract(epoch from now()) * 1000)::bigint`;

async function tombstone(db: Kysely<any>, table: string, ranked: RawBuilder<unknown>): Promise<void> {
  await sql`update ${sql.table(table)} set _deleted = true, _version = _version + 1, ${sql.ref('updatedAt')} = now(),
      ${sql.ref('_lastChangedAt')} = ${nowMs}
    where id in (select id from (${ranked}) ranked where ranked.rank > 1)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('set_password_token')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('accountId', 'text', (col) => col.notNull().references('account.id').onDelete('cascade'))
    .addColumn('tokenHash', 'text', (col) => col.notNull().unique())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expiresAt', 'timestamptz', (col) => col.notNull())
    .addColumn('usedAt', 'timestamptz')
    .addColumn('revokedAt', 'timestamptz')
    .execute();
  await db.schema.createIndex('set_password_token_account_idx').on('set_password_token').column('accountId').execute();

  await tombstone(
    db,
    'coupon',
    sql`select id, row_number() over (partition by ${normalisedCode}
        order by enabled desc nulls last, ${sql.ref('endDate')} desc nulls first, ${sql.ref('createdAt')} desc, id) as rank
      from coupon where _deleted = false`,
  );
  await sql`create unique index coupon_normalised_code_idx on coupon (${normalisedCode}) where _deleted = false`.execute(
    db,
  );

  await tombstone(
    db,
    'reporting_teacher',
    sql`select id, row_number() over (partition by ${sql.ref('teacherprofileID')} order by ${sql.ref('updatedAt')} desc, id) as rank
      from reporting_teacher where _deleted = false and ${sql.ref('teacherprofileID')} is not null`,
  );
  await sql`create unique index reporting_teacher_profile_idx on reporting_teacher (${sql.ref('teacherprofileID')})
    where _deleted = false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reporting_teacher_profile_idx').ifExists().execute();
  await db.schema.dropIndex('coupon_normalised_code_idx').ifExists().execute();
  await db.schema.dropTable('set_password_token').ifExists().execute();
}
