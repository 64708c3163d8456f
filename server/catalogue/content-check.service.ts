/**
 * Check Content (002 §2, §4, §8): whether each product's stored files (content files and thumbnails) exist in
 * storage, 10 checks at a time; a failed check counts as a missing file.
 */
import type { RequestContext } from '../context.ts';
import { apiError } from '../errors.ts';
import { mapInBatches } from '../files/records.ts';

export const maxCheckedProducts = 100;
const concurrentChecks = 10;

export interface ProductContentCheck {
  productId: string;
  title: string | null;
  missingFiles: string[];
}

const keysOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];

export async function checkProductContent(
  ctx: RequestContext,
  productIds: readonly string[],
): Promise<ProductContentCheck[]> {
  const ids = [...new Set(productIds)];
  if (ids.length > maxCheckedProducts)
    throw apiError('BAD_USER_INPUT', `At most ${maxCheckedProducts} products can be checked at once.`);
  if (ids.length === 0) return [];
  const products = await ctx.loaders.byIds('Product', ids);
  const contents = await Promise.all(
    products.map((product) => ctx.loaders.rowsBy('ProductContent', 'productId').load(product.id)),
  );
  const filesOf = products.map((product, index) => [
    ...new Set([...contents[index].flatMap((row) => keysOf(row.fileKeys)), ...keysOf(product.thumbnails)]),
  ]);
  const keys = [...new Set(filesOf.flat())];
  const present = await mapInBatches(keys, concurrentChecks, (key) => ctx.app.files.exists(key).catch(() => false));
  const missing = new Set(keys.filter((_, index) => !present[index]));
  return products.flatMap((product, index) => {
    const missingFiles = filesOf[index].filter((key) => missing.has(key));
    return missingFiles.length > 0 ? [{ productId: product.id, title: product.title ?? null, missingFiles }] : [];
  });
}
