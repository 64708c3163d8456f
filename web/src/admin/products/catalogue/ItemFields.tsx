import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { catalogueMessages } from '../../../../../server/domain/catalogue-rules';
import { useAuth } from '../../../core/auth/authContext';
import { translateServerMessage } from '../../../core/i18n/serverMessages';
import type { CategoryRecord } from '../../../ui/category-tree';
import { CategoryTreeSelect } from '../../../ui/category-tree/CategoryTreeSelect';
import { editorUploadFolder, RichTextEditor } from '../../../ui/richtext';
import { dateTimeFieldRule } from '../../../ui/time/DateTimeField';
import { ImagesField } from './ImagesField';
import { PublishDateInput } from './PublishDateInput';
import { TagsInput } from './TagsInput';
import type { DraftFiles } from './useDraftFiles';

/** A required field, with the server's message in the user's language (002 §5). */
export function requiredRule(message: string) {
  return { required: true, message: translateServerMessage(message) };
}

/** The fields a product and a bundle both have (002 §2 "Edit dialog fields"), for a Form with ItemFormValues. */
export function TitleField() {
  const { t } = useTranslation('adminCatalogue');
  return (
    <Form.Item
      name="title"
      label={t('fields.title')}
      rules={[{ ...requiredRule(catalogueMessages.titleRequired), whitespace: true }]}
    >
      <Input />
    </Form.Item>
  );
}

/** A product needs a publish date; a bundle without one is unpublished. */
export function PublishDateField({ required }: { required: boolean }) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <Form.Item
      name="publishDate"
      label={t('fields.publishDate')}
      rules={required ? [dateTimeFieldRule, requiredRule(catalogueMessages.publishDateRequired)] : [dateTimeFieldRule]}
      validateFirst
      extra={t('publish.help')}
    >
      <PublishDateInput />
    </Form.Item>
  );
}

export function TaxonomyFields({
  tags,
  categories,
}: {
  tags: readonly { id: string; name: string }[];
  categories: readonly CategoryRecord[];
}) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <>
      <Form.Item name="tags" label={t('fields.tags')}>
        <TagsInput tags={tags} />
      </Form.Item>
      <Form.Item name="categoryId" label={t('fields.category')}>
        <CategoryTreeSelect categories={categories} placeholder={t('fields.categoryPlaceholder')} />
      </Form.Item>
    </>
  );
}

export function DescriptionField() {
  const { t } = useTranslation('adminCatalogue');
  // Description images go to the admin's editor folder, which everyone may read (shop pages show them).
  const userId = useAuth().user?.id;
  return (
    <Form.Item name="description" label={t('fields.description')}>
      <RichTextEditor value={null} uploadFolder={userId ? editorUploadFolder(userId) : undefined} />
    </Form.Item>
  );
}

interface ThumbnailsFieldProps {
  /** Where new images go; null before the first save. */
  folder: string | null;
  drafts: DraftFiles;
  onBusyChange(busy: boolean): void;
}

export function ThumbnailsField({ folder, drafts, onBusyChange }: ThumbnailsFieldProps) {
  return (
    <Form.Item name="thumbnails" noStyle>
      <ImagesField
        folder={folder}
        onUploaded={drafts.added}
        onRemove={drafts.confirmRemove}
        onBusyChange={onBusyChange}
      />
    </Form.Item>
  );
}
