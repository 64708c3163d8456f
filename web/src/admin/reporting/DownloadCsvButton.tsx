import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../core/i18n/i18n';
import { useNotices } from '../../ui/notices';
import { downloadAuthorized, HttpRequestError } from '../../ui/upload/request';

/**
 * Download CSV: the table the screen shows, from GET /reports/{report}.csv with the screen's period, grouping,
 * table and sort, in the screen's language; saved as a file.
 */
export function DownloadCsvButton({ report, params }: { report: string; params: Record<string, string | null> }) {
  const { t } = useTranslation('reporting');
  const { message } = useNotices();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams({ lang: currentLanguage() });
      for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
      await downloadAuthorized(`/reports/${report}.csv?${query}`, `${report}.csv`);
    } catch (error) {
      message.error(error instanceof HttpRequestError ? error.message : t('downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {t('downloadCsv')}
    </Button>
  );
}
