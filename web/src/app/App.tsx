import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './routing/router';

/** The route map; each area brings its own providers (the app's: AppTier). */
export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return <RouterProvider router={router} />;
}
