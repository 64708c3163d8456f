/**
 * The Customers table (002 section 2) and the teacher picker (002 section 6), each one SQL statement: searched
 * (every word, case-insensitively), sorted and paged in the database, the school's name joined.
 */
import { sql, type RawBuilder } from 'kysely';
import { collated } from '../../db/collation.ts';
import type { Database } from '../../db/connect.ts';
import { searchWords } from '../domain/search.ts';
import { apiError } from '../errors.ts';
import type { CustomerSort } from '../generated/graphql.ts';
import { customerGroups } from './reporting-teacher.repository.ts';

export interface Customer {
  teacherProfileId: string;
  owner: string | null;
  username: string | null;
  registrationDate: string | null;
  email: string | null;
  title: string | null;
  name: string | null;
  surname: string | null;
  phone: string | null;
  groups: string[];
  province: string | null;
  language: string | null;
  schoolId: string | null;
  schoolName: string | null;
}

export interface CustomerQuery {
  search?: string | null;
  sort?: CustomerSort | null;
  descending?: boolean | null;
  page?: number | null;
  pageSize?: number | null;
}

const maxPageSize = 1000;

/** The owner ('sub::username') without the part before the separator; an owner without one is shown whole. */
const username = (owner: RawBuilder<unknown>) =>
  sql`case when strpos(${owner}, '::') > 0 then substr(${owner}, strpos(${owner}, '::') + 2) else ${owner} end`;

const sortKeys: Record<CustomerSort, RawBuilder<unknown>> = {
  registrationDate: sql.ref('c.registrationDate'),
  username: collated(sql.ref('c.username')),
  email: collated(sql.ref('c.email')),
  name: collated(sql.ref('c.name')),
  surname: collated(sql.ref('c.surname')),
  province: collated(sql.ref('c.province')),
};

/** Every column of the table, as one lower-case text the search words must each appear in. */
const searchable = sql`lower(concat_ws(' ', c.username, to_char(c.${sql.ref('registrationDate')} at time zone 'UTC', 'YYYY-MM-DD'),
  c.email, c.title, c.name, c.surname, c.phone, c.groups::text, c.province, c.language, c.${sql.ref('schoolName')}))`;

function pageOf(query: CustomerQuery): { limit: number | null; offset: number } {
  const page = query.page ?? 1;
  const size = query.pageSize ?? 10;
  if (!Number.isInteger(page) || page < 1) throw apiError('BAD_USER_INPUT', 'page must be a whole number from 1.');
  if (!Number.isInteger(size) || (size < 1 && size !== -1) || size > maxPageSize) {
    throw apiError('BAD_USER_INPUT', `pageSize must be a whole number from 1 to ${maxPageSize}, or -1 for all.`);
  }
  return size === -1 ? { limit: null, offset: 0 } : { limit: size, offset: (page - 1) * size };
}

export async function customersPage(
  db: Database,
  query: CustomerQuery,
): Promise<{ items: Customer[]; totalCount: number }> {
  const { limit, offset } = pageOf(query);
  const words = searchWords(query.search);
  const where =
    words.length > 0
      ? sql.join(
          words.map((word) => sql`strpos(${searchable}, ${word}) > 0`),
          sql` and `,
        )
      : sql`true`;
  const direction = sql.raw((query.descending ?? !query.sort) ? 'desc' : 'asc');
  const order = sql`${sortKeys[query.sort ?? 'registrationDate']} ${direction} nulls last, c.${sql.ref('teacherProfileId')}`;
  const paging = limit === null ? sql`` : sql`limit ${limit} offset ${offset}`;
  const result = await sql<Customer & { total: number }>`
    with c as (
      select p.id as ${sql.ref('teacherProfileId')}, p.owner, ${username(sql.ref('p.owner'))} as username,
        a.${sql.ref('createdAt')} as ${sql.ref('registrationDate')}, a.email, p.title, p.name, p.surname,
        a.${sql.ref('phoneNumber')} as phone, a.groups, p.province, p.language,
        p.${sql.ref('teacherProfileSchoolId')} as ${sql.ref('schoolId')}, school.name as ${sql.ref('schoolName')}
      from teacher_profile p
      join account a on a.id = p.${sql.ref('ownerId')}
      left join school on school.id = p.${sql.ref('teacherProfileSchoolId')} and school._deleted = false
      where p._deleted = false and a.groups ?| ${customerGroups}::text[]
    )
    select total.count as total, page.* from (select count(*)::int as count from c where ${where}) total
    left join lateral (select * from c where ${where} order by ${order} ${paging}) page on true`.execute(db);
  const items = result.rows
    .filter((row) => row.teacherProfileId !== null)
    .map(({ total: _total, registrationDate, groups, ...row }) => ({
      ...row,
      registrationDate: registrationDate === null ? null : new Date(registrationDate).toISOString(),
      groups: Array.isArray(groups) ? groups.map(String) : [],
    }));
  return { items, totalCount: result.rows[0]?.total ?? 0 };
}

export interface TeacherChoice {
  teacherprofileID: string;
  label: string;
  email: string | null;
}

const maxChoices = 100;

/** Title, name and surname, then the owner's part after the separator (002 section 6). */
function teacherLabel(row: {
  title: string | null;
  name: string | null;
  surname: string | null;
  username: string | null;
}): string {
  return [row.title, row.name, row.surname, row.username]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * Reporting teachers with a teacher profile and the role teacher: the given ids (to label chosen ones), or those
 * matching every search word in title, name, surname, e-mail or profile id; sorted by name, surname, e-mail, title.
 */
export async function teacherChoices(
  db: Database,
  query: { search?: string | null; ids?: readonly string[] | null; limit?: number | null },
): Promise<TeacherChoice[]> {
  const limit = query.limit ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > maxChoices)
    throw apiError('BAD_USER_INPUT', `limit must be a whole number from 1 to ${maxChoices}.`);
  const text = sql`lower(concat_ws(' ', r.title, r.name, r.surname, r.email, r.${sql.ref('teacherprofileID')}))`;
  const chosen = query.ids
    ? sql`r.${sql.ref('teacherprofileID')} = any(${[...query.ids]}::text[])`
    : sql.join([sql`true`, ...searchWords(query.search).map((word) => sql`strpos(${text}, ${word}) > 0`)], sql` and `);
  const rows = await sql<{
    teacherprofileID: string;
    title: string | null;
    name: string | null;
    surname: string | null;
    email: string | null;
    username: string | null;
  }>`
    select r.${sql.ref('teacherprofileID')}, r.title, r.name, r.surname, r.email, ${username(sql.ref('r.owner'))} as username
    from reporting_teacher r
    where r._deleted = false and r.${sql.ref('teacherprofileID')} is not null and r.roles @> '["teacher"]'::jsonb and ${chosen}
    order by ${sql.join(['r.name', 'r.surname', 'r.email', 'r.title'].map((column) => sql`${collated(sql.ref(column))} asc nulls last`))}, r.${sql.ref('teacherprofileID')}
    limit ${query.ids ? Math.min(query.ids.length, maxChoices * 10) : limit}`.execute(db);
  return rows.rows.map((row) => ({
    teacherprofileID: row.teacherprofileID,
    label: teacherLabel(row),
    email: row.email,
  }));
}

/** Every id names a teacher profile that exists (the teacher pickers of coupons and announcements, 002 §6). */
export async function allProfilesExist(db: Database, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const found = await db
    .selectFrom('teacher_profile')
    .select('id')
    .where('id', 'in', [...ids])
    .where('_deleted', '=', false)
    .execute();
  return found.length === ids.length;
}
