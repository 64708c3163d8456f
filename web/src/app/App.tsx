import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { getTokens } from '../core/auth/tokens';
import { preloadAppTier, provideAppProviders } from '../ui/AppTier';
import { createAppRouter } from './routing/router';

// The app's providers, loaded with the first screen that needs them (ui/AppTier.tsx).
provideAppProviders(() => import('./AppProviders'));
if (getTokens() !== null || /^\/(app|admin|auth|login)(\/|$)/.test(location.pathname)) preloadAppTier();

/** The route map; each area brings its own providers (the app's: AppTier). */
export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return <RouterProvider router={router} />;
}
