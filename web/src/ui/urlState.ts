/**
 * State kept in the address (filters, sort, paging, open dialogs), so that a link, a reload or Back restores a
 * screen. The one place that reads and writes search parameters: every write builds on the address as it is now
 * (see `currentParams`), never on a screen's copy of it.
 */
import type { SortOrder } from 'antd/es/table/interface';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** A value kept in the address: null, undefined, false, '' and [] remove the parameter; true is '1'; a list is joined. */
export type ParamValue = string | number | boolean | readonly string[] | null | undefined;

export type ParamChanges = Record<string, ParamValue>;

function encoded(value: ParamValue): string | null {
  if (value === null || value === undefined || value === false || value === '') return null;
  if (value === true) return '1';
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : null;
  return String(value);
}

/** The address's parameters with `changes` applied and the others kept. */
export function withParams(current: URLSearchParams, changes: ParamChanges): URLSearchParams {
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

/** The search part of an address (`?a=1` or '') with `changes` applied on top of the address as it is now. */
export function searchWith(changes: ParamChanges): string {
  const text = withParams(currentParams(), changes).toString();
  return text ? `?${text}` : '';
}

export interface WriteOptions {
  /** In place of the current history entry (typing, paging); by default a new entry, so Back restores the screen. */
  replace?: boolean;
  preventScrollReset?: boolean;
}

/** Typed reads of the address's parameters, and the one write. */
export interface UrlState {
  params: URLSearchParams;
  /** The parameter, or null. */
  get(key: string): string | null;
  /** The parameter, or ''. */
  text(key: string): string;
  /** A comma-separated list ([] when absent). */
  list(key: string): string[];
  /** '1' is on. */
  flag(key: string): boolean;
  /** A whole number above 0, else the fallback. */
  number(key: string, fallback: number): number;
  /** One of the allowed values, else the fallback. */
  oneOf<T extends string>(key: string, allowed: readonly T[], fallback: T): T;
  /** Changes some parameters and keeps the others; null, '', false and [] remove one. */
  update(changes: ParamChanges, options?: WriteOptions): void;
}

export function readParams(params: URLSearchParams): Omit<UrlState, 'update'> {
  return {
    params,
    get: (key) => params.get(key),
    text: (key) => params.get(key) ?? '',
    list: (key) => (params.get(key) ?? '').split(',').filter((item) => item.length > 0),
    flag: (key) => params.get(key) === '1',
    number: (key, fallback) => {
      const value = Number(params.get(key));
      return params.has(key) && Number.isInteger(value) && value > 0 ? value : fallback;
    },
    oneOf: <T extends string>(key: string, allowed: readonly T[], fallback: T) => {
      const value = params.get(key);
      return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
    },
  };
}

/** The address's search parameters, typed, and a write on top of the address as it is now. */
export function useUrlState(): UrlState {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges, options?: WriteOptions) => setParams(() => withParams(currentParams(), changes), options),
    [setParams],
  );
  return useMemo(() => ({ ...readParams(params), update }), [params, update]);
}

export interface SortParam {
  field: string;
  direction: 'ASC' | 'DESC';
}

/**
 * A list screen's search (`q`), sort (`sort`, `dir`), page (`page`) and page size (`size`) in the address. Its
 * writes (`set`) replace the current history entry.
 */
export function useListParams(defaultSort: SortParam, defaultPageSize = 10) {
  const state = useUrlState();
  const field = state.get('sort') ?? defaultSort.field;
  const direction = state.oneOf('dir', ['ASC', 'DESC'] as const, defaultSort.direction);
  const sort = useMemo(() => [{ field, direction }], [field, direction]);
  const { update } = state;
  const set = useCallback((changes: ParamChanges) => update(changes, { replace: true }), [update]);

  /** antd's sorter state for a column. */
  const sortOrderOf = (column: string): SortOrder =>
    column === field ? (direction === 'ASC' ? 'ascend' : 'descend') : null;
  /** antd Table onChange's sorter → the URL; a cleared sort goes back to the default. */
  const onSort = (sorter: { field?: unknown; order?: SortOrder } | { field?: unknown; order?: SortOrder }[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!one?.order || typeof one.field !== 'string') set({ sort: null, dir: null });
    else set({ sort: one.field, dir: one.order === 'ascend' ? 'ASC' : 'DESC' });
  };

  return {
    ...state,
    search: state.text('q'),
    page: state.number('page', 1),
    pageSize: state.number('size', defaultPageSize),
    sort,
    set,
    sortOrderOf,
    onSort,
  };
}

