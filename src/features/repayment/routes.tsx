import type { RouteObject } from 'react-router-dom';
import { withMessages } from '@i18n/catalogue';

/** Virtual-account repayment of pay-later and cicilan (document 2, sections 3, 4, 8). */
export const publicRoutes: RouteObject[] = [];

const choosePage = withMessages('repayment', async () => ({ Component: (await import('./ChoosePage')).default }));
const virtualAccountPage = withMessages('repayment', async () => ({ Component: (await import('./VirtualAccountPage')).default }));

/**
 * The products' Pay buttons lead here: `/paylater/repayment` and `/cicilan/repayment`, optionally
 * `?type=OVERDUES|CURRENT_DUES|ALL_DUES|PARTIAL`; a cicilan order's early repayment is
 * `/cicilan/repayment?order=<orderId>`. The VA screen is `…/repayment/va` (same query).
 */
export const guardedRoutes: RouteObject[] = [
  { path: 'paylater/repayment', lazy: choosePage },
  { path: 'paylater/repayment/va', lazy: virtualAccountPage },
  { path: 'cicilan/repayment', lazy: choosePage },
  { path: 'cicilan/repayment/va', lazy: virtualAccountPage },
];
