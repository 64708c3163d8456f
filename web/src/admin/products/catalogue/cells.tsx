import { CheckOutlined, StarFilled } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import type { ThemeConfig } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPublishTime } from './format';

/** A tick for true, nothing for false, readable by a screen reader. */
export function Tick({ value, label }: { value: boolean | null | undefined; label: string }) {
  return value ? <CheckOutlined aria-label={label} role="img" /> : null;
}

export function FeaturedStar({ value }: { value: boolean | null | undefined }) {
  const { t } = useTranslation('adminCatalogue');
  return value ? <StarFilled aria-label={t('fields.featured')} role="img" style={{ color: '#d48806' }} /> : null;
}

/** The publish date in UTC+2, or 'Unpublished'; a date still to come is 'Scheduled'. */
export function PublishCell({ publishDate }: { publishDate: string | null | undefined }) {
  const { t } = useTranslation('adminCatalogue');
  // The clock as the cell first showed: a date passing while the table is open keeps 'Scheduled' until a reload.
  const [now] = useState(Date.now);
  if (!publishDate) return <Tag>{t('publish.unpublished')}</Tag>;
  const scheduled = new Date(publishDate).getTime() > now;
  return (
    <span>
      {formatPublishTime(publishDate)}
      {scheduled && (
        <Tooltip title={t('publish.scheduledHelp')}>
          <Tag color="blue" style={{ marginInlineStart: 4, marginTop: 2 }}>
            {t('publish.scheduled')}
          </Tag>
        </Tooltip>
      )}
    </span>
  );
}

export type SortDirection = 'asc' | 'desc';

/** A column sorted on the server, keyed by its sort field; its order for antd comes from the address's sort and direction. */
export function sortableBy<F extends string>(sort: string, dir: SortDirection) {
  return (field: F): { key: F; sorter: true; sortOrder: SortOrder } => ({
    key: field,
    sorter: true,
    sortOrder: field !== sort ? null : dir === 'asc' ? 'ascend' : 'descend',
  });
}

/** Selected rows in a light tint of the brand green, so that a long selection stays readable. */
export const selectionTheme: ThemeConfig = {
  components: {
    Table: { rowSelectedBg: '#e8f3ef', rowSelectedHoverBg: '#dcede7' },
  },
};
