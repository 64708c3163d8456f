import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../ui/notices';
import { accessTokenForRequest } from '../core/apollo/session';
import { translateServerMessage } from '../core/i18n/i18n';

interface DownloadPdfButtonProps {
  kind: 'assessment' | 'lesson';
  id: string;
  mode: 'paper' | 'memo';
  fontSize: number;
  compact: boolean;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Download PDF: the server prints this same page with its Chromium (GET /print/pdf/{kind}/{id}). Where the server
 * cannot (no Chromium: 503, or any other refusal) its message is shown instead of failing silently.
 */
export function DownloadPdfButton({ kind, id, mode, fontSize, compact }: DownloadPdfButtonProps) {
  const { t } = useTranslation('templates');
  const { message } = useNotices();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const token = await accessTokenForRequest();
      const query = new URLSearchParams({ mode, fontSize: String(fontSize) });
      const response = await fetch(`/print/pdf/${kind}/${encodeURIComponent(id)}?${query}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) {
        const answer = (await response.json().catch(() => null)) as { error?: string } | null;
        void message.error({ content: translateServerMessage(answer?.error ?? t('print.pdfFailed')), duration: 8 });
        return;
      }
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response.headers.get('content-disposition'), `${kind}.pdf`);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      void message.error(t('print.pdfOffline'));
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
