import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { currentParams, withParams } from '../../ui/searchParams';

const SEARCH_DELAY_MS = 350;

/** The browse filters as search parameters (?q=…&tags=a,b&featured=1), so links and Back restore them. */
export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const tagIds = (params.get('tags') ?? '').split(',').filter(Boolean);
  const featured = params.get('featured') === '1';
  const [typed, setTyped] = useState(search);

  const change = useCallback(
    (name: string, value: string | null) =>
      setParams(() => withParams(currentParams(), { [name]: value }), { replace: true, preventScrollReset: true }),
    [setParams],
  );

  // Typing waits for a pause before the list is asked again; a search given by the address wins.
  useEffect(() => setTyped(search), [search]);
  useEffect(() => {
    if (typed.trim() === search.trim()) return undefined;
    const timer = setTimeout(() => change('q', typed.trim() || null), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, change]);

  return {
    search,
    typed,
    setTyped,
    tagIds,
    setTagIds: (ids: string[]) => change('tags', ids.join(',') || null),
    featured,
    setFeatured: (on: boolean) => change('featured', on ? '1' : null),
  };
}
