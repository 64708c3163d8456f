/**
 * Browsing the shop and the library, product content for owners, and the legacy subscription library.
 */
import { sql } from 'kysely';
import { inTransaction, type Database } from '../../db/connect.ts';
import { deny } from '../access/check.ts';
import type { Viewer } from '../access/rules.ts';
import { inLibrary, type CatalogueKind } from '../catalogue/visibility.ts';
import type { RequestContext } from '../context.ts';
import { fileNameOf } from '../domain/file-keys.ts';
import { searchWords } from '../domain/search.ts';
import { apiError } from '../errors.ts';
import { modelNamed } from '../models/models.ts';
import type { ModelObject } from '../models/declaration.ts';
import { toApiObject, updateRow, type Row } from '../models/repository.ts';
import { callerProfile, productNotAvailable } from '../orders/cart.service.ts';
import { listBoughtIds, mayOpenProduct, ownedIds, type Ownership } from './ownership.ts';
import { shopPageJson } from './shop.repository.ts';
import type { ShopShapes } from './shop.selection.ts';
import {
  subscriptionDecision,
  type ProductSubscription,
  type SubscriptionPackage,
  type SubscriptionResponse,
} from './subscription-rules.ts';

export interface ShopItemsArgs {
  filter?: {
    search?: string | null;
    tagIds?: readonly string[] | null;
    categoryId?: string | null;
    featured?: boolean | null;
    kind?: 'PRODUCT' | 'BUNDLE' | null;
    owned?: Ownership | null;
  } | null;
  limit?: number | null;
  nextToken?: string | null;
}

const defaultLimit = 10;
const maxLimit = 100;

function offsetOf(token: string | null | undefined): number {
  if (!token) return 0;
  try {
    const { offset } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { offset?: unknown };
    if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0) return offset;
  } catch {
    // reported below
  }
  throw apiError('BAD_USER_INPUT', 'Invalid nextToken.');
}

/** The token of the page that starts at `offset`. */
export const pageToken = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url');

/** What a shopItems field asks (shop.selection.ts), read from the operation. */
export interface ShopSelection {
  /** The fields asked of each kind, the only ones the page statement selects. */
  shapes: ShopShapes;
  /**
   * Where the answer's items are, when the statement's JSON is them as it is (itemsAsStored): it is then sent
   * without being parsed (http/raw-json.ts), when the request can (ctx.rawJson).
   */
  itemsPath: readonly (string | number)[] | null;
}

export async function shopItems(
  ctx: RequestContext,
  args: ShopItemsArgs,
  { shapes, itemsPath }: ShopSelection,
): Promise<{ items: Row[]; nextToken: string | null }> {
  const filter = args.filter ?? {};
  const limit = args.limit ?? defaultLimit;
  if (!Number.isInteger(limit) || limit < 1) throw apiError('BAD_USER_INPUT', 'limit must be a positive whole number.');
  const pageSize = Math.min(limit, maxLimit);
  const offset = offsetOf(args.nextToken);
  if (filter.owned && !ctx.viewer.userId) deny(ctx.viewer);
  const kinds: CatalogueKind[] =
    filter.kind === 'PRODUCT'
      ? ['Product']
      : filter.kind === 'BUNDLE'
        ? ['ProductBundle']
        : ['Product', 'ProductBundle'];
  const page = await shopPageJson(
    ctx.db,
    {
      words: searchWords(filter.search),
      tagIds: [...new Set(filter.tagIds ?? [])],
      categoryId: filter.categoryId || null,
      featuredOnly: filter.featured === true,
      kinds,
      owned: filter.owned && ctx.viewer.userId ? ownedIds(ctx.viewer.userId, filter.owned) : null,
      limit: pageSize,
      offset,
    },
    shapes,
  );
  const nextToken = page.more ? pageToken(offset + pageSize) : null;
  // The items come ready from the database: with __typename, timestamps as ISO text.
  if (itemsPath && ctx.rawJson) {
    ctx.rawJson.defer(itemsPath, page.items);
    return { items: [], nextToken };
  }
  return { items: JSON.parse(page.items) as Row[], nextToken };
}

