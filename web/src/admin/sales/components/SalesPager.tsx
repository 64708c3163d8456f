import { DoubleLeftOutlined, DoubleRightOutlined } from '@ant-design/icons';
import { Button, Pagination, Select, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageSizes } from '../useSalesAddress';

interface SalesPagerProps {
  page: number;
  /** -1: every row on one page. */
  pageSize: number;
  total: number;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** The table's footer (002 §2): first and last page, the pages, and page sizes 5, 10, 15, 50, 100 and All. */
export function SalesPager({ page, pageSize, total, onPage, onPageSize }: SalesPagerProps) {
  const { t } = useTranslation('adminSales');
  const lastPage = pageSize === -1 ? 1 : Math.max(1, Math.ceil(total / pageSize));
  return (
    <Space wrap className="sales-pager" aria-label={t('pager.label')} role="navigation">
      <Typography.Text type="secondary" aria-live="polite">
        {t('pager.total', { count: total })}
      </Typography.Text>
      <Tooltip title={t('pager.first')}>
        <Button
          type="text"
          icon={<DoubleLeftOutlined />}
          aria-label={t('pager.first')}
          disabled={page <= 1}
          onClick={() => onPage(1)}
        />
      </Tooltip>
      {pageSize !== -1 && (
        <Pagination
          current={Math.min(page, lastPage)}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          onChange={onPage}
          showLessItems
        />
      )}
      <Tooltip title={t('pager.last')}>
        <Button
          type="text"
          icon={<DoubleRightOutlined />}
          aria-label={t('pager.last')}
          disabled={page >= lastPage}
          onClick={() => onPage(lastPage)}
        />
      </Tooltip>
      <Select
        aria-label={t('pager.size')}
        value={pageSize}
        onChange={onPageSize}
        options={pageSizes.map((size) => ({ value: size, label: size === -1 ? t('pager.all') : String(size) }))}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 90 }}
      />
    </Space>
  );
}
