import type { FetchResult, Operation } from '@apollo/client/core';
import { ApolloLink, Observable } from '@apollo/client/core';
import { getTokens } from '../auth/tokens';
import { accessTokenForRequest, refreshAccessToken } from './session';

/** Operations that need no session (and must not try to renew one). */
const PUBLIC_OPERATIONS = new Set(['SignIn', 'SignUp', 'RefreshSession']);

/**
 * Adds `Authorization: Bearer <accessToken>`, renewing the token first when it is about to expire, and once more
 * when the server still answers UNAUTHENTICATED; the request is then retried once with the new token.
 */
export function createAuthLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (PUBLIC_OPERATIONS.has(operation.operationName)) return forward(operation);

    return new Observable<FetchResult>((observer) => {
      let closed = false;
      let inner: { unsubscribe(): void } | undefined;

      const attempt = (token: string | null, retried: boolean): void => {
        if (closed) return;
        setAuthorization(operation, token);
        let handedOver = false;
        const retry = (): void => {
          handedOver = true;
          inner?.unsubscribe();
          refreshAccessToken().then(
            (fresh) => attempt(fresh, true),
            (error: unknown) => observer.error(error),
          );
        };
        inner = forward(operation).subscribe({
          next: (result) => {
            if (!retried && getTokens() && hasCode(result.errors, 'UNAUTHENTICATED')) return retry();
            observer.next(result);
          },
          error: (error: unknown) => {
            if (!retried && getTokens() && statusOf(error) === 401) return retry();
            observer.error(error);
          },
          complete: () => {
            if (!handedOver) observer.complete();
          },
        });
      };

      accessTokenForRequest().then(
        (token) => attempt(token, false),
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
}

function setAuthorization(operation: Operation, token: string | null): void {
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => {
    const { authorization: _previous, ...rest } = headers;
    return { headers: token ? { ...rest, authorization: `Bearer ${token}` } : rest };
  });
}

function hasCode(errors: FetchResult['errors'], code: string): boolean {
  return (errors ?? []).some((error) => error.extensions?.code === code);
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : undefined;
}