/** History state of a screen with dialogs: for each search parameter, how many entries its dialog pushed. */
interface DialogState {
  dialogs?: Record<string, number>;
}

export interface DialogParam {
  /** The parameter's value, null when the dialog is closed. */
  value: string | null;
  /**
   * Opens the dialog (or moves it to another step) as a new history entry, so Back returns to the previous one.
   * `extra` changes other parameters in the same step; `replaceAt` puts the dialog on that path in place of the
   * current entry (a /buy address, a questions dialog that hands over to the cart).
   */
  open(value: string, extra?: Record<string, string | null>, replaceAt?: string): void;
  /** Closes the dialog: back over the entries it pushed, or (opened by a link) replaces the address without it. */
  close(): void;
  /** Changes the value in place (no new history entry). */
  replace(value: string | null): void;
  /** A step back: Back over this dialog's last entry, or (opened by a link) the given step in place. */
  back(previous: string): void;
}

/**
 * A dialog whose state lives in a search parameter (?product=<id>, ?cart=shipping, ?class=new): links and reloads
 * restore it, Back closes it or returns to its previous step.
 */
export function useDialogParam(name: string): DialogParam {
  const location = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(location.search).get(name);
  const state = useMemo(() => (location.state as DialogState | null) ?? {}, [location.state]);
  const depth = state.dialogs?.[name] ?? 0;
  // A second close before the address has moved (a dialog's cancel and its after-close) must not go back twice.
  const closedAt = useRef<string | null>(null);
  useEffect(() => {
    closedAt.current = null;
  }, [location.key]);

  const open = useCallback(
    (next: string, extra: Record<string, string | null> = {}, replaceAt?: string) => {
      const search = searchWith({ ...extra, [name]: next });
      if (replaceAt !== undefined) {
        // The entries of the dialogs it replaces become this dialog's: closing it goes back over them.
        const entries = Object.entries(state.dialogs ?? {});
        const taken = entries.filter(([key]) => key in extra).reduce((sum, [, count]) => sum + count, 0);
        const dialogs = {
          ...Object.fromEntries(entries.filter(([key]) => !(key in extra))),
          ...(taken > 0 ? { [name]: taken } : {}),
        };
        void navigate({ pathname: replaceAt, search }, { replace: true, state: { ...state, dialogs } });
        return;
      }
      const dialogs = { ...state.dialogs, [name]: depth + 1 };
      void navigate({ pathname: location.pathname, search }, { state: { ...state, dialogs } });
    },
    [navigate, location.pathname, name, depth, state],
  );

  const close = useCallback(() => {
    if (closedAt.current === location.key) return;
    closedAt.current = location.key;
    if (depth > 0) void navigate(-depth);
    else void navigate({ pathname: location.pathname, search: searchWith({ [name]: null }) }, { replace: true, state });
  }, [navigate, depth, location.pathname, location.key, name, state]);

  const replace = useCallback(
    (next: string | null) =>
      navigate({ pathname: location.pathname, search: searchWith({ [name]: next }) }, { replace: true, state }),
    [navigate, location.pathname, name, state],
  );

  const back = useCallback(
    (previous: string) => (depth > 1 ? navigate(-1) : replace(previous)),
    [depth, navigate, replace],
  );

  return useMemo(() => ({ value, open, close, replace, back }), [value, open, close, replace, back]);
}
