import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminBundleFieldsFragment, AdminProductBundleSortField } from '../../gql/graphql';
import { CatalogueTable } from '../products/catalogue/CatalogueTable';
import { sortableBy, type SortDirection } from '../products/catalogue/cells';
import type { TableChange } from '../products/catalogue/useListPaging';

interface BundlesTableProps {
  rows: readonly AdminBundleFieldsFragment[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  sort: AdminProductBundleSortField;
  dir: SortDirection;
  selected: readonly string[];
  writable: boolean;
  onSelect(ids: string[]): void;
  onChange(change: TableChange<AdminProductBundleSortField>): void;
  onDuplicate(row: AdminBundleFieldsFragment): void;
  onEdit(row: AdminBundleFieldsFragment): void;
  onDelete(row: AdminBundleFieldsFragment): void;
}

/** The bundles table (002 §2): the catalogue columns, with the number of products under the title. */
export function BundlesTable({ writable, onDuplicate, onEdit, onDelete, ...table }: BundlesTableProps) {
  const { t } = useTranslation('adminCatalogue');
  const sorted = sortableBy<AdminProductBundleSortField>(table.sort, table.dir);
  return (
    <CatalogueTable<AdminBundleFieldsFragment, AdminProductBundleSortField>
      {...table}
      testId="bundles-table"
      item={(row) => row}
      titleColumn={{
        title: t('fields.title'),
        ...sorted('title'),
        render: (_, row) => (
          <>
            <Typography.Text strong>{row.title ?? ''}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {t('bundle.productCount', { count: row.products?.length ?? 0 })}
            </Typography.Text>
          </>
        ),
      }}
      actions={(row) => [
        { kind: 'duplicate', onClick: () => onDuplicate(row), disabled: !writable },
        { kind: 'edit', onClick: () => onEdit(row) },
        { kind: 'delete', onClick: () => onDelete(row), disabled: !writable },
      ]}
    />
  );
}
