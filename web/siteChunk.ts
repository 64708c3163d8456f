import { resolve } from 'node:path';

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * The libraries these chunks take: the icons, imported one by one (`@ant-design/icons/es/icons/X`), and their
 * drawings; workbox-window (the update notice's), which would otherwise stay in the entry and be imported back.
 */
const icon = /node_modules[\\/](@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)|workbox-window)[\\/]/;

/**
 * A chunk name function (rolldown's codeSplitting groups) for the public site's light pages: what their layout
 * needs, or both the landing page and the product page, in `site`; what only one of them needs (with the page) in
 * `site-landing` or `site-product`. Without it those are some thirty files of a few hundred bytes, each fetched and
 * compressed on its own. Only the app's own modules and the icons they import one by one are followed (a library's
 * index, the icons' too, imports every export it has, used or not); lazy imports (the app tier, dialogs) are not, so
 * nothing of the app comes with them.
 */
export function siteChunk(webRoot: string): (id: string, context: ChunkingContext) => string | null {
  const entry = resolve(webRoot, 'src/main.tsx');
  /** The GraphQL IDE's page: what it shares with the site stays out of these chunks (they come with the app's). */
  const ide = resolve(webRoot, 'src/graphiql/main.tsx');
  const pages = {
    layout: resolve(webRoot, 'src/public/PublicLayout.tsx'),
    landing: resolve(webRoot, 'src/public/landing/LandingPage.tsx'),
    product: resolve(webRoot, 'src/public/shop/ProductPage.tsx'),
  };
  const appRoots = ['src/app/AppProviders.tsx', 'src/teacher/routes.tsx', 'src/admin/routes.tsx'].map((path) =>
    resolve(webRoot, path),
  );
  let reach: Record<keyof typeof pages | 'app' | 'ide', Set<string>> | null = null;

  function reachedFrom(roots: string[], context: ChunkingContext, lazy = false): Set<string> {
    const reached = new Set<string>();
    const waiting = [...roots];
    for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) {
      if (reached.has(next)) continue;
      reached.add(next);
      const info = context.getModuleInfo(next);
      const imported = [...(info?.importedIds ?? []), ...(lazy ? (info?.dynamicallyImportedIds ?? []) : [])];
      waiting.push(...imported.filter((module) => !module.includes('node_modules') || icon.test(module)));
    }
    return reached;
  }

  return (id, context) => {
    reach ??= {
      // With the entry's own imports that other chunks share too (what only the entry uses stays in it).
      layout: new Set([...reachedFrom([pages.layout, entry], context)].filter((module) => module !== entry)),
      landing: reachedFrom([pages.landing], context),
      product: reachedFrom([pages.product], context),
      // Everything the app's screens can load: what a light page shares with them goes in a file of its own, so
      // that a teacher's screen does not fetch the landing page's grid for the one card helper it also uses.
      app: reachedFrom(appRoots, context, true),
      ide: reachedFrom([ide], context),
    };
    // Vite's helpers (module preloading) serve every entry: they stay where Vite puts them.
    if ((id.includes('node_modules') && !icon.test(id)) || id.startsWith('\0vite/') || reach.ide.has(id)) return null;
    const { layout, landing, product, app } = reach;
    const shared = app.has(id) ? '-shared' : '';
    if (layout.has(id) || (landing.has(id) && product.has(id))) return 'site';
    if (landing.has(id)) return `site-landing${shared}`;
    if (product.has(id)) return `site-product${shared}`;
    return null;
  };
}
