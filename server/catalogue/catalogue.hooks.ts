/**
 * Validation and derived fields of the catalogue models (002 section 5 "Catalogue"), run by the generic create
 * and update operations: the specification's messages, trimmed names, the stored discount, the category slug,
 * questions and video ids, and the searchField.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../context.ts';
import {
  catalogueMessages as messages,
  cleanQuestion,
  cleanVideoIds,
  discountError,
  priceError,
  questionListErrors,
  slugOf,
  storedDiscount,
  tagNameKey,
  tagNameTakenError,
  videoIdsError,
  type ProductQuestionInput,
} from '../domain/catalogue-rules.ts';
import { isGrade } from '../domain/reference-rules.ts';
import { assertNoFieldErrors } from '../errors.ts';
import { registerHooks } from '../models/hooks.ts';
import type { ModelObject, ModelValues } from '../models/declaration.ts';
import type { Row } from '../models/repository.ts';
import { searchFieldOf } from './search-field.ts';

type Errors = Record<string, string>;

/** The value after this write: the new one when given, else the stored one. */
function after(values: Row, existing: Row | null, field: string): unknown {
  return field in values ? values[field] : existing?.[field];
}

const writes = (values: Row, existing: Row | null, field: string) => existing === null || field in values;

const asNumber = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Trims a required text field; records the message when it ends up empty. */
function requiredText(values: Row, existing: Row | null, field: string, message: string, errors: Errors): void {
  if (!writes(values, existing, field)) return;
  const text = typeof values[field] === 'string' ? values[field].trim() : '';
  values[field] = text;
  if (!text) errors[field] = message;
}

