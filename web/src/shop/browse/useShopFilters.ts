import { useCallback } from 'react';
import { useUrlState } from '../../ui/urlState';
import { useSearchBox } from '../../ui/useSearchBox';

/** The browse filters as search parameters (?q=…&tags=a,b&featured=1), so links and Back restore them. */
export function useShopFilters() {
  const { text, list, flag, update } = useUrlState();
  const search = text('q');
  const tagIds = list('tags');
  const featured = flag('featured');
  const change = useCallback(
    (name: string, value: string | null) => update({ [name]: value }, { replace: true, preventScrollReset: true }),
    [update],
  );
  // Typing waits for a pause before the list is asked again; a search given by the address wins.
  const writeSearch = useCallback((value: string | null) => change('q', value), [change]);
  const [typed, setTyped] = useSearchBox(search, writeSearch);

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

/** The server's shop filter (ShopItemsFilter) for the browse filters and a category. */
export function shopItemsFilter(
  filters: { search: string; tagIds: string[]; featured: boolean },
  categoryId: string | null,
): { search: string | null; tagIds: string[] | null; categoryId: string | null; featured: boolean | null } {
  return {
    search: filters.search || null,
    tagIds: filters.tagIds.length > 0 ? filters.tagIds : null,
    categoryId,
    featured: filters.featured || null,
  };
}
