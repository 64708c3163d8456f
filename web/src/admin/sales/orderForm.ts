/**
 * The order dialog's form (002 §2, §4): values from a stored order, the state rules the dialog follows as the admin
 * types (the server applies the same rules and recomputes every figure whatever is sent), and the input written.
 * Pure.
 */
import { orderTotals, type OrderTotals } from '../../../../server/domain/pricing';
import {
  adminAnswerMessage,
  adminOrderMessages,
  createdOrderStatus,
  detailsWritable,
  methodForTotal,
  onlyStatusWritable,
  updatedPaymentMethod,
  type SalesKind as RuleKind,
} from '../../../../server/domain/order-rules';
import { answerQuestions, type OrderItem } from '../../../../server/domain/order-items';
import { checkShippingDetails, country, type ShippingDetails } from '../../../../server/domain/shipping';
import type { AppliedCoupon } from '../../shop/cart/checkoutState';
import type {
  CreateTeacherProductsOrderInput,
  SalesOrderDetailFragment,
  UpdateTeacherProductsOrderInput,
} from '../../gql/graphql';
import type { SalesKind } from './salesRoute';

/** An order line as the form keeps it: a product or bundle with the answers to its questions. */
export type FormItem = Omit<OrderItem, 'updatedAt' | 'unAvailable'>;

export type ShippingValues = Partial<Record<keyof ShippingDetails, string | null>>;

export interface SalesFormValues {
  orderStatus: string;
  orderPaymentMethod: string | null;
  items: FormItem[];
  shipping: ShippingValues;
  coupon: AppliedCoupon | null;
}

/** What the dialog lets the admin change, from the stored order's status (002 §4). */
export interface Editable {
  status: boolean;
  paymentMethod: boolean;
  products: boolean;
  /** Question answers and shipping. */
  details: boolean;
  coupon: boolean;
}

export type DialogMode = 'view' | 'edit' | 'create';

export const ruleKind = (kind: SalesKind): RuleKind => (kind === 'ORDER' ? 'order' : 'quote');

/**
 * What the server lets change (server/domain/order-rules.ts): a PAID or CANCELLED quote only its status;
 * answers and shipping on a PROCESSING order or an open quote; a quote's method while it is QUOTING. Archived
 * orders and the view mode: nothing.
 */
export function editableFields(
  kind: SalesKind,
  mode: DialogMode,
  stored: { orderStatus: string; archived?: boolean } | null,
): Editable {
  if (mode === 'create')
    return { status: false, paymentMethod: kind === 'QUOTE', products: true, details: true, coupon: true };
  const none = { status: false, paymentMethod: false, products: false, details: false, coupon: false };
  if (mode === 'view' || !stored || stored.archived) return none;
  const frozen = onlyStatusWritable(ruleKind(kind), stored.orderStatus);
  return {
    status: !frozen,
    paymentMethod: kind === 'QUOTE' && stored.orderStatus === 'QUOTING',
    products: !frozen,
    details: !frozen && detailsWritable(stored.orderStatus),
    coupon: false,
  };
}

/** The figures of the items as chosen, by the shared pricing module (the server stores the same). */
export function totalsOf(values: Pick<SalesFormValues, 'items' | 'coupon'>): OrderTotals {
  return orderTotals(values.items, values.coupon);
}

/** An order's method for its selection (002 §4): EFT while nothing is chosen, then EFT or Free by the total. */
function methodOfSelection(values: Pick<SalesFormValues, 'items' | 'coupon'>): 'EFT' | 'Free' {
  return values.items.length === 0 ? 'EFT' : methodForTotal(totalsOf(values).total);
}

/** The payment method the server will give after this change of the form (002 §4). */
export function methodAfter(kind: SalesKind, initial: SalesFormValues, values: SalesFormValues): string | null {
  const selectionChanged = values.items.map((item) => item.id).join() !== initial.items.map((item) => item.id).join();
  // Nothing chosen is EFT, which the total alone (0) would not say; such an order cannot be saved anyway.
  if (selectionChanged && values.items.length === 0 && kind === 'ORDER') return methodOfSelection(values);
  return updatedPaymentMethod({
    kind: ruleKind(kind),
    storedStatus: initial.orderStatus,
    status: values.orderStatus,
    storedMethod: initial.orderPaymentMethod,
    sentMethod:
      kind === 'QUOTE' && initial.orderStatus === 'QUOTING' && values.orderStatus === 'QUOTING'
        ? values.orderPaymentMethod
        : undefined,
    selectionChanged,
    total: totalsOf(values).total,
  });
}

/** A new order is PROCESSING for EFT and PAID otherwise (by its total); a new quote is QUOTING. */
function statusOfNew(kind: SalesKind, values: Pick<SalesFormValues, 'items' | 'coupon'>): string {
  return kind === 'QUOTE' ? 'QUOTING' : createdOrderStatus(methodOfSelection(values));
}

/** A new order's method: by its selection (read-only); a new quote's is the admin's optional choice. */
export function methodOfNew(kind: SalesKind, values: SalesFormValues): string | null {
  return kind === 'QUOTE' ? values.orderPaymentMethod : methodOfSelection(values);
}

export function hasPhysical(items: readonly FormItem[]): boolean {
  return items.some((item) => item.physical);
}

/** The stored order as form values. */
export function valuesOf(order: SalesOrderDetailFragment): SalesFormValues {
  return {
    orderStatus: order.orderStatus,
    orderPaymentMethod: order.orderPaymentMethod ?? null,
    items: (order.orderProducts ?? []).map((item) => ({
      id: item.productId,
      title: item.title ?? null,
      price: item.price ?? null,
      discountPercentage: item.discountPercentage ?? null,
      physical: item.physical === true,
      bundle: item.bundle === true,
      questions: item.questions ? item.questions.map((question) => ({ ...question })) : null,
    })),
    shipping: { ...(order.orderShippingDetails ?? {}), country },
    coupon: order.coupon?.couponCode
      ? { couponCode: order.coupon.couponCode, discount: order.coupon.discount ?? null }
      : null,
  };
}

