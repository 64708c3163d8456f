import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client';
import { Button, Empty, Input, Skeleton, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopOwnership } from '../../gql/graphql';
import { DeferredCategoryTreeSelect } from '../../ui/category-tree';
import { usePageMeta } from '../../ui/pageMeta';
import { ShopCatalogueDocument, ShopItemsDocument } from '../operations';
import { useShopRelations } from '../shopData';
import { FilterSelect } from '../../ui/select/FilterSelect';
import { CategoryBreadcrumbs } from './CategoryBreadcrumbs';
import { ShopItemCard, type ShopCardItem } from './ShopItemCard';
import { shopItemsFilter, useShopFilters } from './useShopFilters';
import '../shop.css';

interface ShopBrowserProps {
  /** 10 in the app (10 more per View More), 4 on the landing grid. */
  pageSize: number;
  categoryId: string | null;
  onCategory(categoryId: string | null): void;
  onOpen(id: string): void;
  /** A library view instead of the shop. */
  owned?: ShopOwnership;
  /** The landing grid: search and breadcrumbs only. */
  compact?: boolean;
}

/**
 * Browsing the shop or a library view (001 "Shop and library"): search words, tags, category tree picker with
 * breadcrumbs, Featured Products, and View More. Filtering and paging happen on the server.
 */
export function ShopBrowser({ pageSize, categoryId, onCategory, onOpen, owned, compact = false }: ShopBrowserProps) {
  const { t } = useTranslation('shop');
  const filters = useShopFilters();
  const relations = useShopRelations();
  const catalogue = useQuery(ShopCatalogueDocument);
  const categories = catalogue.data?.listProductCategories.items ?? [];
  const tags = catalogue.data?.listProductTags.items ?? [];
  // A category's page is titled by the category's name.
  usePageMeta(categoryId ? (categories.find((category) => category.id === categoryId)?.name ?? null) : null);
  const filter = { ...shopItemsFilter(filters, categoryId), owned: owned ?? null };
  const { data, loading, error, fetchMore } = useQuery(ShopItemsDocument, {
    variables: { filter, limit: pageSize },
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const items = useMemo(() => (data?.shopItems.items ?? []) as ShopCardItem[], [data]);
  const nextToken = data?.shopItems.nextToken ?? null;

  const viewMore = async () => {
    if (!nextToken) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { nextToken },
        updateQuery: (previous, { fetchMoreResult }) => ({
          shopItems: {
            ...fetchMoreResult.shopItems,
            items: [...previous.shopItems.items, ...fetchMoreResult.shopItems.items],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <div className="shop-browser">
      <div className="shop-filters" role="search">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('browse.search')}
          aria-label={t('browse.search')}
          value={filters.typed}
          onChange={(event) => filters.setTyped(event.target.value)}
          className="shop-filter-search"
        />
        {!compact && (
          <>
            <FilterSelect
              mode="multiple"
              allowClear
              placeholder={t('browse.tags')}
              aria-label={t('browse.tags')}
              value={filters.tagIds}
              onChange={filters.setTagIds}
              options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
              maxTagCount="responsive"
              className="shop-filter-tags"
            />
            <DeferredCategoryTreeSelect
              categories={categories}
              value={categoryId}
              onChange={onCategory}
              placeholder={t('browse.category')}
              aria-label={t('browse.category')}
              className="shop-filter-category"
            />
            <label className="shop-filter-featured">
              <Switch checked={filters.featured} onChange={filters.setFeatured} aria-label={t('browse.featured')} />
              <span>{t('browse.featured')}</span>
            </label>
          </>
        )}
      </div>
      <CategoryBreadcrumbs categories={categories} categoryId={categoryId} onChoose={onCategory} />
      {loading && items.length === 0 ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : items.length === 0 ? (
        <Empty description={error ? t('browse.loadFailed') : t('browse.noResults')} data-testid="shop-empty" />
      ) : (
        <div className={compact ? 'shop-grid shop-grid-compact' : 'shop-grid'} data-testid="shop-grid">
          {items.map((item) => (
            <ShopItemCard key={item.id} item={item} relations={relations} onOpen={onOpen} />
          ))}
        </div>
      )}
      {nextToken && (
        <div className="shop-more">
          <Button onClick={() => void viewMore()} loading={loadingMore}>
            {t('browse.viewMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
