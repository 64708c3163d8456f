/**
 * What every HTTP route beyond GraphQL (files, reports, imports) shares: the caller named by the
 * `Authorization: Bearer` header, the refusal of a caller outside a group, and one JSON error body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { anonymous, type Group, type Viewer } from '../access/rules.ts';
import type { App } from '../context.ts';
import { bearerToken, sendJson } from './request.ts';
import { recordOf } from '../observability/request-record.ts';

export type RouteErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RANGE_NOT_SATISFIABLE'
  | 'INSUFFICIENT_STORAGE';

/**
 * An error answer: `{ error: { code, message } }` (the imports' contract) and the same under `errors`, shaped like
 * a GraphQL error, which the web app reads from every route.
 */
export function sendRouteError(
  res: ServerResponse,
  status: number,
  code: RouteErrorCode,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error: { code, message }, errors: [{ message, extensions: { code } }] }, headers);
}

/** A Bearer token that does not verify (expired, altered, or its session ended). */
export class InvalidToken extends Error {}

/** Who asks, from the `Authorization: Bearer` header; anonymous without one; InvalidToken for a bad one. */
export async function viewerOf(app: App, req: IncomingMessage): Promise<Viewer> {
  const token = bearerToken(req.headers.authorization);
  if (!token) return anonymous;
  let viewer: Viewer;
  try {
    viewer = await app.tokens.verify(token);
  } catch {
    throw new InvalidToken();
  }
  recordOf(req).userId = viewer.userId;
  return viewer;
}

/**
 * The caller when signed in and in `group`; otherwise null once the refusal is sent: 401 without a token or with
 * a bad one, 403 outside the group.
 */
export async function callerInGroup(
  app: App,
  req: IncomingMessage,
  res: ServerResponse,
  group: Group,
): Promise<Viewer | null> {
  const viewer = await viewerOf(app, req).catch((error: unknown) => {
    if (error instanceof InvalidToken) return null;
    throw error;
  });
  if (!viewer) {
    sendRouteError(res, 401, 'UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
    return null;
  }
  if (!viewer.userId) {
    sendRouteError(res, 401, 'UNAUTHENTICATED', 'Sign in to continue.');
    return null;
  }
  if (!viewer.groups.includes(group)) {
    sendRouteError(res, 403, 'FORBIDDEN', 'You are not allowed to do this.');
    return null;
  }
  return viewer;
}
