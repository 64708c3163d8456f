import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { Form } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newClientMutationId } from '../../core/offline/ids';
import { useOnline } from '../../core/offline/useOnline';
import type { CategoryRecord } from '../../ui/category-tree';
import { useNotices } from '../../ui/notices';
import { cachedRecord } from './catalogue/cachedRecord';
import { EditDialogModal } from './catalogue/EditDialogModal';
import { resolveTagIds } from './catalogue/tags';
import { useEditDialog } from './catalogue/useEditDialog';
import {
  AdminProductDocument,
  AdminProductFieldsFragmentDoc,
  CreateProductContentDocument,
  CreateProductDocument,
  UpdateProductContentDocument,
  UpdateProductDocument,
} from './operations';
import { changedFields } from './catalogue/itemForm';
import { contentChanged, newProductValues, productInput, productValues, type ProductFormValues } from './productForm';
import { ProductForm } from './ProductForm';

interface ProductDialogProps {
  /** The product's id, or 'new'. */
  productId: string;
  tags: readonly { id: string; name: string }[];
  categories: readonly CategoryRecord[];
  onClose(): void;
  /** The first save of a new product created it: the dialog goes on as its edit dialog. */
  onCreated(id: string): void;
}

/** The product edit dialog (002 §2, §4): create, then edit with images, content files and questions. */
export function ProductDialog({ productId, tags, categories, onClose, onCreated }: ProductDialogProps) {
  const { t } = useTranslation('adminCatalogue');
  const { message } = useNotices();
  const client = useApolloClient();
  const online = useOnline();
  const [form] = Form.useForm<ProductFormValues>();
  const isNew = productId === 'new';

  const { data, loading, error } = useQuery(AdminProductDocument, {
    variables: { id: productId },
    skip: isNew,
    fetchPolicy: 'cache-and-network',
  });
  // Offline, a product opened from the table still shows (read-only) from the table's saved rows.
  const cached = () =>
    cachedRecord(client, { __typename: 'Product', id: productId }, AdminProductFieldsFragmentDoc, 'AdminProductFields');
  const product = isNew ? null : (data?.getProduct ?? (error || !online ? cached() : null));
  const content =
    data?.listProductContents.items.find((item) => item.productId === productId && !item._deleted) ?? null;
  const recordKey = isNew ? 'new' : product ? `${product.id}:${product._version}:${content?._version ?? 0}` : null;
  const values = useCallback(
    () => (product ? productValues(product, content) : newProductValues()),
    [product, content],
  );
  const dialog = useEditDialog({ form, recordKey, values });

  const [createProduct] = useMutation(CreateProductDocument);
  const [updateProduct] = useMutation(UpdateProductDocument);
  const [createContent] = useMutation(CreateProductContentDocument);
  const [updateContent] = useMutation(UpdateProductContentDocument);

  // A product saved before content records existed gets its empty one, so that files can be uploaded.
  const creatingContent = useRef(false);
  useEffect(() => {
    if (!product || content || loading || !online || creatingContent.current) return;
    creatingContent.current = true;
    void createContent({
      variables: { input: { productId: product.id, fileKeys: [], urls: [] } },
      refetchQueries: ['AdminProduct'],
    }).catch(dialog.showError);
  }, [product, content, loading, online, createContent, dialog.showError]);

  const save = () =>
    dialog.save(async (values) => {
      const tagIds = await resolveTagIds(client, values.tags, new Set(tags.map((tag) => tag.id)));
      const input = productInput(values, tagIds);
      if (isNew) {
        const id = newClientMutationId();
        await createProduct({
          variables: { input: { ...input, id } },
          refetchQueries: ['AdminProducts'],
        });
        dialog.saved({ ...values, tags: tagIds });
        message.success(t('dialog.created'), 3);
        onCreated(id);
        return;
      }
      if (!product || !dialog.initial) return;
      const before = productInput(dialog.initial, dialog.initial.tags);
      const changed = changedFields(before, input);
      if (Object.keys(changed).length > 0) {
        await updateProduct({
          variables: {
            input: { id: product.id, _version: product._version, ...changed },
          },
          refetchQueries: ['AdminProduct', 'AdminProducts'],
          awaitRefetchQueries: true,
        });
      }
      if (contentChanged(dialog.initial, values)) {
        const contentInput = { fileKeys: values.fileKeys, urls: values.urls };
        if (content)
          await updateContent({
            variables: {
              input: {
                id: content.id,
                _version: content._version,
                ...contentInput,
              },
            },
            refetchQueries: ['AdminProduct', 'AdminProducts'],
            awaitRefetchQueries: true,
          });
        else
          await createContent({
            variables: { input: { productId: product.id, ...contentInput } },
            refetchQueries: ['AdminProduct', 'AdminProducts'],
            awaitRefetchQueries: true,
          });
      }
      dialog.saved({ ...values, tags: tagIds });
      message.success(t('dialog.saved'), 3);
    });

  return (
    <EditDialogModal
      dialog={dialog}
      title={isNew ? t('product.newTitle') : t('product.editTitle')}
      online={online}
      isNew={isNew}
      found={product !== null}
      loading={loading}
      error={error}
      notFound={t('product.notFound')}
      canSave={dialog.dirty}
      onSave={save}
      onClose={onClose}
    >
      <ProductForm
        form={form}
        tags={tags}
        categories={categories}
        imagesFolder={product ? `Products/${product.id}` : null}
        contentFolder={content ? `ProductsContent/${content.id}` : null}
        drafts={dialog.drafts}
        disabled={!online || dialog.saving}
        onBusyChange={dialog.setUploading}
      />
    </EditDialogModal>
  );
}
