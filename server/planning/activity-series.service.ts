/**
 * Weekly repeating activities (001 section 4): the copies share a repeatID and are created, changed or deleted
 * together, each in one transaction. One occurrence alone is changed with the generic update and delete.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { assertMayCreate, rowPredicate } from '../access/check.ts';
import type { RequestContext } from '../context.ts';
import { activityErrors, repeatWeeksError, weeklyStarts } from '../domain/planning-rules.ts';
import { apiError, assertNoFieldErrors } from '../errors.ts';
import type { ActivitySeriesChangesInput, CreateRepeatingActivityInput } from '../generated/graphql.ts';
import { assertWithinLimits } from '../models/input-limits.ts';
import { modelNamed } from '../models/models.ts';
import { assertReadableReferences } from '../models/references.ts';
import type { ModelObject, ModelRow, ModelValues } from '../models/declaration.ts';
import { insertRow, toApiObject, updateRow } from '../models/repository.ts';
import { checkedActivity } from './planning.hooks.ts';
import { inTransaction } from '../../db/connect.ts';

const activityModel = modelNamed('TeacherActivity');
const minute = 60_000;

type Activity = ModelObject<'teacher_activity'>;

function publishAll(ctx: RequestContext, kind: 'create' | 'update' | 'delete', rows: Activity[]): void {
  for (const row of rows) ctx.app.changes.publish(activityModel.name, kind, row);
}

export async function createRepeatingActivity(
  ctx: RequestContext,
  input: CreateRepeatingActivityInput,
): Promise<Activity[]> {
  assertMayCreate(activityModel.name, ctx.viewer);
  const { userId, email, teacherProfileId } = ctx.viewer;
  if (!userId || !teacherProfileId) throw apiError('FORBIDDEN', 'You need a teacher profile to plan activities.');
  const { repeatWeeks, ...fields } = input;
  assertWithinLimits(activityModel.fields, fields);
  const activity = { ...fields, label: fields.label.trim() };
  const errors = activityErrors(activity);
  const weeksError = repeatWeeksError(repeatWeeks);
  if (weeksError) errors.repeatWeeks = weeksError;
  assertNoFieldErrors(errors);
  await assertReadableReferences(ctx.db, ctx.viewer, activityModel, activity, null);

  const duration = Date.parse(activity.endDateTime) - Date.parse(activity.startDateTime);
  const starts = weeklyStarts(activity.startDateTime, repeatWeeks);
  const repeatID = starts.length > 1 ? randomUUID() : null;
  const created = await inTransaction(ctx.db, async (trx) => {
    const rows: Activity[] = [];
    for (const start of starts) {
      const row = await insertRow(trx, activityModel, {
        ...activity,
        id: randomUUID(),
        startDateTime: start,
        endDateTime: new Date(Date.parse(start) + duration).toISOString(),
        teacherprofileID: teacherProfileId,
        repeatID,
        owner: `${userId}::${email ?? ''}`,
        ownerId: userId,
        _lastChangedAt: Date.now(),
        _lastChangedBy: userId,
      });
      rows.push(toApiObject(row));
    }
    return rows;
  });
  publishAll(ctx, 'create', created);
  return created;
}

/** The series' rows the caller may change, locked until the transaction ends. */
async function seriesRows(
  trx: Parameters<typeof insertRow>[0],
  ctx: RequestContext,
  repeatID: string,
  operation: 'update' | 'delete',
) {
  const mine = rowPredicate(activityModel.name, ctx.viewer, operation);
  const result = await sql<ModelRow<'teacher_activity'>>`select * from teacher_activity
    where ${sql.ref('repeatID')} = ${repeatID} and ${sql.ref('_deleted')} = false and ${mine}
    order by ${sql.ref('startDateTime')} for update`.execute(trx);
  if (result.rows.length === 0) throw apiError('NOT_FOUND', 'Activity series not found.');
  return result.rows;
}

/** The new values of one occurrence: the given fields, and its start and end moved by the given minutes. */
function changedOccurrence(row: Activity, changes: ActivitySeriesChangesInput): ModelValues<'teacher_activity'> {
  const values: ModelValues<'teacher_activity'> = {};
  for (const field of ['label', 'type', 'color', 'teachersubjecttemplateID', 'teacherassessmenttemplateID'] as const) {
    if (changes[field] !== undefined) values[field] = changes[field];
  }
  const moved = (field: 'startDateTime' | 'endDateTime', minutes: number | null | undefined) => {
    if (minutes) values[field] = new Date(Date.parse(String(row[field])) + minutes * minute).toISOString();
  };
  moved('startDateTime', changes.startShiftMinutes);
  moved('endDateTime', changes.endShiftMinutes);
  return values;
}

export async function updateActivitySeries(
  ctx: RequestContext,
  repeatID: string,
  changes: ActivitySeriesChangesInput,
): Promise<Activity[]> {
  assertWithinLimits(activityModel.fields, changes);
  const updated = await inTransaction(ctx.db, async (trx) => {
    const rows: Activity[] = [];
    for (const row of await seriesRows(trx, ctx, repeatID, 'update')) {
      const existing = toApiObject(row);
      const values = checkedActivity(changedOccurrence(existing, changes), existing);
      await assertReadableReferences(trx, ctx.viewer, activityModel, values, existing);
      const next = await updateRow(trx, activityModel, row.id, row._version, {
        ...values,
        _lastChangedBy: ctx.viewer.userId,
      });
      if (!next) throw apiError('CONFLICT', 'This record was changed by someone else.', { current: existing });
      rows.push(toApiObject(next));
    }
    return rows;
  });
  publishAll(ctx, 'update', updated);
  return updated;
}

export async function deleteActivitySeries(ctx: RequestContext, repeatID: string): Promise<Activity[]> {
  const deleted = await inTransaction(ctx.db, async (trx) => {
    const rows: Activity[] = [];
    for (const row of await seriesRows(trx, ctx, repeatID, 'delete')) {
      const next = await updateRow(trx, activityModel, row.id, row._version, {
        _deleted: true,
        _lastChangedBy: ctx.viewer.userId,
      });
      if (!next) throw apiError('CONFLICT', 'This record was changed by someone else.', { current: toApiObject(row) });
      rows.push(toApiObject(next));
    }
    return rows;
  });
  publishAll(ctx, 'delete', deleted);
  return deleted;
}
