import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { SalesOrderSort } from '../../gql/graphql';
import { currentParams, searchWith, type ParamValue } from '../../ui/urlState';
import {
  customerPath,
  listLocation,
  orderDialogLocation,
  readSalesRoute,
  type DialogMode,
  type SalesKind,
} from './salesRoute';

/** The footer's page sizes (002 §2); -1 shows every row. */
export const pageSizes = [5, 10, 15, 50, 100, -1] as const;
const defaultPageSize = 10;

export const sortFields: readonly SalesOrderSort[] = [
  'orderDateTime',
  'orderID',
  'owner',
  'orderStatus',
  'orderPaymentMethod',
  'orderTotal',
  'productsCount',
];
/** Default sort: orderDateTime descending (002 §2). */
const defaultSort: SalesOrderSort = 'orderDateTime';

/** History state of an entry a dialog pushed: closing it goes Back over it. */
interface DialogEntry {
  salesDialog?: boolean;
}

/**
 * Everything the Sales screens keep in the address: the route (teacher, order, new), the filters, paging and sort
 * in the search, and the open dialog. Writes build on the address as it is now (see `currentParams`).
 */
export function useSalesAddress(kind: SalesKind) {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const { orderId, teacherProfileId, owner, action } = params;
  // One route object per address, so that the callbacks below keep their identity between renders.
  const route = useMemo(
    () => readSalesRoute(kind, { orderId, teacherProfileId, owner, action }, search),
    [kind, orderId, teacherProfileId, owner, action, search],
  );
  const customer = route.redirect === undefined ? route.customer : null;
  const pushed = (location.state as DialogEntry | null)?.salesDialog === true;

  const size = Number(search.get('size'));
  const pageSize = (pageSizes as readonly number[]).includes(size) && search.has('size') ? size : defaultPageSize;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const asked = search.get('sort') as SalesOrderSort | null;
  const sort = asked && sortFields.includes(asked) ? asked : defaultSort;
  const descending = search.get('dir') !== 'asc';

  /** Changes some search parameters in place (filters, paging); other parameters stay. */
  const update = useCallback(
    (changes: Record<string, ParamValue>, options: { push?: boolean } = {}) => {
      void navigate({ pathname: window.location.pathname, search: searchWith(changes) }, { replace: !options.push });
    },
    [navigate],
  );

  const openOrder = useCallback(
    (orderId: string, mode: DialogMode) => {
      void navigate(orderDialogLocation(kind, customer, currentParams(), orderId, mode), {
        state: { salesDialog: true } satisfies DialogEntry,
      });
    },
    [navigate, kind, customer],
  );

  /** Another mode of the open dialog, or the order just created: in place of the current entry. */
  const replaceOrder = useCallback(
    (orderId: string, mode: DialogMode) => {
      void navigate(orderDialogLocation(kind, customer, currentParams(), orderId, mode), {
        replace: true,
        state: location.state as unknown,
      });
    },
    [navigate, kind, customer, location.state],
  );

  const openNew = useCallback(() => {
    if (!customer) return;
    const text = listLocation(kind, customer, currentParams()).search;
    void navigate(
      { pathname: `${customerPath(kind, customer)}/new`, search: text },
      { state: { salesDialog: true } satisfies DialogEntry },
    );
  }, [navigate, kind, customer]);

  /** Closes the dialog: Back over the entry that opened it, or (opened by a link) the list in place. */
  const closeDialog = useCallback(() => {
    if (pushed) void navigate(-1);
    else void navigate(listLocation(kind, customer, currentParams()), { replace: true });
  }, [navigate, pushed, kind, customer]);

  return {
    route,
    customer,
    mode: dialogMode(search.get('mode')),
    list: {
      search: search.get('q') ?? '',
      hasPhysical: search.get('physical') === '1',
      hasQuestions: search.get('questions') === '1',
      hasProofOfPayment: search.get('proof') === '1',
      includeCarts: kind === 'ORDER' && search.get('carts') === '1',
      page,
      pageSize,
      sort,
      descending,
    },
    update,
    openOrder,
    replaceOrder,
    openNew,
    closeDialog,
  };
}

function dialogMode(value: string | null): DialogMode {
  return value === 'edit' ? 'edit' : 'view';
}
