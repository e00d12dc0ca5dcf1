import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { withMessages } from '@i18n/catalogue';

/** The merchant loan (document 3): every page needs a session. */
export const publicRoutes: RouteObject[] = [];

/** The application's pages, behind the gate of its send (a chunk of its own, loaded with the first of them). */
const withSentGate = async (Page: ComponentType): Promise<ComponentType> => (await import('./apply/SentGate')).withSentGate(Page);

const page = (load: () => Promise<ComponentType>) => withMessages('gomodal', async () => ({ Component: await load() }));

/**
 * Routes behind the session guard (src/app/RequireSession), each page its own chunk. The pages take
 * ids and kinds as query parameters (src/domain/gomodal/routes.ts).
 */
export const guardedRoutes: RouteObject[] = [
  { path: 'gomodal', element: <Navigate to="/gomodal/home" replace /> },
  { path: 'gomodal/home', lazy: page(async () => (await import('./home/HomePage')).default) },
  { path: 'gomodal/apply', lazy: page(async () => (await import('./apply/ApplyPage')).default) },
  { path: 'gomodal/loan/apply', lazy: page(async () => withSentGate((await import('./apply/LoanFormPage')).default)) },
  { path: 'gomodal/loan/bank/confirm', lazy: page(async () => withSentGate((await import('./apply/BankConfirmPage')).default)) },
  { path: 'gomodal/loan/outlet', lazy: page(async () => withSentGate((await import('./apply/OutletPage')).default)) },
  { path: 'gomodal/terms', lazy: page(async () => withSentGate((await import('./apply/TermsPage')).default)) },
  { path: 'gomodal/loan/status', lazy: page(async () => (await import('./apply/StatusPage')).default) },
  { path: 'gomodal/privy/intro', lazy: page(async () => (await import('./apply/PrivyIntroPage')).default) },
  { path: 'gomodal/loan/request-callback', lazy: page(async () => (await import('./apply/outcome-pages')).RequestCallbackPage) },
  { path: 'gomodal/loan/error', lazy: page(async () => (await import('./apply/outcome-pages')).LoanErrorPage) },
  { path: 'gomodal/loan/completed', lazy: page(async () => (await import('./apply/outcome-pages')).LoanCompletedPage) },
  { path: 'gomodal/redirect', lazy: page(async () => (await import('./apply/outcome-pages')).RedirectPage) },
  { path: 'gomodal/ineligible-screen', lazy: page(async () => (await import('./eligibility/IneligiblePage')).default) },
  { path: 'gomodal/error/non-owner', lazy: page(async () => (await import('./eligibility/pages')).NonOwnerPage) },
  { path: 'gomodal/kyc-first', lazy: page(async () => (await import('./eligibility/pages')).KycFirstPage) },
  { path: 'gomodal/cde-rejected', lazy: page(async () => (await import('./eligibility/pages')).CdeRejectedPage) },
  { path: 'gomodal/application/rejected', lazy: page(async () => (await import('./eligibility/pages')).ApplicationRejectedPage) },
  { path: 'gomodal/contact', lazy: page(async () => (await import('./eligibility/pages')).ContactPage) },
  { path: 'gomodal/submission/detail', lazy: page(async () => (await import('./loan/DetailPage')).default) },
  { path: 'gomodal/submissions/completed', lazy: page(async () => (await import('./loan/CompletedLoansPage')).default) },
  { path: 'gomodal/submission/repayment', lazy: page(async () => (await import('./catchup/CatchupPage')).default) },
  { path: 'gomodal/submission/repayment/confirm', lazy: page(async () => (await import('./catchup/ConfirmPage')).default) },
  { path: 'gomodal/promo/cashback', lazy: page(async () => (await import('./loan/CashbackPromoPage')).default) },
  { path: 'gomodal/due-date', lazy: page(async () => (await import('./loan/DueDatePage')).default) },
  { path: 'gomodal/error/va-transfer', lazy: page(async () => (await import('./catchup/VaErrorPage')).default) },
];
