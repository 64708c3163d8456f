import { FileOutlined } from '@ant-design/icons';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileNameOf, useDownloadFile } from '../../ui/upload';
import { FolderUpload, useFileKeys, type FileKeysFieldProps } from './catalogue/FolderUpload';

/** Product Content files (PDFs and images a buyer downloads) as chips, uploaded with progress, removed after a question. */
export function ContentFilesField({
  value = [],
  onChange,
  folder,
  disabled,
  onUploaded,
  onRemove,
  onBusyChange,
}: FileKeysFieldProps) {
  const { t } = useTranslation('adminCatalogue');
  const downloadFile = useDownloadFile();
  const keys = useFileKeys({ value, onChange, onUploaded });

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.length > 0 && (
        <div className="content-file-chips" data-testid="content-files">
          {value.map((key) => (
            <Tag
              key={key}
              icon={<FileOutlined />}
              closable={!disabled}
              closeIcon={<span aria-label={t('files.remove', { name: fileNameOf(key) })}>×</span>}
              onClose={(event) => {
                event.preventDefault();
                void onRemove(key).then((remove) => {
                  if (remove) keys.remove(key);
                });
              }}
            >
              <a
                href={`#${encodeURIComponent(key)}`}
                onClick={(event) => {
                  event.preventDefault();
                  downloadFile(key);
                }}
              >
                {fileNameOf(key)}
              </a>
            </Tag>
          ))}
        </div>
      )}
      <FolderUpload
        folder={folder}
        accept="application/pdf,image/png,image/jpeg,image/gif,image/bmp,image/webp"
        label={t('files.upload')}
        testId="content-upload"
        saveFirst={t('files.saveFirst')}
        disabled={disabled}
        onBusyChange={onBusyChange}
        onUploaded={keys.uploaded}
      />
    </Space>
  );
}
