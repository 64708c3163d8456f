/**
 * A teacher's reporting row follows her profile: a saved profile (names, province, school; the first save of a
 * teacher who signed up herself) updates or adds it, so the coupon and announcement pickers find her by name without
 * waiting for Create Reporting Data. The row is derived data: a failure is logged and the profile stays saved.
 */
import type { RequestContext } from '../context.ts';
import { registerHooks } from '../models/hooks.ts';
import type { ModelObject } from '../models/declaration.ts';
import { syncReportingTeachers } from './reporting-teacher.repository.ts';
import { logError } from '../observability/log.ts';

async function syncProfileRow(ctx: RequestContext, row: ModelObject<'teacher_profile'>): Promise<void> {
  try {
    await syncReportingTeachers(ctx.db, [row.id]);
  } catch (error) {
    logError(`reporting teacher of profile ${row.id} not updated`, error);
  }
}

/** Hook functions live at module level: registering the same function twice is ignored (server/models/hooks.ts). */
export function registerReportingTeacherHooks(): void {
  registerHooks('TeacherProfile', { afterWrite: syncProfileRow });
}
