import type { ComponentType } from 'react';
import type { RouteObject, UIMatch } from 'react-router';
import type en from '../../locales/en.json';

export type PageKey = keyof (typeof en)['pages'];

/** Route metadata: the page's title (a key under `pages` in the locales). */
export interface RouteHandle {
  title: PageKey;
}

export function titleOf(matches: readonly UIMatch[]): PageKey | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]!.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return null;
}

/** A lazily loaded page: its module is a chunk of its own, fetched on first visit. */
export function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** A screen that other work will fill: for now it shows its title. */
export const placeholder = page(() => import('../../ui/PlaceholderPage'));
