import { Checkbox, Divider, Form } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { catalogueMessages } from '../../../../server/domain/catalogue-rules';
import type { CategoryRecord } from '../../ui/category-tree';
import {
  DescriptionField,
  PublishDateField,
  requiredRule,
  TaxonomyFields,
  ThumbnailsField,
  TitleField,
} from '../products/catalogue/ItemFields';
import { PriceFields } from '../products/catalogue/PriceFields';
import type { DraftFiles } from '../products/catalogue/useDraftFiles';
import type { BundleFormValues } from './bundleForm';
import { ProductsPicker } from './ProductsPicker';

interface BundleFormProps {
  form: FormInstance<BundleFormValues>;
  tags: readonly { id: string; name: string }[];
  categories: readonly CategoryRecord[];
  /** ProductBundles/{id}/Thumbnails once saved. */
  imagesFolder: string | null;
  drafts: DraftFiles;
  disabled: boolean;
  onBusyChange(busy: boolean): void;
}

/** Every field of a bundle (002 §2 "Edit dialog fields"). */
export function BundleForm({ form, tags, categories, imagesFolder, drafts, disabled, onBusyChange }: BundleFormProps) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <Form form={form} layout="vertical" disabled={disabled} data-testid="bundle-form" requiredMark={false}>
      <TitleField />
      <Form.Item name="featured" valuePropName="checked">
        <Checkbox>{t('fields.featured')}</Checkbox>
      </Form.Item>
      <PriceFields />
      <PublishDateField required={false} />
      <TaxonomyFields tags={tags} categories={categories} />
      <Form.Item
        name="products"
        label={t('fields.products')}
        extra={t('fields.productsHelp')}
        rules={[{ ...requiredRule(catalogueMessages.productsRequired), type: 'array', min: 1 }]}
      >
        <ProductsPicker />
      </Form.Item>
      <DescriptionField />
      <Divider titlePlacement="start">{t('sections.bundleImages')}</Divider>
      <ThumbnailsField folder={imagesFolder} drafts={drafts} onBusyChange={onBusyChange} />
    </Form>
  );
}
