import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentParams, withParams } from '../ui/searchParams';

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

/** The address's search with `changes` applied, built on the address as it is now (see `currentParams`). */
function searchWith(changes: Record<string, string | null>): string {
  const text = withParams(currentParams(), changes).toString();
  return text ? `?${text}` : '';
}

/**
 * A dialog whose state lives in a search parameter (?product=<id>, ?cart=shipping): links and reloads restore it,
 * Back closes it or returns to its previous step.
 */
export function useDialogParam(name: string): DialogParam {
  const location = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(location.search).get(name);
  const state = (location.state as DialogState | null) ?? {};
  const depth = state.dialogs?.[name] ?? 0;

  const open = useCallback(
    (next: string, extra: Record<string, string | null> = {}, replaceAt?: string) => {
      const search = searchWith({ ...extra, [name]: next });
      if (replaceAt !== undefined) {
        // The entries of the dialogs it replaces become this dialog's: closing it goes back over them.
        const entries = Object.entries(state.dialogs ?? {});
        const taken = entries.filter(([key]) => key in extra).reduce((sum, [, count]) => sum + count, 0);
        const dialogs = { ...Object.fromEntries(entries.filter(([key]) => !(key in extra))), ...(taken > 0 ? { [name]: taken } : {}) };
        navigate({ pathname: replaceAt, search }, { replace: true, state: { ...state, dialogs } });
        return;
      }
      const dialogs = { ...state.dialogs, [name]: depth + 1 };
      navigate({ pathname: location.pathname, search }, { state: { ...state, dialogs } });
    },
    [navigate, location.pathname, name, depth, state],
  );

  const close = useCallback(() => {
    if (depth > 0) navigate(-depth);
    else navigate({ pathname: location.pathname, search: searchWith({ [name]: null }) }, { replace: true, state });
  }, [navigate, depth, location.pathname, name, state]);

  const replace = useCallback(
    (next: string | null) => navigate({ pathname: location.pathname, search: searchWith({ [name]: next }) }, { replace: true, state }),
    [navigate, location.pathname, name, state],
  );

  const back = useCallback((previous: string) => (depth > 1 ? navigate(-1) : replace(previous)), [depth, navigate, replace]);

  return useMemo(() => ({ value, open, close, replace, back }), [value, open, close, replace, back]);
}
