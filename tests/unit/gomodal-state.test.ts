/// <reference path="../../src/vite-env.d.ts" />
/**
 * The merchant-loan pages' state with a fake data worker: how each refusal is shown (SME01 leaves a
 * step for the ineligible screen, the loan's codes have their message), the application sent once
 * with every outcome, signing and the status page's check, the VA refusals; and the home's layout and
 * card in each of its 18 states as a table.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockNavigationAndNotices } from './helpers/app-notices';
import { loanSummary, submissionHeadline } from './helpers/gomodal-summary';
import type { GomodalLoanHeadline, GomodalLoanSummary, GomodalSubmission } from '@domain/contract/gomodal-loan';
import type { RepaymentDues } from '@domain/contract/lending-catchup';
import { makeApiError } from '@domain/errors';
import { EMPTY_APPLICATION_DRAFT, firstIncompleteStep, submissionRequestOf } from '@domain/gomodal/application';
import { GOMODAL_HOME_CARD_STATES, type GomodalHomeCardState } from '@domain/gomodal/home-card';
import type { GomodalWorkerApi } from '@worker/gomodal/contract';

const gomodal = {
  submitFromDraft: vi.fn<GomodalWorkerApi['submitFromDraft']>(),
  submission: vi.fn<GomodalWorkerApi['submission']>(),
  signed: vi.fn<GomodalWorkerApi['signed']>(),
  signingInfo: vi.fn<GomodalWorkerApi['signingInfo']>(),
  offer: vi.fn<GomodalWorkerApi['offer']>(),
  deductions: vi.fn<GomodalWorkerApi['deductions']>(),
  openVirtualAccount: vi.fn<GomodalWorkerApi['openVirtualAccount']>(),
  askToBeTold: vi.fn<GomodalWorkerApi['askToBeTold']>(),
};
vi.mock('../../src/data/bridge', () => ({ dataWorker: () => ({ gomodal }) }));
const { navigateTo, showFlash, openGenericErrorDialog } = mockNavigationAndNotices();
vi.mock('@i18n/catalogue', () => ({ hasMessage: (id: string) => id.startsWith('gomodal.error.') }));

/** The area's state modules together: the shared presentation and each sub-area's calls. */
const state = {
  ...(await import('../../src/features/gomodal/state')),
  ...(await import('../../src/features/gomodal/apply/state')),
  ...(await import('../../src/features/gomodal/eligibility/state')),
  ...(await import('../../src/features/gomodal/home/state')),
  ...(await import('../../src/features/gomodal/loan/state')),
  ...(await import('../../src/features/gomodal/catchup/state')),
};
const { cardView, homeLayout } = await import('../../src/features/gomodal/home/card-view');

const error = (status: number, code: string, cause?: string) =>
  makeApiError(status, [{ code, message: 'platform words', ...(cause ? { cause } : {}) }]);

function submission(overrides: Partial<GomodalSubmission> = {}): GomodalSubmission {
  return {
    id: 'S1',
    status: 'PENDING',
    principal: 2_000_000,
    tenure: 12,
    createdAt: '2026-03-02T03:00:00Z',
    updatedAt: '2026-03-02T03:00:00Z',
    offerType: 'FLEXI',
    purpose: 'P01',
    outletIds: ['O1'],
    contractSentAt: null,
    contractExpiresAt: null,
    contractSignedAt: null,
    disbursementDeadline: null,
    disbursedAt: null,
    outcomeRoute: null,
    retryDate: null,
    respondBy: null,
    loan: null,
    ...overrides,
  };
}

beforeEach(() => {
  vi.resetAllMocks();
});

