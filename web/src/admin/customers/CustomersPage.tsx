import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client';
import { Alert, Button, Card, Input, Space, Tooltip, Typography } from 'antd';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import { useDialogParam } from '../../ui/urlState';
import { useSearchBox } from '../../ui/useSearchBox';
import { CreateTeacherDialog } from './CreateTeacherDialog';
import { useCustomerParams } from './customerParams';
import { CustomersTable } from './CustomersTable';
import { CustomersDocument } from './operations';
import { ReportingDataButton } from './ReportingDataButton';

/** The search box: what is typed reaches the address (and the server) after a pause; a new address value shows at once. */
function CustomerSearch({ value, onChange }: { value: string; onChange(value: string | null): void }) {
  const { t } = useTranslation('adminCustomers');
  const [typed, setTyped] = useSearchBox(value, onChange);
  return (
    <Input
      allowClear
      prefix={<SearchOutlined />}
      aria-label={t('customers.search')}
      placeholder={t('customers.search')}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      style={{ minWidth: 280 }}
    />
  );
}

/**
 * /admin/teacherprofiles (002 sections 2, 6, 8): the teachers and admins with a profile, newest registration first,
 * searched (every word must appear), sorted and paged on the server; Create Teacher and Create Reporting Data.
 */
export default function CustomersPage() {
  const { t } = useTranslation('adminCustomers');
  const online = useOnline();
  const params = useCustomerParams();
  const customers = useQuery(CustomersDocument, { variables: params.variables });
  const dialog = useDialogParam('new');
  // 002 section 8: an e-mail that is a teacher's already goes into the search box. The dialog closes by going Back
  // over its own history entry, which would take a search written before it away: the search is written once the
  // address shows the dialog closed.
  const foundEmail = useRef<string | null>(null);
  const searchFound = useEffectEvent(() => {
    if (foundEmail.current === null) return;
    params.setSearch(foundEmail.current);
    foundEmail.current = null;
  });
  useEffect(() => {
    if (dialog.value === null) searchFound();
  }, [dialog.value]);
  const offlineReason = online ? undefined : t('common.offline');
  const page = customers.data?.customers ?? customers.previousData?.customers;

  return (
    <section className="page-section">
      <Typography.Title level={2}>{t('customers.title')}</Typography.Title>
      <Card>
        <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
          <CustomerSearch value={params.search} onChange={params.setSearch} />
          <Space wrap>
            <ReportingDataButton offlineReason={offlineReason} />
            <Tooltip title={offlineReason}>
              <Button type="primary" icon={<PlusOutlined />} disabled={!online} onClick={() => dialog.open('teacher')}>
                {t('customers.createTeacher')}
              </Button>
            </Tooltip>
          </Space>
        </Space>
        {customers.error && (
          <Alert type="error" showIcon title={messageOf(customers.error)} style={{ marginBottom: 12 }} />
        )}
        <CustomersTable
          rows={page?.items ?? []}
          total={page?.totalCount ?? 0}
          loading={customers.loading}
          page={params.page}
          pageSize={params.pageSize}
          sortOrderOf={params.sortOrderOf}
          offlineReason={offlineReason}
          onPage={params.setPage}
          onSort={(field, order) =>
            params.set({
              sort: order ? field : null,
              dir: order ? (order === 'ascend' ? 'ASC' : 'DESC') : null,
              page: null,
            })
          }
        />
      </Card>
      <CreateTeacherDialog
        open={dialog.value === 'teacher'}
        online={online}
        onClose={dialog.close}
        onCreated={() => customers.refetch()}
        onExists={(email) => {
          foundEmail.current = email;
        }}
      />
    </section>
  );
}
