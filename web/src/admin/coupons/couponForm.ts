import dayjs, { type Dayjs } from 'dayjs';
import {
  couponDiscountTypes,
  couponErrors,
  restrictionType,
  type RestrictionType,
} from '../../../../server/domain/coupon.ts';
import { couponType } from '../../../../server/domain/pricing.ts';
import type { CouponFieldsFragment, CreateCouponInput } from '../../gql/graphql';

export type CouponRecord = CouponFieldsFragment;

/** Restrict to (002 section 9): the teachers chosen in the picker, or everyone. */
export const restrictions: readonly RestrictionType[] = ['Teachers', 'ALL'];

export interface CouponFormValues {
  couponCode: string;
  enabled: boolean;
  discountType: (typeof couponDiscountTypes)[number];
  discountValue: number | null;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  restrictTo: RestrictionType;
  teachers: string[];
}

export function couponFormValues(record: CouponRecord | null): CouponFormValues {
  const restricted =
    restrictionType(record?.restrictTo?.type) === 'Teachers' && (record?.restrictTo?.value ?? []).length > 0;
  return {
    couponCode: record?.couponCode ?? '',
    enabled: record ? record.enabled === true : true,
    discountType: couponType(record?.discount?.type ?? 'PERCENTAGE'),
    discountValue: record?.discount?.value ?? null,
    startDate: record?.startDate ? dayjs(record.startDate) : null,
    endDate: record?.endDate ? dayjs(record.endDate) : null,
    restrictTo: restricted ? 'Teachers' : 'ALL',
    teachers: restricted ? [...(record?.restrictTo?.value ?? [])] : [],
  };
}

/**
 * The coupon as the API takes it: the start date from the start of its day and the end date to the end of its day
 * (a coupon ending on the 31st works all that day); a list of teachers only for Teachers (002 section 9).
 */
export function couponInput(values: CouponFormValues): Omit<CreateCouponInput, 'id'> {
  return {
    couponCode: values.couponCode,
    enabled: values.enabled,
    discount: { type: values.discountType, value: values.discountValue },
    startDate: values.startDate ? values.startDate.startOf('day').toISOString() : null,
    endDate: values.endDate ? values.endDate.endOf('day').toISOString() : null,
    restrictTo:
      values.restrictTo === 'Teachers' ? { type: 'Teachers', value: values.teachers } : { type: 'ALL', value: null },
  };
}

/** The form field a message of the shared rules (and of the server, which checks with them) belongs to. */
export function couponFormField(field: string): keyof CouponFormValues {
  const fields: Record<string, keyof CouponFormValues> = {
    'discount.type': 'discountType',
    'discount.value': 'discountValue',
    'restrictTo.type': 'restrictTo',
    'restrictTo.value': 'teachers',
  };
  return fields[field.replace(/^input\./, '')] ?? (field.replace(/^input\./, '') as keyof CouponFormValues);
}

/** The shared coupon rules (server/domain/coupon.ts) on the form's values, by form field. */
export function couponFormErrors(values: CouponFormValues): Partial<Record<keyof CouponFormValues, string>> {
  const errors: Partial<Record<keyof CouponFormValues, string>> = {};
  for (const [field, message] of Object.entries(couponErrors(couponInput(values))))
    errors[couponFormField(field)] ??= message;
  return errors;
}

/** A stored date as the table shows it (the admin's own calendar day). */
export function couponDate(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD') : '';
}
