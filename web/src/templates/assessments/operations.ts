import { graphql } from '../../gql';

// A teacher's own assessments (TeacherAssessmentTemplate) and the shared templates (AssessmentTemplate). Every document selects
// its record's fragment, `TeacherAssessmentFields` or `SharedAssessmentFields` (../fragments.ts), so the cache always holds
// every field an optimistic answer writes.

// A teacher's own.

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

// The shared templates (admins write them).

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
