/**
 * Product images, many at once. Match rule: the file name without its extension is the product's id, or the id
 * followed by '-' and a number for further images (`<id>-2.jpg`). Each image is checked by its content and
 * re-encoded exactly as a thumbnail upload is (files/folders.ts, Products/{productId}: longest side 800 px, JPEG
 * quality 90), stored at Products/{productId}/{timestamp}-{name} and appended to the product's thumbnails. An image
 * whose re-encoded bytes equal a thumbnail the product already has is skipped, so a second run adds nothing.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { RequestContext } from '../context.ts';
import { uploadFolderFor } from '../files/folders.ts';
import { encodeImage, UnreadableImage } from '../files/images.ts';
import { removeStoredFiles, storeNewFile } from '../files/records.ts';
import { sniffKind, imageKinds } from '../files/sniff.ts';
import { modelNamed } from '../models/models.ts';
import { toApiObject, updateRow } from '../models/repository.ts';
import type { ApplyOptions } from './importer.ts';
import { emptyCounts, finishJob, updateProgress } from './jobs.repository.ts';
import type { Preview, PreviewRow } from './csv-import.service.ts';
import { csvText } from './csv.ts';
import type { SpooledFile } from './upload.ts';

const productModel = modelNamed('Product');

export const imageImportMessages = {
  unmatched: (name: string) => `No product matches ${name} (name the file <product id>.jpg or <product id>-2.jpg)`,
  notAnImage: (name: string) => `${name} is not a PNG, JPEG, GIF, BMP or WebP image`,
  unreadable: (name: string) => `${name} could not be read as an image`,
  attached: 'This image is already attached to the product',
};

interface Product {
  id: string;
  title: string | null;
  thumbnails: string[];
  version: number;
}

/** The id a file name names: the whole name without extension, else that name without a trailing '-<n>'. */
export function candidateIds(fileName: string): string[] {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const short = base.replace(/-\d+$/, '');
  return short !== base ? [base, short] : [base];
}

async function productsNamed(ctx: RequestContext, ids: string[]): Promise<Map<string, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('product')
    .select(['id', 'title', 'thumbnails', '_version'])
    .where('id', 'in', [...new Set(ids)])
    .where('_deleted', '=', false)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        thumbnails: Array.isArray(row.thumbnails) ? row.thumbnails.map(String) : [],
        version: row._version,
      },
    ]),
  );
}

interface ImageDecision {
  index: number;
  file: SpooledFile;
  product: Product | null;
  status: 'new' | 'skipped' | 'invalid';
  message: string | null;
  image?: { data: Buffer; contentType: string; fileName: string; hash: string };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The hashes of a product's stored thumbnails (a product has a handful). */
async function thumbnailHashes(ctx: RequestContext, product: Product): Promise<Set<string>> {
  const hashes = new Set<string>();
  for (const key of product.thumbnails) {
    const data = await ctx.app.files.get(key);
    if (data) hashes.add(sha256(data));
  }
  return hashes;
}

async function decideImages(ctx: RequestContext, files: SpooledFile[]): Promise<ImageDecision[]> {
  const products = await productsNamed(
    ctx,
    files.flatMap((file) => candidateIds(file.fileName)),
  );
  const rule = uploadFolderFor('Products/x')?.rule;
  if (!rule) throw new Error('the Products upload folder is not registered');
  const hashesOf = new Map<string, Set<string>>();
  const decisions: ImageDecision[] = [];
  for (const [index, file] of files.entries()) {
    const name = file.fileName;
    const product = candidateIds(name)
      .map((id) => products.get(id))
      .find((found) => found !== undefined);
    const decision = (status: ImageDecision['status'], message: string | null): ImageDecision => ({
      index: index + 1,
      file,
      product: product ?? null,
      status,
      message,
    });
    if (!product) {
      decisions.push(decision('invalid', imageImportMessages.unmatched(name)));
      continue;
    }
    const data = await readFile(file.path);
    const kind = sniffKind(data);
    if (!kind || !imageKinds.includes(kind)) {
      decisions.push(decision('invalid', imageImportMessages.notAnImage(name)));
      continue;
    }
    let image;
    try {
      image = await encodeImage(data, kind, rule.image);
    } catch (error) {
      if (!(error instanceof UnreadableImage)) throw error;
      decisions.push(decision('invalid', imageImportMessages.unreadable(name)));
      continue;
    }
    const hash = sha256(image.data);
    let hashes = hashesOf.get(product.id);
    if (!hashes) {
      hashes = await thumbnailHashes(ctx, product);
      hashesOf.set(product.id, hashes);
    }
    if (hashes.has(hash)) {
      decisions.push(decision('skipped', imageImportMessages.attached));
      continue;
    }
    hashes.add(hash);
    const base = name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '') || 'image';
    decisions.push({
      ...decision('new', null),
      image: { data: image.data, contentType: image.contentType, fileName: `${base}.${image.extension}`, hash },
    });
  }
  return decisions;
}

