import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** One chunk of the build: its file, the chunks it imports (statically, lazily) and its modules' rendered sizes. */
export interface ChunkStats {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  /** The style sheets it brings. */
  css: string[];
  modules: Record<string, number>;
}

/**
 * Writes `dist/web-stats.json` (beside the served folder, not in it): every chunk's imports and modules. The
 * budget test reads it to say which libraries a route loaded, the service worker's build what not to precache.
 */
export function bundleStatsPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'classroom-bundle-stats',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      const chunks: ChunkStats[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(item.modules))
          modules[id.replace(`${config.root}/`, '')] = info.renderedLength;
        const css = [...((item as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])];
        chunks.push({
          fileName: item.fileName,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          css,
          modules,
        });
      }
      await writeFile(resolve(config.root, config.build.outDir, '../web-stats.json'), JSON.stringify(chunks));
    },
  };
}
