import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '../../admin/routes';
import { publicRoutes } from '../../public/routes';
import { teacherRoutes } from '../../teacher/routes';
import { FullPageSpin } from '../../ui/FullPageSpin';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';

/**
 * The route map. Only this table and the guards are in the first download; every layout and page is a chunk
 * of its own (public site, teacher app, print pages, admin area).
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullPageSpin />,
      children: [...teacherRoutes, ...adminRoutes, ...publicRoutes],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
