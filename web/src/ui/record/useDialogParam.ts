import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { currentParams, withParams } from '../searchParams';

/**
 * A dialog kept in the URL (`?schedule=new`, `?class=<id>`), so that Back closes it and a link reopens it.
 * Opening pushes a history entry; closing replaces it.
 */
export function useDialogParam(name: string) {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const open = useCallback(
    (next: string) =>
      setParams(() => withParams(currentParams(), { [name]: next })),
    [name, setParams],
  );
  const close = useCallback(
    () =>
      setParams(() => withParams(currentParams(), { [name]: null }), { replace: true }),
    [name, setParams],
  );
  return { value, open, close };
}
