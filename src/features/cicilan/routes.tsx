import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { withMessages } from '@i18n/catalogue';

/** Instalments, cicilan (document 2): no page of it opens without a session. */
export const publicRoutes: RouteObject[] = [];

const page = (load: () => Promise<{ default: ComponentType }>) =>
  withMessages('cicilan', async () => ({ Component: (await load()).default }));

/**
 * Routes behind the session guard (src/app/RequireSession). The repayment pages
 * (/cicilan/repayment, ?order= for an early repayment) belong to the repayment area.
 */
export const guardedRoutes: RouteObject[] = [
  { path: 'gopaylater/cicilan', lazy: page(() => import('./home/CicilanHomePage')) },
  { path: 'cicilan', element: <Navigate to="/gopaylater/cicilan" replace /> },
  { path: 'cicilan/unpaid', lazy: page(() => import('./transactions/UnpaidPage')) },
  { path: 'cicilan/history', lazy: page(() => import('./transactions/HistoryPage')) },
  { path: 'cicilan/orders/:orderId', lazy: page(() => import('./orders/OrderPage')) },
  { path: 'cicilan/receipts/:receiptId', lazy: page(() => import('./receipts/ReceiptPage')) },
  { path: 'cicilan/apply', lazy: page(() => import('./apply/ApplyPage')) },
  { path: 'cicilan/activated', lazy: page(() => import('./apply/ActivatedPage')) },
];
