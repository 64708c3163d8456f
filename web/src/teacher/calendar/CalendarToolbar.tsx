import { LeftOutlined, LinkOutlined, PlusOutlined, PrinterOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../core/idle';
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

/**
 * The year and term pickers (antd's date picker and select: some 50 KB of a phone's first download) load once the
 * calendar is on screen and the page is idle: she sees and uses the calendar first. Boxes of their size hold their
 * place meanwhile, so nothing moves when they come.
 */
const CalendarPickers = lazy(() => import('./CalendarPickers'));

function PickersPlaceholder() {
  return (
    <>
      <span className="calendar-year-picker calendar-picker-placeholder" aria-hidden="true" />
      <span className="calendar-term-picker calendar-picker-placeholder" aria-hidden="true" />
    </>
  );
}

/** True once the browser is idle after the first render. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    return whenIdle(() => setIdle(true), 1000);
  }, []);
  return idle;
}

/** Today, previous/next, year and term pickers, the four views, new activity, print and the iCal subscription. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { t } = useTranslation('planning');
  const { label, view, year, terms, termId } = props;
  const pickersWanted = useIdle();
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
        <span className="calendar-pickers">
          {pickersWanted ? (
            <Suspense fallback={<PickersPlaceholder />}>
              <CalendarPickers
                year={year}
                terms={terms}
                termsLoading={props.termsLoading}
                termId={termId}
                onYear={props.onYear}
                onTerm={props.onTerm}
              />
            </Suspense>
          ) : (
            <PickersPlaceholder />
          )}
        </span>
        <Segmented<CalendarView>
          value={view}
          onChange={props.onView}
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
