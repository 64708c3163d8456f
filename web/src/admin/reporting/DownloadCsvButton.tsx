import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessTokenForRequest } from '../../core/apollo/session';
import { currentLanguage, translateServerMessage } from '../../core/i18n/i18n';
import { useNotices } from '../../ui/notices';

function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

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
      const token = await accessTokenForRequest();
      const query = new URLSearchParams({ lang: currentLanguage() });
      for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
      const response = await fetch(`/reports/${report}.csv?${query}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) {
        const answer = (await response.json().catch(() => null)) as { errors?: { message: string }[] } | null;
        const problem = answer?.errors?.[0]?.message;
        void message.error(problem ? translateServerMessage(problem) : t('downloadFailed'));
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response.headers.get('content-disposition'), `${report}.csv`);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      void message.error(t('downloadFailed'));
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
