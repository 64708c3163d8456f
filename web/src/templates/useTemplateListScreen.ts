import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageOf } from '../core/errors';
import { useOnline } from '../core/offline/useOnline';
import { useListParams } from './useListParams';
import { useNotices } from '../ui/notices';
import type { TemplateActionHandlers } from './TemplateActions';
import type { TemplateStore } from './templateStore';

/** What a list screen needs of its records' store: a source's store; a teacher's own also makes one from a shared. */
export interface TemplateListStore<T extends { id: string }, Draft, Shared> extends TemplateStore<T, Draft> {
  fromTemplate?(template: Shared): Promise<string>;
}

interface TemplateListOptions {
  /** Where a record prints, without its id: `/app/print/lesson` (a teacher's own only). */
  printPath: string;
}

export type TemplateListScreen<T extends { id: string }, Draft, Shared> = ReturnType<
  typeof useTemplateListScreen<T, Draft, Shared>
>;

/**
 * The state and the actions of a template list screen (lessons, assessments): search and dialog in the URL, the
 * record being edited, each row's actions with their notices, and creating a teacher's own from a shared template.
 */
export function useTemplateListScreen<T extends { id: string }, Draft, Shared>(
  store: TemplateListStore<T, Draft, Shared>,
  { printPath }: TemplateListOptions,
) {
  const teacher = !store.shared;
  const { t } = useTranslation('templates');
  const { message } = useNotices();
  const navigate = useNavigate();
  const online = useOnline();
  const params = useListParams();
  const [creating, setCreating] = useState(false);
  const offlineReason = !teacher && !online ? t('messages.adminOffline') : null;
  const editing = params.dialog === 'edit' ? (store.items.find((item) => item.id === params.id) ?? null) : null;

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
    } catch (error) {
      void message.error(messageOf(error));
    }
  };

  const fromTemplate = async (template: Shared) => {
    if (!store.fromTemplate) return;
    setCreating(true);
    try {
      params.open('edit', await store.fromTemplate(template));
    } catch (error) {
      void message.error(messageOf(error));
    } finally {
      setCreating(false);
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
    /** The editor is open for a new record or for the one the URL names. */
    editorOpen: params.dialog === 'new' || editing !== null,
    saveEditing: (draft: Draft) => store.save(draft, editing),
    creating,
    actions,
    createFromTemplate: (template: Shared) => void fromTemplate(template),
  };
}
