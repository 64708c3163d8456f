import { Checkbox, Divider, Form, Select, Space } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { videoIdsError } from '../../../../server/domain/catalogue-rules';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import type { CategoryRecord } from '../../ui/category-tree';
import {
  DescriptionField,
  PublishDateField,
  TaxonomyFields,
  ThumbnailsField,
  TitleField,
} from './catalogue/ItemFields';
import { PriceFields } from './catalogue/PriceFields';
import type { DraftFiles } from './catalogue/useDraftFiles';
import { ContentFilesField } from './ContentFilesField';
import type { ProductFormValues } from './productForm';
import { QuestionsField } from './QuestionsField';

interface ProductFormProps {
  form: FormInstance<ProductFormValues>;
  tags: readonly { id: string; name: string }[];
  categories: readonly CategoryRecord[];
  /** Products/{id}, once saved. */
  imagesFolder: string | null;
  /** ProductsContent/{contentId}, once saved. */
  contentFolder: string | null;
  drafts: DraftFiles;
  disabled: boolean;
  onBusyChange(busy: boolean): void;
}

/** The product's yes/no fields, ticked in one row. */
const flags = [
  { name: 'featured', label: 'fields.featured' },
  { name: 'physical', label: 'fields.physical' },
  { name: 'subscriptionProduct', label: 'fields.subscription' },
  { name: 'eCommerceProduct', label: 'fields.eCommerce' },
] as const;

/** Every field of a product (002 §2 "Product edit dialog"). */
export function ProductForm({
  form,
  tags,
  categories,
  imagesFolder,
  contentFolder,
  drafts,
  disabled,
  onBusyChange,
}: ProductFormProps) {
  const { t } = useTranslation('adminCatalogue');

  // Physical and Subscription exclude each other (002 §5).
  const onValuesChange = (changed: Partial<ProductFormValues>) => {
    if (changed.physical) form.setFieldValue('subscriptionProduct', false);
    if (changed.subscriptionProduct) form.setFieldValue('physical', false);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      disabled={disabled}
      onValuesChange={onValuesChange}
      data-testid="product-form"
      requiredMark={false}
    >
      <TitleField />
      <Space wrap size="large" className="flag-row">
        {flags.map(({ name, label }) => (
          <Form.Item key={name} name={name} valuePropName="checked" noStyle>
            <Checkbox>{t(label)}</Checkbox>
          </Form.Item>
        ))}
      </Space>
      <PriceFields />
      <PublishDateField required />
      <TaxonomyFields tags={tags} categories={categories} />
      <DescriptionField />

      <Divider titlePlacement="start">{t('sections.images')}</Divider>
      <ThumbnailsField folder={imagesFolder} drafts={drafts} onBusyChange={onBusyChange} />

      <Divider titlePlacement="start">{t('sections.content')}</Divider>
      <Form.Item name="fileKeys" label={t('fields.files')}>
        <ContentFilesField
          folder={contentFolder}
          onUploaded={drafts.added}
          onRemove={drafts.confirmRemove}
          onBusyChange={onBusyChange}
        />
      </Form.Item>
      <Form.Item
        name="urls"
        label={t('fields.videos')}
        extra={t('fields.videosHelp')}
        rules={[
          {
            validator: async (_rule, value: string[] | undefined) => {
              const problem = videoIdsError(value);
              if (problem) throw new Error(translateServerMessage(problem));
            },
          },
        ]}
      >
        <Select mode="tags" open={false} tokenSeparators={[',', ' ']} placeholder={t('fields.videosPlaceholder')} />
      </Form.Item>

      <Divider titlePlacement="start">{t('sections.questions')}</Divider>
      <QuestionsField disabled={disabled} />
    </Form>
  );
}
