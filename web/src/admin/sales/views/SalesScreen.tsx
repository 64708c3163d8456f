import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client';
import { Alert, Button, Space, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { messageOf } from '../../../core/errors';
import { useOnline } from '../../../core/offline/useOnline';
import { LinkButton } from '../../../ui/LinkButton';
import { useNotices } from '../../../ui/notices';
import { MarkPaidDialog } from '../components/MarkPaidDialog';
import { SalesFilters } from '../components/SalesFilters';
import { SalesPager } from '../components/SalesPager';
import { SalesTable } from '../components/SalesTable';
import { useResendDocument } from '../components/useResendDocument';
import type { SalesOrderRowFragment } from '../../../gql/graphql';
import { SalesOrdersDocument, TeacherHasQuoteDocument } from '../operations';
import { ownerName, salesBase, type SalesKind } from '../salesRoute';
import { useSalesAddress } from '../useSalesAddress';
import { CreateOrderView } from './CreateOrderView';
import { OrderDialogView } from './OrderDialogView';
import '../sales.css';

/**
 * /admin/productorders and /admin/productorder-quotes (002 §2): the last month's orders (or quotes), or all of one
 * teacher's, paged, sorted and filtered on the server; the order dialog and the create dialog live in the address.
 */
export function SalesScreen({ kind }: { kind: SalesKind }) {
  const { t } = useTranslation('adminSales');
  const { message } = useNotices();
  const online = useOnline();
  const address = useSalesAddress(kind);
  const { route, customer, list } = address;
  const texts = kind === 'ORDER' ? 'orders' : 'quotes';

  const filter = {
    kind,
    teacherprofileID: customer?.teacherProfileId ?? null,
    search: list.search.trim() || null,
    hasPhysical: list.hasPhysical || null,
    hasQuestions: list.hasQuestions || null,
    hasProofOfPayment: (kind === 'ORDER' && list.hasProofOfPayment) || null,
    includeCarts: list.includeCarts || null,
  };
  const orders = useQuery(SalesOrdersDocument, {
    variables: { filter, sort: list.sort, descending: list.descending, page: list.page, pageSize: list.pageSize },
    skip: route.redirect !== undefined,
    fetchPolicy: 'cache-and-network',
  });
  const page = (orders.data ?? orders.previousData)?.salesOrders;
  const [markingPaid, setMarkingPaid] = useState<SalesOrderRowFragment | null>(null);
  const invoices = useResendDocument();

  // New Quote only while the teacher has no quote (002 §2), as the server says now: a cached answer from before a
  // quote was made would open the create dialog only to close it again.
  const hasQuote = useQuery(TeacherHasQuoteDocument, {
    variables: { teacherprofileID: customer?.teacherProfileId ?? '' },
    skip: kind !== 'QUOTE' || !customer,
    fetchPolicy: 'network-only',
  });
  const quoteBlocked = kind === 'QUOTE' && hasQuote.data?.teacherHasQuote !== false;
  const creating = route.redirect === undefined && route.creating;
  // The quote made here makes teacherHasQuote true before the address leaves /new: that is no refusal.
  const [created, setCreated] = useState(false);
  if (!creating && created) setCreated(false);
  const refused = useRef(false);
  useEffect(() => {
    if (!creating) refused.current = false;
  }, [creating]);
  const refusedNewQuote = creating && !created && kind === 'QUOTE' && hasQuote.data?.teacherHasQuote === true;
  const { closeDialog } = address;
  useEffect(() => {
    // Once per refusal: closing goes Back, which must not happen twice.
    if (!refusedNewQuote || refused.current) return;
    refused.current = true;
    message.info(t('quotes.alreadyHasQuote'), 5);
    closeDialog();
  }, [refusedNewQuote, closeDialog, message, t]);

  if (route.redirect !== undefined) return <Navigate to={route.redirect} replace />;
  const user = customer ? ownerName(customer.owner) : null;
  const { orderId } = route;

  return (
    <section className="page-section sales-page" data-testid={`admin-sales-${texts}`}>
      <div className="sales-header">
        <Typography.Title level={2}>
          {user ? t(`${texts}.titleForTeacher`, { user }) : t(`${texts}.title`)}
        </Typography.Title>
        <Space wrap>
          {customer && (
            <LinkButton to={salesBase[kind]} icon={<ArrowLeftOutlined />}>
              {t('filters.allTeachers')}
            </LinkButton>
          )}
          {customer && !(kind === 'QUOTE' && hasQuote.data?.teacherHasQuote) && (
            <Tooltip title={online ? undefined : t('dialog.offline')}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={!online || quoteBlocked}
                onClick={address.openNew}
              >
                {t(`${texts}.new`)}
              </Button>
            </Tooltip>
          )}
        </Space>
      </div>
      {!online && <Alert type="warning" showIcon title={t('dialog.offline')} className="sales-offline" />}
      <SalesFilters
        kind={kind}
        search={list.search}
        hasPhysical={list.hasPhysical}
        hasQuestions={list.hasQuestions}
        hasProofOfPayment={list.hasProofOfPayment}
        includeCarts={list.includeCarts}
        onChange={address.update}
      />
      {orders.error && !page && <Alert type="error" showIcon title={messageOf(orders.error)} />}
      <SalesTable
        kind={kind}
        rows={page?.items ?? []}
        loading={orders.loading && !page}
        sort={list.sort}
        descending={list.descending}
        writable={online}
        onSort={(sort, descending) =>
          address.update({ sort: sort === 'orderDateTime' ? null : sort, dir: descending ? null : 'asc', page: null })
        }
        onView={(row) => address.openOrder(row.id, 'view')}
        onEdit={(row) => address.openOrder(row.id, 'edit')}
        onMarkPaid={setMarkingPaid}
        onResendInvoice={(row) => void invoices.resend(row.id, null, ownerName(row.owner))}
        resending={invoices.resending}
      />
      <SalesPager
        page={list.page}
        pageSize={list.pageSize}
        total={page?.totalCount ?? 0}
        onPage={(next) => address.update({ page: next > 1 ? next : null })}
        onPageSize={(size) => address.update({ size: size === 10 ? null : size, page: null })}
      />
      {markingPaid && <MarkPaidDialog order={markingPaid} online={online} onClose={() => setMarkingPaid(null)} />}
      {orderId && (
        <OrderDialogView
          key={orderId}
          kind={kind}
          orderId={orderId}
          mode={address.mode}
          online={online}
          onEdit={() => address.replaceOrder(orderId, 'edit')}
          onSaved={() => address.replaceOrder(orderId, 'view')}
          onClose={address.closeDialog}
        />
      )}
      {creating && customer && !created && (kind === 'ORDER' || hasQuote.data?.teacherHasQuote === false) && (
        <CreateOrderView
          kind={kind}
          customer={customer}
          online={online}
          onCreated={(id) => {
            setCreated(true);
            void orders.refetch();
            void hasQuote.refetch();
            // The new order opens in view mode in place of /new: Back returns to the list.
            address.replaceOrder(id, 'view');
          }}
          onClose={address.closeDialog}
        />
      )}
    </section>
  );
}
