import { graphql } from '../../gql';

// What the synced store keeps of each model: every field the teacher's screens, dialogs and printer pages read of
// it (their own fragments), so that a screen opened for the first time offline finds complete records.

graphql(`
  fragment SyncedTeacherProfile on TeacherProfile {
    ...TeacherProfileFields
  }
`);

graphql(`
  fragment SyncedTeacherSchedule on TeacherSchedule {
    ...ScheduleFields
  }
`);

graphql(`
  fragment SyncedTeacherClassSubject on TeacherClassSubject {
    ...ClassFields
  }
`);

graphql(`
  fragment SyncedSubject on Subject {
    ...SubjectFields
  }
`);

graphql(`
  fragment SyncedSchool on School {
    ...SchoolFields
  }
`);

graphql(`
  fragment SyncedTerm on Term {
    ...TermFields
  }
`);

graphql(`
  fragment SyncedHoliday on Holiday {
    ...HolidayFields
  }
`);

graphql(`
  fragment SyncedTeacherActivity on TeacherActivity {
    ...ActivityFields
  }
`);

graphql(`
  fragment SyncedTeacherSubjectTemplate on TeacherSubjectTemplate {
    ...TeacherLessonFields
  }
`);

graphql(`
  fragment SyncedTeacherAssessmentTemplate on TeacherAssessmentTemplate {
    ...TeacherAssessmentFields
  }
`);

graphql(`
  fragment SyncedSubjectTemplate on SubjectTemplate {
    ...SharedLessonFields
  }
`);

graphql(`
  fragment SyncedAssessmentTemplate on AssessmentTemplate {
    ...SharedAssessmentFields
  }
`);

graphql(`
  fragment SyncedTaxonomy on Taxonomy {
    ...TaxonomyFields
  }
`);

graphql(`
  fragment SyncedAnnouncement on Announcement {
    id
    title
    message
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

graphql(`
  fragment SyncedCommunication on Communication {
    ...CommunicationCardFields
  }
`);
