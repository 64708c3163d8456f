import type { SortDirection } from './cells';
import type { UrlState } from '../../../ui/urlState';

export interface TableChange<F extends string> {
  page: number;
  pageSize: number;
  sort: F | null;
  dir: SortDirection | null;
}

/** Default page size 10, page from 1, title descending (002 §9). */
const defaultPageSize = 10;
const defaultSort = 'title';

/** Page, page size and sort of a catalogue table, kept in the address (?page=2&size=20&sort=price&dir=asc). */
export function useListPaging<F extends string>(state: UrlState, fields: readonly F[]) {
  const page = state.number('page', 1);
  const pageSize = state.number('size', defaultPageSize);
  const asked = state.text('sort') as F;
  const sort = fields.includes(asked) ? asked : (defaultSort as F);
  const dir: SortDirection = state.text('dir') === 'asc' ? 'asc' : 'desc';

  const onTableChange = (change: TableChange<F>) => {
    const nextSort = change.sort ?? (defaultSort as F);
    const nextDir = change.dir ?? 'desc';
    // Another order or page size starts again at page 1.
    const reordered = nextSort !== sort || nextDir !== dir || change.pageSize !== pageSize;
    state.update({
      page: reordered || change.page <= 1 ? null : change.page,
      size: change.pageSize !== defaultPageSize ? change.pageSize : null,
      sort: nextSort === defaultSort ? null : nextSort,
      dir: nextDir === 'asc' ? 'asc' : null,
    });
  };

  return {
    page,
    pageSize,
    sort,
    dir,
    onTableChange,
    /** The list query's sort, page and limit. */
    variables: {
      sort: [{ field: sort, direction: dir === 'asc' ? ('ASC' as const) : ('DESC' as const) }],
      page,
      limit: pageSize,
    },
  };
}
