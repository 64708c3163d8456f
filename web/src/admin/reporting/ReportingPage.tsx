import { useQuery } from '@apollo/client';
import { Alert, Card, DatePicker, Segmented, Space, Statistic, Table, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatRand } from '../../../../server/domain/pricing.ts';
import {
  countKeyText,
  defaultReportPeriod,
  revenueGroupings,
  revenueKeyText,
  sortColumns,
  sortedRows,
  subscriptionTables,
  teacherTables,
  type CountTableRow,
  type ReportWords,
  type RevenueTableRow,
  type SortColumn,
} from '../../../../server/domain/report-tables.ts';
import { messageOf } from '../../core/errors';
import { useUrlState, type UrlState } from '../../ui/urlState';
import { DownloadCsvButton } from './DownloadCsvButton';
import { ReportChart } from './ReportChart';
import './reporting.css';
import { RevenueReportDocument, SubscriptionReportDocument, TeacherReportDocument } from './operations';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The words of the shared table rules (server/domain/report-tables.ts), from the `reporting` namespace. */
function useReportWords(): ReportWords {
  const { t } = useTranslation('reporting');
  return (key) => t(key as 'count');
}

/** The chosen period in the address (`from`, `to`); by default the last 12 months up to today. */
function usePeriod(state: UrlState) {
  const from = state.get('from') ?? '';
  const to = state.get('to') ?? '';
  const fallback = defaultReportPeriod();
  return {
    from: datePattern.test(from) ? from : fallback.from,
    to: datePattern.test(to) ? to : fallback.to,
  };
}

/** The table's sort in the address (`sort`, `dir`), the same the CSV export is asked for. */
function useSort(state: UrlState) {
  const column = state.get('sort');
  const sort: SortColumn | null = (sortColumns as readonly string[]).includes(column ?? '')
    ? (column as SortColumn)
    : null;
  const dir = state.oneOf('dir', ['ASC', 'DESC'] as const, 'ASC');
  const sortOrder = (name: SortColumn): SortOrder => (sort === name ? (dir === 'ASC' ? 'ascend' : 'descend') : null);
  const onChange = (_pagination: unknown, _filters: unknown, sorter: unknown) => {
    const one = (Array.isArray(sorter) ? sorter[0] : sorter) as { field?: unknown; order?: SortOrder } | undefined;
    if (!one?.order || typeof one.field !== 'string') state.update({ sort: null, dir: null }, { replace: true });
    else state.update({ sort: one.field, dir: one.order === 'ascend' ? 'ASC' : 'DESC' }, { replace: true });
  };
  return { sort, dir, sortOrder, onChange, params: { sort, dir: sort ? dir : null } };
}

function PeriodPicker({ state, period }: { state: UrlState; period: { from: string; to: string } }) {
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

/** Above a report: its period (where it has one), its grouping or breakdown picker, and a failure to load it. */
function ReportControls(props: {
  state: UrlState;
  period?: { from: string; to: string };
  error: unknown;
  children: ReactNode;
}) {
  const { state, period, error, children } = props;
  return (
    <>
      <div className="report-controls">
        {period && <PeriodPicker state={state} period={period} />}
        {children}
      </div>
      {error ? <Alert type="error" showIcon title={messageOf(error)} /> : null}
    </>
  );
}

/**
 * The grouping or breakdown picker, kept in the address under `param`; its first option is the default and is
 * left out of the address. A new choice starts unsorted.
 */
function ReportChoice<Option extends string>(props: {
  state: UrlState;
  param: 'groupBy' | 'table';
  label: string;
  value: Option;
  options: readonly Option[];
  labelOf(option: Option): string;
}) {
  const { state, param, label, value, options, labelOf } = props;
  return (
    <Segmented
      aria-label={label}
      value={value}
      onChange={(next) => state.update({ [param]: next === options[0] ? null : next, sort: null, dir: null })}
      options={options.map((option) => ({ value: option, label: labelOf(option) }))}
    />
  );
}

/** A chart of a count table, the table under it, sortable, and its CSV. */
function CountReport({
  title,
  heading,
  rows,
  loading,
  state,
  report,
  params,
}: {
  title: string;
  heading: string;
  rows: readonly CountTableRow[];
  loading: boolean;
  state: UrlState;
  report: string;
  params: Record<string, string | null>;
}) {
  const { t } = useTranslation('reporting');
  const words = useReportWords();
  const sort = useSort(state);
  const shown = sortedRows(rows, sort.sort, sort.dir, (row) => countKeyText(row, words));
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ReportChart
        title={t('chart', { title })}
        points={rows.map((row) => ({ name: countKeyText(row, words), value: row.count }))}
      />
      <div className="report-actions">
        <DownloadCsvButton report={report} params={{ ...params, ...sort.params }} />
      </div>
      <Table<CountTableRow>
        size="small"
        rowKey="key"
        loading={loading}
        pagination={false}
        dataSource={shown}
        onChange={sort.onChange}
        locale={{ emptyText: t('noRows') }}
        columns={[
          {
            title: heading,
            dataIndex: 'key',
            sorter: true,
            sortOrder: sort.sortOrder('key'),
            render: (_key: string, row) => countKeyText(row, words),
          },
          { title: t('count'), dataIndex: 'count', align: 'right', sorter: true, sortOrder: sort.sortOrder('count') },
        ]}
      />
    </Space>
  );
}

