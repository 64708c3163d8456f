import type { CustomerSort } from '../../gql/graphql';
import { useListParams } from '../../ui/urlState';

/** The columns the server sorts by (CustomerSort). */
const customerSorts: readonly CustomerSort[] = ['registrationDate', 'username', 'email', 'name', 'surname', 'province'];
export const pageSizes = [10, 20, 50, 100];
const defaultPageSize = 10;

function isCustomerSort(field: string): field is CustomerSort {
  return (customerSorts as readonly string[]).includes(field);
}

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * The Customers table's search, sort and page, all in the address (?q=…&sort=email&dir=ASC&page=2&size=20), so
 * that a link or Back restores the screen. Registration date, newest first, unless the admin sorts otherwise.
 */
export function useCustomerParams() {
  const list = useListParams({ field: 'registrationDate', direction: 'DESC' });
  const [{ field, direction }] = list.sort;
  const sort: CustomerSort = field && isCustomerSort(field) ? field : 'registrationDate';
  const search = list.params.get('q') ?? '';
  const page = positive(list.params.get('page'), 1);
  const pageSize = positive(list.params.get('size'), defaultPageSize);
  return {
    ...list,
    search,
    page,
    pageSize,
    variables: { search: search.trim() || null, sort, descending: direction === 'DESC', page, pageSize },
    /** A new search starts at page 1. */
    setSearch: (value: string | null) => list.set({ q: value, page: null }),
    setPage: (nextPage: number, nextSize: number) =>
      list.set({
        // Another page size starts again at page 1.
        page: nextSize !== pageSize || nextPage <= 1 ? null : String(nextPage),
        size: nextSize !== defaultPageSize ? String(nextSize) : null,
      }),
  };
}
