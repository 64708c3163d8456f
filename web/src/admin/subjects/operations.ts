import { graphql } from '../../gql';

// Each record is selected with the shared SubjectFields fragment (teacher/profile/operations.ts; fragment names are
// global to codegen), so this screen and the teacher's profile read and cache the same fields.

export const AdminSubjectsDocument = graphql(`
  query AdminSubjects($filter: ModelSubjectFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {
    listSubjects(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {
      items {
        ...SubjectFields
      }
      nextToken
    }
  }
`);

export const CreateSubjectDocument = graphql(`
  mutation CreateSubject($input: CreateSubjectInput!) {
    createSubject(input: $input) {
      ...SubjectFields
    }
  }
`);

export const UpdateSubjectDocument = graphql(`
  mutation UpdateSubject($input: UpdateSubjectInput!) {
    updateSubject(input: $input) {
      ...SubjectFields
    }
  }
`);
