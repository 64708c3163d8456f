import { useLocation, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../core/auth/authContext';
import { ProductDialog } from '../../shop/product/ProductDialog';

/** /product/{productId}: a shared product link (000 section 2); back goes to history, else /app/products or /. */
export default function ProductPage() {
  const { productId = '' } = useParams();
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(status === 'anonymous' ? '/' : '/app/products');
  };

  return (
    <section className="page-section">
      <ProductDialog
        key={productId}
        asPage
        productId={productId}
        onClose={back}
        onOpenProduct={(id) => navigate(`/product/${encodeURIComponent(id)}`)}
      />
    </section>
  );
}