function previewRow(decision: ImageDecision): PreviewRow {
  return {
    line: decision.index,
    status: decision.status,
    values: { file: decision.file.fileName, product: decision.product?.id ?? '', title: decision.product?.title ?? '' },
    message: decision.message,
  };
}

export async function previewImages(ctx: RequestContext, files: SpooledFile[]): Promise<Preview> {
  const decisions = await decideImages(ctx, files);
  const count = (status: ImageDecision['status']) => decisions.filter((decision) => decision.status === status).length;
  return {
    kind: 'product-images',
    columns: ['file', 'product', 'title'],
    counts: { rows: decisions.length, new: count('new'), skipped: count('skipped'), invalid: count('invalid') },
    rows: decisions.slice(0, 50).map(previewRow),
    errors: decisions
      .filter((decision) => decision.status === 'invalid')
      .slice(0, 500)
      .map((decision) => ({ line: decision.index, message: decision.message ?? '' })),
  };
}

/** Stores one image and appends it to its product's thumbnails; the file is removed again if the product write fails. */
async function attach(ctx: RequestContext, decision: ImageDecision): Promise<void> {
  const { product, image } = decision;
  if (!product || !image) return;
  const folder = `Products/${product.id}`;
  const key = await storeNewFile(
    ctx.app,
    folder,
    image.fileName,
    { contentType: image.contentType, size: image.data.length, ownerId: ctx.viewer.userId },
    image.data,
  );
  try {
    // The product as it is now (an earlier image of this upload may have been appended).
    const current = (await productsNamed(ctx, [product.id])).get(product.id);
    if (!current) throw new Error(`product ${product.id} was deleted meanwhile`);
    const row = await updateRow(ctx.db, productModel, current.id, current.version, {
      thumbnails: [...current.thumbnails, key],
    });
    if (!row) throw new Error(`product ${product.id} changed meanwhile; run the import again`);
    ctx.app.changes.publish('Product', 'update', toApiObject(row));
  } catch (error) {
    await removeStoredFiles(ctx.app, [key]);
    throw error;
  }
}

export async function applyImages(
  ctx: RequestContext,
  files: SpooledFile[],
  options: ApplyOptions,
  jobId?: string,
): Promise<{ state: 'done' | 'failed'; counts: ReturnType<typeof emptyCounts>; report: string }> {
  const counts = emptyCounts();
  const report: string[][] = [['line', 'status', 'message']];
  let failure: string | null = null;
  let processed = 0;
  try {
    const decisions = await decideImages(ctx, files);
    for (const decision of decisions) {
      counts.rows += 1;
      if (decision.status === 'new') {
        if (options.failAtLine === decision.index)
          throw new Error(`Import stopped at image ${decision.index} (injected failure)`);
        await attach(ctx, decision);
        counts.created += 1;
        report.push([String(decision.index), 'created', '']);
      } else {
        counts[decision.status] += 1;
        report.push([String(decision.index), decision.status, decision.message ?? '']);
      }
      processed += 1;
      if (jobId) await updateProgress(ctx.app.db, jobId, processed, counts);
    }
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const text = csvText(report);
  const state = failure ? 'failed' : 'done';
  if (jobId) await finishJob(ctx.app.db, jobId, { state, processed, counts, message: failure, report: text });
  return { state, counts, report: text };
}
