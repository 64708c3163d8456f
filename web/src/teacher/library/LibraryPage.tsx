import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { access, isAllowed } from '../../core/auth/access';
import { useAuth } from '../../core/auth/authContext';
import type { ShopOwnership } from '../../gql/graphql';
import { ShopScreen } from '../../shop/browse/ShopScreen';

/** The library views (001 "Shop and library"): bought plus subscribed, subscribed only, bought only. */
const views = [
  { path: '/app/purchased-resources', owned: 'OWNED', label: 'library.all', rule: access.teacher },
  { path: '/app/bought-products', owned: 'BOUGHT', label: 'library.bought', rule: access.signedIn },
  { path: '/app/subscribed-products', owned: 'SUBSCRIBED', label: 'library.subscribed', rule: access.teacher },
] as const satisfies readonly { path: string; owned: ShopOwnership; label: string; rule: unknown }[];

/** My Library: the teacher's own products, with their content (the product dialog's Show Content). */
export default function LibraryPage() {
  const { t } = useTranslation('shop');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { groups } = useAuth();
  const view = views.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`)) ?? views[1];
  const allowed = views.filter((entry) => isAllowed(entry.rule, groups));

  return (
    <ShopScreen
      key={view.path}
      title={t('library.title')}
      basePath={view.path}
      pageSize={10}
      owned={view.owned}
      header={
        allowed.length > 1 ? (
          <Segmented
            className="shop-library-views"
            value={view.path}
            onChange={(path) => navigate(path)}
            options={allowed.map((entry) => ({ value: entry.path, label: t(entry.label) }))}
          />
        ) : null
      }
    />
  );
}
