import { graphql } from '../../gql';

// Every document selects the record's `TeacherLessonFields` (templates/fragments.ts).

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

export const TeacherLessonDocument = graphql(`
  query TeacherLesson($id: ID!) {
    getTeacherSubjectTemplate(id: $id) {
      ...TeacherLessonFields
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

export const CreateTeacherLessonFromTemplateDocument = graphql(`
  mutation CreateTeacherLessonFromTemplate($templateId: ID!, $newId: ID) {
    createTeacherLessonFromTemplate(templateId: $templateId, newId: $newId) {
      ...TeacherLessonFields
    }
  }
`);
