import { useQuery } from '@apollo/client';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../ui/richtext/RichTextView';
import { categoryAncestors } from '../browse/CategoryBreadcrumbs';
import { ShopCatalogueDocument } from '../operations';
import { ProductGallery } from './ProductGallery';
import type { ShopDetail } from './productTypes';

interface ProductDetailsProps {
  detail: ShopDetail;
  /** Opens a member of a bundle. */
  onOpenProduct(id: string): void;
}

/** The product's gallery, title, category path, tags, bundle members and description (001 "Shop and library"). */
export function ProductDetails({ detail, onOpenProduct }: ProductDetailsProps) {
  const { t } = useTranslation('shop');
  const catalogue = useQuery(ShopCatalogueDocument);
  const { item } = detail;
  const categories = catalogue.data?.listProductCategories.items ?? [];
  const tagNames = new Map((catalogue.data?.listProductTags.items ?? []).map((tag) => [tag.id, tag.name]));
  const path = categoryAncestors(categories, item.categoryId ?? null);
  const title = item.title ?? '';

  return (
    <div className="shop-product">
      <ProductGallery key={item.id} thumbnails={item.thumbnails ?? []} title={title} />
      <div className="shop-product-info">
        <Typography.Title level={3} className="shop-product-title" data-testid="product-title">
          {title}
        </Typography.Title>
        {path.length > 0 && (
          <Typography.Text type="secondary" className="shop-product-category">
            {path.map((category) => category.name).join(' / ')}
          </Typography.Text>
        )}
        {(item.tags ?? []).length > 0 && (
          <div className="shop-product-tags">
            {(item.tags ?? []).map((id) => (tagNames.has(id) ? <Tag key={id}>{tagNames.get(id)}</Tag> : null))}
          </div>
        )}
        {detail.kind === 'product' && detail.item.physical && <Tag color="blue">{t('product.physical')}</Tag>}
        {detail.kind === 'bundle' && detail.item.bundleProducts.length > 0 && (
          <div className="shop-product-members">
            <Typography.Text strong>{t('product.inThisBundle')}</Typography.Text>
            <Space wrap>
              {detail.item.bundleProducts.map((member) => (
                <Button key={member.id} size="small" onClick={() => onOpenProduct(member.id)}>
                  {member.title}
                </Button>
              ))}
            </Space>
          </div>
        )}
        <div className="shop-product-description">
          <RichTextView value={item.description} />
        </div>
      </div>
    </div>
  );
}
