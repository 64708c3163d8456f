import { graphql } from '../../../gql';

// What the conflict dialog reads of the records a change points to, to show their names instead of their ids.

export const ConflictLessonNameFragment = graphql(`
  fragment ConflictLessonName on TeacherSubjectTemplate {
    name
  }
`);

export const ConflictAssessmentTitleFragment = graphql(`
  fragment ConflictAssessmentTitle on TeacherAssessmentTemplate {
    title
  }
`);

export const ConflictSubjectFragment = graphql(`
  fragment ConflictSubject on Subject {
    id
    grade
    subject
    _version
  }
`);

export const ConflictSchoolNameFragment = graphql(`
  fragment ConflictSchoolName on School {
    name
  }
`);
