import { LeftOutlined, LinkOutlined, PlusOutlined, PrinterOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Radio, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../ui/select/FilterSelect';
import type { CalendarView, TermRecord } from './calendarModel';
import { calendarViews } from './calendarModel';

interface CalendarToolbarProps {
  label: string;
  view: CalendarView;
  year: number;
  terms: readonly TermRecord[];
  termsLoading: boolean;
  termId: string | null;
  onToday(): void;
  onStep(direction: 1 | -1): void;
  onYear(year: number): void;
  onTerm(termId: string): void;
  onView(view: CalendarView): void;
  onNew(): void;
  onPrint(): void;
  onSubscribe(): void;
}

/** Today, previous/next, year and term pickers, the four views, new activity, print and the iCal subscription. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { t } = useTranslation('planning');
  const { label, view, year, terms, termId } = props;
  return (
    <div className="calendar-toolbar no-print">
      <Space wrap>
        <Button onClick={props.onToday}>{t('calendar.today')}</Button>
        <Button icon={<LeftOutlined />} aria-label={t('calendar.previous')} onClick={() => props.onStep(-1)} />
        <Button icon={<RightOutlined />} aria-label={t('calendar.next')} onClick={() => props.onStep(1)} />
        <Typography.Text strong style={{ fontSize: 16 }} aria-live="polite">
          {label}
        </Typography.Text>
      </Space>
      <Space wrap>
        <DatePicker
          picker="year"
          allowClear={false}
          value={dayjs(new Date(year, 0, 1))}
          onChange={(value) => value && props.onYear(value.year())}
          aria-label={t('calendar.year')}
          style={{ width: 100 }}
        />
        <FilterSelect
          aria-label={t('calendar.term')}
          placeholder={
            props.termsLoading
              ? t('calendar.loadingTerms')
              : terms.length > 0
                ? t('calendar.term')
                : t('calendar.noTerms')
          }
          loading={props.termsLoading}
          value={termId ?? undefined}
          onChange={(value: string) => props.onTerm(value)}
          style={{ minWidth: 280 }}
          popupMatchSelectWidth={false}
          data-testid="term-picker"
          options={terms.map((term) => ({
            value: term.id,
            label: t('calendar.termOption', { label: term.label ?? '', start: term.start, end: term.end }),
          }))}
        />
        <Radio.Group
          optionType="button"
          value={view}
          onChange={(event) => props.onView(event.target.value as CalendarView)}
          aria-label={t('calendar.views')}
          options={calendarViews.map((value) => ({ value, label: t(`calendar.view.${value}`) }))}
        />
      </Space>
      <Space wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={props.onNew}>
          {t('calendar.newActivity')}
        </Button>
        <Button icon={<PrinterOutlined />} onClick={props.onPrint}>
          {t('calendar.print')}
        </Button>
        <Button icon={<LinkOutlined />} onClick={props.onSubscribe}>
          {t('calendar.subscribe')}
        </Button>
      </Space>
    </div>
  );
}
