import { graphql } from '../../gql';

/** Sign-up, login retrieval, forgot password and e-mail verification (issue 12). */
export const SignUpDocument = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      accessToken
      refreshToken
      user {
        ...CurrentUserFields
      }
    }
  }
`);

export const RequestLoginLinkDocument = graphql(`
  mutation RequestLoginLink($input: RequestLoginLinkInput!) {
    requestLoginLink(input: $input)
  }
`);

export const SignInWithLinkDocument = graphql(`
  mutation SignInWithLink($token: String!) {
    signInWithLink(token: $token) {
      accessToken
      refreshToken
      user {
        ...CurrentUserFields
      }
    }
  }
`);

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input)
  }
`);

export const VerifyEmailDocument = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`);

export const SendEmailVerificationDocument = graphql(`
  mutation SendEmailVerification {
    sendEmailVerification
  }
`);
