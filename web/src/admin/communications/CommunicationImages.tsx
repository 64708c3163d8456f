import { DeleteOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload, fileNameOf, fileUrl } from '../../ui/upload';

interface CommunicationImagesProps {
  /** The image keys (antd Form.Item passes them). */
  value?: string[];
  onChange?(keys: string[]): void;
  /** Communications/{id}/Images once the communication is saved; null before (002 section 4). */
  folder: string | null;
  disabled?: boolean;
  onBusyChange?(busy: boolean): void;
}

/**
 * The Images panel: uploads with progress into the communication's folder, each image with Remove. The keys are
 * stored by Send; the server deletes the file of a key the save drops (server/messaging/communications.hooks.ts).
 */
export function CommunicationImages({
  value = [],
  onChange,
  folder,
  disabled,
  onBusyChange,
}: CommunicationImagesProps) {
  const { t } = useTranslation('communications');
  // Uploads finish one by one after the render that started them: each adds its key to the latest list.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  const added = (key: string) => {
    latest.current = [...latest.current, key];
    onChange?.(latest.current);
  };
  return (
    <div className="communication-images">
      {value.length > 0 && (
        <ul className="communication-image-grid">
          {value.map((key) => {
            const name = fileNameOf(key);
            return (
              <li key={key} className="communication-image" data-testid="communication-image">
                <img src={fileUrl(key)} alt={name} loading="lazy" />
                <div className="communication-image-bar">
                  <Typography.Text ellipsis>{name}</Typography.Text>
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('admin.removeImage', { name })}
                    disabled={disabled}
                    onClick={() => onChange?.(value.filter((other) => other !== key))}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <FileUpload
        folder={folder}
        accept="image/png,image/jpeg,image/gif,image/bmp,image/webp"
        multiple
        disabled={disabled}
        label={folder ? t('admin.addImages') : t('admin.saveFirst')}
        testId="communication-images-upload"
        onBusyChange={onBusyChange}
        onUploaded={(file) => added(file.key)}
      />
    </div>
  );
}