describe('a failed call of a gomodal page', () => {
  it.each([
    ['/gomodal/loan/apply', '/gomodal/ineligible-screen'],
    ['/gomodal/terms/', '/gomodal/ineligible-screen'],
    ['/gomodal/home', null],
    ['/gomodal', null],
    ['/gomodal/ineligible-screen', null],
  ])('SME01 on %s leaves for %s', (pathname, target) => {
    const left = state.presentGomodalError(error(409, 'SME01', 'NOT_WHITELISTED'), pathname);
    expect(left).toBe(target !== null);
    if (target) expect(navigateTo).toHaveBeenCalledWith(target, { replace: true });
    else expect(navigateTo).not.toHaveBeenCalled();
  });

  it('shows the loan codes in the catalogue’s words, a 5xx in the generic dialog', () => {
    state.presentGomodalError(error(409, 'GOMODAL_OFFER_CHANGED'), '/gomodal/terms');
    expect(showFlash).toHaveBeenCalledWith({ id: 'gomodal.error.GOMODAL_OFFER_CHANGED', values: { cause: '' } });
    state.presentGomodalError(error(503, 'GOMODAL_DOWNTIME'), '/gomodal/terms');
    expect(openGenericErrorDialog).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['SME03', '/sandbox/gomodal/elsewhere/partnerLender'],
    ['SME04', '/sandbox/gomodal/elsewhere/merchantPortal'],
    ['SME05', '/sandbox/gomodal/elsewhere/restructuring'],
  ])('%s leaves the app for %s in full, with the way back, before anything else', (code, path) => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/gomodal/loan/apply', origin: 'https://app.example', assign } });
    try {
      expect(state.presentGomodalError(error(409, code), '/gomodal/loan/apply')).toBe(true);
      expect(assign).toHaveBeenCalledWith(
        `https://app.example${path}?return_url=${encodeURIComponent('https://app.example/gomodal/home')}`,
      );
      expect(navigateTo).not.toHaveBeenCalled();
      expect(showFlash).not.toHaveBeenCalled();
    } finally {
      vi.stubGlobal('window', { location: { pathname: '/gomodal/terms' } });
    }
  });
});

describe('sending the application', () => {
  it('answers the submission, and a double tap sends once', async () => {
    gomodal.submitFromDraft.mockResolvedValue(submission());
    const [first, second] = await Promise.all([state.submitApplication(), state.submitApplication()]);
    expect(first).toEqual({ kind: 'sent', submission: submission() });
    expect(second).toBe(first);
    expect(gomodal.submitFromDraft).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['GOMODAL_APPLICATION_INCOMPLETE', 400, 'outlet', { kind: 'incomplete', step: 'outlet' }],
    ['GOMODAL_NON_OWNER', 409, undefined, { kind: 'refused', route: '/gomodal/error/non-owner' }],
    ['GOMODAL_PENDING_APPLICATION_EXISTS', 409, '2026-03-09', { kind: 'refused', route: '/gomodal/loan/status' }],
    ['GOMODAL_KYC_REQUIRED', 409, undefined, { kind: 'refused', route: '/gomodal/kyc-first' }],
    ['GOMODAL_PRINCIPAL_TOO_HIGH', 400, '2000000', { kind: 'incomplete', step: 'loan' }],
    ['GOMODAL_OFFER_CHANGED', 409, undefined, { kind: 'incomplete', step: 'loan' }],
    ['GOMODAL_OUTLET_INVALID', 400, 'O9', { kind: 'incomplete', step: 'outlet' }],
  ])('%s leads to %j', async (code, status, cause, outcome) => {
    gomodal.submitFromDraft.mockRejectedValue(error(status, code, cause));
    expect(await state.submitApplication()).toEqual(outcome);
  });

  it('a refusal about the application as a whole is said by the send button, not in the flash', async () => {
    gomodal.submitFromDraft.mockRejectedValue(error(409, 'GOMODAL_CONTRACT_SIGNING_FAILED'));
    expect(await state.submitApplication()).toEqual({
      kind: 'failed',
      refusal: { id: 'gomodal.error.GOMODAL_CONTRACT_SIGNING_FAILED', values: { cause: '' } },
    });
    expect(showFlash).not.toHaveBeenCalled();
    // A 5xx is the generic dialog's: nothing to say by the button.
    gomodal.submitFromDraft.mockRejectedValue(error(503, 'INTERNAL_ERROR'));
    expect(await state.submitApplication()).toEqual({ kind: 'failed', refusal: null });
    expect(openGenericErrorDialog).toHaveBeenCalledTimes(1);
  });

  it('"tell me when I am eligible" leaves its failure to the page, which says it by the button', async () => {
    gomodal.askToBeTold.mockRejectedValue(error(429, 'TOO_MANY_REQUESTS'));
    const check = { askedToBeTold: false } as Parameters<typeof state.askToBeTold>[0];
    const failure = await state.askToBeTold(check).catch((thrown: unknown) => thrown);
    expect(state.gomodalRefusalOf(failure, '/gomodal/ineligible-screen')).toEqual({
      id: 'gomodal.error.TOO_MANY_REQUESTS',
      values: { cause: '' },
    });
    expect(showFlash).not.toHaveBeenCalled();
  });

  it('SME01 leaves the terms page for the ineligible screen', async () => {
    gomodal.submitFromDraft.mockRejectedValue(error(409, 'SME01', 'NOT_WHITELISTED'));
    expect((await state.submitApplication()).kind).toBe('failed');
    expect(navigateTo).toHaveBeenCalledWith('/gomodal/ineligible-screen', { replace: true });
  });
});

