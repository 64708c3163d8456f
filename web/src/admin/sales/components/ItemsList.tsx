import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FormItem } from '../orderForm';

/**
 * The products of an order that cannot be changed, as chips; a quote's link to the product in the shop
 * (/app/products/{id}, 002 §2).
 */
export function ItemsList({ items, links }: { items: readonly FormItem[]; links: boolean }) {
  const { t } = useTranslation('adminSales');
  return (
    <div className="sales-items-readonly" data-testid="sales-items">
      {items.map((item) => (
        <Tag key={item.id} color={item.physical ? 'blue' : undefined}>
          {links ? (
            <Link to={`/app/products/${encodeURIComponent(item.id)}`}>{item.title ?? item.id}</Link>
          ) : (
            (item.title ?? item.id)
          )}
          {item.bundle ? ` (${t('dialog.bundle')})` : ''}
        </Tag>
      ))}
    </div>
  );
}
