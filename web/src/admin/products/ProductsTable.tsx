import { Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminProductsQuery, AdminProductSortField } from '../../gql/graphql';
import { CatalogueTable } from './catalogue/CatalogueTable';
import { sortableBy, Tick, type SortDirection } from './catalogue/cells';
import type { TableChange } from './catalogue/useListPaging';

export type ProductRow = AdminProductsQuery['adminProducts']['items'][number];

interface ProductsTableProps {
  rows: readonly ProductRow[];
  total: number;
  totalAtLeast: boolean;
  loading: boolean;
  page: number;
  pageSize: number;
  sort: AdminProductSortField;
  dir: SortDirection;
  selected: readonly string[];
  /** Files missing per product, after a content check found some. */
  missing: ReadonlyMap<string, readonly string[]> | null;
  writable: boolean;
  onSelect(ids: string[]): void;
  onChange(change: TableChange<AdminProductSortField>): void;
  onShare(row: ProductRow): void;
  onDuplicate(row: ProductRow): void;
  onEdit(row: ProductRow): void;
  onDelete(row: ProductRow): void;
}

/** The products table (002 §2): the catalogue columns with the product's type, files, videos and missing files. */
export function ProductsTable({
  missing,
  writable,
  onShare,
  onDuplicate,
  onEdit,
  onDelete,
  ...table
}: ProductsTableProps) {
  const { t } = useTranslation('adminCatalogue');
  const sorted = sortableBy<AdminProductSortField>(table.sort, table.dir);

  const extraColumns: TableColumnsType<ProductRow> = [
    {
      title: t('fields.physical'),
      ...sorted('physical'),
      align: 'center',
      render: (_, row) => <Tick value={row.product.physical} label={t('fields.physical')} />,
    },
    {
      title: t('columns.eCom'),
      ...sorted('eCommerceProduct'),
      align: 'center',
      render: (_, row) => <Tick value={row.product.eCommerceProduct} label={t('fields.eCommerce')} />,
    },
    {
      title: t('fields.subscription'),
      ...sorted('subscriptionProduct'),
      align: 'center',
      render: (_, row) => <Tick value={row.product.subscriptionProduct} label={t('fields.subscription')} />,
    },
    {
      title: t('columns.files'),
      ...sorted('files'),
      align: 'right',
      render: (_, row) => row.files,
    },
    {
      title: t('columns.videos'),
      ...sorted('videos'),
      align: 'right',
      render: (_, row) => row.videos,
    },
    ...(missing
      ? [
          {
            title: t('columns.missingFiles'),
            key: 'missing',
            align: 'right' as const,
            render: (_: unknown, row: ProductRow) => {
              const files = missing.get(row.product.id);
              return files ? (
                <Tooltip title={files.join(', ')}>
                  <Typography.Text type="danger">{files.length}</Typography.Text>
                </Tooltip>
              ) : null;
            },
          },
        ]
      : []),
  ];

  return (
    <CatalogueTable<ProductRow, AdminProductSortField>
      {...table}
      testId="products-table"
      item={(row) => row.product}
      titleColumn={{
        title: t('fields.title'),
        ...sorted('title'),
        className: 'title-cell',
        fixed: 'left',
        render: (_, row) => <Typography.Text strong>{row.product.title ?? ''}</Typography.Text>,
      }}
      extraColumns={extraColumns}
      actions={(row) => [
        { kind: 'share', onClick: () => onShare(row) },
        { kind: 'duplicate', onClick: () => onDuplicate(row), disabled: !writable },
        { kind: 'edit', onClick: () => onEdit(row) },
        { kind: 'delete', onClick: () => onDelete(row), disabled: !writable },
      ]}
    />
  );
}
