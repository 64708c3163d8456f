/**
 * What the server-paged record screens (terms, schools, subjects, holidays) share: a server list read a page at a
 * time with the API's nextToken, and a pager (their sort and filter are kept in the URL by `useListParams`).
 */
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const pageSize = 10;

interface PageVariables extends OperationVariables {
  limit?: number | null;
  nextToken?: string | null;
}

type Listed<TItem> = { items: TItem[]; nextToken?: string | null };

/** One page of a server list, and the moves to the pages beside it. */
export interface CursorList<TItem> {
  items: TItem[];
  loading: boolean;
  error: Error | undefined;
  page: number;
  hasNext: boolean;
  next(): void;
  previous(): void;
  refetch(): Promise<unknown>;
}

/**
 * One page of a server list. Pages are walked with the API's opaque nextToken: the tokens of the pages seen are
 * kept, so Previous goes back without the client ever computing a token; a new sort or filter starts again.
 */
export function useCursorList<TData, TVariables extends PageVariables, TItem>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, 'limit' | 'nextToken'>,
  select: (data: TData) => Listed<TItem>,
): CursorList<TItem> {
  const key = JSON.stringify(variables);
  const [cursor, setCursor] = useState<{ key: string; tokens: (string | null)[]; page: number }>({
    key,
    tokens: [null],
    page: 0,
  });
  // Another sort or filter starts at the first page again.
  const current = cursor.key === key ? cursor : { key, tokens: [null], page: 0 };

  const query = useQuery(document, {
    variables: { ...variables, limit: pageSize, nextToken: current.tokens[current.page] } as unknown as TVariables,
  });
  const connection = query.data ? select(query.data) : null;
  const nextToken = connection?.nextToken ?? null;

  const next = () => {
    if (nextToken)
      setCursor({ key, tokens: [...current.tokens.slice(0, current.page + 1), nextToken], page: current.page + 1 });
  };
  const previous = () => setCursor({ ...current, page: Math.max(0, current.page - 1) });

  return {
    items: connection?.items ?? [],
    loading: query.loading,
    error: query.error,
    page: current.page,
    hasNext: Boolean(nextToken),
    next,
    previous,
    refetch: () => query.refetch(),
  };
}

/** Previous / page number / Next under a server-paged table. */
export function Pager({
  page,
  hasNext,
  onPrevious,
  onNext,
}: {
  page: number;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
}) {
  const { t } = useTranslation('reference');
  return (
    <Space style={{ marginTop: 12, justifyContent: 'flex-end', width: '100%' }} aria-label={t('list.pages')}>
      <Button onClick={onPrevious} disabled={page === 0}>
        {t('list.previous')}
      </Button>
      <Typography.Text aria-live="polite">{t('list.page', { page: page + 1 })}</Typography.Text>
      <Button onClick={onNext} disabled={!hasNext}>
        {t('list.next')}
      </Button>
    </Space>
  );
}
