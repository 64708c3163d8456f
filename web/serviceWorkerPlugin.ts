import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { transformWithOxc, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

interface ServiceWorkerPluginOptions {
  /** The worker's TypeScript source, relative to the vite root. It must not import anything. */
  source: string;
  /** The HTML entry whose files are precached (other entries, e.g. the GraphQL IDE, are not). */
  html: string;
}

/**
 * Emits `/sw.js` once the bundle is complete: the worker source, type-stripped, with the precache manifest (the
 * app's HTML, every file its entry can load, statically or lazily, and the public files such as the logo) and a build id put in place of
 * `__PRECACHE_MANIFEST__` and `__BUILD_ID__`. A new build changes the manifest, so browsers find a new worker and
 * the app offers 'Update'.
 */
export function serviceWorkerPlugin(options: ServiceWorkerPluginOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'classroom-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_outputOptions, bundle) {
      const manifest = [
        '/',
        ...filesOfEntry(bundle, resolve(config.root, options.html)).map((fileName) => `/${fileName}`),
        ...(await publicFiles(config.publicDir)),
      ];
      const buildId = createHash('sha256').update(manifest.join('\n')).digest('hex').slice(0, 12);
      const sourcePath = resolve(config.root, options.source);
      const { code } = await transformWithOxc(await readFile(sourcePath, 'utf8'), sourcePath, { lang: 'ts' });
      const source = code
        .replace(/^export \{\};?\s*$/m, '')
        .replace('__PRECACHE_MANIFEST__', JSON.stringify(manifest))
        .replace('__BUILD_ID__', JSON.stringify(buildId));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/** The files copied as they are from the public folder (the logo), as addresses. */
async function publicFiles(publicDir: string): Promise<string[]> {
  if (!publicDir) return [];
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/** The entry chunk of `htmlPath` and everything it imports or lazily loads, with their CSS and assets. */
function filesOfEntry(bundle: Rolldown.OutputBundle, htmlPath: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === htmlPath);
  if (!entry) throw new Error(`No entry chunk for ${htmlPath}`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk): void => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    const metadata = (
      chunk as Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } }
    ).viteMetadata;
    for (const css of metadata?.importedCss ?? []) files.add(css);
    for (const asset of metadata?.importedAssets ?? []) files.add(asset);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
      const imported = byName.get(next);
      if (imported) visit(imported);
    }
  };
  visit(entry);
  return [...files].sort();
}
