import { graphql } from '../../gql';
import type { SystemStatusQuery } from '../../gql/graphql';

/** The whole screen in one query, polled while it is open (SystemPage). */
export const SystemStatusDocument = graphql(`
  query SystemStatus {
    systemStatus {
      checkedAt
      version
      commit
      uptimeSeconds
      liveSessions
      lastBackupAt
      processes {
        id
        host
        pid
        version
        startedAt
        lastHeartbeatAt
        responding
        current
      }
      database {
        kind
        sizeBytes
        pendingMigrations
      }
      storage {
        kind
        usedBytes
        writable
      }
      jobs {
        queued
        active
        failed
        undeliveredMail
      }
      recentErrors {
        time
        requestId
        code
        message
        processId
        host
      }
    }
  }
`);

export type SystemStatusView = SystemStatusQuery['systemStatus'];
export type ProcessRow = SystemStatusView['processes'][number];
export type ErrorRow = SystemStatusView['recentErrors'][number];
