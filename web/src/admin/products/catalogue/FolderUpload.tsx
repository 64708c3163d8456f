import { Typography } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { FileUpload } from '../../../ui/upload';

/** A form field holding the storage keys of a record's files (its images, a product's content files). */
export interface FileKeysFieldProps {
  value?: string[];
  onChange?(value: string[]): void;
  /** Where new files go; null before the first save (files only after it, 002 §4). */
  folder: string | null;
  disabled?: boolean;
  /** A new file was stored (the dialog removes it again if the change is cancelled). */
  onUploaded(key: string): void;
  /** Asks and removes; resolves true when the file is to leave the list. */
  onRemove(key: string): Promise<boolean>;
  onBusyChange?(busy: boolean): void;
}

/**
 * Adds uploaded keys to the field's list and removes keys from it. Several uploads may finish before the form hands
 * the new list back, so every change starts from the latest list, not from the one of the last render.
 */
export function useFileKeys({
  value = [],
  onChange,
  onUploaded,
}: Pick<FileKeysFieldProps, 'value' | 'onChange' | 'onUploaded'>) {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  return {
    uploaded(key: string) {
      onUploaded(key);
      latest.current = [...latest.current, key];
      onChange?.(latest.current);
    },
    remove(key: string) {
      onChange?.(latest.current.filter((item) => item !== key));
    },
  };
}

interface FolderUploadProps {
  folder: string | null;
  accept: string;
  label: string;
  testId: string;
  /** Said instead of the upload button while the record has no folder yet. */
  saveFirst: string;
  disabled?: boolean;
  onBusyChange?(busy: boolean): void;
  onUploaded(key: string): void;
}

/** Uploads (several at a time, with progress) into the record's folder once it has one. */
export function FolderUpload({
  folder,
  accept,
  label,
  testId,
  saveFirst,
  disabled,
  onBusyChange,
  onUploaded,
}: FolderUploadProps) {
  return folder ? (
    <FileUpload
      folder={folder}
      accept={accept}
      multiple
      disabled={disabled}
      label={label}
      testId={testId}
      onBusyChange={onBusyChange}
      onUploaded={(file) => onUploaded(file.key)}
    />
  ) : (
    <Typography.Text type="secondary">{saveFirst}</Typography.Text>
  );
}
