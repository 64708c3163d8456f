import { useMutation, useQuery } from '@apollo/client';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { normaliseCouponCode } from '../../../../server/domain/coupon.ts';
import { useOnline } from '../../core/offline/useOnline';
import { RecordActions } from '../../ui/record/RecordActions';
import { RecordListPage } from '../../ui/record/RecordListPage';
import { useRecordWrites } from '../../ui/record/useRecordWrites';
import { useCursorList } from '../../ui/record/serverList';
import { useDialogParam, useListParams } from '../../ui/urlState';
import { CouponDialog } from './CouponDialog';
import type { CouponFormValues, CouponRecord } from './couponForm';
import { couponDate, couponInput } from './couponForm';
import {
  AdminCouponsDocument,
  CouponDocument,
  CreateCouponDocument,
  DeleteCouponDocument,
  UpdateCouponDocument,
} from './operations';

/** The code search: asked on Enter (codes are short; nothing to wait for while typing), kept in the address. */
function CodeSearch({ value, onChange }: { value: string; onChange(value: string | null): void }) {
  const { t } = useTranslation('adminCustomers');
  return (
    <Input.Search
      // A new address value (Back, a link) shows in the box.
      key={value}
      allowClear
      defaultValue={value}
      aria-label={t('coupons.search')}
      placeholder={t('coupons.search')}
      onSearch={(typed) => onChange(typed.trim() ? typed.trim() : null)}
      style={{ maxWidth: 280 }}
    />
  );
}

/** /admin/coupons (002 sections 2, 5, 9): coupons by start date, newest first, paged and sorted on the server. */
export default function CouponsPage() {
  const { t } = useTranslation('adminCustomers');
  const online = useOnline();
  const list = useListParams({ field: 'startDate', direction: 'DESC' });
  const search = list.params.get('q') ?? '';
  const code = normaliseCouponCode(search);
  const coupons = useCursorList(
    AdminCouponsDocument,
    { sort: list.sort, filter: code ? { couponCode: { contains: code } } : null },
    (data) => data.listCoupons,
  );
  const [create] = useMutation(CreateCouponDocument);
  const [update] = useMutation(UpdateCouponDocument);
  const [remove] = useMutation(DeleteCouponDocument);
  const dialog = useDialogParam('coupon');
  const editingId = dialog.value && dialog.value !== 'new' ? dialog.value : null;
  const listed = coupons.items.find((coupon) => coupon.id === editingId);
  // A link to a coupon on another page (or a reload) reads that coupon by id.
  const fetched = useQuery(CouponDocument, {
    variables: { id: editingId ?? '' },
    skip: editingId === null || listed !== undefined,
  });
  const editing = editingId ? (listed ?? fetched.data?.getCoupon ?? null) : null;
  const offlineReason = online ? undefined : t('common.offline');

  const writes = useRecordWrites<ReturnType<typeof couponInput>>({
    editing,
    create: (input) => create({ variables: { input } }),
    update: (input) => update({ variables: { input } }),
    remove: (input) => remove({ variables: { input } }),
    refetch: () => coupons.refetch(),
    savedText: t('coupons.saved'),
    deletedText: t('coupons.deleted'),
  });
  const save = (values: CouponFormValues) => writes.save(couponInput(values));

  return (
    <RecordListPage<CouponRecord>
      title={t('coupons.title')}
      filter={<CodeSearch value={search} onChange={(value) => list.set({ q: value })} />}
      newLabel={t('coupons.new')}
      onNew={() => dialog.open('new')}
      disabledReason={offlineReason}
      list={coupons}
      params={list}
      loadingText={t('coupons.loading')}
      emptyText={t('coupons.empty')}
      columns={[
        {
          title: t('coupons.codeColumn'),
          dataIndex: 'couponCode',
          sorter: true,
          sortOrder: list.sortOrderOf('couponCode'),
        },
        {
          title: t('coupons.startDate'),
          dataIndex: 'startDate',
          sorter: true,
          sortOrder: list.sortOrderOf('startDate'),
          render: (value: string | null) => couponDate(value),
        },
        {
          title: t('coupons.endDate'),
          dataIndex: 'endDate',
          sorter: true,
          sortOrder: list.sortOrderOf('endDate'),
          render: (value: string | null) => couponDate(value),
        },
        {
          title: t('common.actions'),
          key: 'actions',
          render: (_, coupon) => (
            <RecordActions
              editLabel={t('coupons.edit', { code: coupon.couponCode })}
              onEdit={() => dialog.open(coupon.id)}
              remove={{
                label: t('coupons.delete', { code: coupon.couponCode }),
                confirm: t('coupons.deleteConfirm', { code: coupon.couponCode }),
                onConfirm: () => void writes.remove(coupon),
              }}
              disabledReason={offlineReason}
            />
          ),
        },
      ]}
    >
      <CouponDialog
        open={dialog.value === 'new' || editing !== null}
        record={editing}
        online={online}
        onSave={save}
        onClose={dialog.close}
      />
    </RecordListPage>
  );
}
