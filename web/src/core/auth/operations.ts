import { graphql } from '../../gql';

/** The signed-in user as `me` and sign-in return it, with the whole teacher profile (see TeacherProfileFields). */
graphql(`
  fragment CurrentUserFields on User {
    id
    email
    phoneNumber
    groups
    emailVerified
    teacherProfile {
      ...TeacherProfileFields
    }
  }
`);

export const MeDocument = graphql(`
  query Me {
    me {
      ...CurrentUserFields
    }
  }
`);

export const SignInDocument = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      accessToken
      refreshToken
      user {
        ...CurrentUserFields
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
