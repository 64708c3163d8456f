import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChunkStats } from './bundleStatsPlugin.ts';

/**
 * The built files a teacher does not need offline: the admin area's (only reachable through its route table) and the
 * GraphQL IDE's (another entry). Everything the app's entry can load otherwise is precached. Read from
 * dist/web-stats.json (bundleStatsPlugin), written before the service worker is built.
 */
export function notPrecached(distDir: string): Set<string> {
  const chunks = JSON.parse(readFileSync(join(distDir, 'web-stats.json'), 'utf8')) as ChunkStats[];
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => 'index.html' in chunk.modules);
  const adminRoutes = chunks.find((chunk) => 'src/admin/routes.tsx' in chunk.modules);
  if (!entry || !adminRoutes) throw new Error('web-stats.json has no app entry or no admin route table');
  const kept = new Set<string>();
  const visit = (chunk: ChunkStats): void => {
    if (kept.has(chunk.fileName) || chunk === adminRoutes) return;
    kept.add(chunk.fileName);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
      const imported = byName.get(next);
      if (imported) visit(imported);
    }
  };
  visit(entry);
  const keptCss = new Set([...kept].flatMap((fileName) => byName.get(fileName)?.css ?? []));
  const left = chunks.filter((chunk) => !kept.has(chunk.fileName));
  return new Set([
    'graphiql.html',
    ...left.map((chunk) => chunk.fileName),
    ...left.flatMap((chunk) => chunk.css.filter((css) => !keptCss.has(css))),
  ]);
}
