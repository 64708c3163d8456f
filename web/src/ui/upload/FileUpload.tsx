import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Typography, Upload } from 'antd';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useNotices } from '../notices';
import { uploadFile, type UploadedFile } from './files';
import { selectionOrder } from './selectionOrder';
import './upload.css';

interface Uploading {
  id: number;
  name: string;
  percent: number;
}

export interface FileUploadProps {
  /** The folder to upload into (`Products/{id}`); null disables the button. */
  folder: string | null;
  /** The button's text. */
  label: ReactNode;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Called once per stored file, in the order the files were chosen (whatever order their uploads finish in). */
  onUploaded(file: UploadedFile, source: File): void;
  /** Called with the user's-language reason when an upload fails (default: an error toast). */
  onError?(message: string, source: File): void;
  /** Called when the number of uploads in progress changes (e.g. to hold a dialog's Save). */
  onBusyChange?(busy: boolean): void;
  testId?: string;
}

/**
 * A button that uploads the chosen files to the server, each with a progress bar fed by the browser's upload
 * progress events (large content files take a while on a school's connection).
 */
export function FileUpload({
  folder,
  label,
  accept,
  multiple,
  disabled,
  onUploaded,
  onError,
  onBusyChange,
  testId,
}: FileUploadProps) {
  const { message } = useNotices();
  const [uploads, setUploads] = useState<Uploading[]>([]);
  const nextId = useRef(0);
  const busy = useRef(0);
  const inOrder = useRef(selectionOrder<() => void>((handOn) => handOn()));

  const changeBusy = (delta: number) => {
    const before = busy.current > 0;
    busy.current += delta;
    if (before !== busy.current > 0) onBusyChange?.(busy.current > 0);
  };

  const start = async (file: File) => {
    if (!folder) return;
    const id = (nextId.current += 1);
    // Taken now, while the files are handed over one by one in the order they were chosen.
    const place = inOrder.current.place();
    setUploads((current) => [...current, { id, name: file.name, percent: 0 }]);
    changeBusy(1);
    try {
      const stored = await uploadFile(folder, file, {
        onProgress: (percent) =>
          setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, percent } : upload))),
      });
      inOrder.current.settle(place, { done: () => onUploaded(stored, file) });
    } catch (error) {
      inOrder.current.settle(place, null);
      const reason = error instanceof Error ? error.message : String(error);
      if (onError) onError(reason, file);
      else message.error(reason, 6);
    } finally {
      setUploads((current) => current.filter((upload) => upload.id !== id));
      changeBusy(-1);
    }
  };

  return (
    <div className="file-upload" data-testid={testId}>
      <Upload
        accept={accept}
        multiple={multiple}
        showUploadList={false}
        disabled={disabled || !folder}
        beforeUpload={(file) => {
          void start(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled || !folder}>
          {label}
        </Button>
      </Upload>
      {uploads.map((upload) => (
        <div key={upload.id} className="file-upload-progress">
          <Typography.Text ellipsis className="file-upload-name">
            {upload.name}
          </Typography.Text>
          <Progress percent={upload.percent} size="small" aria-label={upload.name} />
        </div>
      ))}
    </div>
  );
}
