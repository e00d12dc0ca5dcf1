import type { RouteObject } from 'react-router-dom';

/** Contract signing (privy), consents and the cash-loan redirect. */
export const publicRoutes: RouteObject[] = [
];

/** Routes behind the session guard (src/app/RequireSession). */
export const guardedRoutes: RouteObject[] = [
];
