import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type ParamValue = string | number | boolean | readonly string[] | null | undefined;

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

function encoded(value: ParamValue): string | null {
  if (value === null || value === undefined || value === false || value === '') return null;
  if (value === true) return '1';
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : null;
  return String(value);
}

/** A screen's filters, paging, sorting and open dialog kept in the address (?q=…&page=2&edit=…). */
export function useSearchParamState(): SearchParamState {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, ParamValue>, options?: { replace?: boolean }) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            const text = encoded(value);
            if (text === null) next.delete(key);
            else next.set(key, text);
          }
          return next;
        },
        { replace: options?.replace },
      ),
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
