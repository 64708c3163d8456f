import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useSignedIn } from '../../core/auth/useSignedIn';
import { PublicProduct } from './PublicProduct';

const ProductDialog = lazy(() =>
  import('../../shop/product/ProductDialog').then((module) => ({ default: module.ProductDialog })),
);

/**
 * /product/{productId}: a shared product link (000 section 2); back goes to history, else /app/products or /. A
 * visitor gets the light page (PublicProduct); a signed-in user the app's product view, inside the layout's AppFrame.
 */
export default function ProductPage() {
  const { productId = '' } = useParams();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const location = useLocation();

  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(signedIn ? '/app/products' : '/');
  };

  return (
    <section className="page-section">
      {signedIn ? (
        <Suspense fallback={null}>
          <ProductDialog
            key={productId}
            asPage
            productId={productId}
            onClose={back}
            onOpenProduct={(id) => navigate(`/product/${encodeURIComponent(id)}`)}
          />
        </Suspense>
      ) : (
        <PublicProduct key={productId} productId={productId} onBack={back} />
      )}
    </section>
  );
}
