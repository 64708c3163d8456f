import { graphql } from '../../gql';

/**
 * Every field of the teacher profile, selected by each document that returns one (query, sign-in, update,
 * subscription), so that each answer leaves the same complete record in the normalised cache.
 */
graphql(`
  fragment TeacherProfileFields on TeacherProfile {
    id
    title
    name
    surname
    language
    province
    daysPerWeek
    status
    type
    teacherProfileSchoolId
    sessionToken
    translateI18n
    owner
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

export const UpdateTeacherProfileDocument = graphql(`
  mutation UpdateTeacherProfile($input: UpdateTeacherProfileInput!) {
    updateTeacherProfile(input: $input) {
      ...TeacherProfileFields
    }
  }
`);

export const OnUpdateTeacherProfileDocument = graphql(`
  subscription OnUpdateTeacherProfile {
    onUpdateTeacherProfile {
      ...TeacherProfileFields
    }
  }
`);
