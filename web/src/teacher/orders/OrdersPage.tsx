import { LeftOutlined, RightOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useUrlState } from '../../ui/urlState';
import { useSearchBox } from '../../ui/useSearchBox';
import { messageOf } from '../../core/errors';
import type { ModelTeacherProductsOrderFilterInput } from '../../gql/graphql';
import '../../shop/shop.css';
import { MyOrdersDocument } from './operations';
import { OrderDialog } from './OrderDialog';
import { OrdersTable, type OrderSort, type SortField } from './OrdersTable';

const PAGE_SIZE = 20;
const sortFields: readonly SortField[] = [
  'orderID',
  'orderDateTime',
  'orderStatus',
  'orderPaymentMethod',
  'orderTotal',
];

function sortOf(text: string | null): OrderSort {
  const [field, direction] = (text ?? '').split(':');
  return sortFields.includes(field as SortField)
    ? { field: field as SortField, direction: direction === 'ASC' ? 'ASC' : 'DESC' }
    : { field: 'orderDateTime', direction: 'DESC' };
}

/**
 * What the search box finds: order numbers, statuses and payment methods containing the text (the stored spellings
 * are EFT, Payfast, Free and upper-case statuses); PENDING never.
 */
function filterOf(search: string): ModelTeacherProductsOrderFilterInput {
  const text = search.trim();
  const pending: ModelTeacherProductsOrderFilterInput = { orderStatus: { ne: 'PENDING' } };
  if (!text) return pending;
  return {
    and: [
      pending,
      {
        or: [
          { orderID: { contains: text } },
          { orderStatus: { contains: text.toUpperCase() } },
          ...[text, text.toUpperCase(), text.charAt(0).toUpperCase() + text.slice(1).toLowerCase()].map((variant) => ({
            orderPaymentMethod: { contains: variant },
          })),
        ],
      },
    ],
  };
}

/** The list's own address parameters: the card provider's ?payment=… belongs to the order it returned to. */
function listSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('payment');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** /app/productorders: the teacher's orders (PENDING hidden), searched, sorted and paged on the server. */
export default function OrdersPage() {
  const { t } = useTranslation('shop');
  const { orderId = null } = useParams();
  const navigate = useNavigate();
  const { search: locationSearch } = useLocation();
  const { text, get, update } = useUrlState();
  const search = text('q');
  const sort = sortOf(get('sort'));
  // The pages' tokens start over with another search or sort.
  const [pages, setPages] = useState<(string | null)[]>([null]);
  const pagingKey = `${search}\n${sort.field}\n${sort.direction}`;
  const [pagedKey, setPagedKey] = useState(pagingKey);
  if (pagedKey !== pagingKey) {
    setPagedKey(pagingKey);
    setPages([null]);
  }
  const token = pages[pages.length - 1] ?? null;

  const { data, loading, error } = useQuery(MyOrdersDocument, {
    variables: {
      filter: filterOf(search),
      limit: PAGE_SIZE,
      nextToken: token,
      sort: [{ field: sort.field, direction: sort.direction }],
    },
  });
  const rows = data?.listTeacherProductsOrders.items ?? [];
  const nextToken = data?.listTeacherProductsOrders.nextToken ?? null;

  const setParam = useCallback(
    (name: string, value: string | null) => update({ [name]: value }, { replace: true }),
    [update],
  );

  const writeSearch = useCallback((value: string | null) => setParam('q', value), [setParam]);
  const [typed, setTyped] = useSearchBox(search, writeSearch);

  return (
    <section className="page-section">
      <Typography.Title level={2}>{t('orders.title')}</Typography.Title>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('orders.search')}
        aria-label={t('orders.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {error && <Alert type="error" showIcon title={messageOf(error)} style={{ marginBottom: 16 }} />}
      <OrdersTable
        rows={rows}
        loading={loading && rows.length === 0}
        sort={sort}
        onSort={(next) =>
          setParam(
            'sort',
            next.field === 'orderDateTime' && next.direction === 'DESC' ? null : `${next.field}:${next.direction}`,
          )
        }
        viewPath={(row) => `/app/productorders/${encodeURIComponent(row.id)}${locationSearch}`}
      />
      {(pages.length > 1 || nextToken) && (
        <Space className="shop-orders-pager">
          <Button
            icon={<LeftOutlined />}
            disabled={pages.length <= 1}
            onClick={() => setPages((current) => current.slice(0, -1))}
          >
            {t('orders.previous')}
          </Button>
          <span>{t('orders.page', { page: pages.length })}</span>
          <Button disabled={!nextToken} onClick={() => setPages((current) => [...current, nextToken])}>
            {t('orders.next')} <RightOutlined />
          </Button>
        </Space>
      )}
      {orderId && (
        <OrderDialog
          key={orderId}
          orderId={orderId}
          onClose={() => navigate(`/app/productorders${listSearch(locationSearch)}`, { replace: true })}
        />
      )}
    </section>
  );
}
