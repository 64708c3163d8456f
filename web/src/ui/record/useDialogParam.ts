import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A dialog kept in the URL (`?schedule=new`, `?class=<id>`), so that Back closes it and a link reopens it.
 * Opening pushes a history entry; closing replaces it.
 */
export function useDialogParam(name: string) {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const open = useCallback(
    (next: string) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        copy.set(name, next);
        return copy;
      }),
    [name, setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.delete(name);
          return copy;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return { value, open, close };
}
