import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../ui/notices';
import { accessTokenForRequest } from '../core/apollo/session';
import { translateServerMessage } from '../core/i18n/serverMessages';
import { saveResponse } from '../ui/upload/request';
import { usePaperLanguage } from './usePaperWords';

interface DownloadPdfButtonProps {
  kind: 'assessment' | 'lesson';
  id: string;
  mode: 'paper' | 'memo';
  fontSize: number;
  compact: boolean;
}

/**
 * Download PDF: the server prints this same page with its Chromium (GET /print/pdf/{kind}/{id}). Where the server
 * cannot (no Chromium: 503, or any other refusal) its message is shown instead of failing silently.
 */
export function DownloadPdfButton({ kind, id, mode, fontSize, compact }: DownloadPdfButtonProps) {
  const { t } = useTranslation('templates');
  const { message } = useNotices();
  const [busy, setBusy] = useState(false);
  const language = usePaperLanguage();

  const download = async () => {
    setBusy(true);
    try {
      const token = await accessTokenForRequest();
      const query = new URLSearchParams({ mode, fontSize: String(fontSize), language });
      const response = await fetch(`/print/pdf/${kind}/${encodeURIComponent(id)}?${query}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) {
        const answer = (await response.json().catch(() => null)) as { error?: string } | null;
        message.error({ content: translateServerMessage(answer?.error ?? t('print.pdfFailed')), duration: 8 });
        return;
      }
      await saveResponse(response, `${kind}.pdf`);
    } catch {
      message.error(t('print.pdfOffline'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={compact ? t('print.downloadPdf') : undefined}>
      <Button
        icon={<FilePdfOutlined />}
        loading={busy}
        onClick={() => void download()}
        aria-label={t('print.downloadPdf')}
      >
        {compact ? null : busy ? t('print.preparingPdf') : t('print.downloadPdf')}
      </Button>
    </Tooltip>
  );
}
