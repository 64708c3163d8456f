/**
 * Order items as the server writes them: copied from the catalogue (never from the client), one per product or
 * bundle, with the teacher's answers to the product's questions. Pure.
 */
import type { CouponDiscountValue } from './pricing.ts';
import type { ProductQuestionInput } from './catalogue-rules.ts';

/** A product's question as stored on the product and copied into an order line with the teacher's answer. */
export type ProductQuestion = ProductQuestionInput;

export interface OrderItem {
  id: string;
  title: string | null;
  price: number | null;
  discountPercentage: number | null;
  physical: boolean;
  bundle: boolean;
  questions: ProductQuestion[] | null;
  updatedAt: string | null;
  /** Computed on reading the cart, never stored. */
  unAvailable?: boolean;
}

/** A catalogue row an item is copied from. */
export interface CatalogueEntry {
  id: string;
  bundle: boolean;
  title: string | null;
  price: number | null;
  discountPercentage: number | null;
  physical: boolean;
  questions: ProductQuestion[] | null;
  updatedAt: string;
  /** On sale now (published, thumbnail, sold online, not deleted). */
  available: boolean;
}

export const answerMessages = {
  required: 'Required',
  notAnOption: 'Choose one of the options',
  tooLong: 'Answers are limited to 2000 characters',
} as const;

const maxAnswerLength = 2000;

export function itemFrom(entry: CatalogueEntry, questions: ProductQuestion[] | null): OrderItem {
  return {
    id: entry.id,
    title: entry.title,
    price: entry.price,
    discountPercentage: entry.discountPercentage,
    physical: entry.physical,
    bundle: entry.bundle,
    questions,
    updatedAt: entry.updatedAt,
  };
}

/**
 * The stored items with today's catalogue figures (title, price, discount, physical) and the unAvailable flag;
 * answers stay as given. An item whose product is gone keeps its stored figures and is unavailable.
 */
export function refreshItems(items: readonly OrderItem[], catalogue: ReadonlyMap<string, CatalogueEntry>): OrderItem[] {
  return dedupeItems(items).map((item) => {
    const entry = catalogue.get(item.id);
    if (!entry) return { ...item, unAvailable: true };
    return { ...itemFrom(entry, item.questions), unAvailable: !entry.available };
  });
}

/** Duplicate items (same id) removed, the first kept (000 section 4). */
export function dedupeItems<Item extends { id: string }>(items: readonly Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

/** Items as stored: without the computed flag. */
export function storedItems(items: readonly OrderItem[]): OrderItem[] {
  return items.map(({ unAvailable: _computed, ...item }) => item);
}

/** An order's coupon as stored (jsonb): code and discount. */
export interface StoredCoupon {
  couponCode?: string | null;
  discount?: CouponDiscountValue | null;
}

/** Stored jsonb to a coupon, or null when it is not one. */
export function parseCoupon(value: unknown): StoredCoupon | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { couponCode, discount } = value as Record<string, unknown>;
  const validDiscount = typeof discount === 'object' && discount !== null ? (discount as CouponDiscountValue) : null;
  return { couponCode: typeof couponCode === 'string' ? couponCode : null, discount: validDiscount };
}

/** Stored jsonb to items; anything that is not an item with an id is dropped. */
export function parseItems(value: unknown): OrderItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (item: unknown): item is Record<string, unknown> & { id: string } =>
        typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'string',
    )
    .map((item) => ({
      id: item.id,
      title: typeof item.title === 'string' ? item.title : null,
      price: typeof item.price === 'number' ? item.price : null,
      discountPercentage: typeof item.discountPercentage === 'number' ? item.discountPercentage : null,
      physical: item.physical === true,
      bundle: item.bundle === true,
      questions: Array.isArray(item.questions) ? (item.questions as ProductQuestion[]) : null,
      updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : null,
      // Only a cart view carries the flag (priceBreakdown of the cart); stored items never do.
      ...(item.unAvailable === true ? { unAvailable: true } : {}),
    }));
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const choiceTypes = new Set(['select', 'radio']);
const multiTypes = new Set(['multi select']);

/** One answer cleaned for its question's type, or an error message. */
function cleanAnswer(question: ProductQuestion, raw: unknown): { value: unknown } | { error: string } {
  if (isEmpty(raw)) return question.required ? { error: answerMessages.required } : { value: null };
  const type = (question.type ?? 'Text').toLowerCase();
  const options = question.items ?? [];
  const asText = (value: unknown) =>
    typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : null;
  if (choiceTypes.has(type)) {
    const text = asText(raw);
    if (text === null || (options.length > 0 && !options.includes(text))) return { error: answerMessages.notAnOption };
    return { value: text };
  }
  if (multiTypes.has(type) || (type === 'checkbox' && options.length > 0)) {
    const list = (Array.isArray(raw) ? raw : [raw]).map(asText);
    if (list.some((text) => text === null || (options.length > 0 && !options.includes(text))))
      return { error: answerMessages.notAnOption };
    return { value: [...new Set(list as string[])] };
  }
  if (type === 'checkbox') return { value: raw === true };
  const text = asText(raw);
  if (text === null) return { error: answerMessages.required };
  if (text.length > maxAnswerLength) return { error: answerMessages.tooLong };
  return { value: text };
}

/**
 * The product's questions with the teacher's answers as their values (answers in the order of the questions),
 * or field errors keyed `answers.{index}`.
 */
export function answerQuestions(
  questions: readonly ProductQuestion[] | null,
  answers: readonly unknown[] | null | undefined,
): { questions: ProductQuestion[] | null; errors: Record<string, string> } {
  if (!questions || questions.length === 0) return { questions: null, errors: {} };
  const errors: Record<string, string> = {};
  const answered = questions.map((question, index) => {
    const outcome = cleanAnswer(question, answers?.[index]);
    if ('error' in outcome) {
      errors[`answers.${index}`] = outcome.error;
      return { ...question, value: null };
    }
    return { ...question, value: outcome.value };
  });
  return { questions: answered, errors };
}
