import { graphql } from '../gql';

// The template records' fragments are in templates/fragments.ts; a paper adds its subject's grade and name.

graphql(`
  fragment PaperSubject on Subject {
    id
    grade
    subject
  }
`);

export const PrintTeacherAssessmentDocument = graphql(`
  query PrintTeacherAssessment($id: ID!) {
    getTeacherAssessmentTemplate(id: $id) {
      ...TeacherAssessmentFields
      subject {
        ...PaperSubject
      }
    }
  }
`);

export const PrintSharedAssessmentDocument = graphql(`
  query PrintSharedAssessment($id: ID!) {
    getAssessmentTemplate(id: $id) {
      ...SharedAssessmentFields
      subject {
        ...PaperSubject
      }
    }
  }
`);

export const PrintTeacherLessonDocument = graphql(`
  query PrintTeacherLesson($id: ID!) {
    getTeacherSubjectTemplate(id: $id) {
      ...TeacherLessonFields
      subject {
        ...PaperSubject
      }
    }
  }
`);

export const PrintSharedLessonDocument = graphql(`
  query PrintSharedLesson($id: ID!) {
    getSubjectTemplate(id: $id) {
      ...SharedLessonFields
      subject {
        ...PaperSubject
      }
    }
  }
`);

export const PrintSchoolDocument = graphql(`
  query PrintSchool($id: ID!) {
    getSchool(id: $id) {
      id
      name
      schoolImgKey
    }
  }
`);
