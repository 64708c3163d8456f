import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '../../core/auth/authContext';
import { ShopBrowser } from '../../shop/browse/ShopBrowser';
import { ProductDialog } from '../../shop/product/ProductDialog';
import { useCardFocusReturn } from '../../shop/browse/useCardFocusReturn';
import { useDialogParam } from '../../ui/urlState';
import { LinkButton } from '../../ui/LinkButton';

/** The landing page's resources grid (000 section 2): 4 items, 4 more per View More, search, categories (/category/{id}). */
export function FeaturedResources() {
  const { t } = useTranslation('shop');
  const { status } = useAuth();
  const { categoryId = null } = useParams();
  const navigate = useNavigate();
  const product = useDialogParam('product');
  useCardFocusReturn(product.value);

  return (
    <section className="page-section shop-landing" aria-labelledby="featured-title" data-testid="featured-resources">
      <h2 id="featured-title">{t('landing.featuredTitle')}</h2>
      <ShopBrowser
        compact
        pageSize={4}
        categoryId={categoryId}
        onCategory={(id) => navigate(id ? `/category/${encodeURIComponent(id)}` : '/', { preventScrollReset: true })}
        onOpen={(id) => product.open(id)}
      />
      <div className="shop-landing-more">
        <LinkButton to="/app/products" type="primary">
          {status === 'anonymous' ? t('landing.signInForAll') : t('landing.browseAll')}
        </LinkButton>
      </div>
      {product.value && (
        <ProductDialog
          key={product.value}
          productId={product.value}
          onClose={product.close}
          onOpenProduct={(id) => product.open(id)}
        />
      )}
    </section>
  );
}
