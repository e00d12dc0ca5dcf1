import { Outlet, createBrowserRouter, matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../features/shell/AppLayout';
import { BootFrame } from '../features/shell/BootFrame';
import * as home from '../features/home/routes';
import * as kyc from '../features/kyc/routes';
import * as lender from '../features/lender/routes';
import * as repayment from '../features/repayment/routes';
import * as paylater from '../features/paylater/routes';
import * as cicilan from '../features/cicilan/routes';
import * as gomodal from '../features/gomodal/routes';
import { RouteErrorPage } from '../features/shell/RouteErrorPage';
import { notFoundRoute, shellRoutes } from '../features/shell/routes';
import * as signIn from '../features/sign-in/routes';
import { BUILD_FLAGS } from '@state/build-flags';
import { RequireSession } from './RequireSession';
import { RootPage } from './RootPage';

/** What each area's routes.tsx exports: the router only puts them behind the guard or not. */
export interface Area {
  publicRoutes: RouteObject[];
  guardedRoutes: RouteObject[];
}

/** The areas a first screen can be: the sign-in form and the home. Their routes are in the router from the start. */
const firstScreenAreas: Area[] = [signIn, home];

/**
 * The other areas join the router on the first navigation into them (React Router's
 * patchRoutesOnNavigation). Building the router over all 86 routes took about 110 ms at 4x
 * slowdown before the first render: ranking every branch, then matching `/` (which ranks last)
 * against all of them, each compiling its pattern.
 */
// A build without cicilan (VITE_CICILAN=false) or the in-app merchant loan (VITE_NEW_GOMODAL=false) has
// none of its routes: their home cards are not offered either.
export const laterAreas: Area[] = [
  kyc,
  lender,
  paylater,
  ...(BUILD_FLAGS.cicilan ? [cicilan] : []),
  repayment,
  ...(BUILD_FLAGS.newGomodal ? [gomodal] : []),
];

/** Route ids the later areas' routes are patched under. */
const PAGES_ID = 'pages';
const GUARDED_LAYOUT_ID = 'guarded';

export const routes: RouteObject[] = [
  {
    id: 'app',
    element: <AppLayout />,
    // A first page whose chunk is still on its way (a deep link): the neutral frame index.html painted.
    hydrateFallbackElement: <BootFrame />,
    children: [
      {
        // Every page, under one error element inside the frame: a page whose code could not be
        // fetched (offline before the device kept it) says so, with the header and footer kept.
        id: PAGES_ID,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <RootPage /> },
          ...shellRoutes,
          ...firstScreenAreas.flatMap((area) => area.publicRoutes),
          {
            id: GUARDED_LAYOUT_ID,
            element: (
              <RequireSession>
                <Outlet />
              </RequireSession>
            ),
            children: firstScreenAreas.flatMap((area) => area.guardedRoutes),
          },
          notFoundRoute,
        ],
      },
    ],
  },
];

/** The later areas with a route for `path`, in their order. */
export function areasForPath(areas: readonly Area[], path: string): Area[] {
  return areas.filter((area) => matchRoutes([...area.publicRoutes, ...area.guardedRoutes], path) !== null);
}

/**
 * Adds each later area the first time a path of its own is navigated to (a deep link included):
 * an unknown path matches only the not-found route, which React Router takes as a hint that the
 * route may not be there yet. A path no area has stays on the not-found page.
 */
export function patchAreasOnNavigation(areas: readonly Area[]): PatchRoutesOnNavigationFunction {
  const waiting = new Set(areas);
  return ({ path, patch }) => {
    for (const area of areasForPath([...waiting], path)) {
      waiting.delete(area);
      if (area.publicRoutes.length > 0) patch(PAGES_ID, area.publicRoutes);
      if (area.guardedRoutes.length > 0) patch(GUARDED_LAYOUT_ID, area.guardedRoutes);
    }
  };
}

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: patchAreasOnNavigation(laterAreas) });
}
