import type { RouteObject } from 'react-router-dom';
import { withMessages } from '@i18n/catalogue';

/** Lender registration (document 3): five steps and, before the fifth, a review of the four; /lender itself resumes where the user stopped. */
export const publicRoutes: RouteObject[] = [];

/**
 * Routes behind the session guard (src/app/RequireSession). One layout route holds the
 * application's draft for all the steps; steps 2 to 4 opened before the earlier ones are complete
 * land on the first incomplete step.
 */
export const guardedRoutes: RouteObject[] = [
  {
    path: 'lender',
    lazy: withMessages('lender', async () => ({ Component: (await import('./wizard/LenderWizardLayout')).default })),
    children: [
      { index: true, lazy: withMessages('lender', async () => ({ Component: (await import('./wizard/ResumePage')).default })) },
      { path: 'step1', lazy: withMessages('lender', async () => ({ Component: (await import('./wizard/Step1Page')).default })) },
      { path: 'step2', lazy: withMessages('lender', async () => ({ Component: (await import('./wizard/Step2Page')).default })) },
      { path: 'step3', lazy: withMessages('lender', async () => ({ Component: (await import('./wizard/Step3Page')).default })) },
      { path: 'step4', lazy: withMessages('lender', async () => ({ Component: (await import('./documents/Step4Page')).default })) },
      { path: 'review', lazy: withMessages('lender', async () => ({ Component: (await import('./wizard/ReviewPage')).default })) },
      { path: 'step5', lazy: withMessages('lender', async () => ({ Component: (await import('./wizard/Step5Page')).default })) },
    ],
  },
];
