import { graphql } from '../../gql';

export const TeacherChoicesDocument = graphql(`
  query TeacherChoices($search: String, $ids: [ID!], $limit: Int) {
    teacherChoices(search: $search, ids: $ids, limit: $limit) {
      teacherprofileID
      label
      email
    }
  }
`);
