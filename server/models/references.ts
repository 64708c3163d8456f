/**
 * References between rows are checked like reads: a record may only name rows its writer may read. Otherwise a
 * teacher could hang her calendar on another teacher's lesson and print it through the activity's link.
 */
import type { Database } from '../../db/connect.ts';
import { rowPredicate, rulesFor } from '../access/check.ts';
import type { Viewer } from '../access/rules.ts';
import { assertNoFieldErrors } from '../errors.ts';
import type { ModelDeclaration } from './declaration.ts';
import { modelNamed } from './models.ts';
import { findRow, type Row } from './repository.ts';

async function mayReadRow(db: Database, viewer: Viewer, modelName: string, id: string): Promise<boolean> {
  if (rulesFor(modelName, viewer, 'read').length === 0) return false;
  const row = await findRow(db, modelNamed(modelName), id, rowPredicate(modelName, viewer, 'read'));
  return row !== undefined;
}

/**
 * Throws BAD_USER_INPUT with the reference's message for each declared reference the values name that the viewer
 * may not read. A reference an update leaves as it was is not checked again: it was checked when written, and the
 * row it names may since have been deleted without the record being at fault.
 */
export async function assertReadableReferences(
  db: Database,
  viewer: Viewer,
  model: ModelDeclaration,
  values: Row,
  existing: Row | null,
): Promise<void> {
  const errors: Record<string, string> = {};
  for (const [field, reference] of Object.entries(model.references ?? {})) {
    const id = values[field];
    if (typeof id !== 'string' || id === '' || id === existing?.[field]) continue;
    if (!(await mayReadRow(db, viewer, reference.model, id))) errors[field] = reference.notFound;
  }
  assertNoFieldErrors(errors);
}
