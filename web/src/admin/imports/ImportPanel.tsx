import { DownloadOutlined, EyeOutlined, ImportOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Progress, Space, Typography, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../core/errors';
import { useNotices } from '../../ui/notices';
import type { SendOptions } from '../../ui/upload/request';
import { ImportJobView } from './ImportJobView';
import { ImportPreviewView } from './ImportPreviewView';
import {
  applyImport,
  downloadTemplate,
  isCsvKind,
  previewImport,
  type ImportKind,
  type ImportPreview,
} from './importsApi';

/**
 * One kind of import from start to end: choose the file(s), upload them for the server's preview, then Import
 * (the same upload again, applied) and follow the job. Choosing other files starts over.
 */
export function ImportPanel({ kind, online }: { kind: ImportKind; online: boolean }) {
  const { t } = useTranslation('imports');
  const { message } = useNotices();
  const csv = isCsvKind(kind);
  const [chosen, setChosen] = useState<UploadFile[]>([]);
  const [sendEmails, setSendEmails] = useState(true);
  const [upload, setUpload] = useState<{ percent: number } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const files = chosen.flatMap((file) => (file.originFileObj ? [file.originFileObj] : []));
  const busy = upload !== null;
  const request = { kind, files, sendEmails };
  // An upload still going when the screen is left (or another kind chosen) is cancelled: nothing is applied.
  const leaving = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const choose = (list: UploadFile[]) => {
    setChosen(list);
    setPreview(null);
    setJobId(null);
    setError(null);
  };

  /** Sends the chosen files (for the preview, or to apply them) with the upload's progress showing. */
  const withUpload = async (work: (options: SendOptions) => Promise<void>) => {
    setError(null);
    setUpload({ percent: 0 });
    try {
      await work({ onProgress: (percent) => setUpload({ percent }), signal: leaving.current.signal });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setUpload(null);
    }
  };
  const showPreview = () => withUpload(async (options) => setPreview(await previewImport(request, options)));
  const startImport = () => withUpload(async (options) => setJobId(await applyImport(request, options)));

  const template = async () => {
    if (!csv) return;
    try {
      await downloadTemplate(kind);
    } catch (failure) {
      message.error(messageOf(failure));
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph>{csv ? t('csvRules') : t('imageRule')}</Typography.Paragraph>
      <Space wrap align="start">
        <Upload
          accept={csv ? '.csv,text/csv' : 'image/*'}
          multiple={!csv}
          maxCount={csv ? 1 : undefined}
          fileList={chosen}
          beforeUpload={() => false}
          onChange={({ fileList }) => choose(fileList)}
          disabled={busy || !online}
        >
          <Button icon={<UploadOutlined />} disabled={busy || !online}>
            {csv ? t('chooseCsv') : t('chooseImages')}
          </Button>
        </Upload>
        {csv && (
          <Button icon={<DownloadOutlined />} onClick={() => void template()} disabled={!online}>
            {t('downloadTemplate')}
          </Button>
        )}
      </Space>
      {kind === 'users' && (
        <Checkbox checked={sendEmails} onChange={(event) => setSendEmails(event.target.checked)} disabled={busy}>
          {t('sendEmails')}
        </Checkbox>
      )}
      <Space wrap>
        <Button
          icon={<EyeOutlined />}
          disabled={files.length === 0 || busy || !online || jobId !== null}
          onClick={() => void showPreview()}
        >
          {t('preview')}
        </Button>
        <Button
          type="primary"
          icon={<ImportOutlined />}
          disabled={!preview || preview.counts.new === 0 || busy || !online || jobId !== null}
          onClick={() => void startImport()}
        >
          {t('import')}
        </Button>
        {jobId && <Button onClick={() => choose([])}>{t('startOver')}</Button>}
      </Space>
      {upload && (
        <div aria-live="polite">
          <Typography.Text>{t('uploading')}</Typography.Text>
          <Progress percent={upload.percent} aria-label={t('uploadProgress')} status="active" />
        </div>
      )}
      {error && <Alert type="error" showIcon title={error} />}
      {preview && preview.counts.new === 0 && !jobId && <Alert type="info" showIcon title={t('nothingNew')} />}
      {jobId && <ImportJobView jobId={jobId} />}
      {preview && <ImportPreviewView preview={preview} />}
    </Space>
  );
}
