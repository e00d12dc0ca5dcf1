/**
 * Where each apply blocker leads (eligibility.ts decides which blocker applies). Kept apart from the
 * date rules so a page that only routes a blocker does not download the Temporal polyfill.
 */
import type { ApplyBlocker } from './blockers';
import { GOMODAL_DOWNTIME_ROUTE, GOMODAL_ROUTES, gomodalKycRoute, ineligibleScreenRoute } from './routes';

export const APPLY_BLOCKER_ROUTES: Readonly<Record<ApplyBlocker, string>> = {
  DOWNTIME: GOMODAL_DOWNTIME_ROUTE,
  NON_OWNER: GOMODAL_ROUTES.nonOwner,
  CORPORATE: ineligibleScreenRoute('corporate'),
  FOREIGNER: ineligibleScreenRoute('foreigner'),
  FRAUD: ineligibleScreenRoute('fraud'),
  VERIFICATION_BLOCKED: ineligibleScreenRoute('verification-blocked'),
  BLOCKED_LIMIT: ineligibleScreenRoute('blocked'),
  DELINQUENT: ineligibleScreenRoute('delinquent'),
  MERCHANT_PENDING: ineligibleScreenRoute('merchant-pending'),
  MERCHANT_REJECTED: GOMODAL_ROUTES.contact,
  LOAN_RUNNING: GOMODAL_ROUTES.home,
  PENDING_APPLICATION_EXISTS: GOMODAL_ROUTES.loanStatus,
  CREDIT_ENGINE_REJECTED: GOMODAL_ROUTES.cdeRejected,
  NOT_WHITELISTED: ineligibleScreenRoute(),
  CREDIT_POLICY: ineligibleScreenRoute('credit-policy'),
  KYC_REQUIRED: GOMODAL_ROUTES.kycFirst,
  KYC_IN_REVIEW: gomodalKycRoute('progress'),
};

export function applyBlockerRoute(blocker: ApplyBlocker): string {
  return APPLY_BLOCKER_ROUTES[blocker];
}
