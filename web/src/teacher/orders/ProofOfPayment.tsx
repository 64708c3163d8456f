import { useMutation } from '@apollo/client';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { awaitsEftPayment } from '../../../../server/domain/order-rules.ts';
import { messageOf } from '../../core/errors';
import { useAuth } from '../../core/auth/authContext';
import { useOnline } from '../../core/offline/useOnline';
import type { OrderViewFragment } from '../../gql/graphql';
import { useNotices } from '../../ui/notices';
import { FileUpload, fileNameOf, useDownloadFile } from '../../ui/upload';
import { AttachProofDocument } from './operations';

/**
 * Proof of payment (issue 10, point 8): on an EFT order awaiting payment she uploads a PDF or a photo of her slip
 * (with a progress bar) into her own folder, and it is attached to the order for the admin to see.
 */
export function ProofOfPayment({ order }: { order: OrderViewFragment }) {
  const { t } = useTranslation('shop');
  const { user } = useAuth();
  const online = useOnline();
  const { message } = useNotices();
  const download = useDownloadFile();
  const [attach] = useMutation(AttachProofDocument);
  const awaitingEft = awaitsEftPayment(order);
  if (!awaitingEft && !order.proofOfPayment) return null;

  return (
    <section className="shop-order-proof" data-testid="proof-of-payment">
      <Typography.Title level={5}>{t('proof.title')}</Typography.Title>
      {order.proofOfPayment && (
        <p>
          {t('proof.attached')}
          <Button type="link" size="small" onClick={() => download(order.proofOfPayment ?? '')}>
            {fileNameOf(order.proofOfPayment)}
          </Button>
        </p>
      )}
      {awaitingEft && (
        <Space orientation="vertical">
          <Typography.Text type="secondary">{t('proof.hint')}</Typography.Text>
          <FileUpload
            folder={user ? `OrderProofs/${user.id}` : null}
            label={t(order.proofOfPayment ? 'proof.replace' : 'proof.upload')}
            accept="application/pdf,image/png,image/jpeg,image/gif,image/bmp,image/webp"
            disabled={!online}
            testId="proof-upload"
            onUploaded={(file) => {
              attach({ variables: { orderId: order.id, key: file.key } }).then(
                () => message.success(t('proof.saved')),
                (error: unknown) => message.error(messageOf(error)),
              );
            }}
          />
          {!online && <Typography.Text type="secondary">{t('offline.needsConnection')}</Typography.Text>}
        </Space>
      )}
    </section>
  );
}
