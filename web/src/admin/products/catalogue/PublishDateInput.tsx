import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../ui/time/DateTimeField';
import { pickerNow } from './format';

interface PublishDateInputProps {
  id?: string;
  value?: Dayjs | null;
  onChange?(value: Dayjs | null): void;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/**
 * Publish Date: a date and a 24-hour time, read as South African time (002 §9; format.ts converts). Clearing the
 * date clears the whole value; a time typed without a date takes today's. A time that cannot be read makes the value
 * invalid: the form's `dateTimeFieldRule` says so.
 */
export function PublishDateInput({ id, value, onChange, disabled, ...aria }: PublishDateInputProps) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <DateTimeField
      id={id}
      dateLabel={t('publish.date')}
      timeLabel={t('publish.time')}
      clock="24-hour"
      dayForTimeAlone={pickerNow}
      value={value}
      onChange={onChange}
      disabled={disabled}
      {...aria}
    />
  );
}
