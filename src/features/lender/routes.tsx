import { Navigate, type RouteObject } from 'react-router-dom';

/** Lender registration (document 3): five steps; /lender itself redirects to step 1. */
export const publicRoutes: RouteObject[] = [
];

/** Routes behind the session guard (src/app/RequireSession). */
export const guardedRoutes: RouteObject[] = [
  { path: 'lender', element: <Navigate to="/lender/step1" replace /> },
  { path: 'lender/step1', lazy: async () => ({ Component: (await import('./wizard/Step1Page')).default }) },
  { path: 'lender/step2', lazy: async () => ({ Component: (await import('./wizard/Step2Page')).default }) },
  { path: 'lender/step3', lazy: async () => ({ Component: (await import('./wizard/Step3Page')).default }) },
  { path: 'lender/step4', lazy: async () => ({ Component: (await import('./documents/Step4Page')).default }) },
  { path: 'lender/step5', lazy: async () => ({ Component: (await import('./wizard/Step5Page')).default }) },
];
