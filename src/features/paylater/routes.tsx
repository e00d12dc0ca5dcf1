import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { withMessages } from '@i18n/catalogue';

const page = (load: () => Promise<{ default: ComponentType }>) =>
  withMessages('paylater', async () => ({ Component: (await load()).default }));

/** The monthly pay-later product (document 2): only its marketing page opens without a session. */
export const publicRoutes: RouteObject[] = [{ path: 'paylater/about', lazy: page(() => import('./learn/MarketingPage')) }];

/**
 * Routes behind the session guard (src/app/RequireSession). The repayment pages
 * (/paylater/repayment) belong to the repayment area; the area roots lead to the home.
 */
export const guardedRoutes: RouteObject[] = [
  { path: 'gopaylater/ab', lazy: page(() => import('./home/PaylaterHomePage')) },
  { path: 'gopaylater', element: <Navigate to="/gopaylater/ab" replace /> },
  { path: 'paylater', element: <Navigate to="/gopaylater/ab" replace /> },
  { path: 'paylater/unpaid', lazy: page(() => import('./transactions/UnpaidPage')) },
  { path: 'paylater/history', lazy: page(() => import('./transactions/HistoryPage')) },
  { path: 'paylater/receipts/:receiptId', lazy: page(() => import('./receipts/ReceiptPage')) },
  { path: 'paylater/apply', lazy: page(() => import('./apply/ApplyPage')) },
  { path: 'paylater/activated', lazy: page(() => import('./apply/ActivatedPage')) },
  { path: 'paylater/plans', lazy: page(() => import('./plans/PlansPage')) },
  { path: 'paylater/duedate', lazy: page(() => import('./duedate/DueDatePage')) },
  { path: 'paylater/duedate/extended-period', lazy: page(() => import('./duedate/ExtendedPeriodPage')) },
  { path: 'paylater/duedate/contract/signed', lazy: page(() => import('./duedate/SignedPage')) },
  { path: 'paylater/migration', lazy: page(() => import('./migration/MigrationPage')) },
  { path: 'paylater/migration/redirect', lazy: page(() => import('./migration/MigrationRedirectPage')) },
  { path: 'paylater/walkthrough', lazy: page(() => import('./learn/WalkthroughPage')) },
  { path: 'paylater/slider', lazy: page(() => import('./learn/SliderPage')) },
  { path: 'paylater/fees', lazy: page(() => import('./learn/FeeExplanationPage')) },
  { path: 'paylater/gopay-plus', lazy: page(() => import('./gopay-plus/GopayPlusPage')) },
];
