/**
 * What the product and bundle dialogs share in their form values (002 §4, §5): the fields both have, their
 * defaults, how they are read from a stored record and sent, and the comparisons behind Save and dirty tracking.
 */
import type { Dayjs } from 'dayjs';
import { fromPickerTime, pickerNow, toPickerTime } from './format';

export interface ItemFormValues {
  title: string;
  featured: boolean;
  price: number | null;
  discountPercentage: number | null;
  publishDate: Dayjs | null;
  /** Tag ids, and names typed for new tags. */
  tags: string[];
  categoryId: string | null;
  description: unknown;
  thumbnails: string[];
}

/** The shared fields of a stored product or bundle. */
interface StoredItem {
  title: string | null;
  featured: boolean | null;
  price: number | null;
  discountPercentage: number | null;
  publishDate: string | null;
  tags: string[] | null;
  categoryId: string | null;
  description: unknown;
  thumbnails: string[] | null;
}

/** A new item's defaults (002 §4): publish date now, price and discount empty. */
export function newItemValues(): ItemFormValues {
  return {
    title: '',
    featured: false,
    price: null,
    discountPercentage: null,
    publishDate: pickerNow(),
    tags: [],
    categoryId: null,
    description: null,
    thumbnails: [],
  };
}

export function itemValues(item: StoredItem): ItemFormValues {
  return {
    title: item.title ?? '',
    featured: Boolean(item.featured),
    price: item.price ?? null,
    discountPercentage: item.discountPercentage ?? null,
    publishDate: toPickerTime(item.publishDate),
    tags: item.tags ?? [],
    categoryId: item.categoryId ?? null,
    description: item.description ?? null,
    thumbnails: item.thumbnails ?? [],
  };
}

/** The shared input fields (tags already resolved to ids); description and thumbnails each type sends its own way. */
export function itemInput(values: ItemFormValues, tagIds: string[]) {
  return {
    title: values.title,
    featured: values.featured,
    price: values.price ?? null,
    discountPercentage: values.discountPercentage ?? null,
    publishDate: fromPickerTime(values.publishDate),
    tags: tagIds,
    categoryId: values.categoryId ?? null,
  };
}

/** The fields of `after` that differ from `before` (an update sends only what changed). */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) changed[key] = after[key];
  }
  return changed;
}

/**
 * A comparable text of form values: dates as instants, empty and missing the same. Antd hands over partial
 * values while fields mount, so every field is read with a default.
 */
export function valuesKey(values: Partial<Record<string, unknown>> | undefined): string {
  if (!values) return '';
  return JSON.stringify(
    Object.keys(values)
      .sort()
      .map((key) => {
        const value = values[key];
        if (
          value &&
          typeof value === 'object' &&
          'toISOString' in value &&
          typeof (value as Dayjs).isValid === 'function'
        )
          return [key, fromPickerTime(value as Dayjs)];
        return [key, value === undefined || value === '' ? null : value];
      }),
  );
}
