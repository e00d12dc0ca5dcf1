import type { RouteObject } from 'react-router-dom';
import { withMessages } from '@i18n/catalogue';

/** Identity verification (document 2): the wizard, photos, review outcomes, progressive KYC and SLIK. */
export const publicRoutes: RouteObject[] = [];

/** Routes behind the session guard (src/app/RequireSession). */
export const guardedRoutes: RouteObject[] = [
  { path: 'kyc/step1', lazy: withMessages('kyc', async () => ({ Component: (await import('./photos/Step1Page')).default })) },
  { path: 'kyc/step2', lazy: withMessages('kyc', async () => ({ Component: (await import('./wizard/Step2Page')).default })) },
  { path: 'kyc/step3', lazy: withMessages('kyc', async () => ({ Component: (await import('./wizard/Step3Page')).default })) },
  { path: 'kyc/step4', lazy: withMessages('kyc', async () => ({ Component: (await import('./wizard/Step4Page')).default })) },
  { path: 'kyc/progress', lazy: withMessages('kyc', async () => ({ Component: (await import('./review/ProgressPage')).default })) },
  { path: 'kyc/ktp-details', lazy: withMessages('kyc', async () => ({ Component: (await import('./wizard/KtpDetailsPage')).default })) },
  {
    path: 'kyc/progressive',
    lazy: withMessages('kyc', async () => ({ Component: (await import('./progressive/ProgressivePage')).default })),
  },
  {
    path: 'kyc/progressive/failed',
    lazy: withMessages('kyc', async () => ({ Component: (await import('./progressive/ProgressiveFailedPage')).default })),
  },
  { path: 'kyc/slik', lazy: withMessages('kyc', async () => ({ Component: (await import('./progressive/SlikPage')).default })) },
];
