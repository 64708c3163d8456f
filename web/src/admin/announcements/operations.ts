import { graphql } from '../../gql';

graphql(`
  fragment AnnouncementFields on Announcement {
    id
    title
    sendTo
    readBy
    message
    _version
  }
`);

export const AdminAnnouncementsDocument = graphql(`
  query AdminAnnouncements(
    $filter: ModelAnnouncementFilterInput
    $sort: [ModelSortInput!]
    $limit: Int
    $nextToken: String
  ) {
    listAnnouncements(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {
      items {
        ...AnnouncementFields
      }
      nextToken
    }
  }
`);

export const AnnouncementDocument = graphql(`
  query Announcement($id: ID!) {
    getAnnouncement(id: $id) {
      ...AnnouncementFields
    }
  }
`);

export const CreateAnnouncementDocument = graphql(`
  mutation CreateAnnouncement($input: CreateAnnouncementInput!) {
    createAnnouncement(input: $input) {
      ...AnnouncementFields
    }
  }
`);

export const UpdateAnnouncementDocument = graphql(`
  mutation UpdateAnnouncement($input: UpdateAnnouncementInput!) {
    updateAnnouncement(input: $input) {
      ...AnnouncementFields
    }
  }
`);

export const DeleteAnnouncementDocument = graphql(`
  mutation DeleteAnnouncement($input: DeleteAnnouncementInput!) {
    deleteAnnouncement(input: $input) {
      ...AnnouncementFields
    }
  }
`);
