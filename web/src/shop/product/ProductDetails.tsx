import { useTranslation } from 'react-i18next';
import type { CategoryRecord } from '../../ui/category-tree/categoryTree';
import { RichTextView } from '../../ui/richtext/RichTextView';
import { categoryAncestors } from '../browse/CategoryBreadcrumbs';
import { ProductGallery } from './ProductGallery';
import type { ShopDetail } from './productTypes';

interface ProductDetailsProps {
  detail: ShopDetail;
  /** The shop's categories and tags (ShopCatalogue), for the category path and tag names. */
  categories: readonly CategoryRecord[];
  tags: readonly { id: string; name?: string | null }[];
  /** Opens a member of a bundle. */
  onOpenProduct(id: string): void;
}

/**
 * The product's gallery, title, category path, tags, bundle members and description (001 "Shop and library"). Plain
 * HTML and CSS: the app's product dialog and the visitor's light product page (PublicProduct) both show it.
 */
export function ProductDetails({ detail, categories, tags, onOpenProduct }: ProductDetailsProps) {
  const { t } = useTranslation('shop');
  const { item } = detail;
  const tagNames = new Map(tags.map((tag) => [tag.id, tag.name]));
  const path = categoryAncestors(categories, item.categoryId ?? null);
  const title = item.title ?? '';

  return (
    <div className="shop-product">
      <ProductGallery key={item.id} thumbnails={item.thumbnails ?? []} title={title} />
      <div className="shop-product-info">
        <h3 className="shop-product-title" data-testid="product-title">
          {title}
        </h3>
        {path.length > 0 && (
          <span className="shop-product-category">{path.map((category) => category.name).join(' / ')}</span>
        )}
        {(item.tags ?? []).length > 0 && (
          <div className="shop-product-tags">
            {(item.tags ?? []).map((id) =>
              tagNames.has(id) ? (
                <span key={id} className="site-tag">
                  {tagNames.get(id)}
                </span>
              ) : null,
            )}
          </div>
        )}
        {detail.kind === 'product' && detail.item.physical && (
          <span className="site-tag site-tag-blue">{t('product.physical')}</span>
        )}
        {detail.kind === 'bundle' && detail.item.bundleProducts.length > 0 && (
          <div className="shop-product-members">
            <strong>{t('product.inThisBundle')}</strong>
            <div className="shop-product-member-buttons">
              {detail.item.bundleProducts.map((member) => (
                <button
                  key={member.id}
                  type="button"
                  className="site-button site-button-small"
                  onClick={() => onOpenProduct(member.id)}
                >
                  {member.title}
                </button>
              ))}
            </div>
          </div>
        )}
        <div className="shop-product-description">
          <RichTextView value={item.description} />
        </div>
      </div>
    </div>
  );
}