/** A new order or quote: nothing chosen, the teacher's stored shipping details ready. */
export function newValues(kind: SalesKind, shipping: ShippingValues | null): SalesFormValues {
  const values: SalesFormValues = {
    orderStatus: '',
    orderPaymentMethod: null,
    items: [],
    shipping: { ...(shipping ?? {}), country },
    coupon: null,
  };
  return { ...values, orderStatus: statusOfNew(kind, values), orderPaymentMethod: methodOfNew(kind, values) };
}

function itemsInput(items: readonly FormItem[]) {
  return items.map((item) => ({
    id: item.id,
    questions: item.questions
      ? item.questions.map((question) => ({
          label: question.label,
          type: question.type,
          value: question.value ?? null,
        }))
      : null,
  }));
}

function shippingInput(values: SalesFormValues) {
  return hasPhysical(values.items) ? checkShippingDetails(values.shipping).details : null;
}

export function createInput(
  kind: SalesKind,
  teacherprofileID: string,
  values: SalesFormValues,
): CreateTeacherProductsOrderInput {
  return {
    teacherprofileID,
    orderStatus: statusOfNew(kind, values),
    orderPaymentMethod: methodOfNew(kind, values),
    orderProducts: itemsInput(values.items),
    coupon: values.coupon ? { couponCode: values.coupon.couponCode } : null,
    orderShippingDetails: shippingInput(values),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed since the dialog opened (the server keeps the rest; figures are always its own). */
export function updateInput(
  order: { id: string; _version: number },
  initial: SalesFormValues,
  values: SalesFormValues,
): UpdateTeacherProductsOrderInput {
  const input: UpdateTeacherProductsOrderInput = { id: order.id, _version: order._version };
  if (values.orderStatus !== initial.orderStatus) input.orderStatus = values.orderStatus;
  if (values.orderPaymentMethod !== initial.orderPaymentMethod) input.orderPaymentMethod = values.orderPaymentMethod;
  if (!same(itemsInput(values.items), itemsInput(initial.items))) input.orderProducts = itemsInput(values.items);
  if (hasPhysical(values.items) && !same(shippingInput(values), shippingInput(initial)))
    input.orderShippingDetails = shippingInput(values);
  return input;
}

/** True when the form differs from what it was opened with. */
export function isChanged(initial: SalesFormValues, values: SalesFormValues): boolean {
  return !same(updateInput({ id: '', _version: 0 }, initial, values), { id: '', _version: 0 });
}

/**
 * What is wrong with the form, keyed by the field's path ('items', 'items.0.questions.1.value', 'shipping.city'), in
 * the server's words: the shared rules (catalogue, order answers, shipping) the server applies too.
 */
export function problemsOf(values: Pick<SalesFormValues, 'items' | 'shipping'>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.items.length === 0) problems.items = adminOrderMessages.products;
  values.items.forEach((item, itemIndex) => {
    const questions = item.questions ?? [];
    const { errors } = answerQuestions(
      questions,
      questions.map((question) => question.value),
    );
    for (const [key, message] of Object.entries(errors))
      problems[`items.${itemIndex}.questions.${key.split('.')[1]}.value`] = adminAnswerMessage(message);
  });
  if (hasPhysical(values.items)) {
    for (const [field, message] of Object.entries(checkShippingDetails(values.shipping).errors))
      problems[`shipping.${field}`] = message;
  }
  return problems;
}

/** A form field a server message belongs under. */
export type FormPath =
  | ['items']
  | ['orderStatus']
  | ['orderPaymentMethod']
  | ['shipping', keyof ShippingDetails]
  | ['items', number, 'questions', number, 'value'];

/** A server field name (`orderShippingDetails.city`, `orderProducts.0.questions.1`) as the form's field, or null. */
export function formPathOf(serverField: string): FormPath | null {
  const name = serverField.replace(/^input\./, '');
  // The server names shipping problems by the field alone ('city') or under orderShippingDetails.
  const shipping = /^(?:orderShippingDetails\.)?(address1|address2|city|province|postalCode|country|phoneNumber)$/.exec(
    name,
  );
  if (shipping) return ['shipping', shipping[1] as keyof ShippingDetails];
  const answer = /^orderProducts\.(\d+)\.(?:answers|questions)\.(\d+)(?:\.value)?$/.exec(name);
  if (answer) return ['items', Number(answer[1]), 'questions', Number(answer[2]), 'value'];
  if (name === 'orderProducts') return ['items'];
  if (name === 'orderStatus' || name === 'orderPaymentMethod') return [name];
  return null;
}

/**
 * What saving this change does to a paid order's documents, for the warning shown before it (issue 27): leaving
 * PAID credits its invoice and takes away her downloads ('leavesPaid'); a change of its products or coupon credits
 * the invoice and invoices anything added ('linesChanged'); anything else, or an order that is not paid, nothing.
 */
export function paidChange(
  storedStatus: string,
  initial: SalesFormValues,
  values: SalesFormValues,
): 'leavesPaid' | 'linesChanged' | null {
  if (storedStatus !== 'PAID') return null;
  if (values.orderStatus !== storedStatus) return 'leavesPaid';
  const ids = (form: SalesFormValues) => form.items.map((item) => item.id);
  if (!same(ids(values), ids(initial)) || !same(values.coupon?.couponCode ?? null, initial.coupon?.couponCode ?? null))
    return 'linesChanged';
  return null;
}
