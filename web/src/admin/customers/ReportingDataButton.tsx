import { useMutation } from '@apollo/client';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../core/auth/authContext';
import { messageOf } from '../../core/errors';
import { useNotices } from '../../ui/notices';
import { CreateReportingDataDocument } from './operations';

/** Create Reporting Data (002 section 6): only a superadmin may; others see it disabled. Reports how many rows it wrote. */
export function ReportingDataButton({ offlineReason }: { offlineReason?: string }) {
  const { t } = useTranslation('adminCustomers');
  const { groups } = useAuth();
  const { message } = useNotices();
  const [createReportingData, { loading }] = useMutation(CreateReportingDataDocument);
  const disabledReason = groups.includes('superadmin') ? offlineReason : t('customers.reportingSuperadminOnly');

  const run = async () => {
    try {
      const { data } = await createReportingData();
      message.success(t('customers.reportingWritten', { count: data?.createReportingData ?? 0 }));
    } catch (error) {
      message.error(messageOf(error));
    }
  };

  return (
    <Tooltip title={disabledReason}>
      <Button disabled={disabledReason !== undefined} loading={loading} onClick={() => void run()}>
        {t('customers.createReportingData')}
      </Button>
    </Tooltip>
  );
}
