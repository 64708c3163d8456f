import type { App } from '../../server/context.ts';

/** An admin's access token for the bench's server processes, signed by the server itself (no sign-in to measure). */
export function benchAdminToken(app: App): Promise<string> {
  return app.tokens.issue({
    userId: 'bench-admin',
    email: 'bench-admin@example.com',
    groups: ['admin'],
    teacherProfileId: null,
    // Tokens name their session (a refresh-token family); one that was never revoked is live.
    sessionId: 'bench-session',
  });
}
