import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageOf } from '../core/errors';
import { useOnline } from '../core/offline/useOnline';
import { useListParams } from './useListParams';
import { useNotices } from '../ui/notices';
import type { TemplateActionHandlers } from './TemplateActions';
import type { TemplateStore } from './templateStore';

/** What a list screen needs of its records' store: a source's store; a teacher's own also starts from a shared one. */
export interface TemplateListStore<T extends { id: string }, Draft> extends TemplateStore<T, Draft> {
  /** The unsaved copy of the shared template the URL names (`from`), once loaded. */
  copy?: T | null;
}

interface TemplateListOptions {
  /** Where a record prints, without its id: `/app/print/lesson` (a teacher's own only). */
  printPath: string;
}

export type TemplateListScreen<T extends { id: string }, Draft> = ReturnType<typeof useTemplateListScreen<T, Draft>>;

/**
 * The state and the actions of a template list screen (lessons, assessments): search and dialog in the URL, the
 * record being edited, each row's actions with their notices, and a teacher's own started from a shared template
 * (the editor opens on its unsaved copy; the URL names the template, so a reload opens the same copy).
 */
export function useTemplateListScreen<T extends { id: string }, Draft>(
  store: TemplateListStore<T, Draft>,
  { printPath }: TemplateListOptions,
) {
  const teacher = !store.shared;
  const { t } = useTranslation('templates');
  const { message } = useNotices();
  const navigate = useNavigate();
  const online = useOnline();
  const params = useListParams();
  const offlineReason = !teacher && !online ? t('messages.adminOffline') : null;
  const editing = params.dialog === 'edit' ? (store.items.find((item) => item.id === params.id) ?? null) : null;

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      message.success(done);
    } catch (error) {
      message.error(messageOf(error));
    }
  };

  const actions = (record: T): TemplateActionHandlers => ({
    onDuplicate: () => void run(() => store.duplicate(record), t('messages.duplicated')),
    onPrint: teacher ? () => void navigate(`${printPath}/${record.id}`) : undefined,
    onEdit: () => params.open('edit', record.id),
    onDelete: () => void run(() => store.remove(record), t('messages.deleted')),
  });

  return {
    teacher,
    params,
    offlineReason,
    editing,
    /** The unsaved copy a new record starts from (a shared template's), or none (a blank one). */
    startFrom: params.copyFrom ? (store.copy ?? null) : null,
    /** The editor is open for a new record (a copy once its template is loaded) or for the one the URL names. */
    editorOpen: (params.dialog === 'new' && (!params.copyFrom || Boolean(store.copy))) || editing !== null,
    saveEditing: (draft: Draft) => store.save(draft, editing),
    actions,
    startFromTemplate: (template: { id: string }) => params.openCopy(template.id),
  };
}
