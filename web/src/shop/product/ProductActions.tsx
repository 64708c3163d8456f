import {
  ArrowLeftOutlined,
  CloseOutlined,
  FolderOpenOutlined,
  ShareAltOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { useMutation } from '@apollo/client';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApolloError } from '@apollo/client';
import { messageOf } from '../../core/errors';
import { useNotices } from '../../ui/notices';
import { itemPrice } from '../../../../server/domain/pricing';
import { formatMoney } from '../money';
import { AddSubscriptionProductDocument } from '../operations';
import { useCart } from '../shopData';
import type { ShopDetail } from './productTypes';
import type { useBuying } from './useBuying';

interface ProductActionsProps {
  detail: ShopDetail;
  owned: boolean;
  buying: ReturnType<typeof useBuying>;
  onShowContent(): void;
  onClose(): void;
  /** 'Back' on the product page. */
  closeLabel?: string;
}

const SNACKBAR_SECONDS = 2;

/** Copies the product's public address (/product/{id}): the link works for anyone, signed in or not. */
async function copyProductUrl(id: string): Promise<void> {
  const url = `${window.location.origin}/product/${encodeURIComponent(id)}`;
  if (navigator.clipboard) await navigator.clipboard.writeText(url);
  else throw new Error('clipboard unavailable');
}

/** The month name of a 'limit reached' refusal comes as data, so that it can be said in the user's language. */
function subscriptionRefusal(
  error: unknown,
  t: (key: 'product.limitReached', options: { month: string }) => string,
  language: string,
): string {
  if (error instanceof ApolloError) {
    const extensions = error.graphQLErrors[0]?.extensions;
    if (extensions?.reason === 'LIMIT_REACHED' && typeof extensions.month === 'string') {
      const month = new Date(`${extensions.month}-01T12:00:00Z`).toLocaleString(language, {
        month: 'long',
        timeZone: 'UTC',
      });
      return t('product.limitReached', { month });
    }
  }
  return messageOf(error);
}

/** Show Content (owners), Add to library (subscription products), Buy Now with price, the cart button, share, close. */
export function ProductActions({ detail, owned, buying, onShowContent, onClose, closeLabel }: ProductActionsProps) {
  const { t, i18n } = useTranslation('shop');
  const { message } = useNotices();
  const { items } = useCart();
  const [addSubscription, subscription] = useMutation(AddSubscriptionProductDocument);
  const { item } = detail;
  const isProduct = detail.kind === 'product';
  const forSale = detail.kind === 'bundle' || detail.item.eCommerceProduct !== false;
  const subscriptionOnly = isProduct && detail.item.subscriptionProduct === true && !forSale;
  const price = itemPrice(item);
  const offlineReason = buying.signedIn && !buying.online ? t('offline.needsConnection') : null;

  const share = async () => {
    try {
      await copyProductUrl(item.id);
      message.success(t('product.urlCopied'), SNACKBAR_SECONDS);
    } catch {
      message.error(t('product.urlNotCopied'), SNACKBAR_SECONDS);
    }
  };

  const addToLibrary = async () => {
    try {
      await addSubscription({ variables: { productId: item.id } });
    } catch (error) {
      message.error(subscriptionRefusal(error, t, i18n.language));
    }
  };

  return (
    <div className="shop-product-actions">
      <Button icon={<ShareAltOutlined />} onClick={() => void share()}>
        {t('product.share')}
      </Button>
      <span className="shop-product-actions-spacer" />
      {owned && isProduct && (
        <Button type="primary" icon={<FolderOpenOutlined />} onClick={onShowContent}>
          {t('product.showContent')}
        </Button>
      )}
      {!owned && subscriptionOnly && (
        <Tooltip title={offlineReason}>
          <Button
            type="primary"
            onClick={() => void addToLibrary()}
            loading={subscription.loading}
            disabled={offlineReason !== null}
          >
            {t('product.addToLibrary')}
          </Button>
        </Tooltip>
      )}
      {!owned && forSale && (
        <>
          {buying.signedIn && (
            <Tooltip title={offlineReason ?? (buying.inCart ? t('product.openCart') : t('product.addToCart'))}>
              <Badge count={items.length} size="small">
                <Button
                  icon={<ShoppingCartOutlined />}
                  onClick={() => void buying.start('cart')}
                  loading={buying.busy}
                  disabled={offlineReason !== null || !buying.ready}
                >
                  {buying.inCart ? t('product.inCart') : t('product.addToCart')}
                </Button>
              </Badge>
            </Tooltip>
          )}
          <Tooltip title={offlineReason}>
            <Button
              type="primary"
              onClick={() => void buying.start('buy')}
              disabled={offlineReason !== null || (buying.signedIn && !buying.ready)}
              loading={buying.busy}
            >
              {t('product.buyNow', { price: price > 0 ? formatMoney(price) : t('card.free') })}
            </Button>
          </Tooltip>
        </>
      )}
      <Button icon={closeLabel ? <ArrowLeftOutlined /> : <CloseOutlined />} onClick={onClose}>
        {closeLabel ?? t('common.close')}
      </Button>
    </div>
  );
}

/** The actions row of a product that is not available: only the way back. */
export function ProductActionsClose({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('shop');
  return (
    <div className="shop-product-actions">
      <span className="shop-product-actions-spacer" />
      <Button icon={<ArrowLeftOutlined />} onClick={onClose}>
        {t('common.back')}
      </Button>
    </div>
  );
}
