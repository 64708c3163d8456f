import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fileNameOf, removeFile } from '../../../ui/upload';
import type { ConfirmOptions } from './useConfirm';

export interface DraftFiles {
  /** A file was uploaded into the open dialog and is not saved yet. */
  added(key: string): void;
  /** Asks before a file leaves the list; an unsaved upload is deleted from storage at once, a saved one on save. */
  confirmRemove(key: string): Promise<boolean>;
  /** The changes are dropped: unsaved uploads are deleted from storage (002 §4 Cancel). */
  discard(): Promise<void>;
  /** The changes were saved: the uploads now belong to the record. */
  committed(): void;
}

/** Files uploaded in an edit dialog before its Save, so that Cancel and Close leave no orphan in storage. */
export function useDraftFiles(confirm: (options: ConfirmOptions) => Promise<boolean>): DraftFiles {
  const { t } = useTranslation('adminCatalogue');
  const fresh = useRef(new Set<string>());

  const remove = useCallback(async (keys: string[]) => {
    await Promise.all(
      keys.map((key) =>
        removeFile(key).catch((error: unknown) => {
          console.error(`Removing ${key} failed`, error);
        }),
      ),
    );
  }, []);

  const confirmRemove = useCallback(
    async (key: string) => {
      const unsaved = fresh.current.has(key);
      const ok = await confirm({
        title: t('files.removeTitle', { name: fileNameOf(key) }),
        content: unsaved ? t('files.removeNow') : t('files.removeOnSave'),
        okText: t('actions.remove'),
        danger: true,
      });
      if (ok && unsaved) {
        fresh.current.delete(key);
        await remove([key]);
      }
      return ok;
    },
    [confirm, remove, t],
  );

  return useMemo(
    () => ({
      added: (key: string) => void fresh.current.add(key),
      confirmRemove,
      discard: async () => {
        const keys = [...fresh.current];
        fresh.current.clear();
        await remove(keys);
      },
      committed: () => fresh.current.clear(),
    }),
    [confirmRemove, remove],
  );
}
