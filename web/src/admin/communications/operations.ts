import { graphql } from '../../gql';

graphql(`
  fragment CommunicationFields on Communication {
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
  }
`);

export const AdminCommunicationsDocument = graphql(`
  query AdminCommunications(
    $filter: ModelCommunicationFilterInput
    $sort: [ModelSortInput!]
    $limit: Int
    $nextToken: String
  ) {
    listCommunications(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {
      items {
        ...CommunicationFields
      }
      nextToken
    }
  }
`);

export const CommunicationDocument = graphql(`
  query Communication($id: ID!) {
    getCommunication(id: $id) {
      ...CommunicationFields
    }
  }
`);

export const CreateCommunicationDocument = graphql(`
  mutation CreateCommunication($input: CreateCommunicationInput!) {
    createCommunication(input: $input) {
      ...CommunicationFields
    }
  }
`);

export const UpdateCommunicationDocument = graphql(`
  mutation UpdateCommunication($input: UpdateCommunicationInput!) {
    updateCommunication(input: $input) {
      ...CommunicationFields
    }
  }
`);

export const DeleteCommunicationDocument = graphql(`
  mutation DeleteCommunication($input: DeleteCommunicationInput!) {
    deleteCommunication(input: $input) {
      ...CommunicationFields
    }
  }
`);
