import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { withParams, type ParamValue } from '../../../ui/searchParams';

export type { ParamValue };

export interface SearchParamState {
  text(key: string): string;
  list(key: string): string[];
  flag(key: string): boolean;
  number(key: string, fallback: number): number;
  /**
   * Changes some parameters and keeps the others; null, '', false and [] remove one. A filter change pushes a
   * history entry (Back restores the screen); `replace` suits typing in a search box.
   */
  update(changes: Record<string, ParamValue>, options?: { replace?: boolean }): void;
}

/** A screen's filters, paging, sorting and open dialog kept in the address (?q=…&page=2&edit=…). */
export function useSearchParamState(): SearchParamState {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, ParamValue>, options?: { replace?: boolean }) =>
      setParams((previous) => withParams(previous, changes), { replace: options?.replace }),
    [setParams],
  );
  return useMemo(
    () => ({
      text: (key) => params.get(key) ?? '',
      list: (key) => (params.get(key) ?? '').split(',').filter((item) => item.length > 0),
      flag: (key) => params.get(key) === '1',
      number: (key, fallback) => {
        const value = Number(params.get(key));
        return params.has(key) && Number.isInteger(value) && value > 0 ? value : fallback;
      },
      update,
    }),
    [params, update],
  );
}
