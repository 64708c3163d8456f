import { graphql } from '../../gql';

export const UpdateTeacherProfileDocument = graphql(`
  mutation UpdateTeacherProfile($input: UpdateTeacherProfileInput!) {
    updateTeacherProfile(input: $input) {
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
  }
`);

export const OnUpdateTeacherProfileDocument = graphql(`
  subscription OnUpdateTeacherProfile {
    onUpdateTeacherProfile {
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
  }
`);
