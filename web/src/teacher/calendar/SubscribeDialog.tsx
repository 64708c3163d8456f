import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client';
import { Alert, Button, Input, Popconfirm, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import { InfoDialog } from '../../ui/InfoDialog';
import { useNotices } from '../../ui/notices';
import { CalendarFeedUrlDocument, ResetCalendarFeedUrlDocument } from './operations';

/**
 * The teacher's private iCalendar feed (activities and public holidays) for a calendar app to subscribe to; the
 * address is the key, so it can be replaced when it was shared by mistake.
 */
export function SubscribeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('planning');
  const { message } = useNotices();
  const online = useOnline();
  const [fetchUrl, fetched] = useMutation(CalendarFeedUrlDocument);
  const [resetUrl, reset] = useMutation(ResetCalendarFeedUrlDocument);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (open && online && !url) {
      fetchUrl().then(
        (result) => setUrl(result.data?.calendarFeedUrl ?? null),
        () => undefined,
      );
    }
  }, [open, online, url, fetchUrl]);

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      message.success(t('calendar.feedCopied'), 2);
    } catch {
      message.info(t('calendar.feedCopyManually'));
    }
  };

  const replace = async () => {
    try {
      const result = await resetUrl();
      setUrl(result.data?.resetCalendarFeedUrl ?? null);
      message.success(t('calendar.feedReset'));
    } catch (error) {
      message.error(messageOf(error));
    }
  };

  const failure = fetched.error ?? reset.error;

  return (
    <InfoDialog open={open} title={t('calendar.subscribeTitle')} width={600} onClose={onClose}>
      <Typography.Paragraph>{t('calendar.subscribeIntro')}</Typography.Paragraph>
      {!online && !url && <Alert type="info" showIcon title={t('common.needsConnection')} />}
      {url && (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            readOnly
            value={url}
            aria-label={t('calendar.feedUrl')}
            onFocus={(event) => event.target.select()}
            data-testid="calendar-feed-url"
          />
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('calendar.copy')}
          </Button>
        </Space.Compact>
      )}
      {failure && <Alert type="error" showIcon title={messageOf(failure)} style={{ marginTop: 12 }} />}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('calendar.feedPrivate')}
      </Typography.Paragraph>
      <Popconfirm
        title={t('calendar.resetConfirm')}
        okText={t('calendar.reset')}
        cancelText={t('common.cancel')}
        onConfirm={() => void replace()}
      >
        <Button icon={<ReloadOutlined />} disabled={!online || !url} loading={reset.loading}>
          {t('calendar.reset')}
        </Button>
      </Popconfirm>
    </InfoDialog>
  );
}
