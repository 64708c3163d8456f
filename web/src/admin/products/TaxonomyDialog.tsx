import { PlusOutlined } from '@ant-design/icons';
import { Button, Modal, Space } from 'antd';
import type { FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import { useNotices } from '../../ui/notices';
import { RowActions } from './catalogue/RowActions';
import { useConfirm, type ConfirmOptions } from './catalogue/useConfirm';

/** Tags and categories feed every filter and picker of the catalogue: a change reloads them before the dialog closes. */
export const refetchTaxonomy = {
  refetchQueries: ['CatalogueTaxonomy'],
  awaitRefetchQueries: true,
};

interface TaxonomyRecord {
  id: string;
  _version: number;
}

interface TaxonomyEditorOptions<R extends TaxonomyRecord, V> {
  form: FormInstance<V>;
  /** The form's values for a record, or for a new one. */
  valuesOf(record: R | 'new'): V;
  create(values: V): Promise<unknown>;
  update(record: R, values: V): Promise<unknown>;
  remove(record: R): Promise<unknown>;
  /** The question asked before a delete. */
  confirmDelete(record: R): Pick<ConfirmOptions, 'title' | 'content'>;
}

export interface TaxonomyEditor<R extends TaxonomyRecord> {
  online: boolean;
  /** The record in the edit dialog, 'new', or null when it is closed. */
  editing: R | 'new' | null;
  /** The last record opened was 'new' (kept while the dialog closes, so that its title stays). */
  isNew: boolean;
  saving: boolean;
  open(record: R | 'new'): void;
  close(): void;
  save(): Promise<void>;
  /** Edit and Delete of a row; both need the server. */
  rowActions(record: R, name: string | null | undefined): ReactNode;
  holder: ReactNode;
}

/** New, edit and delete of the tags or the categories: server field messages go to their fields, others to a toast. */
export function useTaxonomyEditor<R extends TaxonomyRecord, V>(
  options: TaxonomyEditorOptions<R, V>,
): TaxonomyEditor<R> {
  const { form, valuesOf } = options;
  const { t } = useTranslation('adminCatalogue');
  const { message } = useNotices();
  const online = useOnline();
  const { confirm, holder } = useConfirm();
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const [isNew, setIsNew] = useState(false);
  const [saving, setSaving] = useState(false);

  const open = (record: R | 'new') => {
    form.resetFields();
    form.setFieldsValue(valuesOf(record));
    setIsNew(record === 'new');
    setEditing(record);
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !editing) return;
    setSaving(true);
    try {
      if (editing === 'new') await options.create(values);
      else await options.update(editing, values);
      setEditing(null);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.length > 0)
        form.setFields(fields.map((field) => ({ name: field.name as never, errors: field.errors })));
      else message.error(messageOf(error), 6);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (record: R) => {
    if (!(await confirm({ ...options.confirmDelete(record), okText: t('actions.delete'), danger: true }))) return;
    try {
      await options.remove(record);
    } catch (error) {
      message.error(messageOf(error), 6);
    }
  };

  return {
    online,
    editing,
    isNew,
    saving,
    open,
    close: () => setEditing(null),
    save,
    rowActions: (record, name) => (
      <RowActions
        title={name}
        actions={[
          { kind: 'edit', onClick: () => open(record), disabled: !online },
          { kind: 'delete', onClick: () => void remove(record), disabled: !online },
        ]}
      />
    ),
    holder,
  };
}

interface TaxonomyDialogProps<R extends TaxonomyRecord> {
  editor: TaxonomyEditor<R>;
  title: string;
  newTitle: string;
  editTitle: string;
  editWidth: number;
  table: ReactNode;
  /** The edit dialog's form (rendered while closed too, so that the form instance stays connected). */
  form: ReactNode;
  onClose(): void;
}

/** Manage Tags or Manage Categories (002 §2): New, the table, and the edit dialog over it. */
export function TaxonomyDialog<R extends TaxonomyRecord>(props: TaxonomyDialogProps<R>) {
  const { editor, title, newTitle, editTitle, editWidth, table, form, onClose } = props;
  const { t } = useTranslation('adminCatalogue');
  const { online } = editor;
  return (
    <Modal
      open
      width={800}
      title={title}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('actions.close')}</Button>}
    >
      {editor.holder}
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} disabled={!online} onClick={() => editor.open('new')}>
          {newTitle}
        </Button>
        {!online && <span className="offline-reason">{t('offline.disabled')}</span>}
      </Space>
      {table}
      <Modal
        open={editor.editing !== null}
        width={editWidth}
        title={editor.isNew ? newTitle : editTitle}
        onCancel={editor.close}
        onOk={() => void editor.save()}
        okText={t('actions.save')}
        cancelText={t('actions.cancel')}
        okButtonProps={{ loading: editor.saving, disabled: !online }}
        forceRender
      >
        {form}
      </Modal>
    </Modal>
  );
}
