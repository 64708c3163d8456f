import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../ui/select/FilterSelect';
import type { TermRecord } from './calendarModel';

export interface CalendarPickersProps {
  year: number;
  terms: readonly TermRecord[];
  termsLoading: boolean;
  termId: string | null;
  onYear(year: number): void;
  onTerm(termId: string): void;
}

/** The year and the term pickers of the calendar's toolbar (antd's date picker and select). */
export default function CalendarPickers(props: CalendarPickersProps) {
  const { t } = useTranslation('planning');
  const { year, terms, termId } = props;
  return (
    <>
      <DatePicker
        picker="year"
        allowClear={false}
        value={dayjs(new Date(year, 0, 1))}
        onChange={(value) => value && props.onYear(value.year())}
        aria-label={t('calendar.year')}
        className="calendar-year-picker"
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
        className="calendar-term-picker"
        popupMatchSelectWidth={false}
        data-testid="term-picker"
        options={terms.map((term) => ({
          value: term.id,
          label: t('calendar.termOption', { label: term.label ?? '', start: term.start, end: term.end }),
        }))}
      />
    </>
  );
}
