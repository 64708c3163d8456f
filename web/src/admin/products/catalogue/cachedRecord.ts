import type { ApolloClient, TypedDocumentNode, Unmasked } from '@apollo/client';

/**
 * A record as the table's saved rows hold it: offline, an edit dialog opened from the table still shows it
 * (read-only) although its own query cannot run.
 */
export function cachedRecord<T>(
  client: ApolloClient<object>,
  record: { __typename: string; id: string },
  fragment: TypedDocumentNode<T, unknown>,
  fragmentName: string,
): Unmasked<T> | null {
  return client.readFragment({ id: client.cache.identify(record), fragment, fragmentName });
}
