import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageOf } from '../core/errors';
import { useOnline } from '../core/offline/useOnline';
import { useListParams } from './useListParams';
import { useNotices } from '../ui/notices';
import type { TemplateActionHandlers } from './TemplateActions';

/** What a list screen needs of its records' store (useLessons, useAssessments). */
export interface TemplateListStore<T extends { id: string }, Draft> {
  items: T[];
  /** Creates (no existing record) or updates. */
  save(draft: Draft, existing: T | null): Promise<string>;
  remove(record: T): Promise<void>;
  duplicate(record: T): Promise<string>;
  /** Teachers only: their own template from a shared one; answers the new record's id. */
  fromTemplate(template: T): Promise<string>;
}

interface TemplateListOptions {
  /** A teacher's own templates (written also offline) rather than the shared ones (written online only). */
  teacher: boolean;
  /** Where a record prints, without its id: `/app/print/lesson`. */
  printPath: string;
}

export type TemplateListScreen<T extends { id: string }, Draft> = ReturnType<typeof useTemplateListScreen<T, Draft>>;

/**
 * The state and the actions of a template list screen (lessons, assessments): search and dialog in the URL, the
 * record being edited, each row's actions with their notices, and creating a teacher's own from a shared template.
 */
export function useTemplateListScreen<T extends { id: string }, Draft>(store: TemplateListStore<T, Draft>, { teacher, printPath }: TemplateListOptions) {
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

  const fromTemplate = async (template: T) => {
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
    onPrint: teacher ? () => navigate(`${printPath}/${record.id}`) : undefined,
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
    createFromTemplate: (template: T) => void fromTemplate(template),
  };
}
