import { useApolloClient } from '@apollo/client';
import { useCallback, useRef, useState } from 'react';
import type { CheckProductContentQuery } from '../../gql/graphql';
import { AdminProductIdsDocument, CheckProductContentDocument } from './operations';

export type MissingContent = CheckProductContentQuery['checkProductContent'];

/** Products per checkProductContent call (002 §9: batches of 50; the server checks 10 files at a time). */
const batchSize = 50;
const idPageSize = 1000;
const storageKey = 'adminCatalogue.missingContent';

function restored(): MissingContent | null {
  try {
    const saved = sessionStorage.getItem(storageKey);
    return saved ? (JSON.parse(saved) as MissingContent) : null;
  } catch {
    return null;
  }
}

export interface ContentCheck {
  running: boolean;
  /** 0-100 */
  percent: number;
  /** The last check's products with missing files (kept for this tab's session), or null before any. */
  result: MissingContent | null;
  error: unknown;
  run(): Promise<void>;
  stop(): void;
}

/** Check Content (002 §2, §4): every product's files, in batches, with progress. */
export function useContentCheck(): ContentCheck {
  const client = useApolloClient();
  const [running, setRunning] = useState(false);
  const [percent, setPercent] = useState(0);
  const [result, setResult] = useState<MissingContent | null>(restored);
  const [error, setError] = useState<unknown>(null);
  const stopped = useRef(false);

  const run = useCallback(async () => {
    stopped.current = false;
    setRunning(true);
    setPercent(0);
    setError(null);
    try {
      const ids: string[] = [];
      for (let page = 1; ; page += 1) {
        const { data } = await client.query({
          query: AdminProductIdsDocument,
          variables: { page, limit: idPageSize },
          fetchPolicy: 'no-cache',
        });
        ids.push(...data.adminProducts.items.map((item) => item.product.id));
        const { total, totalAtLeast } = data.adminProducts;
        // Past 10,000 products the total is a lower bound: walk on until a short page.
        const all = !totalAtLeast && ids.length >= total;
        if (all || data.adminProducts.items.length < idPageSize || stopped.current) break;
      }
      const missing: MissingContent = [];
      for (let start = 0; start < ids.length && !stopped.current; start += batchSize) {
        const { data } = await client.query({
          query: CheckProductContentDocument,
          variables: { productIds: ids.slice(start, start + batchSize) },
          fetchPolicy: 'no-cache',
        });
        missing.push(...data.checkProductContent);
        setPercent(Math.round((Math.min(start + batchSize, ids.length) / Math.max(ids.length, 1)) * 100));
      }
      if (stopped.current) return;
      setPercent(100);
      setResult(missing);
      sessionStorage.setItem(storageKey, JSON.stringify(missing));
    } catch (checkError) {
      setError(checkError);
    } finally {
      setRunning(false);
    }
  }, [client]);

  return {
    running,
    percent,
    result,
    error,
    run,
    stop: () => void (stopped.current = true),
  };
}
