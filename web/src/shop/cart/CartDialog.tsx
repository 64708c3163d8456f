import { Alert, Button, Empty, Form, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderTotals } from '../../../../server/domain/pricing';
import { messageOf } from '../../core/errors';
import { useNotices } from '../../ui/notices';
import { useCart, useCartWrites, type CartItem } from '../shopData';
import { CartItems } from './CartItems';
import type { AppliedCoupon } from './checkoutState';
import { CouponField } from './CouponField';
import { PriceBreakdown } from './PriceBreakdown';
import { useWindowWidth } from '../../ui/useWindowWidth';

interface CartDialogProps {
  /** The coupon stored on the cart. */
  coupon: AppliedCoupon | null;
  couponInput: string;
  onCouponInput(value: string): void;
  /** Why proceeding is not possible now (offline), or null. */
  blockedReason: string | null;
  onNext(): void;
  onClose(): void;
}

/** Cart dialog width (000 section 9): 1000 px above 1400 wide, else 800 px. */
export function useCartWidth(): number {
  return useWindowWidth() > 1400 ? 1000 : 800;
}

/**
 * The shopping cart (000 sections 4, 8): items, remove, coupon, totals; checkout blocked while anything is
 * unavailable. Struck-through items count in no total (the pricing module leaves them out).
 */
export function CartDialog({ coupon, couponInput, onCouponInput, blockedReason, onNext, onClose }: CartDialogProps) {
  const { t } = useTranslation('shop');
  const { message } = useNotices();
  const { cart, items, loaded } = useCart();
  const { removeFromCart, busy } = useCartWrites();
  const [verifying, setVerifying] = useState(false);
  const width = useCartWidth();
  const unavailable = items.some((item) => item.unAvailable);
  const totals = orderTotals(items, coupon);

  const remove = async (item: CartItem) => {
    try {
      await removeFromCart(item.productId);
    } catch (error) {
      message.error(messageOf(error));
    }
  };

  const empty = loaded && items.length === 0;
  const footer = empty
    ? [
        <Button key="back" type="primary" onClick={onClose}>
          {t('cart.goBack')}
        </Button>,
      ]
    : [
        <Button key="close" onClick={onClose}>
          {t('cart.continueShopping')}
        </Button>,
        <Button
          key="next"
          type="primary"
          onClick={onNext}
          disabled={!loaded || !cart || unavailable || verifying || busy || blockedReason !== null}
        >
          {t('cart.checkout')}
        </Button>,
      ];

  return (
    <Modal open title={t('cart.title')} onCancel={onClose} width={width} footer={footer}>
      <div data-testid="cart-dialog">
        {!loaded ? (
          <Skeleton active />
        ) : empty ? (
          <Empty description={t('cart.empty')} />
        ) : (
          <>
            {unavailable && (
              <Alert type="warning" showIcon title={t('cart.unavailableWarning')} style={{ marginBottom: 12 }} />
            )}
            {cart?.awaitingCardPayment && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 12 }}
                title={t('paying.inCart')}
                action={<Link to={`/app/productorders/${encodeURIComponent(cart.id)}`}>{t('paying.viewOrder')}</Link>}
                data-testid="cart-awaiting-card"
              />
            )}
            <CartItems
              items={items}
              onRemove={(item) => void remove(item)}
              removeDisabled={busy || blockedReason !== null}
            />
            <Form layout="vertical" component="div">
              <CouponField
                cartId={cart?.id ?? null}
                input={couponInput}
                onInput={onCouponInput}
                applied={coupon}
                blockedReason={blockedReason}
                onVerifying={setVerifying}
              />
            </Form>
            <PriceBreakdown totals={totals} coupon={coupon} />
            {blockedReason && <Alert type="info" showIcon title={blockedReason} style={{ marginTop: 12 }} />}
          </>
        )}
      </div>
    </Modal>
  );
}