describe('signing and the status page', () => {
  it('back from signing reports the signature first', async () => {
    const signed = submission({ status: 'CONTRACT_SENT', contractSignedAt: '2026-03-02T04:00:00Z', disbursementDeadline: '2026-03-03' });
    gomodal.signed.mockResolvedValue(signed);
    expect(await state.loadStatus('S1', true)).toEqual({ submission: signed, notSigned: false });
    expect(gomodal.submission).not.toHaveBeenCalled();
  });

  it('not signed yet is an answer to show, with the submission as it stands', async () => {
    gomodal.signed.mockRejectedValue(error(409, 'GOMODAL_NOT_SIGNED'));
    gomodal.submission.mockResolvedValue({
      answer: submission({ status: 'CONTRACT_SENT' }),
      answeredAt: '2026-03-02T04:00:00Z',
      source: 'live',
    });
    expect(await state.loadStatus('S1', true)).toMatchObject({ notSigned: true, submission: { status: 'CONTRACT_SENT' } });
  });

  it('an expired contract leads to the loan error page; one not waiting to the status page', async () => {
    gomodal.signingInfo.mockRejectedValueOnce(error(409, 'GOMODAL_CONTRACT_EXPIRED'));
    expect(await state.loadSigning('S1', '/gomodal/loan/status?id=S1')).toEqual({
      kind: 'elsewhere',
      route: '/gomodal/loan/error?type=contract-expired',
    });
    gomodal.signingInfo.mockRejectedValueOnce(error(409, 'GOMODAL_SIGNING_NOT_AVAILABLE', 'DISBURSED'));
    expect(await state.loadSigning('S1', '/gomodal/loan/status?id=S1')).toEqual({ kind: 'elsewhere', route: '/gomodal/loan/status?id=S1' });
  });
});

describe('the VA catch-up', () => {
  const dues = { overdue: 50_000, current: 150_000, payoff: 1_500_000 } as RepaymentDues;

  it.each([
    ['', 'gomodal.partial.invalid'],
    ['49999', 'gomodal.partial.min'],
    ['1500001', 'gomodal.partial.max'],
  ])('a custom amount of "%s" says %s', (digits, messageId) => {
    expect(state.partialAmountIssue(digits, dues)?.messageId).toBe(messageId);
  });

  it('accepts from 50,000 to what is outstanding', () => {
    expect(state.partialAmountIssue('50000', dues)).toBeNull();
    expect(state.partialAmountIssue('1500000', dues)).toBeNull();
  });

  it.each([
    ['VA_FREEZE_PERIOD', 'DAILY', 'freeze'],
    ['VA_FREEZE_PERIOD', 'FREEZE_DAY', 'freeze-day'],
    ['VA_REPAYMENT_PENDING', undefined, 'pending'],
    ['REPAYMENT_NOTHING_DUE', undefined, 'nothing-due'],
    ['REPAYMENT_AMOUNT_TOO_LOW', undefined, 'amount'],
    ['GOMODAL_NO_LOAN', undefined, 'general'],
  ])('a refusal %s (%s) has the VA error page reason %s', async (code, cause, reason) => {
    gomodal.openVirtualAccount.mockRejectedValue(error(409, code, cause));
    expect(await state.openVirtualAccount('S1', { catchupType: 'CURRENT_DUES', bankName: 'BRI', amount: '123' })).toEqual({
      ok: false,
      reason,
      // Only a refusal without a page of its own is said by the form's button; none goes to the flash.
      refusal: reason === 'general' ? { id: `gomodal.error.${code}`, values: { cause: '' } } : null,
    });
    expect(showFlash).not.toHaveBeenCalled();
    expect(gomodal.openVirtualAccount).toHaveBeenCalledWith('S1', { catchupType: 'CURRENT_DUES', bankName: 'BRI', amount: '0' });
  });
});

