import type { RouteObject } from 'react-router-dom';

/** Single sign-on, magic link, partner-app pages and the pre-login benefit screen. */
export const publicRoutes: RouteObject[] = [
];

/** Routes behind the session guard (src/app/RequireSession). */
export const guardedRoutes: RouteObject[] = [
];
