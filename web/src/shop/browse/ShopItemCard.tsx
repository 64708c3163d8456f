import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CrownFilled from '@ant-design/icons/es/icons/CrownFilled';
import ShoppingCartOutlined from '@ant-design/icons/es/icons/ShoppingCartOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopBundleCardFragment, ShopProductCardFragment } from '../../gql/graphql';
import { fileUrl } from '../files';
import { cardPrice, formatMoney } from '../money';

/** Which items the shopper has in her cart, subscribed to or bought (none for a visitor). */
export interface CardRelations {
  inCart: ReadonlySet<string>;
  subscribed: ReadonlySet<string>;
  bought: ReadonlySet<string>;
}

export type ShopCardItem =
  (ShopProductCardFragment & { __typename: 'Product' }) | (ShopBundleCardFragment & { __typename: 'ProductBundle' });

interface ShopItemCardProps {
  item: ShopCardItem;
  relations: CardRelations;
  onOpen(id: string): void;
}

/**
 * A product or bundle card: thumbnail (the second on hover), featured banner, title, price or FREE, relation icons.
 * Plain HTML and CSS: the public landing page shows it in its light first download.
 */
export function ShopItemCard({ item, relations, onOpen }: ShopItemCardProps) {
  const { t } = useTranslation('shop');
  const [hover, setHover] = useState(false);
  const thumbnails = item.thumbnails ?? [];
  const shown = hover && thumbnails[1] ? thumbnails[1] : thumbnails[0];
  const price = cardPrice(item);
  const icons = [
    relations.inCart.has(item.id) && { key: 'cart', icon: <ShoppingCartOutlined />, label: t('card.inCart') },
    relations.subscribed.has(item.id) && { key: 'subscribed', icon: <CrownFilled />, label: t('card.subscribed') },
    relations.bought.has(item.id) && { key: 'bought', icon: <CheckCircleFilled />, label: t('card.bought') },
  ].filter((entry) => entry !== false);

  const card = (
    <button
      type="button"
      className="shop-card"
      data-testid="shop-card"
      data-item-id={item.id}
      onClick={() => onOpen(item.id)}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
    >
      <span className="shop-card-image">
        {shown ? <img src={fileUrl(shown)} alt="" loading="lazy" /> : null}
        {item.__typename === 'ProductBundle' && <span className="shop-card-kind">{t('card.bundle')}</span>}
      </span>
      <span className="shop-card-title">{item.title}</span>
      <span className="shop-card-footer">
        <span className="shop-card-price">
          {price ? (
            <>
              {price.before !== null && <del>{formatMoney(price.before)}</del>}{' '}
              <strong>{formatMoney(price.now)}</strong>
            </>
          ) : (
            <strong>{t('card.free')}</strong>
          )}
        </span>
        <span className="shop-card-icons">
          {icons.map((entry) => (
            <span
              key={entry.key}
              role="img"
              aria-label={entry.label}
              title={entry.label}
              className={`shop-card-icon shop-card-icon-${entry.key}`}
            >
              {entry.icon}
            </span>
          ))}
        </span>
      </span>
    </button>
  );

  return item.featured ? (
    <div className="shop-card-ribbon-wrapper">
      {card}
      <span className="shop-card-ribbon">{t('card.featured')}</span>
    </div>
  ) : (
    card
  );
}
