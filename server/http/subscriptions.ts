/** GraphQL subscriptions over graphql-ws on the same port and path as HTTP. */
import type { Server } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { App } from '../context.ts';
import { formatError, requestContext, validationRules, viewerFromToken } from './graphql.ts';
import { specifiedRules, validate } from 'graphql';

export function attachSubscriptions(app: App, schema: GraphQLSchema, server: Server): () => Promise<void> {
  const wsServer = new WebSocketServer({ server, path: '/graphql', maxPayload: 1024 * 1024 });
  const disposable = useServer(
    {
      schema,
      context: async (ctx) => {
        const authorization = ctx.connectionParams?.authorization;
        const viewer = await viewerFromToken(app, typeof authorization === 'string' ? authorization : null);
        const socket = ctx.extra.request.socket;
        return requestContext(app, viewer, socket.remoteAddress ?? 'unknown');
      },
      // Same limits as over HTTP.
      validate: (schemaArg, document) => validate(schemaArg, document, [...specifiedRules, ...validationRules]),
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(error.toJSON(), error)),
    },
    wsServer,
  );
  return async () => {
    await disposable.dispose();
    wsServer.close();
  };
}
