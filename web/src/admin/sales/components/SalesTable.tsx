import {
  CheckOutlined,
  DollarOutlined,
  EditOutlined,
  EyeOutlined,
  MailOutlined,
  PaperClipOutlined,
} from '@ant-design/icons';
import { Button, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { SalesOrderRowFragment, SalesOrderSort } from '../../../gql/graphql';
import { formatMoney } from '../../../shop/money';
import { methodKey, statusColours, statusKey } from '../../../shop/orders/orderLabels';
import { canEdit, canMarkPaid, hasInvoice, isCart } from '../orderActions';
import { formatOrderDate } from '../../../shop/orders/orderDates';
import { ownerName, type SalesKind } from '../salesRoute';

interface SalesTableProps {
  kind: SalesKind;
  rows: readonly SalesOrderRowFragment[];
  loading: boolean;
  sort: SalesOrderSort;
  descending: boolean;
  /** Edit needs the server: off while offline. */
  writable: boolean;
  onSort(sort: SalesOrderSort, descending: boolean): void;
  onView(row: SalesOrderRowFragment): void;
  onEdit(row: SalesOrderRowFragment): void;
  /** Orders awaiting an EFT payment: asks first (with the proof of payment), then marks the order PAID. */
  onMarkPaid(row: SalesOrderRowFragment): void;
  /** Paid orders: mails the newest invoice to the teacher again. */
  onResendInvoice(row: SalesOrderRowFragment): void;
  /** The id of the order whose invoice is being sent. */
  resending: string | null;
}

function Tick({ on, label }: { on: boolean; label: string }) {
  return on ? <CheckOutlined aria-label={label} role="img" /> : null;
}

/**
 * The orders or quotes table (002 §2), sorted on the server; a third click on a column turns the order round. Row
 * actions (issue 27): Mark paid on an order awaiting an EFT payment, Resend invoice on a paid one; a teacher's open
 * cart is only viewed.
 */
export function SalesTable({
  kind,
  rows,
  loading,
  sort,
  descending,
  writable,
  onSort,
  onView,
  onEdit,
  onMarkPaid,
  onResendInvoice,
  resending,
}: SalesTableProps) {
  const { t } = useTranslation('adminSales');
  const { t: tShop } = useTranslation('shop');
  const texts = kind === 'ORDER' ? 'orders' : 'quotes';
  const sorted = (field: SalesOrderSort): { key: SalesOrderSort; sorter: boolean; sortOrder: SortOrder } => ({
    key: field,
    sorter: true,
    sortOrder: sort === field ? (descending ? 'descend' : 'ascend') : null,
  });

  const columns: TableColumnsType<SalesOrderRowFragment> = [
    {
      title: t(`${texts}.number`),
      ...sorted('orderID'),
      render: (_, row) => (isCart(row) ? <Tag data-testid="cart-mark">{t('orders.cart')}</Tag> : (row.orderID ?? '')),
    },
    {
      title: t('columns.date'),
      ...sorted('orderDateTime'),
      className: 'nowrap',
      render: (_, row) => formatOrderDate(row.orderDateTime),
    },
    { title: t('columns.user'), ...sorted('owner'), render: (_, row) => ownerName(row.owner) },
    {
      title: t('columns.status'),
      ...sorted('orderStatus'),
      render: (_, row) => {
        const key = statusKey(row.orderStatus);
        return <Tag color={statusColours[row.orderStatus] ?? 'default'}>{key ? tShop(key) : row.orderStatus}</Tag>;
      },
    },
    {
      title: t('columns.paymentMethod'),
      ...sorted('orderPaymentMethod'),
      render: (_, row) => {
        const key = methodKey(row.orderPaymentMethod);
        return key ? tShop(key) : (row.orderPaymentMethod ?? '');
      },
    },
    {
      title: t('columns.total'),
      ...sorted('orderTotal'),
      align: 'right',
      className: 'nowrap',
      render: (_, row) => formatMoney(row.orderTotal),
    },
    {
      title: t('columns.productsCount'),
      ...sorted('productsCount'),
      align: 'right',
      render: (_, row) => row.productsCount,
    },
    ...(kind === 'ORDER'
      ? ([
          {
            title: t('columns.physical'),
            key: 'physical',
            align: 'center',
            render: (_, row) => <Tick on={row.hasPhysical} label={t('columns.yes')} />,
          },
          {
            title: t('columns.questions'),
            key: 'questions',
            align: 'center',
            render: (_, row) => <Tick on={row.hasQuestions} label={t('columns.yes')} />,
          },
          {
            title: t('columns.proof'),
            key: 'proof',
            align: 'center',
            render: (_, row) =>
              row.proofOfPayment ? (
                <Tooltip title={t('columns.hasProof')}>
                  <PaperClipOutlined aria-label={t('columns.hasProof')} role="img" data-testid="proof-mark" />
                </Tooltip>
              ) : null,
          },
        ] satisfies TableColumnsType<SalesOrderRowFragment>)
      : []),
    {
      title: t('columns.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => {
        const id = row.orderID ?? row.id;
        const viewLabel = isCart(row)
          ? t('orders.viewCart', { user: ownerName(row.owner) })
          : t(`${texts}.viewItem`, { id });
        return (
          <Space size={0}>
            {kind === 'ORDER' && canMarkPaid(kind, row) && (
              <Tooltip title={t('actions.markPaid')}>
                <Button
                  type="text"
                  icon={<DollarOutlined />}
                  aria-label={t('actions.markPaidItem', { id })}
                  disabled={!writable}
                  onClick={() => onMarkPaid(row)}
                />
              </Tooltip>
            )}
            {kind === 'ORDER' && hasInvoice(row) && (
              <Tooltip title={t('actions.resendInvoice')}>
                <Button
                  type="text"
                  icon={<MailOutlined />}
                  aria-label={t('actions.resendInvoiceItem', { id })}
                  disabled={!writable}
                  loading={resending === row.id}
                  onClick={() => onResendInvoice(row)}
                />
              </Tooltip>
            )}
            {canEdit(kind, { ...row, archived: false }) && (
              <Tooltip title={t('dialog.edit')}>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t(`${texts}.editItem`, { id })}
                  disabled={!writable || row.archived}
                  onClick={() => onEdit(row)}
                />
              </Tooltip>
            )}
            <Tooltip title={viewLabel}>
              <Button type="text" icon={<EyeOutlined />} aria-label={viewLabel} onClick={() => onView(row)} />
            </Tooltip>
          </Space>
        );
      },
    },
  ];

  return (
    <Table<SalesOrderRowFragment>
      data-testid="sales-table"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      sortDirections={['descend', 'ascend', 'descend']}
      locale={{ emptyText: loading ? t(`${texts}.loading`) : t(`${texts}.empty`) }}
      onChange={(_pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = (one?.columnKey as SalesOrderSort | undefined) ?? sort;
        onSort(field, one?.order !== 'ascend');
      }}
    />
  );
}
