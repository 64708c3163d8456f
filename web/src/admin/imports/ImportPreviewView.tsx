import { Card, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import type { ImportPreview, PreviewRow, PreviewStatus, RowError } from './importsApi';

export const statusColors: Record<PreviewStatus, string> = { new: 'green', skipped: 'gold', invalid: 'red' };

/** A row's reason in the user's language; an invalid row's problems come joined by '; ', each translated. */
export function rowMessage(message: string | null): string {
  return message ? message.split('; ').map(translateServerMessage).join('; ') : '';
}

function cellText(value: PreviewRow['values'][string] | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * What an import would do, as the server answered it: the counts, the first rows as they will be stored and the
 * rows' errors with their line numbers (both lists capped by the server, so paged here in the browser).
 */
export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation('imports');
  const { counts } = preview;
  return (
    <section aria-labelledby="import-preview-title" data-testid="import-preview">
      <Typography.Title level={3} id="import-preview-title">
        {t('previewTitle')}
      </Typography.Title>
      <div className="import-counts">
        {(['rows', 'new', 'skipped', 'invalid'] as const).map((key) => (
          <Card size="small" key={key} data-testid={`preview-count-${key}`}>
            <Statistic title={t(`counts.${key}`)} value={counts[key]} />
          </Card>
        ))}
      </div>
      <Typography.Title level={4}>{t('rowsTitle')}</Typography.Title>
      <Table<PreviewRow>
        size="small"
        rowKey="line"
        dataSource={preview.rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('line'), dataIndex: 'line', width: 70 },
          {
            title: t('statusColumn'),
            dataIndex: 'status',
            render: (status: PreviewStatus) => <Tag color={statusColors[status]}>{t(`status.${status}`)}</Tag>,
          },
          ...preview.columns.map((column) => ({
            title: column,
            key: column,
            render: (_: unknown, row: PreviewRow) => cellText(row.values[column]),
          })),
          {
            title: t('message'),
            dataIndex: 'message',
            render: (message: string | null) => rowMessage(message),
          },
        ]}
      />
      <Typography.Title level={4}>{t('errorsTitle')}</Typography.Title>
      <Table<RowError>
        size="small"
        data-testid="import-errors"
        rowKey={(error) => `${error.line}:${error.message}`}
        dataSource={preview.errors}
        locale={{ emptyText: t('noErrors') }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { title: t('line'), dataIndex: 'line', width: 70 },
          { title: t('message'), dataIndex: 'message', render: (message: string) => rowMessage(message) },
        ]}
      />
    </section>
  );
}
