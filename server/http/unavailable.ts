/**
 * The database away, answered as such (contract: SERVICE_UNAVAILABLE, HTTP 503): the client keeps what it sent and
 * tries again later (the web app's offline queue does), instead of reading "internal error" or "signed out".
 */
import type { ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { isDatabaseUnavailable } from '../../db/faults.ts';
import { serviceUnavailableMessage } from '../errors.ts';
import { sendJson } from './request.ts';

/** An answer whose errors include SERVICE_UNAVAILABLE goes out as HTTP 503, whatever else it carries. */
export const serviceUnavailablePlugin: ApolloServerPlugin = {
  requestDidStart: () =>
    Promise.resolve({
      willSendResponse: ({ response }) => {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        if (errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) response.http.status = 503;
        return Promise.resolve();
      },
    }),
};

/**
 * For a route's failure outside GraphQL's own error handling (a file route, the idempotency key's bookkeeping):
 * answers 503 when the database is away and says whether it did.
 */
export function answeredUnavailable(res: ServerResponse, error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  if (!res.headersSent)
    sendJson(res, 503, {
      errors: [{ message: serviceUnavailableMessage, extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });
  else res.end();
  return true;
}