describe('the application draft', () => {
  const complete = {
    principal: '2000000',
    purpose: 'P03' as const,
    tenure: 12,
    offerType: 'FLEXI' as const,
    bankConfirmed: true,
    outletIds: ['O1'],
    termsAccepted: true,
  };

  it('names the first page left to do, with the offer’s bounds when the page has them', () => {
    expect(firstIncompleteStep(EMPTY_APPLICATION_DRAFT)).toBe('loan');
    expect(firstIncompleteStep(complete)).toBeNull();
    expect(firstIncompleteStep(complete, { min: 1_000_000, max: 1_500_000 })).toBe('loan');
    expect(firstIncompleteStep({ ...complete, principal: '2000500' }, { min: 1_000_000, max: 5_000_000 })).toBe('loan');
    expect(submissionRequestOf(complete)).toEqual({
      principal: 2_000_000,
      tenure: 12,
      offerType: 'FLEXI',
      purpose: 'P03',
      outlets: ['O1'],
    });
  });
});

function summary(card: GomodalHomeCardState | null, overrides: Partial<GomodalLoanSummary> = {}): GomodalLoanSummary {
  return loanSummary(card, { submission: submissionHeadline(), loan: { submissionId: 'S1' } as GomodalLoanHeadline }, overrides);
}

describe('the merchant-loan home', () => {
  const expected: Record<GomodalHomeCardState, string> = {
    OVERDUE_WITH_LATE_FEES: '/gomodal/submission/repayment?id=S1',
    OVERDUE: '/gomodal/submission/repayment?id=S1',
    OUTSTANDING_BEFORE_DUE_DATE: '/gomodal/submission/repayment?id=S1',
    ONGOING: '/gomodal/submission/detail?id=S1',
    PAYMENT_HOLIDAY: '/gomodal/submission/detail?id=S1',
    REPAID: '/gomodal/submission/detail?id=S1',
    EARLY_LOAN_COMPLETED: '/gomodal/loan/completed?id=S1',
    LOAN_COMPLETED: '/gomodal/loan/completed?id=S1',
    CASH_LOAN_CARD: '/cashloan',
    LOAN_PROCESSING: '/gomodal/loan/status?id=S2',
    ERROR_LOAN_PROCESSING: '/gomodal/loan/error?type=disbursement',
    COMING_SOON_CARD: '',
    KYC_PENDING: '/kyc/progress?product=gomodal&retry_url=%2Fgomodal%2Fapply',
    PENDING: '/gomodal/loan/status?id=S2',
    CONTRACT_SENT: '/gomodal/privy/intro?id=S2',
    APPLIED: '/gomodal/loan/status?id=S2',
    WRITE_OFF: '/gomodal/contact',
    ERROR_CONTRACT_EXPIRED: '/gomodal/apply',
  };

  it.each(GOMODAL_HOME_CARD_STATES.map((card) => [card, expected[card]] as const))('%s leads first to %s', (card, to) => {
    const view = cardView(summary(card));
    expect(view?.state).toBe(card);
    expect(view?.actions.find((action) => action.primary)?.to ?? '').toBe(to);
  });

  it('shows the offer to a merchant who may apply, and to one who must verify identity first', () => {
    expect(homeLayout(summary(null, { maxPrincipal: 2_000_000 }))).toEqual({ kind: 'home', card: null, showLimit: true });
    expect(
      homeLayout(summary(null, { maxPrincipal: 2_000_000, blocker: 'KYC_REQUIRED', blockerRoute: '/gomodal/kyc-first' })),
    ).toMatchObject({
      showLimit: true,
    });
    expect(
      homeLayout(summary('ONGOING', { maxPrincipal: 2_000_000, blocker: 'LOAN_RUNNING', blockerRoute: '/gomodal/home' })),
    ).toMatchObject({
      showLimit: false,
    });
  });

  it('sends a merchant with neither card nor offer to the page of the reason', () => {
    expect(homeLayout(summary(null, { blocker: 'NON_OWNER', blockerRoute: '/gomodal/error/non-owner' }))).toEqual({
      kind: 'elsewhere',
      route: '/gomodal/error/non-owner',
    });
  });
});
