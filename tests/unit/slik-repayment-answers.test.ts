// @vitest-environment happy-dom
/**
 * The SLIK detour from a repayment page (issue 10) on the answer atoms (issue 36): the questionnaire
 * sent invalidates the pay-later repayment answer that detoured, so the VA page the questionnaire
 * returns to waits for a new answer instead of detouring again on the one from before it was sent.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RepaymentDues } from '@domain/contract/lending-catchup';
import type { SlikPostResponse } from '@domain/contract/kyc/progressive';
import type { Kept } from '@domain/kept-answer';
import { EMPTY_SLIK_FORM } from '@domain/kyc/progressive/slik-form';
import { isSlikBlocked } from '@domain/lending/slik-blockers';
import { clearAnswers } from '@state/answers';
import { appStore } from '@state/store';
import type { RepaymentAnswer, RepaymentTarget, RepaymentWorkerApi } from '@worker/repayment/contract';

const fake = {
  repayment: { overview: vi.fn<RepaymentWorkerApi['overview']>() },
  progressiveKyc: { submitSlik: vi.fn<(form: unknown) => Promise<SlikPostResponse>>() },
};
vi.mock('../../src/data/bridge', () => ({ dataWorker: () => fake }));
vi.mock('@state/errors', () => ({ presentError: () => undefined, asApiError: (error: unknown) => error }));
const { loadRepayment, repaymentAnswer, repaymentLoadOf } = await import('../../src/features/repayment/state');
const { submitSlik } = await import('../../src/features/kyc/progressive/state');

const TARGET: RepaymentTarget = { product: 'paylater', scopeId: 'PL-1' };

function answered(slikBlocked: boolean): Kept<RepaymentAnswer> {
  const dues = {
    scopeId: 'PL-1',
    scope: 'PAYLATER_ACCOUNT',
    product: 'paylater',
    dueDate: '2027-01-01',
    gracePeriodEnd: '2027-01-06',
    overdue: 0,
    current: 0,
    payoff: 150_000,
    discount: 0,
    owed: null,
    options: [{ catchupType: 'ALL_DUES', amount: 150_000 }],
    partial: { min: 50_000, max: 150_000 },
    vaWindow: { open: true, freezeDay: false, closesAt: '2026-11-30T16:00:00Z', opensAt: '2026-11-30T00:00:00Z' },
    asOf: '2026-11-30T02:00:00Z',
    slik: { has_invalid_slik: slikBlocked, force_resubmission: false },
  } satisfies RepaymentDues;
  return { answer: { dues, virtualAccount: null, receiptId: null }, answeredAt: '2026-11-30T02:00:00Z', source: 'live' };
}

/** What a VA page opened now shows (it takes any answer there is: `fresh: false`). */
const vaPageLoad = () => repaymentLoadOf(TARGET, repaymentAnswer.get(TARGET), null);
const detours = () => {
  const load = vaPageLoad();
  return load.status === 'live' && load.dues.slik !== undefined && isSlikBlocked(load.dues.slik);
};

beforeEach(() => {
  fake.repayment.overview.mockReset();
  fake.progressiveKyc.submitSlik.mockReset();
  clearAnswers();
});

describe('the SLIK questionnaire sent from a repayment detour', () => {
  it('leaves no blocked answer for the page it returns to: that page waits for a new read, which no longer detours', async () => {
    fake.repayment.overview.mockResolvedValueOnce(answered(true));
    await loadRepayment(TARGET);
    expect(detours()).toBe(true);

    fake.progressiveKyc.submitSlik.mockResolvedValueOnce({ success: true });
    await submitSlik(EMPTY_SLIK_FORM);
    expect(vaPageLoad()).toEqual({ status: 'loading' });

    fake.repayment.overview.mockResolvedValueOnce(answered(false));
    await repaymentAnswer.refresh(TARGET);
    expect(vaPageLoad().status).toBe('live');
    expect(detours()).toBe(false);
  });

  it('reads the answer again at once while a page shows it', async () => {
    fake.repayment.overview.mockResolvedValueOnce(answered(true));
    const stop = appStore.sub(repaymentAnswer.atom(TARGET), () => undefined);
    await vi.waitFor(() => expect(detours()).toBe(true));

    fake.repayment.overview.mockResolvedValueOnce(answered(false));
    fake.progressiveKyc.submitSlik.mockResolvedValueOnce({ success: true });
    await submitSlik(EMPTY_SLIK_FORM);
    await vi.waitFor(() => expect(vaPageLoad().status === 'live' && !detours()).toBe(true));
    expect(fake.repayment.overview).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps the answer when the platform refuses the questionnaire: nothing changed', async () => {
    fake.repayment.overview.mockResolvedValueOnce(answered(true));
    await loadRepayment(TARGET);
    fake.progressiveKyc.submitSlik.mockResolvedValueOnce({ success: false, error: { message: 'Tidak dapat diproses' } });
    expect(await submitSlik(EMPTY_SLIK_FORM)).toEqual({ success: false, error: { message: 'Tidak dapat diproses' } });
    expect(detours()).toBe(true);
  });
});
