import { useMutation } from '@apollo/client';
import { Form, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildCategoryTree, type CategoryTreeNode } from '../../ui/category-tree';
import { CategoryForm, type CategoryFormValues } from './CategoryForm';
import {
  CreateProductCategoryDocument,
  DeleteProductCategoryDocument,
  UpdateProductCategoryDocument,
} from './operations';
import { refetchTaxonomy, TaxonomyDialog, useTaxonomyEditor } from './TaxonomyDialog';

export interface CategoryItem {
  id: string;
  name?: string | null;
  slug?: string | null;
  grade?: string | null;
  parentId?: string | null;
  _version: number;
}

interface CategoryRow {
  key: string;
  category: CategoryItem;
  children?: CategoryRow[];
}

function rowsOf(nodes: CategoryTreeNode<CategoryItem>[]): CategoryRow[] {
  return nodes.map((node) => ({
    key: node.category.id,
    category: node.category,
    children: node.children.length > 0 ? rowsOf(node.children) : undefined,
  }));
}

/** The fields a category's create and update take from the form. */
function categoryInput(values: CategoryFormValues) {
  return {
    name: values.name,
    grade: values.grade ?? null,
    parentId: values.parentId ?? null,
  };
}

/** Manage Categories (002 §2): the category tree with Name, Grade, Slug and actions. */
export function CategoriesDialog({ categories, onClose }: { categories: readonly CategoryItem[]; onClose(): void }) {
  const { t } = useTranslation('adminCatalogue');
  const [form] = Form.useForm<CategoryFormValues>();
  const rows = useMemo(() => rowsOf(buildCategoryTree(categories)), [categories]);
  // Every branch open unless closed by hand: categories arriving later (or added) show at once.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const expandedRowKeys = categories.map((category) => category.id).filter((id) => !collapsed.has(id));
  const [createCategory] = useMutation(CreateProductCategoryDocument, refetchTaxonomy);
  const [updateCategory] = useMutation(UpdateProductCategoryDocument, refetchTaxonomy);
  const [deleteCategory] = useMutation(DeleteProductCategoryDocument, refetchTaxonomy);
  const editor = useTaxonomyEditor<CategoryItem, CategoryFormValues>({
    form,
    valuesOf: (category) =>
      category === 'new'
        ? { name: '', grade: null, parentId: null }
        : { name: category.name ?? '', grade: category.grade ?? null, parentId: category.parentId ?? null },
    create: (values) => createCategory({ variables: { input: categoryInput(values) } }),
    update: (category, values) =>
      updateCategory({
        variables: { input: { id: category.id, _version: category._version, ...categoryInput(values) } },
      }),
    remove: (category) => deleteCategory({ variables: { input: { id: category.id, _version: category._version } } }),
    confirmDelete: (category) => ({
      title: t('categories.deleteTitle', { name: category.name }),
      content: t('categories.deleteText'),
    }),
  });
  const { editing } = editor;

  return (
    <TaxonomyDialog
      editor={editor}
      title={t('categories.title')}
      newTitle={t('categories.new')}
      editTitle={t('categories.edit')}
      editWidth={600}
      onClose={onClose}
      table={
        <Table<CategoryRow>
          data-testid="categories-table"
          size="small"
          dataSource={rows}
          pagination={false}
          expandable={{
            expandedRowKeys,
            onExpand: (expanded, row) =>
              setCollapsed((current) => {
                const next = new Set(current);
                if (expanded) next.delete(row.key);
                else next.add(row.key);
                return next;
              }),
          }}
          scroll={{ y: 480 }}
          columns={[
            { title: t('categories.name'), key: 'name', render: (_, row) => row.category.name },
            { title: t('categories.grade'), key: 'grade', width: 80, render: (_, row) => row.category.grade ?? '' },
            { title: t('categories.slug'), key: 'slug', render: (_, row) => row.category.slug ?? '' },
            {
              title: t('columns.actions'),
              key: 'actions',
              width: 110,
              render: (_, row) => editor.rowActions(row.category, row.category.name),
            },
          ]}
        />
      }
      form={
        <CategoryForm
          form={form}
          categories={categories}
          editingId={editing && editing !== 'new' ? editing.id : null}
          onFinish={() => void editor.save()}
        />
      }
    />
  );
}
