import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { namespacesOf } from './i18nNamespaces.ts';

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * The libraries these chunks take: the icons, imported one by one (`@ant-design/icons/es/icons/X`), and their
 * drawings; workbox-window (the update notice's), which would otherwise stay in the entry and be imported back.
 */
const icon = /node_modules[\\/](@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)|workbox-window)[\\/]/;

/**
 * Whether a module waits for a feature's texts before it runs (web/i18nNamespaces.ts): such a module stays out of
 * `site`, which every page runs, or every page would fetch its texts (the shop's, for the light pages' category
 * breadcrumbs) before showing anything; it goes in `site-pages`, which only the pages that import it run.
 */
function readsFeatureTexts(id: string): boolean {
  return /\.tsx?$/.test(id) && existsSync(id) && namespacesOf(readFileSync(id, 'utf8')).length > 0;
}

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
  /** The signed-in app's frame (appShellChunk's own modules): what every signed-in screen loads. */
  const frameRoots = frameModules.map((path) => resolve(webRoot, path));
  /** The interface layer every feature builds on (web/README.md). */
  const sharedUi = resolve(webRoot, 'src/ui') + sep;
  /** The layers below the features (web/README.md): the domain rules, the app's core, its interface, its frame. */
  const sharedLayers = [
    resolve(webRoot, '../server/domain') + sep,
    resolve(webRoot, 'src/core') + sep,
    sharedUi,
    resolve(webRoot, 'src/app') + sep,
  ];
  let reach: Record<keyof typeof pages | 'app' | 'ide' | 'frame', Set<string>> | null = null;

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
      frame: reachedFrom(frameRoots, context),
    };
    // Vite's helpers (module preloading) serve every entry: they stay where Vite puts them.
    if ((id.includes('node_modules') && !icon.test(id)) || id.startsWith('\0vite/') || reach.ide.has(id)) return null;
    const { layout, landing, product, app, frame } = reach;
    // The icons too: the app's screens import them from the icons' index, which this does not follow.
    const shared = app.has(id) || icon.test(id) ? '-shared' : '';
    // What the frame shares with a light page goes with the layout too: else every signed-in screen would fetch that
    // page's shared file (the product page's rich text view, for the app's data context) for it.
    if (layout.has(id) || ((landing.has(id) || product.has(id)) && frame.has(id)))
      return readsFeatureTexts(id) ? 'site-pages' : 'site';
    // What both light pages share: the layers every screen builds on and the icons (antd's own parts use them) in
    // `site`, the shop's own modules and documents in `site-pages`, which a back-office screen never runs.
    if (landing.has(id) && product.has(id))
      return icon.test(id) || (!readsFeatureTexts(id) && sharedLayers.some((layer) => id.startsWith(layer)))
        ? 'site'
        : 'site-pages';
    // The interface helpers the landing page shares with the app's screens (a list's address, a search box) in a file
    // of their own: with its shop cards they would bring those, and the shop's texts, to every back-office table.
    if (landing.has(id) && shared && (id.startsWith(sharedUi) || icon.test(id))) return 'site-landing-ui';
    if (landing.has(id)) return `site-landing${shared}`;
    // The product page's icons that app screens use too go in a file of their own: a table's share button would
    // otherwise fetch the product page's rich text view with its icon.
    if (product.has(id)) return shared && icon.test(id) ? 'site-product-icons' : `site-product${shared}`;
    return null;
  };
}

/**
 * antd's, its icons' and graphql's index files, which import every export they have (every component, every icon,
 * every tool the IDE uses): the frame's closure does not go through them. What the app uses of those beyond the
 * frame's own imports stays with the screens that use it.
 */
const barrel = /node_modules[\\/](antd|@ant-design[\\/]icons|graphql)[\\/](es[\\/])?index\.m?js$/;

/**
 * The antd components the app's frame shows (its shell, menu, notices, banners; the app's code imports them from
 * antd's index, which the closure does not follow): with their styles and helpers, in the frame's file.
 */
/** The app's own modules of the signed-in frame. */
const frameModules = [
  'src/app/AppProviders.tsx',
  'src/ui/AppShell.tsx',
  'src/ui/SideMenu.tsx',
  'src/ui/SignOutButton.tsx',
  'src/ui/PendingChanges.tsx',
  'src/ui/LanguageSwitch.tsx',
  'src/ui/routing/RequireAccess.tsx',
];

const frameComponents = [
  'config-provider',
  'button',
  'layout',
  'typography',
  'menu',
  'tag',
  'tooltip',
  'badge',
  'alert',
  'spin',
  'space',
];

/**
 * A chunk name function for the signed-in app's frame: what every screen of the teacher app and the back office
 * needs before its page (the app's providers with Apollo, the saved cache and the offline queue; antd's theme and
 * the components the frame shows; the side menu, the shell, the access guard), libraries included, in one file
 * `app`. Without it those are some sixty files, most under 2 KB, each fetched, compressed, parsed and linked on its
 * own on every first visit. What the public site's first download holds (the entry and its light pages) is left
 * out, so a visitor never fetches the app for one shared helper.
 */
export function appShellChunk(webRoot: string): (id: string, context: ChunkingContext) => string | null {
  const roots = [
    ...frameModules,
    ...frameComponents.map((component) => `../node_modules/antd/es/${component}/index.js`),
  ].map((path) => resolve(webRoot, path));
  const site = ['src/main.tsx', 'src/public/landing/LandingPage.tsx', 'src/public/shop/ProductPage.tsx'].map((path) =>
    resolve(webRoot, path),
  );
  let shell: Set<string> | null = null;

  function staticClosure(from: string[], context: ChunkingContext): Set<string> {
    const reached = new Set<string>();
    const waiting = [...from];
    for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) {
      if (reached.has(next) || barrel.test(next)) continue;
      reached.add(next);
      waiting.push(...(context.getModuleInfo(next)?.importedIds ?? []));
    }
    return reached;
  }

  return (id, context) => {
    if (!shell) {
      const light = staticClosure(site, context);
      shell = new Set([...staticClosure(roots, context)].filter((module) => !light.has(module)));
    }
    return shell.has(id) && !id.startsWith('\0') ? 'app' : null;
  };
}
