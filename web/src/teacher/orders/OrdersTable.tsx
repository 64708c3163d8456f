import { EyeOutlined } from '@ant-design/icons';
import { Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatOrderDate } from '../../shop/orders/orderDates';
import type { MyOrdersQuery } from '../../gql/graphql';
import { formatMoney } from '../../shop/money';
import { methodKey, statusColours, statusKey } from '../../shop/orders/orderLabels';
import { LinkButton } from '../../ui/LinkButton';

export type OrderRow = MyOrdersQuery['listTeacherProductsOrders']['items'][number];
export type SortField = 'orderID' | 'orderDateTime' | 'orderStatus' | 'orderPaymentMethod' | 'orderTotal';
export interface OrderSort {
  field: SortField;
  direction: 'ASC' | 'DESC';
}

interface OrdersTableProps {
  rows: readonly OrderRow[];
  loading: boolean;
  sort: OrderSort;
  onSort(sort: OrderSort): void;
  viewPath(row: OrderRow): string;
}

/** The orders table (001 "Product orders screen"); sorting is the server's. */
export function OrdersTable({ rows, loading, sort, onSort, viewPath }: OrdersTableProps) {
  const { t } = useTranslation('shop');
  const sorted = (field: SortField) => ({
    sorter: true,
    sortOrder: sort.field === field ? (sort.direction === 'ASC' ? ('ascend' as const) : ('descend' as const)) : null,
    sortDirections: ['descend', 'ascend', 'descend'] as ('ascend' | 'descend')[],
  });
  const columns: TableProps<OrderRow>['columns'] = [
    { key: 'orderID', title: t('orders.orderNumber'), dataIndex: 'orderID', ...sorted('orderID') },
    {
      key: 'orderDateTime',
      title: t('orders.date'),
      dataIndex: 'orderDateTime',
      render: (value: string | null) => formatOrderDate(value) || '—',
      ...sorted('orderDateTime'),
    },
    {
      key: 'orderStatus',
      title: t('orders.status'),
      dataIndex: 'orderStatus',
      render: (value: string) => {
        const key = statusKey(value);
        return <Tag color={statusColours[value] ?? 'default'}>{key ? t(key) : value}</Tag>;
      },
      ...sorted('orderStatus'),
    },
    {
      key: 'orderPaymentMethod',
      title: t('orders.paymentMethod'),
      dataIndex: 'orderPaymentMethod',
      render: (value: string | null) => {
        const key = methodKey(value);
        return key ? t(key) : (value ?? '—');
      },
      ...sorted('orderPaymentMethod'),
    },
    {
      key: 'orderTotal',
      title: t('orders.total'),
      dataIndex: 'orderTotal',
      align: 'right',
      render: (value: number | null) => formatMoney(value),
      ...sorted('orderTotal'),
    },
    {
      key: 'products',
      title: t('orders.productCount'),
      align: 'right',
      render: (_value, row) => (row.orderProducts ?? []).length,
    },
    {
      key: 'view',
      title: <span className="visually-hidden">{t('orders.view')}</span>,
      render: (_value, row) => (
        <LinkButton
          to={viewPath(row)}
          icon={<EyeOutlined />}
          size="small"
          aria-label={t('orders.viewOrder', { id: row.orderID ?? '' })}
        >
          {t('orders.view')}
        </LinkButton>
      ),
    },
  ];

  return (
    <Table<OrderRow>
      rowKey="id"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      pagination={false}
      size="middle"
      scroll={{ x: 760 }}
      locale={{ emptyText: t('orders.noOrders') }}
      onChange={(_pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = (one?.columnKey as SortField | undefined) ?? 'orderDateTime';
        onSort({ field: one?.order ? field : 'orderDateTime', direction: one?.order === 'ascend' ? 'ASC' : 'DESC' });
      }}
    />
  );
}
