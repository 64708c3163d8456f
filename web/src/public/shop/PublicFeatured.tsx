import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AppTier } from '../../ui/AppTier';
import { usePublicQuery, publicQuery } from '../../core/publicQuery';
import type { ShopItemsQuery } from '../../gql/graphql';
import { CategoryBreadcrumbs } from '../../shop/browse/CategoryBreadcrumbs';
import { ShopItemCard, type CardRelations, type ShopCardItem } from '../../shop/browse/ShopItemCard';
import { useCardFocusReturn } from '../../shop/browse/useCardFocusReturn';
import { shopItemsFilter, useShopFilters } from '../../shop/browse/useShopFilters';
import { ShopCatalogueDocument, ShopItemsDocument } from '../../shop/operations';
import { usePageMeta } from '../../ui/pageMeta';
import { SiteLink } from '../../ui/SiteLink';
import { useDialogParam } from '../../ui/urlState';
import '../../shop/shop.css';

const ProductDialog = lazy(() =>
  import('../../shop/product/ProductDialog').then((module) => ({ default: module.ProductDialog })),
);

const PAGE_SIZE = 4;
const noRelations: CardRelations = { inCart: new Set(), subscribed: new Set(), bought: new Set() };

/**
 * The landing page's resources grid for a visitor (000 section 2): 4 items, 4 more per View More, search,
 * categories (/category/{id}); a card opens the product dialog, which loads the app's code when asked for. The
 * signed-in grid is FeaturedResources (the app's shop browser, with cart and library marks).
 */
export function PublicFeatured() {
  const { t } = useTranslation('shop');
  const { categoryId = null } = useParams();
  const navigate = useNavigate();
  const product = useDialogParam('product');
  useCardFocusReturn(product.value);
  const filters = useShopFilters();
  const catalogue = usePublicQuery(ShopCatalogueDocument, {});
  const categories = catalogue.data?.listProductCategories.items ?? [];
  usePageMeta(categoryId ? (categories.find((category) => category.id === categoryId)?.name ?? null) : null);
  const filter = shopItemsFilter(filters, categoryId);
  const first = usePublicQuery(ShopItemsDocument, { filter, limit: PAGE_SIZE });
  // Pages fetched with View More, for the filter they were fetched under.
  const [more, setMore] = useState<{ key: string; pages: ShopItemsQuery['shopItems'][] }>({ key: '', pages: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const filterKey = JSON.stringify(filter);
  const pages = useMemo(
    () => [...(first.data ? [first.data.shopItems] : []), ...(more.key === filterKey ? more.pages : [])],
    [first.data, more, filterKey],
  );
  const items = pages.flatMap((page) => page.items) as ShopCardItem[];
  const nextToken = pages.at(-1)?.nextToken ?? null;

  const viewMore = async () => {
    if (!nextToken) return;
    setLoadingMore(true);
    try {
      const page = await publicQuery(ShopItemsDocument, { filter, limit: PAGE_SIZE, nextToken });
      setMore((previous) => ({
        key: filterKey,
        pages: [...(previous.key === filterKey ? previous.pages : []), page.shopItems],
      }));
    } finally {
      setLoadingMore(false);
    }
  };
  const chooseCategory = (id: string | null) =>
    void navigate(id ? `/category/${encodeURIComponent(id)}` : '/', { preventScrollReset: true });

  return (
    <section className="page-section shop-landing" aria-labelledby="featured-title" data-testid="featured-resources">
      <h2 id="featured-title">{t('landing.featuredTitle')}</h2>
      <div className="shop-browser">
        <div className="shop-filters" role="search">
          <span className="site-input shop-filter-search">
            <SearchOutlined aria-hidden />
            <input
              type="search"
              placeholder={t('browse.search')}
              aria-label={t('browse.search')}
              value={filters.typed}
              onChange={(event) => filters.setTyped(event.target.value)}
            />
          </span>
        </div>
        <CategoryBreadcrumbs categories={categories} categoryId={categoryId} onChoose={chooseCategory} />
        {first.loading && items.length === 0 ? (
          <div className="shop-grid shop-grid-compact" aria-busy="true" />
        ) : items.length === 0 ? (
          <p className="shop-empty-text" data-testid="shop-empty">
            {first.error ? t('browse.loadFailed') : t('browse.noResults')}
          </p>
        ) : (
          <div className="shop-grid shop-grid-compact" data-testid="shop-grid">
            {items.map((item) => (
              <ShopItemCard key={item.id} item={item} relations={noRelations} onOpen={(id) => product.open(id)} />
            ))}
          </div>
        )}
        {nextToken && (
          <div className="shop-more">
            <button type="button" className="site-button" onClick={() => void viewMore()} disabled={loadingMore}>
              {t('browse.viewMore')}
            </button>
          </div>
        )}
      </div>
      <div className="shop-landing-more">
        <SiteLink to="/app/products" variant="primary">
          {t('landing.signInForAll')}
        </SiteLink>
      </div>
      {product.value && (
        <AppTier fallback={null}>
          <ProductDialog
            key={product.value}
            productId={product.value}
            onClose={product.close}
            onOpenProduct={(id) => product.open(id)}
          />
        </AppTier>
      )}
    </section>
  );
}
