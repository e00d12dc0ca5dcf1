import type { RouteObject } from 'react-router-dom';

/** The home area's own pages (the home itself is `/`, rendered by src/app/RootPage). */
export const publicRoutes: RouteObject[] = [
  { path: 'downtime', lazy: async () => ({ Component: (await import('./DowntimePage')).default }) },
];

export const guardedRoutes: RouteObject[] = [];
