import type { FetchResult, Operation } from '@apollo/client/core';
import { ApolloLink, Observable } from '@apollo/client/core';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { i18n } from '../i18n/i18n';
import { httpStatusOf, isNoAnswer, isServerFailure, requestIdOfFailure } from './failures';
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

/** The server answered with an error of its own (HTTP 5xx): the device is online, the server failed. */
export class ServerProblemError extends Error {
  constructor(
    readonly status: number,
    /** The failed request's id, shown as a reference for whoever reads the server's log. */
    readonly requestId: string | null = null,
  ) {
    const problem = i18n.t('offline.serverProblem', { status });
    super(requestId ? `${problem} ${i18n.t('errors.reference', { requestId })}` : problem);
    this.name = 'ServerProblemError';
  }
}

/**
 * The first link. Every mutation gets a client mutation id sent as `Idempotency-Key`. Mutations marked
 * `context: { offline: true }` go through the offline queue; the others fail at once while offline with
 * 'This needs a connection to the server.' Queries and subscriptions pass through. A server that answers with
 * HTTP 5xx is not offline: such a failure becomes a ServerProblemError, which says so.
 */
export function createOfflineLink(queue: MutationQueue): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (!isMutation(operation)) return withHonestFailures(forward(operation), false);
    if ((operation.getContext() as { offline?: boolean }).offline) return queue.submit(operation);
    if (!isOnline()) return failed(new NeedsConnectionError());

    const key = newClientMutationId();
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'Idempotency-Key': key },
    }));
    return withHonestFailures(forward(operation), true);
  });
}

/**
 * The request's failure as the app should tell it: a server error as a server problem; no answer to a mutation
 * as the app being offline (it marks the server unreachable until a health probe answers).
 */
function withHonestFailures(results: Observable<FetchResult>, mutation: boolean): Observable<FetchResult> {
  return new Observable<FetchResult>((observer) => {
    const subscription = results.subscribe({
      next: (result) => observer.next(result),
      error: (error: unknown) => {
        const status = httpStatusOf(error);
        if (isServerFailure(status)) {
          observer.error(new ServerProblemError(status, requestIdOfFailure(error)));
        } else if (mutation && isNoAnswer(error)) {
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
}

function isMutation(operation: Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.MUTATION;
}

function failed(error: Error): Observable<FetchResult> {
  return new Observable<FetchResult>((observer) => observer.error(error));
}
