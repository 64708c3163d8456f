/**
 * Bulk Edit of the products and bundles tables (002 §2, §4, §5): one action on many rows, in one transaction,
 * rows locked, only the rows the action changes written (each with a new `_version` and an update event).
 */
import type { RequestContext } from '../context.ts';
import {
  catalogueMessages as messages,
  changedPrice,
  discountError,
  storedDiscount,
  type PriceChange,
} from '../domain/catalogue-rules.ts';
import { apiError, badInput } from '../errors.ts';
import type { ModelObject, ModelRow } from '../models/declaration.ts';
import { toApiObject, type Row } from '../models/repository.ts';
import { lockLiveRows, patchRows, type CatalogueTable, type RowPatch } from './catalogue.repository.ts';
import { inTransaction } from '../../db/connect.ts';

export const maxBulkIds = 5000;

export type BulkAction = 'FEATURE' | 'UNFEATURE' | 'SCHEDULE' | 'UNPUBLISH' | 'CHANGE_PRICE' | 'DISCOUNT' | 'TYPE';

export interface BulkInput {
  ids: readonly string[];
  action: BulkAction;
  publishDate?: string | null;
  priceChange?: PriceChange | null;
  discountPercentage?: number | null;
  type?: { physical: boolean; subscriptionProduct: boolean; eCommerceProduct: boolean } | null;
}

export interface BulkResult {
  changed: ModelObject<CatalogueTable>[];
  unchanged: string[];
}

/** The values an action writes to one row, or null when the row is already as the action would leave it. */
type Patcher = (row: CatalogueRow) => Row | null;
/** A product or bundle row; a bundle has no type columns. */
type CatalogueRow = ModelRow<CatalogueTable> &
  Partial<Pick<ModelRow<'product'>, 'physical' | 'subscriptionProduct' | 'eCommerceProduct'>>;

const sameInstant = (a: unknown, b: unknown) =>
  (a === null || a === undefined ? null : new Date(a as string).getTime()) ===
  (b === null || b === undefined ? null : new Date(b as string).getTime());

function patcherFor(input: BulkInput): Patcher {
  switch (input.action) {
    case 'FEATURE':
      return (row) => (row.featured === true ? null : { featured: true });
    case 'UNFEATURE':
      return (row) => (row.featured === true ? { featured: false } : null);
    case 'SCHEDULE': {
      if (!input.publishDate) throw badInput({ publishDate: messages.publishDateRequired });
      const publishDate = new Date(input.publishDate).toISOString();
      return (row) => (sameInstant(row.publishDate, publishDate) ? null : { publishDate });
    }
    case 'UNPUBLISH':
      return (row) => (row.publishDate === null || row.publishDate === undefined ? null : { publishDate: null });
    case 'CHANGE_PRICE': {
      const change = input.priceChange;
      if (!change || !(change.value > 0) || !Number.isFinite(change.value))
        throw badInput({ 'priceChange.value': messages.valueRequired });
      return (row) => {
        const price = typeof row.price === 'number' ? row.price : null;
        const next = changedPrice(price, change);
        return next === price ? null : { price: next };
      };
    }
    case 'DISCOUNT': {
      const discount = input.discountPercentage ?? null;
      const problem = discountError(discount);
      if (problem) throw badInput({ discountPercentage: problem });
      return (row) => {
        const next = storedDiscount(typeof row.price === 'number' ? row.price : null, discount);
        return next === (row.discountPercentage ?? null) ? null : { discountPercentage: next };
      };
    }
    case 'TYPE': {
      const type = input.type;
      if (!type) throw apiError('BAD_USER_INPUT', 'The TYPE action needs type.');
      if (type.physical && type.subscriptionProduct) throw badInput({ type: messages.typeExclusive });
      return (row) =>
        row.physical === type.physical &&
        row.subscriptionProduct === type.subscriptionProduct &&
        row.eCommerceProduct === type.eCommerceProduct
          ? null
          : {
              physical: type.physical,
              subscriptionProduct: type.subscriptionProduct,
              eCommerceProduct: type.eCommerceProduct,
            };
    }
  }
}

export async function bulkUpdate(ctx: RequestContext, table: CatalogueTable, input: BulkInput): Promise<BulkResult> {
  const ids = [...new Set(input.ids)];
  if (ids.length > maxBulkIds) throw apiError('BAD_USER_INPUT', `At most ${maxBulkIds} items can be changed at once.`);
  if (table !== 'product' && input.action === 'TYPE') throw apiError('BAD_USER_INPUT', 'Bundles have no type.');
  const patcher = patcherFor(input);
  const model = table === 'product' ? 'Product' : 'ProductBundle';

  const changed = await inTransaction(ctx.db, async (trx) => {
    const rows = await lockLiveRows(trx, table, ids);
    if (rows.length < ids.length) {
      const found = new Set(rows.map((row) => row.id));
      throw apiError('NOT_FOUND', 'Record not found.', { ids: ids.filter((id) => !found.has(id)) });
    }
    const patches: RowPatch[] = rows.flatMap((row) => {
      const values = patcher(row);
      return values ? [{ id: row.id, values }] : [];
    });
    return patchRows(trx, table, patches);
  });

  const byId = new Map(changed.map((row) => [row.id, toApiObject(row)]));
  for (const row of byId.values()) ctx.app.changes.publish(model, 'update', row);
  return {
    changed: ids.flatMap((id) => byId.get(id) ?? []),
    unchanged: ids.filter((id) => !byId.has(id)),
  };
}
