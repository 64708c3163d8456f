import type { UIMatch } from 'react-router';
import type en from '../locales/en.json';

export type PageKey = keyof (typeof en)['pages'];

/** Route metadata: the page's title (a key under `pages` in the locales). */
export interface RouteHandle {
  title: PageKey;
  /** A public page that needs the app's data layer and antd even signed out (the sign-in forms): see AppTier. */
  app?: boolean;
}

/** The title of the deepest matched route that has one. */
export function titleOf(matches: readonly UIMatch[]): PageKey | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return null;
}
