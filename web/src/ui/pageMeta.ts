import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * What a screen says about itself beyond its route's title: a title naming what it shows (a product, a category)
 * and the meta description. The root shell writes them into the document head; the route's title and the site's
 * description apply where no screen says more. Screens mounted later win (a product dialog over a category list),
 * each keeping its place while it changes what it says.
 */
export interface PageMeta {
  title: string | null;
  description: string | null;
}

const said = new Map<symbol, PageMeta>();
const listeners = new Set<() => void>();
let current: PageMeta = { title: null, description: null };

function changed(): void {
  const entries = [...said.values()].reverse();
  current = {
    title: entries.find((entry) => entry.title)?.title ?? null,
    description: entries.find((entry) => entry.description)?.description ?? null,
  };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The title and description the shown screens set (read by the root shell). */
export function usePageMetaOverride(): PageMeta {
  return useSyncExternalStore(subscribe, () => current);
}

/** Sets the page's title and description while the calling screen is shown (null: says nothing of it). */
export function usePageMeta(title: string | null | undefined, description?: string | null): void {
  const [key] = useState(() => Symbol('page meta'));
  useEffect(() => {
    said.set(key, { title: title || null, description: description || null });
    changed();
  }, [key, title, description]);
  useEffect(
    () => () => {
      said.delete(key);
      changed();
    },
    [key],
  );
}

/** The head's `<meta name="description">`, made when missing. */
export function setMetaDescription(text: string): void {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.append(element);
  }
  element.content = text;
}
