import { Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../features/shell/AppLayout';
import { BootFrame } from '../features/shell/BootFrame';
import * as home from '../features/home/routes';
import * as kyc from '../features/kyc/routes';
import * as lender from '../features/lender/routes';
import * as repayment from '../features/repayment/routes';
import * as paylater from '../features/paylater/routes';
import * as cicilan from '../features/cicilan/routes';
import * as gomodal from '../features/gomodal/routes';
import { notFoundRoute, shellRoutes } from '../features/shell/routes';
import * as signIn from '../features/sign-in/routes';
import { BUILD_FLAGS } from '@state/build-flags';
import { RequireSession } from './RequireSession';
import { RootPage } from './RootPage';

/** Each area lists its own routes in its routes.tsx; the router only puts them behind the guard or not. */
// A build without cicilan (VITE_CICILAN=false) or the in-app merchant loan (VITE_NEW_GOMODAL=false) has
// none of its routes: their home cards are not offered either.
const areas = [
  signIn,
  home,
  kyc,
  lender,
  paylater,
  ...(BUILD_FLAGS.cicilan ? [cicilan] : []),
  repayment,
  ...(BUILD_FLAGS.newGomodal ? [gomodal] : []),
];
const publicRoutes: RouteObject[] = areas.flatMap((area) => area.publicRoutes);
const guardedRoutes: RouteObject[] = areas.flatMap((area) => area.guardedRoutes);

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // A first page whose chunk is still on its way (a deep link): the neutral frame index.html painted.
    hydrateFallbackElement: <BootFrame />,
    children: [
      { index: true, element: <RootPage /> },
      ...shellRoutes,
      ...publicRoutes,
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
