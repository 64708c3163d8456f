import { RouterProvider } from 'react-router';
import { getTokens } from '../core/auth/tokens';
import { preloadAppTier, provideAppProviders } from '../ui/AppTier';
import { createAppRouter } from './routing/router';

// The app's providers, loaded with the first screen that needs them (ui/AppTier.tsx).
provideAppProviders(() => import('./AppProviders'));
if (getTokens() !== null || /^\/(app|admin|auth|login)(\/|$)/.test(location.pathname)) preloadAppTier();

/**
 * The route map, made as the page starts: its first navigation (the area's route table, the page's layout and
 * screen) loads while the site's texts do, before the first render. Each area brings its own providers (the app's:
 * AppTier).
 */
const router = createAppRouter();

export function App() {
  return <RouterProvider router={router} />;
}
