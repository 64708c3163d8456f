/**
 * Validation of the admin's reference data (002 section 5): terms with their biweeks, schools, subjects and
 * holidays. Names and labels are trimmed; a biweek without a colour gets the first unused one of the palette.
 */
import type { RequestContext } from '../context.ts';
import {
  holidayErrors,
  referenceMessages,
  schoolErrors,
  subjectErrors,
  termErrors,
  withBiweekColors,
  type BiweekValues,
  type TermValues,
} from '../domain/reference-rules.ts';
import { apiError, assertNoFieldErrors, badInput } from '../errors.ts';
import { trimmed } from '../domain/validators.ts';
import { registerHooks } from '../models/hooks.ts';
import type { ModelObject, ModelValues } from '../models/declaration.ts';

function termValues(
  _ctx: RequestContext,
  values: ModelValues<'term'>,
  existing: ModelObject<'term'> | null,
): ModelValues<'term'> {
  const next = trimmed(values, ['label']);
  if (Array.isArray(next.biweeks)) {
    const biweeks = (next.biweeks as BiweekValues[]).map((biweek) => ({
      ...biweek,
      label: biweek.label?.trim() ?? biweek.label,
    }));
    const merged = { ...existing, ...next, biweeks } as TermValues;
    assertNoFieldErrors(termErrors(merged));
    const coloured = withBiweekColors(biweeks);
    if (!coloured) throw badInput({ biweeks: referenceMessages.biweeksFull });
    next.biweeks = coloured;
  } else {
    assertNoFieldErrors(termErrors({ ...existing, ...next } as TermValues));
  }
  return next;
}

async function subjectValues(
  ctx: RequestContext,
  values: ModelValues<'subject'>,
  existing: ModelObject<'subject'> | null,
): Promise<ModelValues<'subject'>> {
  const next = trimmed(values, ['grade', 'subject']);
  const merged = { ...existing, ...next } as { grade?: string | null; subject?: string | null };
  let others = ctx.db.selectFrom('subject').select(['grade', 'subject']).where('_deleted', '=', false);
  if (typeof merged.grade === 'string') others = others.where('grade', '=', merged.grade);
  if (existing) others = others.where('id', '!=', existing.id);
  assertNoFieldErrors(subjectErrors(merged, await others.execute()));
  return next;
}

function schoolValues(
  _ctx: RequestContext,
  values: ModelValues<'school'>,
  existing: ModelObject<'school'> | null,
): ModelValues<'school'> {
  const next = trimmed(values, ['name']);
  assertNoFieldErrors(schoolErrors({ ...existing, ...next } as { name?: string | null; provinces?: string[] | null }));
  return existing || next.isGeneric !== undefined ? next : { ...next, isGeneric: false };
}

function refuseSubjectDelete(): never {
  throw apiError('FORBIDDEN', referenceMessages.subjectsCannotBeDeleted);
}

function holidayValues(
  _ctx: RequestContext,
  values: ModelValues<'holiday'>,
  existing: ModelObject<'holiday'> | null,
): ModelValues<'holiday'> {
  const next = trimmed(values, ['label']);
  assertNoFieldErrors(holidayErrors({ ...existing, ...next } as { label?: string | null; date?: string | null }));
  return next;
}

/** Hook functions live at module level: registering the same function twice is ignored (server/models/hooks.ts). */
export function registerReferenceHooks(): void {
  registerHooks('Term', { beforeWrite: termValues });
  registerHooks('School', { beforeWrite: schoolValues });
  registerHooks('Subject', { beforeWrite: subjectValues, beforeDelete: refuseSubjectDelete });
  registerHooks('Holiday', { beforeWrite: holidayValues });
}
