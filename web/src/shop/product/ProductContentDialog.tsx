import { FilePdfOutlined, PlaySquareOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client';
import { Alert, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../core/errors';
import { InfoDialog } from '../../ui/InfoDialog';
import { keyOfFileUrl, useDownloadFile } from '../../ui/upload';
import { ProductContentDocument } from '../operations';
import { videoSource } from '../../ui/video/videoSource';

interface ProductContentDialogProps {
  productId: string;
  title: string;
  onClose(): void;
}

/** A product's files and videos, for its owners (001 "Shop and library"); files download at a signed address. */
export function ProductContentDialog({ productId, title, onClose }: ProductContentDialogProps) {
  const { t } = useTranslation('shop');
  const downloadFile = useDownloadFile();
  const { data, loading, error } = useQuery(ProductContentDocument, { variables: { productID: productId } });
  const content = data?.productContent;
  const files = content?.data?.files ?? [];
  const urls = content?.data?.urls ?? [];
  const empty = content && (content.error || (files.length === 0 && urls.length === 0));

  return (
    <InfoDialog open title={t('content.title', { title })} onClose={onClose} width={640}>
      <div data-testid="product-content">
        {loading && !content ? <Skeleton active /> : null}
        {error && <Alert type="error" showIcon title={messageOf(error)} />}
        {empty && <Alert type="info" showIcon title={t('content.noContent')} />}
        {files.length > 0 && (
          <List
            header={<Typography.Text strong>{t('content.files')}</Typography.Text>}
            dataSource={files}
            renderItem={(file) => (
              <List.Item>
                <a
                  href={file.fileUrl}
                  target="_blank"
                  rel="noreferrer"
                  data-file-url={file.fileUrl}
                  onClick={(event) => {
                    // The plain address needs a signed link: it is fetched, then the file downloads.
                    const key = keyOfFileUrl(file.fileUrl);
                    if (!key) return;
                    event.preventDefault();
                    downloadFile(key);
                  }}
                >
                  <FilePdfOutlined /> {file.fileName}
                </a>
              </List.Item>
            )}
          />
        )}
        {urls.length > 0 && (
          <List
            header={<Typography.Text strong>{t('content.videos')}</Typography.Text>}
            dataSource={urls}
            renderItem={(url) => {
              const source = videoSource(url);
              return (
                <List.Item className="shop-video">
                  {source.kind === 'link' ? (
                    <a href={source.link} target="_blank" rel="noreferrer">
                      <PlaySquareOutlined /> {source.link}
                    </a>
                  ) : (
                    <div className="shop-video-frame">
                      <iframe
                        src={source.embed}
                        title={t('content.video')}
                        loading="lazy"
                        allow="encrypted-media; picture-in-picture; fullscreen"
                        allowFullScreen
                      />
                      <a href={source.link} target="_blank" rel="noreferrer">
                        <PlaySquareOutlined /> {t('content.openVideo')}
                      </a>
                    </div>
                  )}
                </List.Item>
              );
            }}
          />
        )}
      </div>
    </InfoDialog>
  );
}
