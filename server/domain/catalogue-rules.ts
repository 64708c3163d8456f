/**
 * Catalogue rules of spec 002 (sections 4, 5 and 9) with their English messages: slugs, bulk price changes,
 * discounts, video ids, product questions and the search text. Pure: the server and the web app use the same.
 */
import { choiceValuesMessage, isChoiceType, isFieldType } from './field-types.ts';
import { commonMessages } from './messages.ts';
import { roundMoney } from './pricing.ts';
import { referenceMessages } from './reference-rules.ts';
import { richTextPlain } from './richtext.ts';

export const catalogueMessages = {
  titleRequired: commonMessages.titleRequired,
  publishDateRequired: 'Publish Date is required',
  tagNameRequired: 'Tag name is required',
  tagNameTaken: 'A tag with this name already exists',
  categoryNameRequired: 'Category name is required',
  labelRequired: commonMessages.labelRequired,
  typeRequired: commonMessages.typeRequired,
  selectValuesRequired: commonMessages.selectValuesRequired,
  radioValuesRequired: commonMessages.radioValuesRequired,
  checkboxValuesRequired: commonMessages.checkboxValuesRequired,
  videoIdsInvalid: 'One or more video IDs are invalid. Use YouTube or Vimeo IDs.',
  // The specification states the rules below without a text; these are ours (docs/decisions.md).
  productsRequired: commonMessages.productsRequired,
  productsWithQuestions: 'Products with questions cannot be bundled',
  productsNotFound: 'One or more products were not found',
  gradeInvalid: referenceMessages.gradeInvalid,
  parentNotFound: 'Parent category not found',
  parentCycle: 'A category cannot be placed under itself or one of its subcategories',
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
  contentExists: 'This product already has a content record',
  priceNegative: 'Price cannot be negative',
  discountRange: 'Discount must be between 0 and 100',
  valueRequired: 'A value greater than 0 is required',
  typeExclusive: 'Physical and Subscription exclude each other',
} as const;

/** Lowercase, non-alphanumerics become hyphens, repeats collapse, leading and trailing hyphens trimmed (002 §5). */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export type PriceChangeMode = 'FIXED' | 'PERCENT';
export type PriceChangeDirection = 'INCREASE' | 'DECREASE';

export interface PriceChange {
  mode: PriceChangeMode;
  direction: PriceChangeDirection;
  /** Rand for FIXED, percent for PERCENT; greater than 0. */
  value: number;
}

/**
 * Bulk Change Price (002 §5): a fixed amount or a percentage up or down, rounded to 2 decimals; zero or less
 * becomes 0; an empty price stays empty.
 */
export function changedPrice(price: number | null | undefined, change: PriceChange): number | null {
  if (price === null || price === undefined) return null;
  const sign = change.direction === 'INCREASE' ? 1 : -1;
  const next = change.mode === 'FIXED' ? price + sign * change.value : price * (1 + (sign * change.value) / 100);
  const rounded = roundMoney(next);
  return rounded <= 0 ? 0 : rounded;
}

/** Discount as stored (002 §5): '0', or a discount on an item with no price, stores empty. */
export function storedDiscount(price: number | null | undefined, discount: number | null | undefined): number | null {
  if (price === null || price === undefined) return null;
  if (discount === null || discount === undefined || discount === 0) return null;
  return discount;
}

export function priceError(price: number | null | undefined): string | null {
  return price !== null && price !== undefined && price < 0 ? catalogueMessages.priceNegative : null;
}

export function discountError(discount: number | null | undefined): string | null {
  return discount !== null && discount !== undefined && (discount < 0 || discount > 100)
    ? catalogueMessages.discountRange
    : null;
}

/** An 11-character id of letters, digits, underscore or hyphen is YouTube's, an all-digit id Vimeo's. */
export function videoSiteOf(id: string): 'youtube' | 'vimeo' | null {
  if (/^[A-Za-z0-9_-]{11}$/.test(id)) return 'youtube';
  return /^\d+$/.test(id) ? 'vimeo' : null;
}

export function isVideoId(id: string): boolean {
  return videoSiteOf(id) !== null;
}

/** Trimmed video ids, blanks dropped. */
export function cleanVideoIds(ids: readonly string[] | null | undefined): string[] {
  return (ids ?? []).map((id) => id.trim()).filter((id) => id.length > 0);
}

export function videoIdsError(ids: readonly string[] | null | undefined): string | null {
  return cleanVideoIds(ids).every(isVideoId) ? null : catalogueMessages.videoIdsInvalid;
}

export interface ProductQuestionInput {
  type?: string | null;
  label?: string | null;
  hint?: string | null;
  placeholder?: string | null;
  required?: boolean | null;
  items?: readonly string[] | null;
  value?: unknown;
}

/** A question as saved: label trimmed, item values trimmed with blanks dropped, items cleared for non-choice types. */
export function cleanQuestion<Q extends ProductQuestionInput>(question: Q): Q {
  const items = isChoiceType(question.type)
    ? (question.items ?? []).map((item) => item.trim()).filter((item) => item.length > 0)
    : [];
  return { ...question, label: question.label?.trim() ?? null, items };
}

/** Field errors of one question, keyed by field: label, type, items. */
export function questionErrors(question: ProductQuestionInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const cleaned = cleanQuestion(question);
  if (!cleaned.label) errors.label = catalogueMessages.labelRequired;
  if (!isFieldType(question.type)) errors.type = catalogueMessages.typeRequired;
  const choiceMessage = choiceValuesMessage(question.type);
  if (choiceMessage && (cleaned.items ?? []).length === 0) errors.items = choiceMessage;
  return errors;
}

/** Errors of a question list keyed `questions.{index}.{field}`. */
export function questionListErrors(
  questions: readonly ProductQuestionInput[] | null | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  (questions ?? []).forEach((question, index) => {
    for (const [field, message] of Object.entries(questionErrors(question)))
      errors[`questions.${index}.${field}`] = message;
  });
  return errors;
}

/** Lowercased concatenation the shop and the admin tables search in. */
export function searchFieldOf(parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The searchField of a product or bundle (000 §3): title, description text, tag names and category name. */
export function catalogueSearchField(item: {
  title?: string | null;
  description?: unknown;
  tagNames?: readonly string[];
  categoryName?: string | null;
}): string {
  return searchFieldOf([item.title, richTextPlain(item.description), ...(item.tagNames ?? []), item.categoryName]);
}

/**
 * The form of a tag's name that must be unique: trimmed and lower-cased, as the database's unique index compares
 * (lower(btrim(name)), migration 2026-11-26T0610_data_hygiene), so 'Maths' and ' maths ' are one tag.
 */
export function tagNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The message when another tag (not `exceptId`) already has this name in any case, else null. */
export function tagNameTakenError(
  name: string,
  tags: readonly { id: string; name?: string | null }[],
  exceptId?: string | null,
): string | null {
  const key = tagNameKey(name);
  if (key === '') return null;
  return tags.some((tag) => tag.id !== exceptId && tagNameKey(tag.name ?? '') === key)
    ? catalogueMessages.tagNameTaken
    : null;
}
