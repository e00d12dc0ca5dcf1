import type { GomodalLoanSummary, GomodalSubmissionHeadline } from '@domain/contract/gomodal-loan';
import type { GomodalHomeCardState } from '@domain/gomodal/home-card';

/** The home's headline of submission S2, still pending unless `overrides` say otherwise. */
export function submissionHeadline(overrides: Partial<GomodalSubmissionHeadline> = {}): GomodalSubmissionHeadline {
  return {
    id: 'S2',
    status: 'PENDING',
    principal: 2_000_000,
    tenure: 12,
    contractExpiresAt: null,
    disbursementDeadline: null,
    outcomeRoute: null,
    retryDate: null,
    ...overrides,
  };
}

/** GET /sme/v1/loan-summary's answer for `card`: a FLEXI offer, no blocker, as of 2 March 2026 10:00 WIB. */
export function loanSummary(
  card: GomodalHomeCardState | null,
  headlines: Pick<GomodalLoanSummary, 'submission' | 'loan'>,
  overrides: Partial<GomodalLoanSummary> = {},
): GomodalLoanSummary {
  return {
    card,
    blocker: null,
    blockerRoute: null,
    loanType: 'FLEXI',
    maxPrincipal: null,
    ...headlines,
    asOf: '2026-03-02T03:00:00Z',
    ...overrides,
  };
}
