import { graphql } from '../../gql';

// Each record is selected with the shared SchoolFields fragment (teacher/profile/operations.ts; fragment names are
// global to codegen), so this screen and the teacher's profile read and cache the same fields.

export const AdminSchoolsDocument = graphql(`
  query AdminSchools($filter: ModelSchoolFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {
    listSchools(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {
      items {
        ...SchoolFields
      }
      nextToken
    }
  }
`);

export const CreateSchoolDocument = graphql(`
  mutation CreateSchool($input: CreateSchoolInput!) {
    createSchool(input: $input) {
      ...SchoolFields
    }
  }
`);

export const UpdateSchoolDocument = graphql(`
  mutation UpdateSchool($input: UpdateSchoolInput!) {
    updateSchool(input: $input) {
      ...SchoolFields
    }
  }
`);

export const DeleteSchoolDocument = graphql(`
  mutation DeleteSchool($input: DeleteSchoolInput!) {
    deleteSchool(input: $input) {
      ...SchoolFields
    }
  }
`);
