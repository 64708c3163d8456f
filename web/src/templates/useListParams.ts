import { useCallback } from 'react';
import { useUrlState, type ParamChanges } from '../ui/urlState';

export type TemplateDialog = 'choose' | 'pick' | 'new' | 'edit' | 'level';

/** The list screen's state in the URL (search, school, open dialog), so Back and links restore the screen. */
export function useListParams() {
  const { get, text, update } = useUrlState();
  const set = useCallback((changes: ParamChanges, replace = false) => update(changes, { replace }), [update]);
  return {
    search: text('q'),
    school: text('school'),
    dialog: get('dialog') as TemplateDialog | null,
    id: get('id'),
    /** The shared template a new record starts from (the editor opens on its unsaved copy). */
    copyFrom: get('from'),
    setSearch: (value: string) => set({ q: value }, true),
    setSchool: (value: string | null) => set({ school: value }, true),
    /** Another value of the URL (e.g. the cognitive level being edited). */
    value: get,
    open: (next: TemplateDialog, id?: string, extra: Record<string, string | null> = {}) =>
      set({ dialog: next, id: id ?? null, ...extra }),
    /** The editor on a new record copied from a shared template: nothing is made until Save. */
    openCopy: (templateId: string) => set({ dialog: 'new', id: null, from: templateId }),
    close: () => set({ dialog: null, id: null, level: null, from: null }),
  };
}
