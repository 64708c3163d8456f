import { useQuery } from '@apollo/client';
import { Alert, Modal, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../core/offline/useOnline';
import { ProductContentDocument, ShopCatalogueDocument, ShopProductDocument } from '../operations';
import { useShopRelations } from '../shopData';
import { usePageMeta } from '../../ui/pageMeta';
import { useDialogParam } from '../../ui/urlState';
import { richTextPlain } from '../../../../server/domain/richtext.ts';
import { ProductActions, ProductActionsClose } from './ProductActions';
import { ProductContentDialog } from './ProductContentDialog';
import { ProductDetails } from './ProductDetails';
import { ProductQuestionsDialog } from './ProductQuestionsDialog';
import { detailOf } from './productTypes';
import { useBuying } from './useBuying';
import '../shop.css';

interface ProductDialogProps {
  productId: string;
  /** The public product page (/product/{id}): the same view in the page instead of a dialog. */
  asPage?: boolean;
  onClose(): void;
  onOpenProduct(id: string): void;
  /** /app/products/{id}/buy: start buying once the product, the profile and the cart are loaded and online; the next dialog replaces the address at this path. */
  buyAt?: string | null;
}

/** The product dialog (001 "Shop and library") with its questions and content dialogs. */
export function ProductDialog({ productId, asPage = false, onClose, onOpenProduct, buyAt = null }: ProductDialogProps) {
  const { t } = useTranslation('shop');
  const { data, loading } = useQuery(ShopProductDocument, { variables: { id: productId } });
  const catalogue = useQuery(ShopCatalogueDocument);
  const detail = detailOf(data);
  const relations = useShopRelations();
  const owned = relations.owns(productId);
  const questions = detail?.kind === 'product' ? (detail.item.questions ?? []) : [];
  const buying = useBuying(detail ? { id: detail.item.id, questions } : null);
  const content = useDialogParam('content');
  const online = useOnline();
  const started = useRef(false);
  // An owner's content is fetched as the dialog opens (001 section 4), so Show Content opens at once.
  useQuery(ProductContentDocument, { variables: { productID: productId }, skip: !owned || detail?.kind !== 'product' });

  useEffect(() => {
    if (!buyAt || started.current || !detail || !buying.ready || !online) return;
    started.current = true;
    if (owned) return;
    void buying.start('buy', buyAt);
  }, [buyAt, detail, buying, online, owned]);

  const title = detail?.item.title ?? '';
  // The page's title names the product (also when its dialog is open over a list); its text is the description.
  usePageMeta(title || null, detail ? richTextPlain(detail.item.description).slice(0, 200) || null : null);
  const actions = detail ? (
    <ProductActions
      detail={detail}
      owned={owned}
      buying={buying}
      onShowContent={() => content.open('1')}
      onClose={onClose}
      closeLabel={asPage ? t('common.back') : undefined}
    />
  ) : null;
  const body = (
    <div data-testid="product-dialog">
      {detail ? (
        <ProductDetails
          detail={detail}
          categories={catalogue.data?.listProductCategories.items ?? []}
          tags={catalogue.data?.listProductTags.items ?? []}
          onOpenProduct={onOpenProduct}
        />
      ) : loading ? (
        <Skeleton active avatar={{ shape: 'square', size: 160 }} paragraph={{ rows: 6 }} />
      ) : (
        <Alert type="warning" showIcon title={t('product.notAvailable')} style={{ marginTop: 24 }} />
      )}
    </div>
  );
  return (
    <>
      {asPage ? (
        <article className="shop-product-page">
          {body}
          {actions ?? <ProductActionsClose onClose={onClose} />}
        </article>
      ) : (
        <Modal open onCancel={onClose} width={960} title={null} footer={actions} className="shop-product-dialog">
          {body}
        </Modal>
      )}
      {detail && buying.questionsMode && (
        <ProductQuestionsDialog
          title={title}
          questions={questions}
          blockedReason={!online ? t('offline.needsConnection') : buying.inCart ? t('questions.alreadyInCart') : null}
          onSubmit={buying.answer}
          onClose={buying.closeQuestions}
        />
      )}
      {detail && content.value && owned && (
        <ProductContentDialog productId={detail.item.id} title={title} onClose={content.close} />
      )}
    </>
  );
}
