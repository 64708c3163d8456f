import type { FetchResult, Operation } from '@apollo/client/core';
import { ApolloLink, Observable } from '@apollo/client/core';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { i18n } from '../i18n/i18n';
import { newClientMutationId } from './ids';
import type { MutationQueue } from './mutationQueue';
import { isOnline, reportServerUnreachable } from './online';

/** A mutation could not be sent: it needs the server and the app is offline. */
export class NeedsConnectionError extends Error {
  constructor() {
    super(i18n.t('offline.needsConnection'));
    this.name = 'NeedsConnectionError';
  }
}

/**
 * The first link. Every mutation gets a client mutation id sent as `Idempotency-Key`. Mutations marked
 * `context: { offline: true }` go through the offline queue; the others fail at once while offline with
 * 'This needs a connection to the server.' Queries and subscriptions pass through.
 */
export function createOfflineLink(queue: MutationQueue): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (!isMutation(operation)) return forward(operation);
    if ((operation.getContext() as { offline?: boolean }).offline) return queue.submit(operation);
    if (!isOnline()) return failed(new NeedsConnectionError());

    const key = newClientMutationId();
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'Idempotency-Key': key },
    }));
    return new Observable<FetchResult>((observer) => {
      const subscription = forward(operation).subscribe({
        next: (result) => observer.next(result),
        error: (error: unknown) => {
          if (isNetworkFailure(error)) {
            reportServerUnreachable();
            observer.error(new NeedsConnectionError());
          } else {
            observer.error(error);
          }
        },
        complete: () => observer.complete(),
      });
      return () => subscription.unsubscribe();
    });
  });
}

function isMutation(operation: Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.MUTATION;
}

function failed(error: Error): Observable<FetchResult> {
  return new Observable<FetchResult>((observer) => observer.error(error));
}

/** fetch() rejects with a TypeError when nothing answered; an HTTP error status is an answer. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError');
}
