import type { FieldMergeFunction, StoreObject, TypePolicies } from '@apollo/client/core';

/** The models of the data model (000 section 3): every record carries `_version`, +1 per write. */
const VERSIONED_TYPES = [
  'Announcement',
  'ArchivedTeacherProductsOrder',
  'AssessmentTemplate',
  'Communication',
  'Coupon',
  'Holiday',
  'Product',
  'ProductBundle',
  'ProductCategory',
  'ProductContent',
  'ProductTag',
  'ReportingTeacher',
  'School',
  'Secret',
  'Subject',
  'SubjectTemplate',
  'Taxonomy',
  'TeacherActivity',
  'TeacherAssessmentTemplate',
  'TeacherClassSubject',
  'TeacherProductsOrder',
  'TeacherProfile',
  'TeacherSchedule',
  'TeacherSubjectTemplate',
  'Term',
] as const;

/**
 * An answer that was already on its way before a write (a query racing a mutation, a subscription event
 * overtaken by the write's own answer) carries an older `_version`: it must not bring old values back.
 * `existing` may be a reference or a stored object, hence readField and mergeObjects rather than spreads.
 */
const keepNewerVersion: FieldMergeFunction = (existing, incoming, { mergeObjects, readField }) => {
  if (!existing) return incoming;
  const before = readField<number>('_version', existing);
  const after = readField<number>('_version', incoming);
  const older = typeof before === 'number' && typeof after === 'number' && after < before;
  return older ? mergeObjects(incoming, existing) : mergeObjects(existing, incoming);
};

export const typePolicies: TypePolicies = {
  ...Object.fromEntries(VERSIONED_TYPES.map((typename) => [typename, { merge: keepNewerVersion }])),
  // An order line is a snapshot of a product inside one order, not the product: its id is the product's, so it
  // must not be normalised (two orders would share one cached line).
  OrderProduct: { keyFields: false },
};
