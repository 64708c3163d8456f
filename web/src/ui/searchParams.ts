/** A value kept in the address: null, undefined, false, '' and [] remove the parameter; true is '1'; a list is joined. */
export type ParamValue = string | number | boolean | readonly string[] | null | undefined;

function encoded(value: ParamValue): string | null {
  if (value === null || value === undefined || value === false || value === '') return null;
  if (value === true) return '1';
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : null;
  return String(value);
}

/** The address's parameters with `changes` applied and the others kept (for react-router's setSearchParams). */
export function withParams(current: URLSearchParams, changes: Record<string, ParamValue>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    const text = encoded(value);
    if (text === null) next.delete(key);
    else next.set(key, text);
  }
  return next;
}

/**
 * The address's parameters as they are now. A screen's own copy (useLocation, useSearchParams) can lag behind a
 * navigation that is still being rendered (react-router renders navigations as transitions): a write built on it
 * would put back what that navigation changed (a step of the cart dialog, a search typed a moment ago).
 */
export function currentParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}
