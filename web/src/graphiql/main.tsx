import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ACCESS_TOKEN_KEY } from '../core/auth/tokens';

// The self-hosted GraphQL IDE served for browser visits to /graphql (no CDN: it works with no internet).
// The headers editor starts with the web app's access token when this browser is signed in.

const wsProtocol = location.protocol === 'https:' ? 'wss' : 'ws';
const storedToken = (): string | null => localStorage.getItem(ACCESS_TOKEN_KEY);

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${wsProtocol}://${location.host}/graphql`,
  wsConnectionParams: () => {
    const token = storedToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  },
});

const token = storedToken();
const defaultHeaders = token ? JSON.stringify({ Authorization: `Bearer ${token}` }, null, 2) : undefined;

const root = document.getElementById('graphiql');
if (!root) throw new Error('graphiql.html has no #graphiql element');

createRoot(root).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultHeaders={defaultHeaders}
      initialHeaders={defaultHeaders}
      defaultEditorToolsVisibility={token ? 'headers' : false}
    />
  </StrictMode>,
);
