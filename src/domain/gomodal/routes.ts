/**
 * The merchant-loan pages (document 3, section 2: 23 routes under /gomodal) and the links into other
 * areas' pages with gomodal's query. The pages take ids and kinds as query parameters, since the
 * document's routes carry none in their paths.
 */

export const GOMODAL_ROUTES = {
  root: '/gomodal',
  home: '/gomodal/home',
  apply: '/gomodal/apply',
  loanApply: '/gomodal/loan/apply',
  bankConfirm: '/gomodal/loan/bank/confirm',
  outlet: '/gomodal/loan/outlet',
  loanStatus: '/gomodal/loan/status',
  requestCallback: '/gomodal/loan/request-callback',
  loanError: '/gomodal/loan/error',
  loanCompleted: '/gomodal/loan/completed',
  contact: '/gomodal/contact',
  terms: '/gomodal/terms',
  kycFirst: '/gomodal/kyc-first',
  completedSubmissions: '/gomodal/submissions/completed',
  submissionDetail: '/gomodal/submission/detail',
  repayment: '/gomodal/submission/repayment',
  repaymentConfirm: '/gomodal/submission/repayment/confirm',
  privyIntro: '/gomodal/privy/intro',
  ineligible: '/gomodal/ineligible-screen',
  redirect: '/gomodal/redirect',
  cdeRejected: '/gomodal/cde-rejected',
  applicationRejected: '/gomodal/application/rejected',
  vaTransferError: '/gomodal/error/va-transfer',
  nonOwner: '/gomodal/error/non-owner',
  /** The first-loan cashback promo (issue 38; document 3 section 2 "cashback promo pages"). */
  cashbackPromo: '/gomodal/promo/cashback',
  /** The loan's due date, the 1st or the 15th (document 3 section 2 "single due-date update"). */
  dueDate: '/gomodal/due-date',
} as const;
export type GomodalRoute = (typeof GOMODAL_ROUTES)[keyof typeof GOMODAL_ROUTES];

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const search = entries.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return search === '' ? path : `${path}?${search}`;
}

/** The kinds the ineligible screen explains (`?type=`); without one it is "not on the allow-list". */
export const INELIGIBLE_SCREEN_TYPES = [
  'blocked',
  'delinquent',
  'fraud',
  'credit-policy',
  'verification-blocked',
  'merchant-pending',
  'corporate',
  'foreigner',
] as const;
export type IneligibleScreenType = (typeof INELIGIBLE_SCREEN_TYPES)[number];

export function ineligibleScreenRoute(type?: IneligibleScreenType): string {
  return withQuery(GOMODAL_ROUTES.ineligible, { type });
}

/** The kinds of the loan error screen (`?type=`). */
export const LOAN_ERROR_TYPES = ['contract-expired', 'disbursement', 'national-id', 'product-invalid'] as const;
export type LoanErrorType = (typeof LOAN_ERROR_TYPES)[number];

export function loanErrorRoute(type: LoanErrorType): string {
  return withQuery(GOMODAL_ROUTES.loanError, { type });
}

/** The kinds of the application-rejected screen (`?type=`). */
export const APPLICATION_REJECTED_TYPES = ['delinquent', 'fraud', 'not-whitelisted'] as const;
export type ApplicationRejectedType = (typeof APPLICATION_REJECTED_TYPES)[number];

export function applicationRejectedRoute(type: ApplicationRejectedType): string {
  return withQuery(GOMODAL_ROUTES.applicationRejected, { type });
}

/** check=1: back from signing (or any step), the page asks the platform again at once. */
export function loanStatusRoute(options: { submissionId?: string; check?: boolean } = {}): string {
  return withQuery(GOMODAL_ROUTES.loanStatus, { id: options.submissionId, check: options.check ? '1' : undefined });
}

/** showCta=1: the page offers the "call me" button (from an error or the ineligible screen). */
export function requestCallbackRoute(showCta = false): string {
  return withQuery(GOMODAL_ROUTES.requestCallback, { showCta: showCta ? '1' : undefined });
}

export function submissionDetailRoute(submissionId: string): string {
  return withQuery(GOMODAL_ROUTES.submissionDetail, { id: submissionId });
}

export function dueDateRoute(submissionId: string): string {
  return withQuery(GOMODAL_ROUTES.dueDate, { id: submissionId });
}

export function repaymentRoute(submissionId: string): string {
  return withQuery(GOMODAL_ROUTES.repayment, { id: submissionId });
}

export function privyIntroRoute(submissionId: string): string {
  return withQuery(GOMODAL_ROUTES.privyIntro, { id: submissionId });
}

/** The identity pages with gomodal's product name; after a rejection they come back to the apply page. */
export const GOMODAL_KYC_PRODUCT = 'gomodal';

export function gomodalKycRoute(page: 'step1' | 'step4' | 'progress'): string {
  const retry = page === 'progress' ? GOMODAL_ROUTES.apply : undefined;
  return withQuery(`/kyc/${page}`, { product: GOMODAL_KYC_PRODUCT, retry_url: retry });
}

/** The platform's downtime screen for this service (home area). */
export const GOMODAL_DOWNTIME_ROUTE = '/downtime?service=gomodal';
