/**
 * The field types of a form a teacher or buyer fills in: a lesson template's fields and a product's questions
 * (all six), an assessment's question fields (no Multi Select). Choice types keep a list of values; the others
 * have none. Pure: shared by the catalogue, the template rules and the web editors.
 */
import { commonMessages } from './messages.ts';

export const fieldTypes = ['Text', 'Textarea', 'Select', 'Multi Select', 'Radio', 'Checkbox'] as const;
export type FieldType = (typeof fieldTypes)[number];
export const choiceTypes = ['Select', 'Multi Select', 'Radio', 'Checkbox'] as const;

/** An assessment question's field has no Multi Select. */
export const assessmentFieldTypes = fieldTypes.filter((type) => type !== 'Multi Select');
export const assessmentChoiceTypes = choiceTypes.filter((type) => type !== 'Multi Select');

export function isFieldType(type: unknown): type is FieldType {
  return (fieldTypes as readonly unknown[]).includes(type);
}

export function isChoiceType(type: unknown): boolean {
  return (choiceTypes as readonly unknown[]).includes(type);
}

/** The message for a choice field without values: 'Select values are required' for Select and Multi Select. */
export function choiceValuesMessage(type: unknown): string | null {
  if (type === 'Radio') return commonMessages.radioValuesRequired;
  if (type === 'Checkbox') return commonMessages.checkboxValuesRequired;
  return isChoiceType(type) ? commonMessages.selectValuesRequired : null;
}
