import { graphql } from '../../gql';

// Every document selects the record's `SharedAssessmentFields` (templates/fragments.ts).

/** Admins: every shared assessment template; teachers: those of their subjects and schools (the server decides). */
export const SharedAssessmentsDocument = graphql(`
  query SharedAssessments {
    listAssessmentTemplates(limit: 1000, sort: [{ field: "title", direction: ASC }]) {
      items {
        ...SharedAssessmentFields
      }
      nextToken
    }
  }
`);

export const SharedAssessmentDocument = graphql(`
  query SharedAssessment($id: ID!) {
    getAssessmentTemplate(id: $id) {
      ...SharedAssessmentFields
    }
  }
`);

export const CreateSharedAssessmentDocument = graphql(`
  mutation CreateSharedAssessment($input: CreateAssessmentTemplateInput!) {
    createAssessmentTemplate(input: $input) {
      ...SharedAssessmentFields
    }
  }
`);

export const UpdateSharedAssessmentDocument = graphql(`
  mutation UpdateSharedAssessment($input: UpdateAssessmentTemplateInput!) {
    updateAssessmentTemplate(input: $input) {
      ...SharedAssessmentFields
    }
  }
`);

export const DeleteSharedAssessmentDocument = graphql(`
  mutation DeleteSharedAssessment($input: DeleteAssessmentTemplateInput!) {
    deleteAssessmentTemplate(input: $input) {
      ...SharedAssessmentFields
    }
  }
`);

export const DuplicateSharedAssessmentDocument = graphql(`
  mutation DuplicateSharedAssessment($id: ID!, $newId: ID) {
    duplicateAssessmentTemplate(id: $id, newId: $newId) {
      ...SharedAssessmentFields
    }
  }
`);
