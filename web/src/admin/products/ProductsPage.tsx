import { useMutation, useQuery } from '@apollo/client';
import { Alert, Checkbox } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageOf } from '../../core/errors';
import type { AdminProductSortField, AdminProductsFilter } from '../../gql/graphql';
import { useFirstScreenWait } from '../../ui/deferredPart';
import { useNotices } from '../../ui/notices';
import type { BulkEdit } from './catalogue/BulkEditPanel';
import { catalogueFilter, CatalogueFilters } from './catalogue/CatalogueFilters';
import { itemSortFields } from './catalogue/CatalogueTable';
import { TypeCheckboxes } from './catalogue/TypeCheckboxes';
import { useCatalogueScreen } from './catalogue/useCatalogueScreen';
import {
  AdminProductsDocument,
  BulkUpdateProductsDocument,
  DeleteProductDocument,
  DuplicateProductDocument,
} from './operations';
import { ProductsHeader } from './ProductsHeader';
import { ProductsTable, type ProductRow } from './ProductsTable';
import { useContentCheck } from './useContentCheck';
import './catalogue/catalogue.css';

// The editing panels and dialogs (forms, uploads, trees) load when one is opened: the table shows without them.
const BulkEditPanel = lazy(() =>
  import('./catalogue/BulkEditPanel').then((module) => ({ default: module.BulkEditPanel })),
);
const ProductDialog = lazy(() => import('./ProductDialog').then((module) => ({ default: module.ProductDialog })));
const TagsDialog = lazy(() => import('./TagsDialog').then((module) => ({ default: module.TagsDialog })));
const CategoriesDialog = lazy(() =>
  import('./CategoriesDialog').then((module) => ({ default: module.CategoriesDialog })),
);
const ContentCheckDialog = lazy(() =>
  import('./ContentCheckDialog').then((module) => ({ default: module.ContentCheckDialog })),
);

const sortFields: readonly AdminProductSortField[] = [
  ...itemSortFields,
  'physical',
  'eCommerceProduct',
  'subscriptionProduct',
  'files',
  'videos',
];

/** /admin/products (002 §2 "Products screen"): filters, sorting, paging and dialogs live in the address. */
export default function ProductsPage() {
  const { t } = useTranslation('adminCatalogue');
  const { message } = useNotices();
  const navigate = useNavigate();
  const screen = useCatalogueScreen(sortFields);
  const { online, offlineReason, state, tags, categories, selected, setSelected, paging, run } = screen;
  const check = useContentCheck();
  const [checkOpen, setCheckOpen] = useState(false);

  const missing = useMemo(
    () =>
      check.result && check.result.length > 0
        ? new Map(check.result.map((item) => [item.productId, item.missingFiles]))
        : null,
    [check.result],
  );
  const missingOnly = missing !== null && state.flag('missing');

  const filter: AdminProductsFilter = {
    ...catalogueFilter(state),
    physical: state.flag('physical') || null,
    subscriptionProduct: state.flag('subscription') || null,
    eCommerceProduct: state.flag('ecommerce') || null,
    ids: missingOnly ? [...missing.keys()] : null,
  };
  const { data, previousData, loading, error } = useQuery(AdminProductsDocument, {
    variables: { filter, ...paging.variables },
  });
  const list = (data ?? previousData)?.adminProducts;
  // Its rows come from the network: the frame's deferred parts wait until they are shown.
  useFirstScreenWait(loading && !list);

  const refetchList = { refetchQueries: ['AdminProducts'] };
  const [bulkUpdate] = useMutation(BulkUpdateProductsDocument, { ...refetchList, awaitRefetchQueries: true });
  const [duplicate] = useMutation(DuplicateProductDocument, refetchList);
  const [deleteProduct] = useMutation(DeleteProductDocument, refetchList);

  const editId = state.text('edit');
  const dialog = state.text('dialog');

  const share = async (row: ProductRow) => {
    const link = `${window.location.origin}/product/${row.product.id}`;
    try {
      await navigator.clipboard.writeText(link);
      message.success(t('share.copied'), 2);
    } catch {
      message.info(link, 6);
    }
  };

  const remove = ({ product }: ProductRow) =>
    screen.remove(
      product.id,
      { title: t('product.deleteTitle', { title: product.title }), content: t('product.deleteText') },
      () => deleteProduct({ variables: { input: { id: product.id, _version: product._version } } }),
      t('product.deleted'),
    );

  const applyBulk = (edit: BulkEdit) =>
    run(async () => {
      const { data: result } = await bulkUpdate({
        variables: { input: { ids: selected, ...edit } },
      });
      return result;
    }, t('bulk.done'));

  return (
    <section className="page-section catalogue-page" data-testid="admin-products">
      {screen.holder}
      <ProductsHeader
        writable={online}
        selectedCount={selected.length}
        checking={check.running}
        onCheck={() => {
          setCheckOpen(true);
          void check.run();
        }}
        onCategories={() => state.update({ dialog: 'categories' })}
        onTags={() => state.update({ dialog: 'tags' })}
        onNewProduct={() => state.update({ edit: 'new' })}
        onNewBundle={() => void navigate(`/admin/productbundles?edit=new&products=${selected.join(',')}`)}
      />
      {offlineReason && <Alert type="warning" showIcon title={offlineReason} className="catalogue-offline" />}
      <CatalogueFilters state={state} tags={tags} categories={categories}>
        <TypeCheckboxes
          value={{
            physical: state.flag('physical'),
            subscriptionProduct: state.flag('subscription'),
            eCommerceProduct: state.flag('ecommerce'),
          }}
          onChange={(type) =>
            state.update({
              physical: type.physical,
              subscription: type.subscriptionProduct,
              ecommerce: type.eCommerceProduct,
              page: null,
            })
          }
        />
        {missing && (
          <Checkbox
            checked={missingOnly}
            onChange={(event) => state.update({ missing: event.target.checked, page: null })}
          >
            {t('filters.missingContent')}
          </Checkbox>
        )}
      </CatalogueFilters>
      {selected.length > 0 && (
        <Suspense fallback={null}>
          <BulkEditPanel
            withType
            count={selected.length}
            disabledReason={offlineReason}
            onApply={applyBulk}
            onClearSelection={() => setSelected([])}
          />
        </Suspense>
      )}
      {error && !list && <Alert type="error" showIcon title={messageOf(error)} />}
      <ProductsTable
        {...screen.table}
        rows={list?.items ?? []}
        total={list?.total ?? 0}
        totalAtLeast={list?.totalAtLeast ?? false}
        loading={loading && !list}
        missing={missing}
        onShare={(row) => void share(row)}
        onDuplicate={(row) => void run(() => duplicate({ variables: { id: row.product.id } }), t('product.duplicated'))}
        onEdit={(row) => state.update({ edit: row.product.id })}
        onDelete={(row) => void remove(row)}
      />
      <Suspense fallback={null}>
        {editId && (
          <ProductDialog
            productId={editId}
            tags={tags}
            categories={categories}
            onClose={() => state.update({ edit: null })}
            onCreated={(id) => state.update({ edit: id }, { replace: true })}
          />
        )}
        {dialog === 'tags' && <TagsDialog tags={tags} onClose={() => state.update({ dialog: null })} />}
        {dialog === 'categories' && (
          <CategoriesDialog categories={categories} onClose={() => state.update({ dialog: null })} />
        )}
        {checkOpen && (
          <ContentCheckDialog
            check={check}
            open
            onClose={() => setCheckOpen(false)}
            onShowProduct={(id) => {
              setCheckOpen(false);
              state.update({ edit: id });
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
