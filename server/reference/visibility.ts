/**
 * What a teacher sees of the reference data (001 section 6): terms of the province on their profile, and the
 * generic schools plus those serving that province. The province is read from the profile in the same statement,
 * so a change of province shows at once, in lists and in subscriptions alike.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Predicate, Viewer } from '../access/rules.ts';

/** The viewer's province as a one-element jsonb list, or null without a profile or province. */
const myProvince = (viewer: Viewer): RawBuilder<unknown> =>
  sql`(select jsonb_build_array(profile.province) from teacher_profile as profile
    where profile.id = ${viewer.teacherProfileId ?? ''} and profile."_deleted" = false and profile.province is not null)`;

export const termOfMyProvince: Predicate = (viewer) =>
  sql<boolean>`coalesce(${sql.ref('provinces')} @> ${myProvince(viewer)}, false)`;

export const genericOrMyProvinceSchool: Predicate = (viewer) =>
  sql<boolean>`(${sql.ref('isGeneric')} is true or coalesce(${sql.ref('provinces')} @> ${myProvince(viewer)}, false))`;
