import { graphql } from '../../gql';

/** The announcements addressed to the teacher (or ALL) and not read yet: the server filters them (000 section 6). */
export const UnreadAnnouncementsDocument = graphql(`
  query UnreadAnnouncements {
    listAnnouncements(limit: 20, sort: [{ field: "createdAt", direction: ASC }]) {
      items {
        id
        title
        message
        createdAt
        updatedAt
        _version
        _deleted
        _lastChangedAt
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

/**
 * The three change events the banner follows. The server sends each teacher only what she may read: a new or
 * edited announcement for her, and as a deletion one deleted, read in another window or no longer sent to her.
 */
export const OnCreateAnnouncementDocument = graphql(`
  subscription OnCreateTeacherAnnouncement {
    onCreateAnnouncement {
      id
      _version
    }
  }
`);

export const OnUpdateAnnouncementDocument = graphql(`
  subscription OnUpdateTeacherAnnouncement {
    onUpdateAnnouncement {
      id
      _version
    }
  }
`);

export const OnDeleteAnnouncementDocument = graphql(`
  subscription OnDeleteTeacherAnnouncement {
    onDeleteAnnouncement {
      id
      _version
    }
  }
`);
