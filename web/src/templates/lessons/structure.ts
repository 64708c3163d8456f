import type { FieldName } from '../formErrors';

/**
 * Whether a form field belongs to the lesson's structure (its steps' titles and its fields' type, label,
 * placeholder, hint and options) rather than to what is filled in (a field's value and the lesson's details): the
 * fields "Edit structure" shows. Save turns it on when such a field needs correcting.
 */
export function isStructureField(name: FieldName): boolean {
  if (name[0] !== 'template') return false;
  return !(name[2] === 'fields' && name[4] === 'value');
}
