import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useEffect, useState } from 'react';

/** Answers already asked for on this page, by request body (a visitor going back and forth asks once). */
const answers = new Map<string, Promise<unknown>>();

/**
 * A query of the public site's light pages, sent with fetch: the visitor's first download carries no Apollo (nor
 * its cache, offline queue and sockets), which a signed-out visitor reading the landing page or a shared product
 * link does not need. The documents are codegen's, so the answers are typed; the server applies the same rules.
 * Their text comes with them from the build (web/graphqlDocumentsPlugin.ts), so graphql's printer is not needed.
 */
export function publicQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const { text } = document as { text?: string };
  if (!text) throw new Error('A document without its text (web/graphqlDocumentsPlugin.ts makes it)');
  const body = JSON.stringify({ query: text, variables });
  let answer = answers.get(body);
  if (!answer) {
    answer = fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
      async (response) => {
        const json = (await response.json()) as { data?: TData | null; errors?: { message: string }[] };
        if (!response.ok || json.errors?.length || !json.data) {
          throw new Error(json.errors?.[0]?.message ?? `The server answered ${response.status}`);
        }
        return json.data;
      },
    );
    answers.set(body, answer);
    answer.catch(() => answers.delete(body));
  }
  return answer as Promise<TData>;
}

export interface PublicQueryState<TData> {
  data: TData | undefined;
  error: Error | undefined;
  loading: boolean;
}

/** publicQuery as a hook: asks again when the variables change, keeps the last data meanwhile. */
export function usePublicQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: { skip?: boolean } = {},
): PublicQueryState<TData> {
  const key = JSON.stringify(variables);
  const skip = options.skip ?? false;
  /** The last answer and the request it answered. */
  const [answer, setAnswer] = useState<{ key: string | null; data?: TData; error?: Error }>({ key: null });
  useEffect(() => {
    if (skip) return undefined;
    let current = true;
    publicQuery(document, JSON.parse(key) as TVariables).then(
      (data) => current && setAnswer({ key, data }),
      (error: unknown) =>
        current &&
        setAnswer((previous) => ({
          key,
          data: previous.data,
          error: error instanceof Error ? error : new Error(String(error)),
        })),
    );
    return () => {
      current = false;
    };
  }, [document, key, skip]);
  return {
    data: answer.data,
    error: answer.key === key ? answer.error : undefined,
    loading: !skip && answer.key !== key,
  };
}