export async function boughtProductIds(ctx: RequestContext): Promise<string[]> {
  if (!ctx.viewer.userId) deny(ctx.viewer);
  return listBoughtIds(ctx.db, ctx.viewer.userId);
}

export function fileUrlOf(key: string): string {
  return `/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}

export async function productContent(ctx: RequestContext, productId: string) {
  if (!(await mayOpenProduct(ctx.db, ctx.viewer, productId)))
    throw apiError('FORBIDDEN', 'Only owners of this product may open its content.');
  const content = await ctx.db
    .selectFrom('product_content')
    .select(['fileKeys', 'urls'])
    .where('productId', '=', productId)
    .where('_deleted', '=', false)
    .orderBy('createdAt')
    .executeTakeFirst();
  if (!content) return { data: null, error: true };
  const keys = Array.isArray(content.fileKeys)
    ? content.fileKeys.filter((key): key is string => typeof key === 'string')
    : [];
  const urls = Array.isArray(content.urls) ? content.urls.filter((url): url is string => typeof url === 'string') : [];
  return {
    data: { files: keys.map((key) => ({ fileName: fileNameOf(key), fileUrl: fileUrlOf(key) })), urls },
    error: false,
  };
}

/**
 * Read rule for stored files under ProductsContent/: admins, and owners of a product whose content lists the key.
 */
export async function mayReadContentFile(db: Database, viewer: Viewer, key: string): Promise<boolean> {
  if (viewer.groups.includes('admin')) return true;
  if (!viewer.userId) return false;
  const result = await sql<{ productId: string }>`select ${sql.ref('productId')} from product_content
    where ${sql.ref('fileKeys')} @> ${JSON.stringify([key])}::jsonb and _deleted = false`.execute(db);
  for (const { productId } of result.rows) if (await mayOpenProduct(db, viewer, productId)) return true;
  return false;
}

const profileModel = modelNamed('TeacherProfile');

export async function addSubscriptionProduct(
  ctx: RequestContext,
  productId: string,
): Promise<ModelObject<'teacher_profile'>> {
  const { userId, profileId } = callerProfile(ctx);
  const now = new Date();
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const profile = await trx
      .selectFrom('teacher_profile')
      .selectAll()
      .where('id', '=', profileId)
      .where('ownerId', '=', userId)
      .where('_deleted', '=', false)
      .forUpdate()
      .executeTakeFirst();
    if (!profile) throw apiError('FORBIDDEN', 'A teacher profile is needed to shop.');
    const product = await sql<{
      grade: string | null;
    }>`select (select grade from product_category where id = product.${sql.ref('categoryId')}) as grade
      from product where id = ${productId} and ${sql.ref('subscriptionProduct')} is true and ${inLibrary('Product')}`.execute(
      trx,
    );
    if (product.rows.length === 0) throw apiError('NOT_FOUND', productNotAvailable);
    const subscriptions = (Array.isArray(profile.productSubscriptions)
      ? profile.productSubscriptions
      : []) as unknown as ProductSubscription[];
    if (subscriptions.some((subscription) => subscription.productId === productId))
      return { changed: false, row: profile };
    const decision = subscriptionDecision({
      subscriptionPackage: profile.payfastSubscriptionPackage as SubscriptionPackage | null,
      response: profile.payfastSubscriptionResponse as SubscriptionResponse | null,
      subscriptions,
      categoryGrade: product.rows[0].grade,
      now,
    });
    if (!decision.allowed)
      throw apiError('FORBIDDEN', decision.message, {
        reason: decision.reason,
        ...(decision.month ? { month: decision.month } : {}),
      });
    const added: ProductSubscription = {
      productId,
      timeStamp: now.toISOString(),
      ...(decision.grade ? { grade: decision.grade } : {}),
    };
    const row = await updateRow(trx, profileModel, profileId, profile._version, {
      productSubscriptions: [...subscriptions, added],
    });
    if (!row) throw apiError('CONFLICT', 'This record was changed by someone else.', { current: toApiObject(profile) });
    return { changed: true, row };
  });
  const profile = toApiObject(outcome.row);
  if (outcome.changed) ctx.app.changes.publish('TeacherProfile', 'update', profile);
  return profile;
}
