import { graphql } from '../../gql';

export const SubmitSupportRequestDocument = graphql(`
  mutation SubmitSupportRequest($input: SupportRequestInput!) {
    submitSupportRequest(input: $input) {
      success
    }
  }
`);
