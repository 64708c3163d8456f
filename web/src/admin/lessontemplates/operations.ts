import { graphql } from '../../gql';

// Every document selects the record's `SharedLessonFields` (templates/fragments.ts).

/** Admins: every shared lesson template; teachers: those of their subjects and schools (the server decides). */
export const SharedLessonsDocument = graphql(`
  query SharedLessons {
    listSubjectTemplates(limit: 1000, sort: [{ field: "name", direction: ASC }]) {
      items {
        ...SharedLessonFields
      }
      nextToken
    }
  }
`);

export const SharedLessonDocument = graphql(`
  query SharedLesson($id: ID!) {
    getSubjectTemplate(id: $id) {
      ...SharedLessonFields
    }
  }
`);

export const CreateSharedLessonDocument = graphql(`
  mutation CreateSharedLesson($input: CreateSubjectTemplateInput!) {
    createSubjectTemplate(input: $input) {
      ...SharedLessonFields
    }
  }
`);

export const UpdateSharedLessonDocument = graphql(`
  mutation UpdateSharedLesson($input: UpdateSubjectTemplateInput!) {
    updateSubjectTemplate(input: $input) {
      ...SharedLessonFields
    }
  }
`);

export const DeleteSharedLessonDocument = graphql(`
  mutation DeleteSharedLesson($input: DeleteSubjectTemplateInput!) {
    deleteSubjectTemplate(input: $input) {
      ...SharedLessonFields
    }
  }
`);

export const DuplicateSharedLessonDocument = graphql(`
  mutation DuplicateSharedLesson($id: ID!, $newId: ID) {
    duplicateSubjectTemplate(id: $id, newId: $newId) {
      ...SharedLessonFields
    }
  }
`);
