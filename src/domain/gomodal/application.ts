/**
 * The loan application as the merchant fills it in over four pages (document 3, sections 2 and 5):
 * the loan form (amount, purpose, tenor), the bank account, the outlets, the terms. It is one draft
 * (kept in IndexedDB as it is typed, like every form), which the worker turns into the submission
 * (`POST /sme/v2/submission`) once every page is done, so nothing typed is lost between the pages or
 * to a dropped connection.
 */
import type { GomodalSubmissionRequest, LoanType } from '../contract/gomodal';
import { type PrincipalBounds, checkPrincipal, parsePrincipal } from './principal';
import { isTenureAvailable } from './pricing';
import { type GomodalPurpose, isGomodalPurpose } from './purposes';
import { GOMODAL_ROUTES } from './routes';

export const GOMODAL_APPLICATION_FLOW = 'gomodal-application';
export const GOMODAL_APPLICATION_PRODUCT = 'gomodal';
export const GOMODAL_APPLICATION_DRAFT_VERSION = 1;

export interface GomodalApplicationDraft {
  /** The amount as typed: digits only. */
  principal: string;
  purpose: GomodalPurpose | '';
  /** Months; null until chosen. */
  tenure: number | null;
  /** The offer's loan type when the form was filled (the platform refuses it once the offer changed). */
  offerType: LoanType | null;
  /** The merchant confirmed the account the loan is paid into. */
  bankConfirmed: boolean;
  outletIds: string[];
  /** Read to the bottom and agreed. */
  termsAccepted: boolean;
}

export const EMPTY_APPLICATION_DRAFT: GomodalApplicationDraft = {
  principal: '',
  purpose: '',
  tenure: null,
  offerType: null,
  bankConfirmed: false,
  outletIds: [],
  termsAccepted: false,
};

/** The pages of the application, in order. */
export const APPLICATION_STEPS = ['loan', 'bank', 'outlet', 'terms'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

export const APPLICATION_STEP_ROUTES: Readonly<Record<ApplicationStep, string>> = {
  loan: GOMODAL_ROUTES.loanApply,
  bank: GOMODAL_ROUTES.bankConfirm,
  outlet: GOMODAL_ROUTES.outlet,
  terms: GOMODAL_ROUTES.terms,
};

/**
 * Whether the loan form is complete. With the offer's bounds the amount is checked as the platform
 * will (the page has them); without (the worker, before posting) only its shape, and the platform's
 * answer says the rest.
 */
export function isLoanStepDone(draft: GomodalApplicationDraft, bounds: PrincipalBounds | null = null): boolean {
  const principal = parsePrincipal(draft.principal);
  if (principal === null || draft.tenure === null || !isGomodalPurpose(draft.purpose) || draft.offerType === null) return false;
  if (bounds && checkPrincipal(draft.principal, bounds) !== null) return false;
  return isTenureAvailable(principal, draft.tenure);
}

/** The first page not done yet, or null when the application can be sent. */
export function firstIncompleteStep(draft: GomodalApplicationDraft, bounds: PrincipalBounds | null = null): ApplicationStep | null {
  if (!isLoanStepDone(draft, bounds)) return 'loan';
  if (!draft.bankConfirmed) return 'bank';
  if (draft.outletIds.length === 0) return 'outlet';
  if (!draft.termsAccepted) return 'terms';
  return null;
}

/** The submission's body, or null while a page is not done. */
export function submissionRequestOf(draft: GomodalApplicationDraft): GomodalSubmissionRequest | null {
  if (firstIncompleteStep(draft) !== null) return null;
  const principal = parsePrincipal(draft.principal);
  if (principal === null || draft.tenure === null || !isGomodalPurpose(draft.purpose) || draft.offerType === null) return null;
  return {
    principal,
    tenure: draft.tenure,
    offerType: draft.offerType,
    purpose: draft.purpose,
    outlets: [...new Set(draft.outletIds)],
  };
}
