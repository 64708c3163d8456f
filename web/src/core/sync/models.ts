/**
 * The models a teacher works with offline (000 section 3, 001 section 7): each is kept whole in the synced store of
 * the Apollo cache (its `sync<Plural>` root field), brought up to date on sign-in and on each reconnect, and kept
 * live by its change events. Shop data (products, bundles, orders) needs the server and is not synced
 * (docs/decisions.md).
 */
export const SYNCED_MODELS = [
  { typename: 'TeacherProfile', plural: 'TeacherProfiles' },
  { typename: 'TeacherSchedule', plural: 'TeacherSchedules' },
  { typename: 'TeacherClassSubject', plural: 'TeacherClassSubjects' },
  { typename: 'Subject', plural: 'Subjects' },
  { typename: 'School', plural: 'Schools' },
  { typename: 'Term', plural: 'Terms' },
  { typename: 'Holiday', plural: 'Holidays' },
  { typename: 'TeacherActivity', plural: 'TeacherActivities' },
  { typename: 'TeacherSubjectTemplate', plural: 'TeacherSubjectTemplates' },
  { typename: 'TeacherAssessmentTemplate', plural: 'TeacherAssessmentTemplates' },
  { typename: 'SubjectTemplate', plural: 'SubjectTemplates' },
  { typename: 'AssessmentTemplate', plural: 'AssessmentTemplates' },
  { typename: 'Taxonomy', plural: 'Taxonomies' },
  { typename: 'Announcement', plural: 'Announcements' },
  { typename: 'Communication', plural: 'Communications' },
] as const;

export type SyncedModel = (typeof SYNCED_MODELS)[number];

export type SyncedTypename = SyncedModel['typename'];

/** The root field that holds the model's synced store. */
export function syncField(model: SyncedModel): string {
  return `sync${model.plural}`;
}

/** The root field the screens list the model with. */
export function listField(model: SyncedModel): string {
  return `list${model.plural}`;
}

export function syncedModelOf(typename: string): SyncedModel | undefined {
  return SYNCED_MODELS.find((model) => model.typename === typename);
}
