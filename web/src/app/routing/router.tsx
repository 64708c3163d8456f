import { createBrowserRouter, type RouteObject } from 'react-router';
import { publicRoutes } from '../../public/routes';
import { FullPageSpin } from '../../ui/FullPageSpin';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';

/**
 * The signed-in areas' route tables are chunks of their own, added to the map the first time an address in them is
 * visited (React Router's patchRoutesOnNavigation): a visitor's first download carries the public site's routes only.
 */
const areas: { prefix: string; load(): Promise<RouteObject[]> }[] = [
  { prefix: '/app', load: () => import('../../teacher/routes').then((module) => module.teacherRoutes) },
  { prefix: '/admin', load: () => import('../../admin/routes').then((module) => module.adminRoutes) },
];

const rootId = 'root';

/**
 * The route map. Only this table and the guards are in the first download; every layout and page is a chunk
 * of its own (public site, teacher app, print pages, admin area).
 */
export function createAppRouter() {
  const added = new Set<string>();
  return createBrowserRouter(
    [
      {
        id: rootId,
        element: <RootShell />,
        errorElement: <RouteError />,
        hydrateFallbackElement: <FullPageSpin />,
        children: publicRoutes,
      },
    ],
    {
      async patchRoutesOnNavigation({ path, patch }) {
        for (const area of areas) {
          const inArea = path === area.prefix || path.startsWith(`${area.prefix}/`);
          if (!inArea || added.has(area.prefix)) continue;
          added.add(area.prefix);
          try {
            patch(rootId, await area.load());
          } catch (error) {
            // Not loaded (offline before the service worker had it): tried again on the next visit.
            added.delete(area.prefix);
            throw error;
          }
        }
      },
    },
  );
}

export type AppRouter = ReturnType<typeof createAppRouter>;
