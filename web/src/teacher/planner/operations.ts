import { graphql } from '../../gql';

// The planner (001 section 2): a shared lesson template of the chosen subject, filled in step by step and saved as
// the teacher's own lesson template (TeacherSubjectTemplate). The records' fragments are in templates/fragments.ts.

export const PlannerTemplatesDocument = graphql(`
  query PlannerTemplates($subjectID: ID!) {
    listSubjectTemplates(
      filter: { subjectID: { eq: $subjectID } }
      limit: 100
      sort: [{ field: "name", direction: ASC }]
    ) {
      items {
        ...SharedLessonFields
      }
      nextToken
    }
  }
`);

export const CreatePlannedLessonDocument = graphql(`
  mutation CreatePlannedLesson($input: CreateTeacherSubjectTemplateInput!) {
    createTeacherSubjectTemplate(input: $input) {
      ...TeacherLessonFields
    }
  }
`);
