import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { currentParams, withParams } from '../ui/searchParams';

export type TemplateDialog = 'choose' | 'pick' | 'new' | 'edit' | 'level';

/** The list screen's state in the URL (search, school, open dialog), so Back and links restore the screen. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(() => withParams(currentParams(), changes), { replace }),
    [setParams],
  );
  const dialog = params.get('dialog') as TemplateDialog | null;
  return {
    search: params.get('q') ?? '',
    school: params.get('school') ?? '',
    dialog,
    id: params.get('id'),
    setSearch: (value: string) => set({ q: value }, true),
    setSchool: (value: string | null) => set({ school: value }, true),
    /** Another value of the URL (e.g. the cognitive level being edited). */
    value: (name: string) => params.get(name),
    open: (next: TemplateDialog, id?: string, extra: Record<string, string | null> = {}) => set({ dialog: next, id: id ?? null, ...extra }),
    close: () => set({ dialog: null, id: null, level: null }),
  };
}
