/** A small GraphQL client for API tests, over real HTTP and WebSocket against the test server. */
import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { inject } from 'vitest';
import WebSocket from 'ws';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  status: number;
  headers: Headers;
}

export const serverUrl = (): string => inject('serverUrl');

export async function gql<T = Record<string, any>>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; headers?: Record<string, string>; url?: string } = {},
): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${options.url ?? serverUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: GraphQLResponse['errors'] };
  return { ...body, status: response.status, headers: response.headers };
}

export function errorCode(response: GraphQLResponse): unknown {
  return response.errors?.[0]?.extensions?.code;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string; groups: string[] };
  teacherProfileId: string;
}

const authFields = 'accessToken refreshToken user { id email groups }';

async function withProfile(token: string, payload: Omit<Session, 'teacherProfileId'>): Promise<Session> {
  const me = await gql<{ me: { teacherProfile: { id: string } | null } }>(
    '{ me { teacherProfile { id } } }',
    {},
    { token },
  );
  return { ...payload, teacherProfileId: me.data?.me?.teacherProfile?.id ?? '' };
}

export async function signIn(email: string, password = 'Password1!'): Promise<Session> {
  const response = await gql<{ signIn: Omit<Session, 'teacherProfileId'> }>(
    `mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { ${authFields} } }`,
    { email, password },
  );
  if (!response.data?.signIn) throw new Error(`sign-in failed: ${JSON.stringify(response.errors)}`);
  return withProfile(response.data.signIn.accessToken, response.data.signIn);
}

/** A brand-new teacher, so that tests do not share state. */
export async function newTeacher(): Promise<Session> {
  const email = `teacher-${randomUUID()}@example.com`;
  const response = await gql<{ signUp: Omit<Session, 'teacherProfileId'> }>(
    `mutation($input: SignUpInput!) { signUp(input: $input) { ${authFields} } }`,
    { input: { email, password: 'Password1!', phoneNumber: '0821234567' } },
  );
  if (!response.data?.signUp) throw new Error(`sign-up failed: ${JSON.stringify(response.errors)}`);
  return withProfile(response.data.signUp.accessToken, response.data.signUp);
}

/** A graphql-ws client of the test server, or of the server at `url`. */
export function wsClient(token?: string, url = serverUrl()): Client {
  return createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    lazy: false,
    retryAttempts: 0,
  });
}

/**
 * A client of the server at `url` that connects at once and is never retried, and keeps the code its socket was
 * closed with: for tests of when and how the server closes a socket.
 */
export function watchedClient(
  token: string,
  url = serverUrl(),
): { client: Client; closeCode: () => number | undefined } {
  let code: number | undefined;
  const client = createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => undefined,
    on: { closed: (event) => (code = (event as { code: number }).code) },
  });
  return { client, closeCode: () => code };
}

/** Collects subscription events until `stop` is called. */
// The caller names the event shape its subscription query asks for.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function subscribe<T>(
  client: Client,
  query: string,
): { events: T[]; errors: unknown[]; stop: () => void; ready: Promise<void> } {
  const events: T[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<T>(
    { query },
    {
      next: (value) => {
        if (value.errors) errors.push(...value.errors);
        if (value.data) events.push(value.data);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  // graphql-ws has no subscribe acknowledgement; give the server a moment to register the listener.
  const ready = new Promise<void>((resolve) => setTimeout(resolve, 300));
  return { events, errors, stop, ready };
}

export async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const uuid = randomUUID;
