/**
 * Sign-up and account recovery (issue 12):
 * - the one-time links of set_password_token get a purpose: 'set-password' (Create Teacher's mail, as before),
 *   'reset-password' (Forgot password), 'sign-in' (login retrieval) and 'verify-email' (sign-up's verification);
 *   a link of one purpose is never accepted for another;
 * - accounts get emailVerifiedAt. Accounts made before verification existed (by an admin, a script or the API)
 *   count as verified from their creation: nobody can be asked to verify retroactively by a notice she never had.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('set_password_token')
    .addColumn('purpose', 'text', (col) => col.notNull().defaultTo('set-password'))
    .execute();
  await db.schema.alterTable('account').addColumn('emailVerifiedAt', 'timestamptz').execute();
  await sql`update account set ${sql.ref('emailVerifiedAt')} = ${sql.ref('createdAt')}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('account').dropColumn('emailVerifiedAt').execute();
  await db.schema.alterTable('set_password_token').dropColumn('purpose').execute();
}
