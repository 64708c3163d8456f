import { graphql } from '../../gql';

// The teacher profile fields are listed in full in every document that returns a profile, so that each answer
// (query, sign-in, update, subscription) leaves the same complete record in the normalised cache.

export const MeDocument = graphql(`
  query Me {
    me {
      id
      email
      phoneNumber
      groups
      teacherProfile {
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
  }
`);

export const SignInDocument = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      accessToken
      refreshToken
      user {
        id
        email
        phoneNumber
        groups
        teacherProfile {
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
    }
  }
`);

export const RefreshSessionDocument = graphql(`
  mutation RefreshSession($refreshToken: String!) {
    refreshSession(refreshToken: $refreshToken) {
      accessToken
      refreshToken
    }
  }
`);

export const SignOutDocument = graphql(`
  mutation SignOut($refreshToken: String) {
    signOut(refreshToken: $refreshToken)
  }
`);
