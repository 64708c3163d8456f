import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadNamespaces } from '../core/i18n/i18n';
import { namespacesAtStart } from '../core/i18n/namespacesAtStart';
import { FullPageSpin } from './FullPageSpin';

export interface AppProvidersProps {
  /** The app's frame (its layouts): also the offline, queue and session notices, which a page shows once. */
  frame?: boolean;
  children: ReactNode;
}

type ProvidersModule = Promise<{ default: ComponentType<AppProvidersProps> }>;
let loadProviders: (() => ProvidersModule) | null = null;

/**
 * Names the module of the app's providers (app/AppProviders.tsx: Apollo, the saved cache and offline queue, the
 * signed-in user, antd, the app-wide notices). The composition (app/) gives it at start-up; features and ui only
 * ever see the boundary below.
 */
export function provideAppProviders(load: () => ProvidersModule): void {
  loadProviders = load;
}

/**
 * Starts fetching the app's providers and texts before a screen asks for them: a signed-in user, or an address of
 * the app, will need them, and fetching them beside the screen's own chunk saves a round trip on a slow line.
 */
export function preloadAppTier(): void {
  void loadProviders?.();
  void loadNamespaces(namespacesAtStart);
}

const AppProviders = lazy(() => {
  if (!loadProviders) throw new Error('provideAppProviders was not called');
  return loadProviders();
});

interface AppTierProps {
  /** Shown while the app's code and saved data load (a spinner by default). */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * The boundary between the public site's light first download and the app: its children get Apollo, the signed-in
 * user and antd (AppProviders), fetched the first time one is shown.
 */
export function AppTier({ fallback = <FullPageSpin />, children }: AppTierProps) {
  return (
    <Suspense fallback={fallback}>
      <AppProviders>{children}</AppProviders>
    </Suspense>
  );
}

/** A layout of the app (teacher, admin, the site signed in): AppTier with the app-wide notices. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageSpin />}>
      <AppProviders frame>{children}</AppProviders>
    </Suspense>
  );
}
