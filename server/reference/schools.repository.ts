/** Schools by province, for the profile form. */
import { sql } from 'kysely';
import { collated } from '../../db/collation.ts';
import type { Database } from '../../db/connect.ts';
import type { ModelRow } from '../models/declaration.ts';

export async function schoolsOfProvince(db: Database, province: string): Promise<ModelRow<'school'>[]> {
  return db
    .selectFrom('school')
    .selectAll()
    .where('_deleted', '=', false)
    .where((eb) =>
      eb.or([
        eb('isGeneric', '=', true),
        sql<boolean>`${sql.ref('provinces')} @> ${JSON.stringify([province])}::jsonb`,
      ]),
    )
    .orderBy(collated(sql.ref('name')))
    .execute();
}
