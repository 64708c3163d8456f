import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Progress, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../core/errors';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import { useNotices } from '../../ui/notices';
import { downloadReport, type ImportJob } from './importsApi';
import { useImportJob } from './useImportJob';

function percentOf(job: ImportJob | null): number {
  if (!job) return 0;
  if (job.state === 'done') return 100;
  return job.total > 0 ? Math.min(100, Math.floor((job.processed / job.total) * 100)) : 0;
}

/** An applied import as the server runs it: a progress bar fed by its job, then the result and its report. */
export function ImportJobView({ jobId }: { jobId: string }) {
  const { t } = useTranslation('imports');
  const { message } = useNotices();
  const { job, error } = useImportJob(jobId);
  const [downloading, setDownloading] = useState(false);
  const percent = percentOf(job);
  const finished = job !== null && job.state !== 'running';

  const download = async (done: ImportJob) => {
    setDownloading(true);
    try {
      await downloadReport(done);
    } catch (failure) {
      message.error(messageOf(failure));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="import-job-title" data-testid="import-job">
      <Typography.Title level={3} id="import-job-title">
        {job?.state === 'done' ? t('done') : job?.state === 'failed' ? t('failed') : t('importing')}
      </Typography.Title>
      <div aria-live="polite">
        <Progress
          percent={percent}
          aria-label={t('importProgress')}
          status={job?.state === 'failed' ? 'exception' : job?.state === 'done' ? 'success' : 'active'}
        />
        {job && (
          <Typography.Text type="secondary">
            {t('processed', { processed: job.processed, total: job.total })}
          </Typography.Text>
        )}
      </div>
      {error && <Alert type="error" showIcon title={error} />}
      {job?.state === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('failed')}
          description={job.message && translateServerMessage(job.message)}
        />
      )}
      {finished && (
        <Space orientation="vertical" size="middle" style={{ width: '100%', marginTop: 16 }}>
          <div className="import-counts" data-testid="import-result">
            {(['rows', 'created', 'skipped', 'invalid'] as const).map((key) => (
              <Card size="small" key={key} data-testid={`result-count-${key}`}>
                <Statistic title={t(`counts.${key}`)} value={job.counts[key]} />
              </Card>
            ))}
          </div>
          {job.reportUrl && (
            <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download(job)}>
              {t('downloadReport')}
            </Button>
          )}
        </Space>
      )}
    </section>
  );
}
