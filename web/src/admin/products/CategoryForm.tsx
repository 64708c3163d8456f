import { Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueMessages, slugOf } from '../../../../server/domain/catalogue-rules';
import { grades } from '../../../../server/domain/reference-rules';
import { subtreeIds, type CategoryRecord } from '../../ui/category-tree';
import { CategoryTreeSelect } from '../../ui/category-tree/CategoryTreeSelect';
import { FilterSelect } from '../../ui/select/FilterSelect';
import { requiredRule } from './catalogue/ItemFields';

export interface CategoryFormValues {
  name: string;
  grade: string | null;
  parentId: string | null;
}

interface CategoryFormProps {
  form: FormInstance<CategoryFormValues>;
  categories: readonly CategoryRecord[];
  /** The category being edited (its own subtree cannot be its parent), or null for a new one. */
  editingId: string | null;
  onFinish(): void;
}

/** A category: name, the slug derived from it (read-only), grade R or 1-12, and its parent in the tree. */
export function CategoryForm({ form, categories, editingId, onFinish }: CategoryFormProps) {
  const { t } = useTranslation('adminCatalogue');
  const name = Form.useWatch('name', form) ?? '';
  const excluded = useMemo(
    () => (editingId ? subtreeIds(categories, editingId) : new Set<string>()),
    [categories, editingId],
  );
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} data-testid="category-form">
      <Form.Item
        name="name"
        label={t('categories.name')}
        rules={[{ ...requiredRule(catalogueMessages.categoryNameRequired), whitespace: true }]}
      >
        <Input autoFocus />
      </Form.Item>
      <Form.Item label={t('categories.slug')} htmlFor="category-slug">
        <Input id="category-slug" readOnly value={slugOf(name)} />
      </Form.Item>
      <Form.Item name="grade" label={t('categories.grade')}>
        <FilterSelect
          allowClear
          options={grades.map((grade) => ({
            value: grade,
            label: grade === 'R' ? 'R' : grade,
          }))}
          placeholder={t('categories.gradePlaceholder')}
        />
      </Form.Item>
      <Form.Item name="parentId" label={t('categories.parent')}>
        <CategoryTreeSelect
          categories={categories}
          disabledIds={excluded}
          placeholder={t('categories.parentPlaceholder')}
        />
      </Form.Item>
    </Form>
  );
}
