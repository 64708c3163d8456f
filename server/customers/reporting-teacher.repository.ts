/**
 * Reporting teachers (002 section 3) derived from accounts and teacher profiles, in SQL: one live row per teacher
 * profile of an account in the teacher or admin group, with the account's e-mail, phone, registration date and
 * groups (roles), the profile's names, province, language and school, and the number of products the teacher
 * bought in PAID orders (server/shop/ownership.ts: products and bundles, with the products inside bundles).
 */
import { sql, type RawBuilder } from 'kysely';
import { inTransaction, type Database } from '../../db/connect.ts';
import { boughtIds } from '../shop/ownership.ts';

/** The groups whose profiles are customers (the Customers table) and reporting teachers. */
export const customerGroups = ['teacher', 'admin'];

const copied = [
  'title',
  'name',
  'surname',
  'language',
  'province',
  'email',
  'phone',
  'registrationDate',
  'roles',
  'productCount',
  'teacherProfileSchoolId',
  'owner',
];
const columns = (prefix: string) => sql.join(copied.map((column) => sql`${sql.ref(`${prefix}.${column}`)}`));

/** What each qualifying profile's reporting row should hold; `only` narrows it to some profiles. */
function source(only: readonly string[] | null): RawBuilder<unknown> {
  const narrowed = only ? sql`and p.id = any(${[...only]}::text[])` : sql``;
  return sql`select p.id as ${sql.ref('teacherprofileID')}, p.title, p.name, p.surname, p.language, p.province, a.email,
      a.${sql.ref('phoneNumber')} as phone, a.${sql.ref('createdAt')} as ${sql.ref('registrationDate')}, a.groups as roles,
      (select count(*) from (${boughtIds(sql.ref('p.ownerId'))}) bought)::int as ${sql.ref('productCount')},
      p.${sql.ref('teacherProfileSchoolId')}, p.owner
    from teacher_profile p join account a on a.id = p.${sql.ref('ownerId')}
    where p._deleted = false and a.groups ?| ${customerGroups}::text[] ${narrowed}`;
}

/**
 * Brings the reporting rows of these profiles (all, for null) in line with their source: changed rows updated,
 * missing ones inserted and, when rebuilding all, rows with no source any more deleted (tombstones, as the generic
 * layer deletes). Answers how many rows it wrote; a second run with nothing changed writes none.
 */
export async function syncReportingTeachers(db: Database, only: readonly string[] | null): Promise<number> {
  const changedAt = Date.now();
  return inTransaction(db, async (trx) => {
    // Two rebuilds at once wait for each other, so that each answers what it wrote (the unique index on the
    // profile id already keeps their rows single); a sync of a few profiles does not wait.
    if (!only) await sql`select pg_advisory_xact_lock(hashtext('reporting_teacher rebuild'))`.execute(trx);
    const updated = await sql`with source as (${source(only)})
      update reporting_teacher r set (${sql.join(copied.map((column) => sql.ref(column)))}) = (${columns('s')}), _version = r._version + 1,
        ${sql.ref('updatedAt')} = now(), ${sql.ref('_lastChangedAt')} = ${changedAt}
      from source s
      where r.${sql.ref('teacherprofileID')} = s.${sql.ref('teacherprofileID')} and r._deleted = false
        and (${columns('r')}) is distinct from (${columns('s')})`.execute(trx);
    const inserted = await sql`with source as (${source(only)})
      insert into reporting_teacher (id, ${sql.ref('_lastChangedAt')}, ${sql.ref('teacherprofileID')}, ${sql.join(copied.map((column) => sql.ref(column)))})
      select gen_random_uuid()::text, ${changedAt}, s.${sql.ref('teacherprofileID')}, ${columns('s')}
      from source s
      where not exists (select 1 from reporting_teacher r where r.${sql.ref('teacherprofileID')} = s.${sql.ref('teacherprofileID')} and r._deleted = false)
      on conflict (${sql.ref('teacherprofileID')}) where _deleted = false do nothing`.execute(trx);
    const deleted = only
      ? { numAffectedRows: 0n }
      : await sql`update reporting_teacher r set _deleted = true, _version = r._version + 1, ${sql.ref('updatedAt')} = now(),
            ${sql.ref('_lastChangedAt')} = ${changedAt}
          where r._deleted = false and (r.${sql.ref('teacherprofileID')} is null
            or r.${sql.ref('teacherprofileID')} not in (select s.${sql.ref('teacherprofileID')} from (${source(null)}) s))`.execute(
          trx,
        );
    return [updated, inserted, deleted].reduce((total, result) => total + Number(result.numAffectedRows ?? 0n), 0);
  });
}
