import { DeleteOutlined } from '@ant-design/icons';
import { Button, List, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { itemPrice } from '../../../../server/domain/pricing';
import { cardPrice, formatMoney } from '../money';
import type { CartItem } from '../shopData';

interface CartItemsProps {
  items: readonly CartItem[];
  /** Absent: read-only. */
  onRemove?(item: CartItem): void;
  removeDisabled?: boolean;
}

/** Answers to a product's questions, as 'Label: value'. */
export function answerText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (value === true) return '✓';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The cart's items (000 sections 4, 8): price after discount, answers, unavailable ones struck through. */
export function CartItems({ items, onRemove, removeDisabled = false }: CartItemsProps) {
  const { t } = useTranslation('shop');
  return (
    <List
      className="shop-cart-items"
      dataSource={[...items]}
      rowKey={(item) => item.productId}
      renderItem={(item) => {
        const price = cardPrice(item);
        const answered = (item.questions ?? []).filter((question) => answerText(question.value) !== '');
        const title = item.title ?? '';
        return (
          <List.Item
            data-testid="cart-item"
            actions={
              onRemove
                ? [
                    <Popconfirm
                      key="remove"
                      title={t('cart.removeConfirm', { title })}
                      okText={t('cart.remove')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => onRemove(item)}
                    >
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t('cart.removeItem', { title })}
                        disabled={removeDisabled}
                        danger
                        type="text"
                      />
                    </Popconfirm>,
                  ]
                : undefined
            }
          >
            <List.Item.Meta
              title={
                <span className="shop-cart-title">
                  {item.unAvailable ? <del>{title}</del> : title} {item.bundle && <Tag>{t('card.bundle')}</Tag>}
                  {item.physical && <Tag color="blue">{t('product.physical')}</Tag>}
                </span>
              }
              description={
                <>
                  {item.unAvailable && <Typography.Text type="danger">{t('cart.noLongerAvailable')}</Typography.Text>}
                  {answered.map((question, index) => (
                    <div key={index} className="shop-cart-answer">
                      {question.label}: {answerText(question.value)}
                    </div>
                  ))}
                </>
              }
            />
            <div className="shop-cart-price">
              {price ? (
                <>
                  {price.before !== null && <del>{formatMoney(price.before)}</del>} {formatMoney(itemPrice(item))}
                </>
              ) : (
                t('card.free')
              )}
            </div>
          </List.Item>
        );
      }}
    />
  );
}
