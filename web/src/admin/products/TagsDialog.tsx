import { useMutation } from '@apollo/client';
import { Form, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { catalogueMessages, tagNameTakenError } from '../../../../server/domain/catalogue-rules';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import { requiredRule } from './catalogue/ItemFields';
import { CreateProductTagDocument, DeleteProductTagDocument, UpdateProductTagDocument } from './operations';
import { refetchTaxonomy, TaxonomyDialog, useTaxonomyEditor } from './TaxonomyDialog';

interface TagRecord {
  id: string;
  name: string;
  _version: number;
}

interface TagsDialogProps {
  tags: readonly TagRecord[];
  onClose(): void;
}

/** Manage Tags (002 §2): the tags with New Tag, edit and delete. */
export function TagsDialog({ tags, onClose }: TagsDialogProps) {
  const { t } = useTranslation('adminCatalogue');
  const [form] = Form.useForm<{ name: string }>();
  const [createTag] = useMutation(CreateProductTagDocument, refetchTaxonomy);
  const [updateTag] = useMutation(UpdateProductTagDocument, refetchTaxonomy);
  const [deleteTag] = useMutation(DeleteProductTagDocument, refetchTaxonomy);
  const editor = useTaxonomyEditor<TagRecord, { name: string }>({
    form,
    valuesOf: (tag) => ({ name: tag === 'new' ? '' : tag.name }),
    create: ({ name }) => createTag({ variables: { input: { name } } }),
    update: (tag, { name }) => updateTag({ variables: { input: { id: tag.id, _version: tag._version, name } } }),
    remove: (tag) => deleteTag({ variables: { input: { id: tag.id, _version: tag._version } } }),
    confirmDelete: (tag) => ({ title: t('tags.deleteTitle', { name: tag.name }), content: t('tags.deleteText') }),
  });

  return (
    <TaxonomyDialog
      editor={editor}
      title={t('tags.title')}
      newTitle={t('tags.new')}
      editTitle={t('tags.edit')}
      editWidth={500}
      onClose={onClose}
      table={
        <Table<TagRecord>
          data-testid="tags-table"
          rowKey="id"
          size="small"
          dataSource={tags}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: t('tags.name'), dataIndex: 'name' },
            {
              title: t('columns.actions'),
              key: 'actions',
              width: 110,
              render: (_, tag) => editor.rowActions(tag, tag.name),
            },
          ]}
        />
      }
      form={
        <Form form={form} layout="vertical" onFinish={() => void editor.save()} requiredMark={false}>
          <Form.Item
            name="name"
            label={t('tags.name')}
            rules={[
              { ...requiredRule(catalogueMessages.tagNameRequired), whitespace: true },
              {
                // The server's rule, said before saving: another tag has this name in some case.
                validator: async (_rule, value: unknown) => {
                  const exceptId = editor.editing === 'new' ? null : editor.editing?.id;
                  const taken = typeof value === 'string' ? tagNameTakenError(value, tags, exceptId) : null;
                  if (taken) throw new Error(translateServerMessage(taken));
                },
              },
            ]}
          >
            <Input autoFocus />
          </Form.Item>
        </Form>
      }
    />
  );
}
