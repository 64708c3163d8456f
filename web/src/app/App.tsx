import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { provideAppProviders } from '../ui/AppTier';
import { createAppRouter } from './routing/router';

// The app's providers, loaded with the first screen that needs them (ui/AppTier.tsx).
provideAppProviders(() => import('./AppProviders'));

/** The route map; each area brings its own providers (the app's: AppTier). */
export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return <RouterProvider router={router} />;
}
