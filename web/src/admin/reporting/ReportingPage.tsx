import { useQuery } from '@apollo/client';
import { Alert, Card, DatePicker, Segmented, Space, Statistic, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatRand } from '../../../../server/domain/pricing.ts';
import { messageOf } from '../../core/errors';
import { useUrlState } from '../../ui/urlState';
import './reporting.css';
import { RevenueReportDocument, SubscriptionReportDocument, TeacherReportDocument } from './operations';

const groupings = ['MONTH', 'PAYMENT_METHOD', 'COUPON'] as const;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

interface CountRow {
  key: string;
  count: number;
}

/** The chosen period in the address (`from`, `to`); by default the last 12 months up to today. */
function usePeriod() {
  const state = useUrlState();
  const today = dayjs();
  const from = state.get('from') ?? '';
  const to = state.get('to') ?? '';
  const period = {
    from: datePattern.test(from) ? from : today.subtract(12, 'month').add(1, 'day').format('YYYY-MM-DD'),
    to: datePattern.test(to) ? to : today.format('YYYY-MM-DD'),
  };
  return { state, period };
}

function PeriodPicker({ state, period }: ReturnType<typeof usePeriod>) {
  const { t } = useTranslation('reporting');
  return (
    <DatePicker.RangePicker
      aria-label={t('period')}
      allowClear={false}
      value={[dayjs(period.from), dayjs(period.to)]}
      onChange={(range) => {
        const [start, end] = range ?? [];
        if (start && end) state.update({ from: start.format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD') });
      }}
    />
  );
}

function CountTable({ title, rows, empty }: { title: string; rows: readonly CountRow[]; empty: string }) {
  const { t } = useTranslation('reporting');
  return (
    <Card title={title} size="small">
      <Table<CountRow>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={[...rows]}
        columns={[
          { title: title, dataIndex: 'key', render: (key: string) => key || empty },
          { title: t('count'), dataIndex: 'count', align: 'right' },
        ]}
      />
    </Card>
  );
}

function RevenueReport() {
  const { t } = useTranslation('reporting');
  const period = usePeriod();
  const groupBy = period.state.oneOf('by', groupings, 'MONTH');
  const { data, loading, error } = useQuery(RevenueReportDocument, {
    variables: { ...period.period, groupBy },
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.revenueReport;
  const change = (now: number, before: number) => (before === 0 ? null : ((now - before) / before) * 100);
  const revenueChange = report ? change(report.total.revenue, report.previousTotal.revenue) : null;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <PeriodPicker {...period} />
        <Segmented
          aria-label={t('groupBy')}
          value={groupBy}
          onChange={(value) => period.state.update({ by: value === 'MONTH' ? null : value })}
          options={groupings.map((value) => ({ value, label: t(`groupings.${value}`) }))}
        />
      </Space>
      {error && <Alert type="error" showIcon title={messageOf(error)} />}
      <div className="report-cards">
        <Card size="small">
          <Statistic title={t('revenue')} value={report ? formatRand(report.total.revenue) : '—'} />
          {report && (
            <Typography.Text type="secondary">
              {t('previousPeriod', { value: formatRand(report.previousTotal.revenue) })}
              {revenueChange !== null && ` (${revenueChange >= 0 ? '+' : ''}${revenueChange.toFixed(1)}%)`}
            </Typography.Text>
          )}
        </Card>
        <Card size="small">
          <Statistic title={t('vat')} value={report ? formatRand(report.total.vat) : '—'} />
        </Card>
        <Card size="small">
          <Statistic title={t('orders')} value={report?.total.orders ?? '—'} />
          {report && (
            <Typography.Text type="secondary">
              {t('previousPeriod', { value: report.previousTotal.orders })}
            </Typography.Text>
          )}
        </Card>
      </div>
      <Table
        size="small"
        rowKey="key"
        loading={loading && !report}
        pagination={false}
        scroll={{ x: true }}
        dataSource={report?.rows ?? []}
        locale={{ emptyText: t('noOrders') }}
        columns={[
          {
            title: t(`groupings.${groupBy}`),
            dataIndex: 'key',
            render: (key: string) => key || t(groupBy === 'COUPON' ? 'noCoupon' : 'unknown'),
          },
          { title: t('orders'), dataIndex: 'orders', align: 'right' },
          { title: t('revenue'), dataIndex: 'revenue', align: 'right', render: (value: number) => formatRand(value) },
          { title: t('vat'), dataIndex: 'vat', align: 'right', render: (value: number) => formatRand(value) },
        ]}
      />
    </Space>
  );
}

function TeacherProfilesReport() {
  const { t } = useTranslation('reporting');
  const period = usePeriod();
  const { data, error } = useQuery(TeacherReportDocument, {
    variables: period.period,
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.teacherReport;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PeriodPicker {...period} />
      {error && <Alert type="error" showIcon title={messageOf(error)} />}
      <Card size="small">
        <Statistic title={t('teachers')} value={report?.total ?? '—'} />
      </Card>
      <div className="report-cards">
        <CountTable title={t('registrations')} rows={report?.registrations ?? []} empty={t('unknown')} />
        <CountTable title={t('province')} rows={report?.byProvince ?? []} empty={t('unknown')} />
        <CountTable title={t('language')} rows={report?.byLanguage ?? []} empty={t('unknown')} />
      </div>
    </Space>
  );
}

function SubscriptionsReport() {
  const { t } = useTranslation('reporting');
  const { data, error } = useQuery(SubscriptionReportDocument, { fetchPolicy: 'cache-and-network' });
  const report = data?.subscriptionReport;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {error && <Alert type="error" showIcon title={messageOf(error)} />}
      <Card size="small">
        <Statistic title={t('subscriptions')} value={report?.total ?? '—'} />
      </Card>
      <div className="report-cards">
        <CountTable title={t('package')} rows={report?.byPackage ?? []} empty={t('unknown')} />
        <CountTable title={t('status')} rows={report?.byStatus ?? []} empty={t('unknown')} />
        <CountTable title={t('grade')} rows={report?.byGrade ?? []} empty={t('unknown')} />
      </div>
    </Space>
  );
}

/**
 * /admin/reporting/{report} (002 section 2): revenue, teacher profiles and legacy subscriptions, computed by the
 * server for the reporting group; any other report name shows revenue.
 */
export default function ReportingPage() {
  const { t } = useTranslation('reporting');
  const { report } = useParams();
  const name = report === 'teacherprofiles' || report === 'subscriptions' ? report : 'revenue';
  return (
    <section className="page-section" data-testid={`report-${name}`}>
      <Typography.Title level={2}>{t(`titles.${name}`)}</Typography.Title>
      {name === 'revenue' && <RevenueReport />}
      {name === 'teacherprofiles' && <TeacherProfilesReport />}
      {name === 'subscriptions' && <SubscriptionsReport />}
    </section>
  );
}
