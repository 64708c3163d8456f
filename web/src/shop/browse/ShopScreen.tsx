import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ShopOwnership } from '../../gql/graphql';
import { ProductDialog } from '../product/ProductDialog';
import { searchWith, useDialogParam } from '../../ui/urlState';
import { ShopBrowser } from './ShopBrowser';
import { useCardFocusReturn } from './useCardFocusReturn';

interface ShopScreenProps {
  title: ReactNode;
  /** The screen's own path: /app/products, /app/bought-products, … (its category routes are below it). */
  basePath: string;
  pageSize: number;
  owned?: ShopOwnership;
  /** Above the filters (the library's view switch). */
  header?: ReactNode;
}

/**
 * A browse screen with its product dialog: the category in the path (/category/{id}), the filters and the open
 * product in the search (?product=<id>); /…/{productId} and /…/{productId}/buy open a product by route.
 */
export function ShopScreen({ title, basePath, pageSize, owned, header }: ShopScreenProps) {
  const { categoryId = null, productId = null, action = null } = useParams();
  const navigate = useNavigate();
  const product = useDialogParam('product');
  const openId = product.value ?? productId;
  useCardFocusReturn(openId);

  // The filters as the address has them now (searchWith): a search typed a moment ago may still be rendering.
  const chooseCategory = (id: string | null) =>
    navigate(
      {
        pathname: id ? `${basePath}/category/${encodeURIComponent(id)}` : basePath,
        search: searchWith({ product: null }),
      },
      { preventScrollReset: true },
    );

  const closeProduct = () => {
    if (product.value) product.close();
    else void navigate({ pathname: basePath, search: searchWith({}) }, { replace: true });
  };

  return (
    <section className="page-section shop-screen">
      <Typography.Title level={2}>{title}</Typography.Title>
      {header}
      <ShopBrowser
        pageSize={pageSize}
        categoryId={categoryId}
        onCategory={chooseCategory}
        onOpen={(id) => product.open(id)}
        owned={owned}
      />
      {openId && (
        <ProductDialog
          key={openId}
          productId={openId}
          onClose={closeProduct}
          onOpenProduct={(id) => product.open(id)}
          buyAt={
            !product.value && productId && action === 'buy' ? `${basePath}/${encodeURIComponent(productId)}` : null
          }
        />
      )}
    </section>
  );
}
