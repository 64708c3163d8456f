/**
 * The Sales screens' addresses (002 §2 "Orders screen", "Quotes screen"): which list, which teacher, which dialog.
 * Pure, so that the route rules are tested by a table of cases.
 */

export type SalesKind = 'ORDER' | 'QUOTE';

export const salesBase: Record<SalesKind, string> = {
  ORDER: '/admin/productorders',
  QUOTE: '/admin/productorder-quotes',
};

/** A plain unique id (the ids this platform hands out are UUIDs). */
const uniqueId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUniqueId(value: string | undefined): value is string {
  return value !== undefined && uniqueId.test(value);
}

/** An owner: a unique id, '::', then a non-empty text without spaces ('sub::username'). */
export function isOwner(value: string | undefined): value is string {
  if (value === undefined) return false;
  const at = value.indexOf('::');
  return at > 0 && isUniqueId(value.slice(0, at)) && /^\S+$/.test(value.slice(at + 2));
}

/** The owner as the tables show it: without the part before '::'. */
export function ownerName(owner: string | null | undefined): string {
  if (!owner) return '';
  const at = owner.indexOf('::');
  return at >= 0 ? owner.slice(at + 2) : owner;
}

export interface Customer {
  teacherProfileId: string;
  owner: string;
}

/** What the address asks for; `redirect` when it must be replaced by another (invalid parameters). */
export type SalesRoute =
  { redirect: string } | { redirect?: undefined; customer: Customer | null; orderId: string | null; creating: boolean };

/** The route's parameters as react-router gives them (already percent-decoded). */
export interface SalesRouteParams {
  orderId?: string;
  teacherProfileId?: string;
  owner?: string;
  action?: string;
}

/**
 * Reads /…/{orderId?} and /…/customer/{teacherProfileId}/{owner}/{action?}. An invalid teacher profile id or owner
 * goes back to the screen's plain list; an action other than 'new' to the teacher's list.
 */
export function readSalesRoute(kind: SalesKind, params: SalesRouteParams, search: URLSearchParams): SalesRoute {
  const base = salesBase[kind];
  const customerRoute = params.teacherProfileId !== undefined || params.owner !== undefined;
  if (!customerRoute) return { customer: null, orderId: params.orderId || null, creating: false };
  if (!isUniqueId(params.teacherProfileId) || !isOwner(params.owner)) return { redirect: base };
  const customer = { teacherProfileId: params.teacherProfileId, owner: params.owner };
  if (params.action !== undefined && params.action !== 'new') return { redirect: customerPath(kind, customer) };
  return { customer, orderId: search.get('order') || null, creating: params.action === 'new' };
}

/** The list's path: every order of the last month, or all of one teacher's. */
export function customerPath(kind: SalesKind, customer: Customer | null): string {
  const base = salesBase[kind];
  return customer
    ? `${base}/customer/${encodeURIComponent(customer.teacherProfileId)}/${encodeURIComponent(customer.owner)}`
    : base;
}

export type DialogMode = 'view' | 'edit';

/**
 * Where an order's dialog is: /admin/productorders/{orderId} on the plain list (the spec's link), ?order={id} on a
 * teacher's list; ?mode=edit for editing. The list's filters stay.
 */
export function orderDialogLocation(
  kind: SalesKind,
  customer: Customer | null,
  search: URLSearchParams,
  orderId: string,
  mode: DialogMode,
): { pathname: string; search: string } {
  const next = new URLSearchParams(search);
  next.delete('order');
  next.delete('mode');
  if (customer) next.set('order', orderId);
  if (mode === 'edit') next.set('mode', 'edit');
  const text = next.toString();
  return {
    pathname: customer ? customerPath(kind, customer) : `${salesBase[kind]}/${encodeURIComponent(orderId)}`,
    search: text ? `?${text}` : '',
  };
}

/** The list with no dialog open, its filters kept. */
export function listLocation(
  kind: SalesKind,
  customer: Customer | null,
  search: URLSearchParams,
): { pathname: string; search: string } {
  const next = new URLSearchParams(search);
  next.delete('order');
  next.delete('mode');
  const text = next.toString();
  return { pathname: customerPath(kind, customer), search: text ? `?${text}` : '' };
}
