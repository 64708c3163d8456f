import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../core/errors';
import { useOnline } from '../../../core/offline/useOnline';
import { useNotices } from '../../../ui/notices';
import { useCatalogueTaxonomy } from '../useCatalogueTaxonomy';
import { useConfirm, type ConfirmOptions } from './useConfirm';
import { useListPaging } from './useListPaging';
import { useUrlState } from '../../../ui/urlState';

/**
 * What the products and bundles screens both keep: the address state (filters, paging, open dialog), tags and
 * categories, the selected rows, and the notices of their row and bulk actions.
 */
export function useCatalogueScreen<F extends string>(sortFields: readonly F[]) {
  const { t } = useTranslation('adminCatalogue');
  const { message } = useNotices();
  const online = useOnline();
  const state = useUrlState();
  const { confirm, holder } = useConfirm();
  const { tags, categories } = useCatalogueTaxonomy();
  const [selected, setSelected] = useState<string[]>([]);
  const paging = useListPaging(state, sortFields);

  /** Runs an action and says how it went: `done`, or the error in the user's words. */
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      message.success(done, 3);
    } catch (failure) {
      message.error(messageOf(failure), 6);
    }
  };

  /** Deletes a row after the question; it leaves the selection too. */
  const remove = async (
    id: string,
    question: Pick<ConfirmOptions, 'title' | 'content'>,
    work: () => Promise<unknown>,
    done: string,
  ) => {
    if (!(await confirm({ ...question, okText: t('actions.delete'), danger: true }))) return;
    await run(work, done);
    setSelected((current) => current.filter((item) => item !== id));
  };

  return {
    online,
    /** Why create, edit and delete are off, or null. */
    offlineReason: online ? null : t('offline.disabled'),
    state,
    tags,
    categories,
    selected,
    setSelected,
    paging,
    /** The table's paging, sorting and selection props. */
    table: {
      page: paging.page,
      pageSize: paging.pageSize,
      sort: paging.sort,
      dir: paging.dir,
      selected,
      writable: online,
      onSelect: setSelected,
      onChange: paging.onTableChange,
    },
    run,
    remove,
    /** The confirmation dialogs' holder: render it once. */
    holder,
  };
}
