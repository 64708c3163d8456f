import { graphql } from '../../gql';

/** The announcements addressed to the teacher (or ALL) and not read yet: the server filters them (000 section 6). */
export const UnreadAnnouncementsDocument = graphql(`
  query UnreadAnnouncements {
    listAnnouncements(limit: 20, sort: [{ field: "createdAt", direction: ASC }]) {
      items {
        ...SyncedAnnouncement
      }
      nextToken
    }
  }
`);

export const MarkAnnouncementReadDocument = graphql(`
  mutation MarkAnnouncementRead($id: ID!) {
    markAnnouncementRead(id: $id) {
      id
      readBy
      _version
      updatedAt
      _lastChangedAt
    }
  }
`);
