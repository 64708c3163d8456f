import { graphql } from '../../gql';

export const SubmitContactFormDocument = graphql(`
  mutation SubmitContactForm($input: ContactFormInput!) {
    submitContactForm(input: $input) {
      success
    }
  }
`);
