import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route's lazily loaded page: its module is a chunk of its own, fetched on first visit. */
export type LazyPage = Pick<RouteObject, 'lazy'>;

/** A lazily loaded page: its module is a chunk of its own, fetched on first visit. */
export function page(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return { lazy: async () => ({ Component: (await load()).default }) };
}
