import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { Form } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { newClientMutationId } from '../../core/offline/ids';
import { useOnline } from '../../core/offline/useOnline';
import type { CategoryRecord } from '../../ui/category-tree';
import { useNotices } from '../../ui/notices';
import { cachedRecord } from '../products/catalogue/cachedRecord';
import { EditDialogModal } from '../products/catalogue/EditDialogModal';
import { changedFields } from '../products/catalogue/itemForm';
import { resolveTagIds } from '../products/catalogue/tags';
import { useEditDialog } from '../products/catalogue/useEditDialog';
import { bundleInput, bundleValues, newBundleValues, type BundleFormValues } from './bundleForm';
import { BundleForm } from './BundleForm';
import {
  AdminBundleFieldsFragmentDoc,
  AdminProductBundleDocument,
  CreateProductBundleDocument,
  UpdateProductBundleDocument,
} from './operations';

interface BundleDialogProps {
  /** The bundle's id, or 'new'. */
  bundleId: string;
  /** For a new bundle: the products chosen on the products screen. */
  initialProducts: string[];
  tags: readonly { id: string; name: string }[];
  categories: readonly CategoryRecord[];
  onClose(): void;
  onCreated(id: string): void;
}

/**
 * The bundle edit dialog (002 §4 "Bundles"): the first save creates the bundle without thumbnails, which are then
 * added; Cancel restores the last saved state and removes images uploaded since.
 */
export function BundleDialog({ bundleId, initialProducts, tags, categories, onClose, onCreated }: BundleDialogProps) {
  const { t } = useTranslation('adminCatalogue');
  const { message } = useNotices();
  const client = useApolloClient();
  const online = useOnline();
  const [form] = Form.useForm<BundleFormValues>();
  const isNew = bundleId === 'new';

  const { data, loading, error } = useQuery(AdminProductBundleDocument, {
    variables: { id: bundleId },
    skip: isNew,
  });
  // Offline, a bundle opened from the table still shows (read-only) from the table's saved rows.
  const cached = () =>
    cachedRecord(
      client,
      { __typename: 'ProductBundle', id: bundleId },
      AdminBundleFieldsFragmentDoc,
      'AdminBundleFields',
    );
  const bundle = isNew ? null : (data?.getProductBundle ?? (error || !online ? cached() : null));
  const recordKey = isNew ? 'new' : bundle ? `${bundle.id}:${bundle._version}` : null;
  const initialProductsKey = initialProducts.join(',');
  const values = useCallback(
    () => (bundle ? bundleValues(bundle) : newBundleValues(initialProductsKey ? initialProductsKey.split(',') : [])),
    [bundle, initialProductsKey],
  );
  const dialog = useEditDialog({ form, recordKey, values });
  const [createBundle] = useMutation(CreateProductBundleDocument, {
    refetchQueries: ['AdminProductBundles'],
  });
  // The dialog's own query is refetched too: the next save needs the new _version.
  const [updateBundle] = useMutation(UpdateProductBundleDocument, {
    refetchQueries: ['AdminProductBundle', 'AdminProductBundles'],
    awaitRefetchQueries: true,
  });

  const save = () =>
    dialog.save(async (values) => {
      const tagIds = await resolveTagIds(client, values.tags, new Set(tags.map((tag) => tag.id)));
      const input = bundleInput(values, tagIds);
      if (isNew) {
        const id = newClientMutationId();
        await createBundle({
          variables: { input: { ...input, id, thumbnails: [] } },
        });
        dialog.saved({ ...values, tags: tagIds });
        message.success(t('bundle.created'), 3);
        onCreated(id);
        return;
      }
      if (!bundle || !dialog.initial) return;
      const changed = changedFields(bundleInput(dialog.initial, dialog.initial.tags), input);
      if (Object.keys(changed).length > 0)
        await updateBundle({
          variables: {
            input: { id: bundle.id, _version: bundle._version, ...changed },
          },
        });
      dialog.saved({ ...values, tags: tagIds });
      message.success(t('dialog.saved'), 3);
    });

  return (
    <EditDialogModal
      dialog={dialog}
      title={isNew ? t('bundle.newTitle') : t('bundle.editTitle')}
      online={online}
      isNew={isNew}
      found={bundle !== null}
      loading={loading}
      error={error}
      notFound={t('bundle.notFound')}
      canSave={dialog.dirty || isNew}
      onSave={save}
      onClose={onClose}
    >
      <BundleForm
        form={form}
        tags={tags}
        categories={categories}
        imagesFolder={bundle ? `ProductBundles/${bundle.id}/Thumbnails` : null}
        drafts={dialog.drafts}
        disabled={!online || dialog.saving}
        onBusyChange={dialog.setUploading}
      />
    </EditDialogModal>
  );
}
