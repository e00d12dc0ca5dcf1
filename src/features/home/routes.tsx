import type { RouteObject } from 'react-router-dom';

/** The home area's own pages (the home itself is `/`, rendered by src/app/RootPage). */
export const publicRoutes: RouteObject[] = [
  { path: 'downtime', lazy: async () => ({ Component: (await import('./DowntimePage')).default }) },
];

/**
 * Contract signing (privy) and the cash-loan redirect. The cash-loan redirect is listed as "open"
 * in the route table, but its token call needs a session: guarded, a visitor signs in first and
 * comes back with the referrer.
 */
export const guardedRoutes: RouteObject[] = [
  { path: 'privy/intro', lazy: async () => ({ Component: (await import('./signing/IntroPage')).default }) },
  { path: 'signed', lazy: async () => ({ Component: (await import('./signing/SignedPage')).default }) },
  { path: 'cashloan', lazy: async () => ({ Component: (await import('./signing/CashLoanRedirectPage')).default }) },
  { path: 'gopaypinjam', lazy: async () => ({ Component: (await import('./signing/CashLoanRedirectPage')).default }) },
];
