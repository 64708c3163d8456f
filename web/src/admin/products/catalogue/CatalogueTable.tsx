import { ConfigProvider, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminProductBundleSortField, AdminProductSortField } from '../../../gql/graphql';
import { FeaturedStar, PublishCell, selectionTheme, sortableBy, type SortDirection } from './cells';
import { formatPrice, formatPublishTime } from './format';
import { RowActions, type RowAction } from './RowActions';
import type { TableChange } from './useListPaging';

/** What a product and a bundle both show in their table. */
export interface CatalogueItem {
  title: string | null;
  featured: boolean | null;
  price: number | null;
  discountPercentage: number | null;
  category: { name: string | null } | null;
  publishDate: string | null;
  updatedAt: string;
}

/** The sort fields of the columns both tables have. */
type ItemSortField = AdminProductSortField & AdminProductBundleSortField;

/** The title column's and the shared columns' sort fields, in column order. */
export const itemSortFields: readonly ItemSortField[] = [
  'title',
  'featured',
  'price',
  'discountPercentage',
  'category',
  'publishDate',
  'updatedAt',
];

interface CatalogueTableProps<Row, F extends string> {
  testId: string;
  /** The product or bundle a row shows. */
  item(row: Row): CatalogueItem & { id: string };
  /** The title column, first: each table shows more under or beside the title. */
  titleColumn: TableColumnsType<Row>[number];
  /** Columns after the shared ones (Featured to Modified), before the actions. */
  extraColumns?: TableColumnsType<Row>;
  actions(row: Row): RowAction[];
  rows: readonly Row[];
  total: number;
  /** The total is a lower bound (the products table stops counting past 10,000): shown as "10,000+". */
  totalAtLeast?: boolean;
  loading: boolean;
  page: number;
  pageSize: number;
  sort: F;
  dir: SortDirection;
  selected: readonly string[];
  onSelect(ids: string[]): void;
  onChange(change: TableChange<F>): void;
}

/** The products and bundles tables (002 §2): selectable rows, sorted and paged on the server. */
export function CatalogueTable<Row extends object, F extends string>(props: CatalogueTableProps<Row, F>) {
  const { t } = useTranslation('adminCatalogue');
  const { item } = props;
  const sorted = sortableBy<ItemSortField>(props.sort, props.dir);
  const title = (row: Row) => item(row).title ?? '';

  const columns: TableColumnsType<Row> = [
    props.titleColumn,
    {
      title: t('columns.featured'),
      ...sorted('featured'),
      align: 'center',
      render: (_, row) => <FeaturedStar value={item(row).featured} />,
    },
    {
      title: t('fields.price'),
      ...sorted('price'),
      align: 'right',
      className: 'nowrap',
      render: (_, row) => formatPrice(item(row).price),
    },
    {
      title: t('columns.discount'),
      ...sorted('discountPercentage'),
      align: 'right',
      render: (_, row) => (item(row).discountPercentage ? `${item(row).discountPercentage} %` : ''),
    },
    {
      title: t('fields.category'),
      ...sorted('category'),
      render: (_, row) => item(row).category?.name ?? '',
    },
    {
      title: t('fields.publishDate'),
      ...sorted('publishDate'),
      className: 'date-cell',
      render: (_, row) => <PublishCell publishDate={item(row).publishDate} />,
    },
    {
      title: t('columns.modified'),
      ...sorted('updatedAt'),
      className: 'date-cell',
      render: (_, row) => formatPublishTime(item(row).updatedAt),
    },
    ...(props.extraColumns ?? []),
    {
      title: t('columns.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => <RowActions title={title(row)} actions={props.actions(row)} />,
    },
  ];

  return (
    <ConfigProvider theme={selectionTheme}>
      <Table<Row>
        data-testid={props.testId}
        rowKey={(row) => item(row).id}
        size="small"
        columns={columns}
        dataSource={props.rows}
        loading={props.loading}
        scroll={{ x: 'max-content' }}
        // Listed twice so that a third click turns the order round instead of dropping the sort.
        sortDirections={['descend', 'ascend', 'descend']}
        rowSelection={{
          selectedRowKeys: props.selected as string[],
          preserveSelectedRowKeys: true,
          onChange: (keys) => props.onSelect(keys.map(String)),
          getCheckboxProps: (row) => ({
            'aria-label': t('actions.selectItem', { title: title(row) }),
          }),
        }}
        pagination={{
          current: props.page,
          pageSize: props.pageSize,
          // A lower bound counts to the end of this page at least: one more row keeps the next page reachable.
          total: props.totalAtLeast ? props.total + 1 : props.total,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: () =>
            props.totalAtLeast
              ? t('table.totalAtLeast', { count: props.total })
              : t('table.total', { count: props.total }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const single = Array.isArray(sorter) ? sorter[0] : sorter;
          const order = single?.order;
          props.onChange({
            page: pagination.current ?? 1,
            pageSize: pagination.pageSize ?? 10,
            sort: order ? (single.columnKey as F) : null,
            dir: order === 'ascend' ? 'asc' : order === 'descend' ? 'desc' : null,
          });
        }}
      />
    </ConfigProvider>
  );
}
