import { DatePicker, Space, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pickerNow } from './format';

interface PublishDateInputProps {
  id?: string;
  value?: Dayjs | null;
  onChange?(value: Dayjs | null): void;
  disabled?: boolean;
}

/**
 * Publish Date: a date and a 24-hour time, read as South African time (002 §9; format.ts converts). Clearing the
 * date clears the whole value; a time picked without a date takes today's.
 */
export function PublishDateInput({ id, value, onChange, disabled }: PublishDateInputProps) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <Space.Compact>
      <DatePicker
        id={id}
        aria-label={t('publish.date')}
        placeholder={t('publish.date')}
        format="YYYY-MM-DD"
        value={value ?? null}
        disabled={disabled}
        onChange={(date: Dayjs | null) =>
          onChange?.(
            date
              ? date
                  .hour(value?.hour() ?? 0)
                  .minute(value?.minute() ?? 0)
                  .second(0)
                  .millisecond(0)
              : null,
          )
        }
      />
      <TimePicker
        aria-label={t('publish.time')}
        placeholder={t('publish.time')}
        format="HH:mm"
        needConfirm={false}
        allowClear={false}
        value={value ?? null}
        disabled={disabled}
        onChange={(time: Dayjs | null) => {
          if (!time) return;
          const day = value ?? pickerNow();
          onChange?.(day.hour(time.hour()).minute(time.minute()).second(0).millisecond(0));
        }}
      />
    </Space.Compact>
  );
}
