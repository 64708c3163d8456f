import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client';
import { Alert, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../core/errors';
import type { AdminBundleFieldsFragment, AdminProductBundleSortField } from '../../gql/graphql';
import { BulkEditPanel, type BulkEdit } from '../products/catalogue/BulkEditPanel';
import { catalogueFilter, CatalogueFilters } from '../products/catalogue/CatalogueFilters';
import { itemSortFields } from '../products/catalogue/CatalogueTable';
import { useCatalogueScreen } from '../products/catalogue/useCatalogueScreen';
import { BundleDialog } from './BundleDialog';
import { BundlesTable } from './BundlesTable';
import {
  AdminProductBundlesDocument,
  BulkUpdateProductBundlesDocument,
  DeleteProductBundleDocument,
  DuplicateProductBundleDocument,
} from './operations';
import '../products/catalogue/catalogue.css';

/**
 * /admin/productbundles (002 §2 "Product bundles screen"). The products screen's New Bundle opens
 * ?edit=new&products=<ids>: the form opens with those products.
 */
export default function ProductBundlesPage() {
  const { t } = useTranslation('adminCatalogue');
  const { t: tApp } = useTranslation();
  // A bundle's table has only the shared columns.
  const screen = useCatalogueScreen<AdminProductBundleSortField>(itemSortFields);
  const { online, offlineReason, state, tags, categories, selected, setSelected, paging, run } = screen;

  const { data, previousData, loading, error } = useQuery(AdminProductBundlesDocument, {
    variables: { filter: catalogueFilter(state), ...paging.variables },
  });
  const list = (data ?? previousData)?.adminProductBundles;

  const refetchList = { refetchQueries: ['AdminProductBundles'] };
  const [bulkUpdate] = useMutation(BulkUpdateProductBundlesDocument, { ...refetchList, awaitRefetchQueries: true });
  const [duplicate] = useMutation(DuplicateProductBundleDocument, refetchList);
  const [deleteBundle] = useMutation(DeleteProductBundleDocument, refetchList);
  const editId = state.text('edit');

  const remove = (row: AdminBundleFieldsFragment) =>
    screen.remove(
      row.id,
      { title: t('bundle.deleteTitle', { title: row.title }), content: t('bundle.deleteText') },
      () => deleteBundle({ variables: { input: { id: row.id, _version: row._version } } }),
      t('bundle.deleted'),
    );

  // Bundles have no type (their panel has no Type tab): the check narrows the edit to the bundle actions.
  const applyBulk = (edit: BulkEdit) => {
    if (edit.action === 'TYPE') return Promise.resolve();
    const { action, ...rest } = edit;
    return run(
      () =>
        bulkUpdate({
          variables: { input: { ids: selected, action, ...rest } },
        }),
      t('bulk.done'),
    );
  };

  return (
    <section className="page-section catalogue-page" data-testid="admin-product-bundles">
      {screen.holder}
      <div className="catalogue-header">
        <Typography.Title level={2}>{tApp('pages.adminProductBundles')}</Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!online}
          onClick={() => state.update({ edit: 'new', products: null })}
        >
          {t('bundle.newBundle')}
        </Button>
      </div>
      {offlineReason && <Alert type="warning" showIcon title={offlineReason} className="catalogue-offline" />}
      <CatalogueFilters state={state} tags={tags} categories={categories} />
      {selected.length > 0 && (
        <BulkEditPanel
          withType={false}
          count={selected.length}
          disabledReason={offlineReason}
          onApply={applyBulk}
          onClearSelection={() => setSelected([])}
        />
      )}
      {error && !list && <Alert type="error" showIcon title={messageOf(error)} />}
      <BundlesTable
        {...screen.table}
        rows={list?.items ?? []}
        total={list?.total ?? 0}
        loading={loading && !list}
        onDuplicate={(row) => void run(() => duplicate({ variables: { id: row.id } }), t('bundle.duplicated'))}
        onEdit={(row) => state.update({ edit: row.id })}
        onDelete={(row) => void remove(row)}
      />
      {editId && (
        <BundleDialog
          bundleId={editId}
          initialProducts={state.list('products')}
          tags={tags}
          categories={categories}
          onClose={() => state.update({ edit: null, products: null })}
          onCreated={(id) => state.update({ edit: id, products: null }, { replace: true })}
        />
      )}
    </section>
  );
}
