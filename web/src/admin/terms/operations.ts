import { graphql } from '../../gql';

// Each record is selected with the shared TermFields fragment (teacher/calendar/operations.ts; fragment names are
// global to codegen), so this screen and the teacher's calendar read and cache the same fields.

export const AdminTermsDocument = graphql(`
  query AdminTerms($filter: ModelTermFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {
    listTerms(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {
      items {
        ...TermFields
      }
      nextToken
    }
  }
`);

export const CreateTermDocument = graphql(`
  mutation CreateTerm($input: CreateTermInput!) {
    createTerm(input: $input) {
      ...TermFields
    }
  }
`);

export const UpdateTermDocument = graphql(`
  mutation UpdateTerm($input: UpdateTermInput!) {
    updateTerm(input: $input) {
      ...TermFields
    }
  }
`);

export const DeleteTermDocument = graphql(`
  mutation DeleteTerm($input: DeleteTermInput!) {
    deleteTerm(input: $input) {
      ...TermFields
    }
  }
`);
