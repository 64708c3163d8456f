import type { FieldMergeFunction, FieldReadFunction, Reference, StoreObject, TypePolicies } from '@apollo/client/core';
import { syncedStoreFields } from '../sync/storePolicies';

/** A record in the cache: normalised (a reference) or stored inline. */
type CachedRecord = Reference | StoreObject;

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
const keepNewerVersion: FieldMergeFunction<CachedRecord> = (existing, incoming, { mergeObjects, readField }) => {
  if (!existing) return incoming;
  const before = readField<number>('_version', existing);
  const after = readField<number>('_version', incoming);
  const older = typeof before === 'number' && typeof after === 'number' && after < before;
  return older ? mergeObjects(incoming, existing) : mergeObjects(existing, incoming);
};

/**
 * The records a teacher plans with offline, and what their screens and printer pages read with them: a `get<Type>`
 * of one of them is answered from the cache when the record is there (a list brought it, or an offline create
 * wrote it), so a lesson's printer page opens offline too.
 */
const READ_BY_ID_TYPES = [
  'TeacherProfile',
  'TeacherSchedule',
  'TeacherClassSubject',
  'TeacherActivity',
  'TeacherSubjectTemplate',
  'TeacherAssessmentTemplate',
  'SubjectTemplate',
  'AssessmentTemplate',
  'Subject',
  'School',
  'Taxonomy',
  'Term',
  'Holiday',
  'Announcement',
  'Communication',
] as const;

/** Types whose `subject` is the Subject record their `subjectID` names. */
const SUBJECT_HOLDERS = [
  'TeacherClassSubject',
  'TeacherSubjectTemplate',
  'TeacherAssessmentTemplate',
  'SubjectTemplate',
  'AssessmentTemplate',
];

const readById: FieldReadFunction<Reference | null> = (existing, { args, toReference, fieldName }) => {
  if (existing !== undefined || typeof args?.id !== 'string') return existing;
  return toReference({ __typename: fieldName.slice('get'.length), id: args.id });
};

const subjectOfSubjectID: FieldReadFunction<Reference | null> = (existing, { readField, toReference }) => {
  if (existing !== undefined) return existing;
  const subjectID = readField<string | null>('subjectID');
  return subjectID ? toReference({ __typename: 'Subject', id: subjectID }) : existing;
};

export const typePolicies: TypePolicies = {
  ...Object.fromEntries(
    VERSIONED_TYPES.map((typename) => [
      typename,
      SUBJECT_HOLDERS.includes(typename)
        ? { merge: keepNewerVersion, fields: { subject: { read: subjectOfSubjectID } } }
        : { merge: keepNewerVersion },
    ]),
  ),
  // The synced store and the lists read from it while offline (core/sync/storePolicies.ts).
  Query: {
    fields: {
      ...Object.fromEntries(READ_BY_ID_TYPES.map((typename) => [`get${typename}`, { read: readById }])),
      ...syncedStoreFields,
    },
  },
  // An order line is a snapshot of a product inside one order, not the product: its id is the product's, so it
  // must not be normalised (two orders would share one cached line).
  OrderProduct: { keyFields: false },
};
