import type { RouteObject } from 'react-router-dom';

/** Contract signing (privy) and the cash-loan redirect. */
export const publicRoutes: RouteObject[] = [];

/**
 * Routes behind the session guard (src/app/RequireSession). The cash-loan redirect is listed as
 * "open" in the route table, but its token call needs a session: guarded, a visitor signs in first
 * and comes back with the referrer.
 */
export const guardedRoutes: RouteObject[] = [
  { path: 'privy/intro', lazy: async () => ({ Component: (await import('./IntroPage')).default }) },
  { path: 'signed', lazy: async () => ({ Component: (await import('./SignedPage')).default }) },
  { path: 'cashloan', lazy: async () => ({ Component: (await import('./CashLoanRedirectPage')).default }) },
  { path: 'gopaypinjam', lazy: async () => ({ Component: (await import('./CashLoanRedirectPage')).default }) },
];
