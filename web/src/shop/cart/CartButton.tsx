import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart, useOrderUpdates, useShopper } from '../shopData';
import { useDialogParam } from '../../ui/urlState';

const CheckoutFlow = lazy(() => import('./CheckoutFlow'));

/**
 * The cart icon of the layouts (000 section 2, 001 section 2): shown with a count badge when the pending order
 * has products; it also hosts the checkout dialogs (?cart=…) on every screen, and keeps the library and orders
 * live when an order changes on the server.
 */
export function CartButton() {
  const { t } = useTranslation('shop');
  const { profileId } = useShopper();
  const { items } = useCart();
  const dialog = useDialogParam('cart');
  useOrderUpdates();
  if (!profileId) return null;

  return (
    <>
      {items.length > 0 && (
        <Badge count={items.length} size="small" offset={[-4, 4]}>
          <Button
            icon={<ShoppingCartOutlined />}
            aria-label={t('cart.openWithCount', { count: items.length })}
            onClick={() => dialog.open('cart')}
            data-testid="cart-button"
          />
        </Badge>
      )}
      {dialog.value && (
        <Suspense fallback={null}>
          <CheckoutFlow />
        </Suspense>
      )}
    </>
  );
}
