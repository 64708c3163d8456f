import { graphql } from '../../gql';

// A teacher's own lessons (TeacherSubjectTemplate) and the shared templates (SubjectTemplate). Every document selects
// its record's fragment, `TeacherLessonFields` or `SharedLessonFields` (../fragments.ts), so the cache always holds
// every field an optimistic answer writes.

// A teacher's own.

export const TeacherLessonsDocument = graphql(`
  query TeacherLessons {
    listTeacherSubjectTemplates(limit: 1000, sort: [{ field: "name", direction: ASC }]) {
      items {
        ...TeacherLessonFields
      }
      nextToken
    }
  }
`);

export const CreateTeacherLessonDocument = graphql(`
  mutation CreateTeacherLesson($input: CreateTeacherSubjectTemplateInput!) {
    createTeacherSubjectTemplate(input: $input) {
      ...TeacherLessonFields
    }
  }
`);

export const UpdateTeacherLessonDocument = graphql(`
  mutation UpdateTeacherLesson($input: UpdateTeacherSubjectTemplateInput!) {
    updateTeacherSubjectTemplate(input: $input) {
      ...TeacherLessonFields
    }
  }
`);

export const DeleteTeacherLessonDocument = graphql(`
  mutation DeleteTeacherLesson($input: DeleteTeacherSubjectTemplateInput!) {
    deleteTeacherSubjectTemplate(input: $input) {
      ...TeacherLessonFields
    }
  }
`);

export const DuplicateTeacherLessonDocument = graphql(`
  mutation DuplicateTeacherLesson($id: ID!, $newId: ID) {
    duplicateTeacherSubjectTemplate(id: $id, newId: $newId) {
      ...TeacherLessonFields
    }
  }
`);

// The shared templates (admins write them).

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
