import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CustomerSort } from '../../gql/graphql';
import type { CustomerRow } from './operations';
import { CustomerActions } from './CustomerActions';
import { pageSizes } from './customerParams';

interface CustomersTableProps {
  rows: readonly CustomerRow[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  sortOrderOf(field: CustomerSort): SortOrder;
  offlineReason?: string;
  onPage(page: number, pageSize: number): void;
  onSort(field: CustomerSort | null, order: SortOrder): void;
}

/** The Customers table (002 section 2): the spec's columns, sorted and paged on the server. */
export function CustomersTable(props: CustomersTableProps) {
  const { t } = useTranslation('adminCustomers');
  const { t: tPlanning } = useTranslation('planning');
  const sortable = (field: CustomerSort) => ({ key: field, sorter: true, sortOrder: props.sortOrderOf(field) });

  const columns: TableColumnsType<CustomerRow> = [
    { title: t('customers.columns.username'), dataIndex: 'username', ...sortable('username') },
    {
      title: t('customers.columns.registrationDate'),
      dataIndex: 'registrationDate',
      ...sortable('registrationDate'),
      className: 'nowrap',
      render: (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : ''),
    },
    { title: t('customers.columns.email'), dataIndex: 'email', ...sortable('email') },
    { title: t('customers.columns.title'), dataIndex: 'title' },
    { title: t('customers.columns.name'), dataIndex: 'name', ...sortable('name') },
    { title: t('customers.columns.surname'), dataIndex: 'surname', ...sortable('surname') },
    { title: t('customers.columns.phone'), dataIndex: 'phone', className: 'nowrap' },
    {
      title: t('customers.columns.groups'),
      dataIndex: 'groups',
      render: (groups: string[]) => groups.map((group) => <Tag key={group}>{group}</Tag>),
    },
    {
      title: t('customers.columns.province'),
      dataIndex: 'province',
      ...sortable('province'),
      render: (value: string | null) =>
        value ? tPlanning(`provinces.${value as 'Gauteng'}`, { defaultValue: value }) : '',
    },
    {
      title: t('customers.columns.language'),
      dataIndex: 'language',
      render: (value: string | null) =>
        value ? tPlanning(`languages.${value as 'English'}`, { defaultValue: value }) : '',
    },
    { title: t('customers.columns.school'), dataIndex: 'schoolName' },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, customer) => <CustomerActions customer={customer} offlineReason={props.offlineReason} />,
    },
  ];

  return (
    <Table<CustomerRow>
      data-testid="customers-table"
      rowKey="teacherProfileId"
      size="small"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: props.loading ? t('customers.loading') : t('customers.empty') }}
      sortDirections={['descend', 'ascend', 'descend']}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: pageSizes,
        showTotal: (total) => t('customers.total', { count: total }),
      }}
      onChange={(pagination, _filters, sorter, { action }) => {
        if (action === 'sort') {
          const single = Array.isArray(sorter) ? sorter[0] : sorter;
          props.onSort(single?.order ? (single.columnKey as CustomerSort) : null, single?.order ?? null);
        } else if (action === 'paginate') props.onPage(pagination.current ?? 1, pagination.pageSize ?? props.pageSize);
      }}
    />
  );
}
