import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import ShareAltOutlined from '@ant-design/icons/es/icons/ShareAltOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { richTextPlain } from '../../../../server/domain/richtext.ts';
import { itemPrice } from '../../../../server/domain/pricing';
import { usePublicQuery } from '../../core/publicQuery';
import { formatMoney } from '../../shop/money';
import { ShopCatalogueDocument, ShopProductDocument } from '../../shop/operations';
import { ProductDetails } from '../../shop/product/ProductDetails';
import { detailOf } from '../../shop/product/productTypes';
import { usePageMeta } from '../../ui/pageMeta';
import '../../shop/shop.css';

const COPIED_NOTE_MS = 2000;

interface PublicProductProps {
  productId: string;
  onBack(): void;
}

/**
 * A shared product link for a visitor (/product/{id}, 000 section 2): the product dialog's view as a page in plain
 * HTML over a fetch. Buy Now goes to the shop's buy address, which asks her to sign in first and then continues;
 * the signed-in page is the app's ProductDialog (with cart, library and questions).
 */
export function PublicProduct({ productId, onBack }: PublicProductProps) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const product = usePublicQuery(ShopProductDocument, { id: productId });
  const catalogue = usePublicQuery(ShopCatalogueDocument, {});
  const [note, setNote] = useState<string | null>(null);
  const detail = detailOf(product.data);
  usePageMeta(detail?.item.title || null, detail ? richTextPlain(detail.item.description).slice(0, 200) || null : null);

  const back = (
    <button type="button" className="site-button" onClick={onBack}>
      <ArrowLeftOutlined />
      {t('common.back')}
    </button>
  );
  if (!detail) {
    return (
      <article className="shop-product-page" data-testid="product-dialog">
        {product.loading ? (
          <div className="shop-product" aria-busy="true" />
        ) : (
          <p role="alert" className="site-alert">
            {t('product.notAvailable')}
          </p>
        )}
        <div className="shop-product-actions">
          <span className="shop-product-actions-spacer" />
          {back}
        </div>
      </article>
    );
  }

  const { item } = detail;
  const forSale = detail.kind === 'bundle' || detail.item.eCommerceProduct !== false;
  const subscriptionOnly = detail.kind === 'product' && detail.item.subscriptionProduct === true && !forSale;
  const price = itemPrice(item);
  const buyAddress = `/app/products/${encodeURIComponent(item.id)}/buy`;

  const share = async () => {
    const url = `${window.location.origin}/product/${encodeURIComponent(item.id)}`;
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setNote(t('product.urlCopied'));
    } catch {
      setNote(t('product.urlNotCopied'));
    }
    setTimeout(() => setNote(null), COPIED_NOTE_MS);
  };

  return (
    <article className="shop-product-page">
      <div data-testid="product-dialog">
        <ProductDetails
          detail={detail}
          categories={catalogue.data?.listProductCategories.items ?? []}
          tags={catalogue.data?.listProductTags.items ?? []}
          onOpenProduct={(id) => void navigate(`/product/${encodeURIComponent(id)}`)}
        />
      </div>
      <div className="shop-product-actions">
        <button type="button" className="site-button" onClick={() => void share()}>
          <ShareAltOutlined />
          {t('product.share')}
        </button>
        <span role="status" className="shop-product-note">
          {note}
        </span>
        <span className="shop-product-actions-spacer" />
        {subscriptionOnly && (
          <button type="button" className="site-button site-button-primary" onClick={() => void navigate(buyAddress)}>
            {t('product.addToLibrary')}
          </button>
        )}
        {forSale && (
          <button type="button" className="site-button site-button-primary" onClick={() => void navigate(buyAddress)}>
            {t('product.buyNow', { price: price > 0 ? formatMoney(price) : t('card.free') })}
          </button>
        )}
        {back}
      </div>
    </article>
  );
}