function RevenueReport() {
  const { t } = useTranslation('reporting');
  const words = useReportWords();
  const state = useUrlState();
  const period = usePeriod(state);
  const sort = useSort(state);
  const groupBy = state.oneOf('groupBy', revenueGroupings, 'MONTH');
  const { data, loading, error } = useQuery(RevenueReportDocument, {
    variables: { ...period, groupBy },
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.revenueReport;
  const rows: readonly RevenueTableRow[] = report?.rows ?? [];
  const keyText = (row: RevenueTableRow) => revenueKeyText(row, groupBy, words);
  const change = (now: number, before: number) => (before === 0 ? null : ((now - before) / before) * 100);
  const percent = (value: number | null) => (value === null ? '' : ` (${value >= 0 ? '+' : ''}${value.toFixed(1)}%)`);
  const title = `${t('revenue')} · ${t(`groupings.${groupBy}`)}`;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ReportControls state={state} period={period} error={error}>
        <ReportChoice
          state={state}
          param="groupBy"
          label={t('groupBy')}
          value={groupBy}
          options={revenueGroupings}
          labelOf={(value) => t(`groupings.${value}`)}
        />
      </ReportControls>
      <div className="report-cards">
        <Card size="small">
          <Statistic title={t('revenue')} value={report ? formatRand(report.total.revenue) : '—'} />
          {report && (
            <Typography.Text type="secondary" data-testid="previous-revenue">
              {t('previousPeriod', { value: formatRand(report.previousTotal.revenue) })}
              {percent(change(report.total.revenue, report.previousTotal.revenue))}
            </Typography.Text>
          )}
        </Card>
        <Card size="small">
          <Statistic title={t('vat')} value={report ? formatRand(report.total.vat) : '—'} />
          {report && (
            <Typography.Text type="secondary">
              {t('previousPeriod', { value: formatRand(report.previousTotal.vat) })}
            </Typography.Text>
          )}
        </Card>
        <Card size="small">
          <Statistic title={t('orders')} value={report?.total.orders ?? '—'} />
          {report && (
            <Typography.Text type="secondary">
              {t('previousPeriod', { value: report.previousTotal.orders })}
              {percent(change(report.total.orders, report.previousTotal.orders))}
            </Typography.Text>
          )}
        </Card>
      </div>
      <ReportChart
        title={t('chart', { title })}
        points={rows.map((row) => ({ name: keyText(row), value: row.revenue }))}
        format={formatRand}
      />
      <div className="report-actions">
        <DownloadCsvButton report="revenue" params={{ ...period, groupBy, ...sort.params }} />
      </div>
      <Table<RevenueTableRow>
        size="small"
        rowKey="key"
        loading={loading && !report}
        pagination={false}
        scroll={{ x: true }}
        dataSource={sortedRows(rows, sort.sort, sort.dir, keyText)}
        onChange={sort.onChange}
        locale={{ emptyText: t('noOrders') }}
        columns={[
          {
            title: t(`groupings.${groupBy}`),
            dataIndex: 'key',
            sorter: true,
            sortOrder: sort.sortOrder('key'),
            render: (_key: string, row) => keyText(row),
          },
          {
            title: t('orders'),
            dataIndex: 'orders',
            align: 'right',
            sorter: true,
            sortOrder: sort.sortOrder('orders'),
          },
          {
            title: t('revenue'),
            dataIndex: 'revenue',
            align: 'right',
            sorter: true,
            sortOrder: sort.sortOrder('revenue'),
            render: (value: number) => formatRand(value),
          },
          {
            title: t('vat'),
            dataIndex: 'vat',
            align: 'right',
            sorter: true,
            sortOrder: sort.sortOrder('vat'),
            render: (value: number) => formatRand(value),
          },
        ]}
      />
    </Space>
  );
}

function TeacherProfilesReport() {
  const { t } = useTranslation('reporting');
  const state = useUrlState();
  const period = usePeriod(state);
  const table = state.oneOf('table', teacherTables, 'registrations');
  const { data, loading, error } = useQuery(TeacherReportDocument, {
    variables: period,
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.teacherReport;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ReportControls state={state} period={period} error={error}>
        <ReportChoice
          state={state}
          param="table"
          label={t('breakdown')}
          value={table}
          options={teacherTables}
          labelOf={(value) => t(`breakdowns.${value}`)}
        />
      </ReportControls>
      <div className="report-cards">
        <Card size="small">
          <Statistic title={t('teachers')} value={report?.total ?? '—'} />
        </Card>
        <Card size="small">
          <Statistic title={t('active')} value={report?.active ?? '—'} />
        </Card>
      </div>
      <CountReport
        title={t(`breakdowns.${table}`)}
        heading={t(`tables.${table}`)}
        rows={report?.[table] ?? []}
        loading={loading && !report}
        state={state}
        report="teacherprofiles"
        params={{ ...period, table }}
      />
    </Space>
  );
}

function SubscriptionsReport() {
  const { t } = useTranslation('reporting');
  const state = useUrlState();
  const table = state.oneOf('table', subscriptionTables, 'byPackage');
  const { data, loading, error } = useQuery(SubscriptionReportDocument, { fetchPolicy: 'cache-and-network' });
  const report = data?.subscriptionReport;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ReportControls state={state} error={error}>
        <ReportChoice
          state={state}
          param="table"
          label={t('breakdown')}
          value={table}
          options={subscriptionTables}
          labelOf={(value) => t(`breakdowns.${value}`)}
        />
      </ReportControls>
      <Card size="small">
        <Statistic title={t('subscriptions')} value={report?.total ?? '—'} />
      </Card>
      <CountReport
        title={t(`breakdowns.${table}`)}
        heading={t(`tables.${table}`)}
        rows={report?.[table] ?? []}
        loading={loading && !report}
        state={state}
        report="subscriptions"
        params={{ table }}
      />
    </Space>
  );
}

/**
 * /admin/reporting/{report} (002 section 2): revenue, teacher profiles and legacy subscriptions, computed by the
 * server for the reporting group, each a chart, the table under it and its CSV; any other report name shows revenue.
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
