import { useQuery } from '@apollo/client';
import { Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BankDetailsDocument } from '../orderOperations';

/**
 * EFT payment details (000 section 9): the business's account, the order id as reference, proof of payment. The
 * heading speaks to the teacher unless `forAdmin`.
 */
export function BankDetails({ reference, forAdmin = false }: { reference: string; forAdmin?: boolean }) {
  const { t } = useTranslation('shop');
  const { data } = useQuery(BankDetailsDocument);
  const bank = data?.bankDetails;
  if (!bank) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <div className="shop-bank" data-testid="bank-details">
      <Typography.Title level={5}>{t(forAdmin ? 'bank.adminTitle' : 'bank.title')}</Typography.Title>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('bank.accountHolder')}>{bank.accountHolder}</Descriptions.Item>
        <Descriptions.Item label={t('bank.bank')}>{bank.bank}</Descriptions.Item>
        <Descriptions.Item label={t('bank.accountNumber')}>{bank.accountNumber}</Descriptions.Item>
        <Descriptions.Item label={t('bank.accountType')}>{bank.accountType}</Descriptions.Item>
        <Descriptions.Item label={t('bank.branchCode')}>{bank.branchCode}</Descriptions.Item>
        <Descriptions.Item label={t('bank.reference')}>
          <Typography.Text strong copyable data-testid="payment-reference">
            {reference}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" className="shop-bank-proof">
        {t('bank.proofOfPayment', { email: bank.proofOfPaymentEmail })}
      </Typography.Paragraph>
    </div>
  );
}
