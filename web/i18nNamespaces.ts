import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

import { namespacesAtStart } from './src/core/i18n/namespacesAtStart.ts';

/** `useTranslation('ns')`, `useTranslation(['ns', …])` and `{ ns: 'ns' }`: the namespaces a module reads. */
const namespaceUse = /useTranslation\(\s*\[?\s*'(\w+)'|\bns:\s*'(\w+)'/g;

/** The namespaces of other features a module's source reads (not those every page has at start). */
export function namespacesOf(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(namespaceUse)) {
    const namespace = match[1] ?? match[2];
    if (namespace && !namespacesAtStart.includes(namespace)) found.add(namespace);
  }
  return [...found].sort();
}

/**
 * Each module of the web app that reads a feature's texts (`useTranslation('adminSales')`) waits, before it runs,
 * until they are loaded in the interface language (a top-level `await` put in front of its code). A screen's chunk
 * therefore brings the texts of the namespaces its modules use, and only those; nobody lists them by hand, so none
 * can be forgotten. A load that fails (offline before the file was ever cached) does not stop the module: its texts
 * show as their keys until the page is loaded again, rather than the screen failing.
 */
export function i18nNamespaces(webRoot: string): Plugin {
  const source = resolve(webRoot, 'src');
  const i18nModule = resolve(source, 'core/i18n/i18n.ts');
  return {
    name: 'i18n-namespaces',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(source) || !/\.tsx?$/.test(id) || /\.test\.tsx?$/.test(id) || id === i18nModule) return null;
      const namespaces = namespacesOf(code);
      if (namespaces.length === 0) return null;
      for (const namespace of namespaces)
        if (!existsSync(resolve(source, 'locales/en', `${namespace}.json`)))
          this.error(`${id} reads the namespace "${namespace}", which has no locales/en/${namespace}.json`);
      // On the module's first line, so that its lines keep their numbers.
      const wait =
        `import { loadNamespaces as __loadNamespaces } from ${JSON.stringify(i18nModule)}; ` +
        `await __loadNamespaces(${JSON.stringify(namespaces)}).catch(() => undefined); `;
      return { code: wait + code, map: null };
    },
  };
}