async function liveIds(
  ctx: RequestContext,
  table: 'product' | 'product_category',
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .where('_deleted', '=', false)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Price, discount ('0' or no price stores empty) and category shared by products and bundles. */
async function commonItemRules(ctx: RequestContext, values: Row, existing: Row | null, errors: Errors): Promise<void> {
  requiredText(values, existing, 'title', messages.titleRequired, errors);
  if (typeof values.description === 'string') values.description = values.description.trim();
  const price = asNumber(after(values, existing, 'price'));
  const discount = asNumber(after(values, existing, 'discountPercentage'));
  const priceProblem = 'price' in values ? priceError(price) : null;
  if (priceProblem) errors.price = priceProblem;
  const discountProblem = 'discountPercentage' in values ? discountError(discount) : null;
  if (discountProblem) errors.discountPercentage = discountProblem;
  if ('price' in values || 'discountPercentage' in values) values.discountPercentage = storedDiscount(price, discount);
  if ('tags' in values || existing === null)
    values.tags = [...new Set(Array.isArray(values.tags) ? (values.tags as string[]) : [])];
  const categoryId = values.categoryId;
  if (typeof categoryId === 'string' && !(await liveIds(ctx, 'product_category', [categoryId])).has(categoryId)) {
    errors.categoryId = messages.categoryNotFound;
  }
}

async function withSearchField(ctx: RequestContext, values: Row, existing: Row | null): Promise<Row> {
  if (existing !== null && !['title', 'description', 'tags', 'categoryId'].some((field) => field in values))
    return values;
  const searchField = await searchFieldOf(ctx.db, {
    title: after(values, existing, 'title'),
    description: after(values, existing, 'description'),
    tags: after(values, existing, 'tags'),
    categoryId: after(values, existing, 'categoryId'),
  });
  return { ...values, searchField };
}

export async function productWrite(
  ctx: RequestContext,
  input: ModelValues<'product'>,
  existing: ModelObject<'product'> | null,
): Promise<ModelValues<'product'>> {
  const values = { ...input };
  const errors: Errors = {};
  if (writes(values, existing, 'type')) values.type = 'Product';
  await commonItemRules(ctx, values, existing, errors);
  // 'Publish Date is required' in the product form, which always sends the field: a form save that clears it is
  // refused. A product created without the field is an unpublished draft, as after the Un-Publish bulk action.
  if ('publishDate' in values && values.publishDate === null) errors.publishDate = messages.publishDateRequired;
  if ('questions' in values && Array.isArray(values.questions)) {
    const questions = values.questions as ProductQuestionInput[];
    Object.assign(errors, questionListErrors(questions));
    values.questions = questions.map(cleanQuestion);
  }
  assertNoFieldErrors(errors);
  return withSearchField(ctx, values, existing);
}

export async function bundleWrite(
  ctx: RequestContext,
  input: ModelValues<'product_bundle'>,
  existing: ModelObject<'product_bundle'> | null,
): Promise<ModelValues<'product_bundle'>> {
  const values = { ...input };
  const errors: Errors = {};
  await commonItemRules(ctx, values, existing, errors);
  if (writes(values, existing, 'description') && (values.description === null || values.description === undefined))
    values.description = '';
  if (writes(values, existing, 'products')) {
    const products = [...new Set(Array.isArray(values.products) ? (values.products as string[]) : [])];
    values.products = products;
    if (products.length === 0) errors.products = messages.productsRequired;
    else {
      const rows = await ctx.db
        .selectFrom('product')
        .select(['id', sql<boolean>`coalesce(jsonb_array_length(questions), 0) > 0`.as('hasQuestions')])
        .where('id', 'in', products)
        .where('_deleted', '=', false)
        .execute();
      if (rows.length < products.length) errors.products = messages.productsNotFound;
      else if (rows.some((row) => row.hasQuestions)) errors.products = messages.productsWithQuestions;
    }
  }
  assertNoFieldErrors(errors);
  return withSearchField(ctx, values, existing);
}

/** A tag's name is required and unique among live tags without regard to case (the unique index settles races). */
export async function tagWrite(
  ctx: RequestContext,
  input: ModelValues<'product_tag'>,
  existing: ModelObject<'product_tag'> | null,
): Promise<ModelValues<'product_tag'>> {
  const values = { ...input };
  const errors: Errors = {};
  requiredText(values, existing, 'name', messages.tagNameRequired, errors);
  if (!errors.name && typeof values.name === 'string') {
    const others = await ctx.db
      .selectFrom('product_tag')
      .select(['id', 'name'])
      .where(sql<boolean>`lower(btrim(name)) = ${tagNameKey(values.name)}`)
      .where('_deleted', '=', false)
      .execute();
    const taken = tagNameTakenError(values.name, others, existing?.id);
    if (taken) errors.name = taken;
  }
  assertNoFieldErrors(errors);
  return values;
}

/** True when `parentId` is `id` or lies below it: making it the parent would close a loop. */
async function wouldCycle(ctx: RequestContext, id: string, parentId: string): Promise<boolean> {
  const result = await sql<{ id: string }>`
    with recursive ancestors(id, depth) as (
      select ${parentId}::text, 0
      union all
      select category.${sql.ref('parentId')}, ancestors.depth + 1
      from product_category category join ancestors on category.id = ancestors.id
      where category.${sql.ref('parentId')} is not null and ancestors.depth < 100
    )
    select id from ancestors where id = ${id} limit 1`.execute(ctx.db);
  return result.rows.length > 0;
}

export async function categoryWrite(
  ctx: RequestContext,
  input: ModelValues<'product_category'>,
  existing: ModelObject<'product_category'> | null,
): Promise<ModelValues<'product_category'>> {
  const values = { ...input };
  const errors: Errors = {};
  requiredText(values, existing, 'name', messages.categoryNameRequired, errors);
  // The slug is derived from the name and read-only (002 §5): an input slug is replaced.
  if (writes(values, existing, 'name') || 'slug' in values) {
    const name = after(values, existing, 'name');
    values.slug = slugOf(typeof name === 'string' ? name : '');
  }
  if ('grade' in values) {
    const grade = typeof values.grade === 'string' ? values.grade.trim() : '';
    values.grade = grade || null;
    if (grade && !isGrade(grade)) errors.grade = messages.gradeInvalid;
  }
  const parentId = values.parentId;
  if (typeof parentId === 'string' && parentId !== '') {
    if (!(await liveIds(ctx, 'product_category', [parentId])).has(parentId)) errors.parentId = messages.parentNotFound;
    else if (existing !== null && (await wouldCycle(ctx, existing.id, parentId)))
      errors.parentId = messages.parentCycle;
  } else if ('parentId' in values) {
    values.parentId = null;
  }
  assertNoFieldErrors(errors);
  return values;
}

export async function contentWrite(
  ctx: RequestContext,
  input: ModelValues<'product_content'>,
  existing: ModelObject<'product_content'> | null,
): Promise<ModelValues<'product_content'>> {
  const values = { ...input };
  const errors: Errors = {};
  if (existing !== null) {
    // A content record belongs to its product for good.
    delete values.productId;
  } else {
    const productId = typeof values.productId === 'string' ? values.productId : '';
    if (!(await liveIds(ctx, 'product', [productId])).has(productId)) errors.productId = messages.productNotFound;
    else {
      const other = await ctx.db
        .selectFrom('product_content')
        .select('id')
        .where('productId', '=', productId)
        .where('_deleted', '=', false)
        .executeTakeFirst();
      if (other) errors.productId = messages.contentExists;
    }
  }
  if (writes(values, existing, 'urls')) {
    const urls = Array.isArray(values.urls) ? (values.urls as string[]) : [];
    const problem = videoIdsError(urls);
    if (problem) errors.urls = problem;
    values.urls = cleanVideoIds(urls);
  }
  if (writes(values, existing, 'fileKeys'))
    values.fileKeys = [...new Set(Array.isArray(values.fileKeys) ? (values.fileKeys as string[]) : [])];
  assertNoFieldErrors(errors);
  return values;
}

export function registerCatalogueHooks(): void {
  registerHooks('Product', { beforeWrite: productWrite });
  registerHooks('ProductBundle', { beforeWrite: bundleWrite });
  registerHooks('ProductTag', { beforeWrite: tagWrite });
  registerHooks('ProductCategory', { beforeWrite: categoryWrite });
  registerHooks('ProductContent', { beforeWrite: contentWrite });
}
