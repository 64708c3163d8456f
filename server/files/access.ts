/**
 * Who may read a stored file, per key prefix. The rule of the longest registered prefix decides; a key no
 * prefix covers is for admins only. Domains register their folders' rules from their `registerHooks()`, e.g.
 * the shop: `registerFileReadRule('ProductsContent/', (app, viewer, key) => ownsProductOf(app, viewer, key))`.
 */
import type { Viewer } from '../access/rules.ts';
import type { App } from '../context.ts';

export type FileReadRule = (app: App, viewer: Viewer, key: string) => Promise<boolean> | boolean;

const publicFile: FileReadRule = () => true;
export const adminsOnly: FileReadRule = (_app, viewer) => viewer.groups.includes('admin');

const rules = new Map<string, FileReadRule>();

/** Registers (or replaces) the read rule of every key starting with `prefix` (end folders with '/'). */
export function registerFileReadRule(prefix: string, rule: FileReadRule): void {
  rules.set(prefix, rule);
}

function fileReadRule(key: string): { prefix: string | null; rule: FileReadRule } {
  let best: string | null = null;
  for (const prefix of rules.keys()) {
    if (key.startsWith(prefix) && (best === null || prefix.length > best.length)) best = prefix;
  }
  return best === null ? { prefix: null, rule: adminsOnly } : { prefix: best, rule: rules.get(best) ?? adminsOnly };
}

export async function mayReadFile(app: App, viewer: Viewer, key: string): Promise<boolean> {
  return fileReadRule(key).rule(app, viewer, key);
}

/** True when anyone may read the key: such files are served with a public, long-lived cache header. */
export function isPublicFile(key: string): boolean {
  return fileReadRule(key).rule === publicFile;
}

registerFileReadRule('Products/', publicFile);
registerFileReadRule('ProductBundles/', publicFile);
registerFileReadRule('Communications/', publicFile);
registerFileReadRule('Schools/', publicFile);
/**
 * Rich-text editor images (Editor/{uploaderId}/…). An admin's go into shared documents (product and bundle
 * descriptions, communications, shared templates teachers copy), so anyone may read them; a teacher's are for
 * that teacher (and admins) alone.
 */
const editorImageRule: FileReadRule = async (app, viewer, key) => {
  const uploaderId = key.split('/')[1] ?? '';
  if (viewer.userId !== null && (uploaderId === viewer.userId || viewer.groups.includes('admin'))) return true;
  const uploader = await app.db.selectFrom('account').select('groups').where('id', '=', uploaderId).executeTakeFirst();
  return Array.isArray(uploader?.groups) && uploader.groups.includes('admin');
};
registerFileReadRule('Editor/', editorImageRule);
