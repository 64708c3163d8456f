import { useTranslation } from 'react-i18next';
import { ShopScreen } from '../../shop/browse/ShopScreen';

/** /app/products (Shop Resources), with /category/{id}, /{productId} and /{productId}/buy (001 "Shop and library"). */
export default function ShopPage() {
  const { t } = useTranslation();
  return <ShopScreen title={t('pages.products')} basePath="/app/products" pageSize={10} />;
}
