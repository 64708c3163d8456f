import { graphql } from '../../gql';

graphql(`
  fragment CommunicationCardFields on Communication {
    id
    subject
    body
    images
    video
    sendTo
    show
    publishDate
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

/** The communications the teacher may read, newest first: the server decides which (001 section 6). */
export const TeacherCommunicationsDocument = graphql(`
  query TeacherCommunications($filter: ModelCommunicationFilterInput, $limit: Int, $nextToken: String) {
    listCommunications(
      filter: $filter
      sort: [{ field: "publishDate", direction: DESC }]
      limit: $limit
      nextToken: $nextToken
    ) {
      items {
        ...CommunicationCardFields
      }
      nextToken
    }
  }
`);
