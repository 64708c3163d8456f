import { graphql } from '../../gql';
import type { FailedMailsQuery } from '../../gql/graphql';

export const FailedMailsDocument = graphql(`
  query FailedMails($limit: Int, $nextToken: String) {
    failedMails(limit: $limit, nextToken: $nextToken) {
      items {
        id
        kind
        to
        subject
        attempts
        lastError
        lastAttemptAt
        resent
      }
      nextToken
    }
  }
`);

export const ResendMailDocument = graphql(`
  mutation ResendMail($id: ID!) {
    resendMail(id: $id) {
      id
      resent
    }
  }
`);

/** One row of the table. */
export type FailedMailRow = FailedMailsQuery['failedMails']['items'][number];
