import { Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../features/shell/AppLayout';
import { notFoundRoute, shellRoutes } from '../features/shell/routes';
import { RequireSession } from './RequireSession';
import { RootPage } from './RootPage';

/** Routes that need a session; each area adds its own as its issue lands. */
const guardedRoutes: RouteObject[] = [];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <RootPage /> },
      ...shellRoutes,
      {
        element: (
          <RequireSession>
            <Outlet />
          </RequireSession>
        ),
        children: guardedRoutes,
      },
      notFoundRoute,
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
