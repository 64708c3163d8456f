import { PaperClipOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client';
import { Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileLink, fileNameOf, useDownloadFile } from '../../../ui/upload';

const imageName = /\.(png|jpe?g|gif|webp)$/i;

/** The teacher's proof of payment (issue 10 point 8): a preview when it is an image, and a link to open it. */
export function ProofOfPayment({ fileKey, orderId }: { fileKey: string; orderId: string }) {
  const { t } = useTranslation('adminSales');
  const client = useApolloClient();
  const download = useDownloadFile();
  const [preview, setPreview] = useState<string | null>(null);
  const image = imageName.test(fileKey);
  useEffect(() => {
    if (!image) return;
    let current = true;
    void fileLink(client, fileKey).then((url) => current && setPreview(url));
    return () => {
      current = false;
    };
  }, [client, fileKey, image]);

  return (
    <section className="sales-dialog-section" data-testid="proof-of-payment">
      <Typography.Title level={5}>{t('dialog.proof')}</Typography.Title>
      {preview && <img src={preview} alt={t('dialog.proofPreview', { id: orderId })} className="sales-proof-preview" />}
      <div>
        <Button icon={<PaperClipOutlined />} onClick={() => download(fileKey)} aria-label={t('dialog.openProof')}>
          {fileNameOf(fileKey)}
        </Button>
      </div>
    </section>
  );
}
