import { graphql } from '../../gql';

// Every document selects the record's `TeacherAssessmentFields` (templates/fragments.ts).

export const TeacherAssessmentsDocument = graphql(`
  query TeacherAssessments {
    listTeacherAssessmentTemplates(limit: 1000, sort: [{ field: "title", direction: ASC }]) {
      items {
        ...TeacherAssessmentFields
      }
      nextToken
    }
  }
`);

export const TeacherAssessmentDocument = graphql(`
  query TeacherAssessment($id: ID!) {
    getTeacherAssessmentTemplate(id: $id) {
      ...TeacherAssessmentFields
    }
  }
`);

export const CreateTeacherAssessmentDocument = graphql(`
  mutation CreateTeacherAssessment($input: CreateTeacherAssessmentTemplateInput!) {
    createTeacherAssessmentTemplate(input: $input) {
      ...TeacherAssessmentFields
    }
  }
`);

export const UpdateTeacherAssessmentDocument = graphql(`
  mutation UpdateTeacherAssessment($input: UpdateTeacherAssessmentTemplateInput!) {
    updateTeacherAssessmentTemplate(input: $input) {
      ...TeacherAssessmentFields
    }
  }
`);

export const DeleteTeacherAssessmentDocument = graphql(`
  mutation DeleteTeacherAssessment($input: DeleteTeacherAssessmentTemplateInput!) {
    deleteTeacherAssessmentTemplate(input: $input) {
      ...TeacherAssessmentFields
    }
  }
`);

export const DuplicateTeacherAssessmentDocument = graphql(`
  mutation DuplicateTeacherAssessment($id: ID!, $newId: ID) {
    duplicateTeacherAssessmentTemplate(id: $id, newId: $newId) {
      ...TeacherAssessmentFields
    }
  }
`);

export const CreateTeacherAssessmentFromTemplateDocument = graphql(`
  mutation CreateTeacherAssessmentFromTemplate($templateId: ID!, $newId: ID) {
    createTeacherAssessmentFromTemplate(templateId: $templateId, newId: $newId) {
      ...TeacherAssessmentFields
    }
  }
`);
