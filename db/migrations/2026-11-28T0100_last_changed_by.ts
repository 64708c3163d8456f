/**
 * Who changed a record last (issue 26, point 2): a conflict tells a teacher whether the newer version came from her
 * own account ("your other device") or from someone else. The generic model layer writes the user id with every
 * create, update and delete (server/models/service.ts); a write that does not say whose it is leaves it empty, and
 * an empty value is never taken for hers. Internal: never part of a record the API shows.
 */
import type { Kysely } from 'kysely';

const modelTables = [
  'announcement',
  'archived_teacher_products_order',
  'assessment_template',
  'communication',
  'coupon',
  'holiday',
  'product',
  'product_bundle',
  'product_category',
  'product_content',
  'product_tag',
  'reporting_teacher',
  'school',
  'secret',
  'subject',
  'subject_template',
  'taxonomy',
  'teacher_activity',
  'teacher_assessment_template',
  'teacher_class_subject',
  'teacher_products_order',
  'teacher_profile',
  'teacher_schedule',
  'teacher_subject_template',
  'term',
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of modelTables) {
    await db.schema.alterTable(table).addColumn('_lastChangedBy', 'text').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of modelTables) {
    await db.schema.alterTable(table).dropColumn('_lastChangedBy').execute();
  }
}
