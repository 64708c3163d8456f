import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A lazily loaded page: its module is a chunk of its own, fetched on first visit. */
export function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** A screen that other work will fill: for now it shows its title. */
export const placeholder = page(() => import('../PlaceholderPage'));
