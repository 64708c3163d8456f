import { loadNamespaces } from '../../core/i18n/i18n';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route's lazily loaded page: its module is a chunk of its own, fetched on first visit. */
export type LazyPage = Pick<RouteObject, 'lazy'>;

/**
 * A lazily loaded page: its module is a chunk of its own, fetched on first visit, with the texts of the namespaces
 * it names beyond the site's (the app's screens have every namespace: AppProviders loads them).
 */
export function page(load: () => Promise<{ default: ComponentType }>, namespaces: readonly string[] = []): LazyPage {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return { Component: module.default };
    },
  };
}
