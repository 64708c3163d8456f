import type { NormalizedCacheObject, StoreObject } from '@apollo/client/cache';
import { fieldNameFromStoreName } from '@apollo/client/cache';
import { SYNCED_MODELS } from '../sync/models';

/**
 * Root fields of screens that need the server whatever is saved (docs/decisions.md, issue 16): a product's page and
 * its files, the admin area's paged tables and reports. Online they are asked again on opening (cache-and-network).
 */
const ONLINE_ONLY_FIELDS = new Set([
  'getProduct',
  'getProductBundle',
  'productContent',
  'checkProductContent',
  'fileLinks',
  'adminProducts',
  'adminProductBundles',
  'customers',
  'teacherChoices',
  'salesOrders',
  'salesOrder',
  'orderHistory',
  'revenueReport',
  'teacherReport',
  'subscriptionReport',
]);

/**
 * Fields of a product only its page reads (not its card): a product page is not kept (ONLINE_ONLY_FIELDS), so
 * neither are they. A description may be a long rich-text document.
 */
const PAGE_ONLY_FIELDS: Record<string, readonly string[]> = {
  Product: ['description', 'questions'],
  ProductBundle: ['description', 'bundleProducts'],
};

/** The records a teacher plans with offline: kept whole, whether or not a saved list names them. */
const SYNCED_TYPENAMES = new Set<string>(SYNCED_MODELS.map((model) => model.typename));

interface ShopPage {
  items?: unknown[];
  nextToken?: string | null;
}

/** The arguments of a root field as Apollo keys it: `shopItems({"limit":10})`; none (or unreadable): {}. */
function argumentsOf(storeFieldName: string): Record<string, unknown> {
  const open = storeFieldName.indexOf('(');
  if (open < 0) return {};
  try {
    const parsed: unknown = JSON.parse(storeFieldName.slice(open + 1, storeFieldName.lastIndexOf(')')));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A shop list as saved: the first page of a browsed list (the shop, a category, tags, featured, her library). View
 * More adds the further pages to the first one's list and every search word is a list of its own, so a teacher kept
 * every card she ever scrolled past or searched for. Offline she sees the first page and no View More (nothing
 * further is on the device); online the list is asked again when it opens (cache-and-network).
 */
function firstShopPage(storeFieldName: string, value: unknown): unknown {
  const { limit, nextToken, filter } = argumentsOf(storeFieldName);
  const search = (filter as { search?: unknown } | null | undefined)?.search;
  if (typeof nextToken === 'string' || (typeof search === 'string' && search !== '')) return undefined;
  const page = value as ShopPage | null;
  if (typeof limit !== 'number' || !page || !Array.isArray(page.items) || page.items.length <= limit) return value;
  return { ...page, items: page.items.slice(0, limit), nextToken: null };
}

/** A record as saved: a product without what only its page shows. */
function savedRecord(record: StoreObject): StoreObject {
  const dropped = PAGE_ONLY_FIELDS[String(record.__typename)];
  if (!dropped) return record;
  return Object.fromEntries(
    Object.entries(record).filter(([storeFieldName]) => !dropped.includes(fieldNameFromStoreName(storeFieldName))),
  );
}

function savedRootField(storeFieldName: string, value: unknown): unknown {
  const name = fieldNameFromStoreName(storeFieldName);
  if (ONLINE_ONLY_FIELDS.has(name)) return undefined;
  if (name === 'shopItems') return firstShopPage(storeFieldName, value);
  return value;
}

/** Every record id a value refers to (`{ __ref }`), however deep. */
function collectReferences(value: unknown, into: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectReferences(item, into);
  } else if (typeof value === 'object' && value !== null) {
    const ref = (value as { __ref?: unknown }).__ref;
    if (typeof ref === 'string') into.push(ref);
    else for (const item of Object.values(value)) collectReferences(item, into);
  }
}

/**
 * What of the Apollo cache is saved in IndexedDB for the next start: everything a teacher needs offline, without
 * what only an online screen shows (docs/decisions.md, issue 16). Of the root fields, shop lists keep their first
 * page and the online-only ones go; of the records, those no kept field refers to go, except the synced models'
 * (the sync engine writes one before its first complete run lists it) and those the app retains. Products lose
 * what only their page shows. The cache in memory is not touched.
 */
export function pruneSavedCache(data: NormalizedCacheObject): NormalizedCacheObject {
  const saved: NormalizedCacheObject = {};
  const root = data.ROOT_QUERY;
  if (root) {
    const fields: StoreObject = {};
    for (const [storeFieldName, value] of Object.entries(root)) {
      const kept = savedRootField(storeFieldName, value);
      if (kept !== undefined) fields[storeFieldName] = kept;
    }
    saved.ROOT_QUERY = fields;
  }
  const waiting = Object.keys(data).filter((id) => SYNCED_TYPENAMES.has(String(data[id]?.__typename)));
  collectReferences(saved.ROOT_QUERY, waiting);
  // Records the app retains (cache.retain) stay, as Apollo's own garbage collection keeps them.
  if (data.__META) {
    saved.__META = data.__META;
    waiting.push(...data.__META.extraRootIds);
  }
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    const record = data[id];
    if (id === '__META' || saved[id] || !record) continue;
    saved[id] = savedRecord(record);
    collectReferences(saved[id], waiting);
  }
  return saved;
}
