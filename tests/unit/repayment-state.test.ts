// @vitest-environment happy-dom
/**
 * The repayment pages' rules and actions, with a fake data worker standing in for the bridge:
 * which types are offered and where the chooser starts, the PARTIAL messages, resume vs create,
 * the refusals, the offline fallback, the answer shared by a scope's pages, a payment seen by the
 * page invalidating exactly the product's and the account's answers, and the VA's watch.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@domain/contract/profile';
import type { CatchupRequest, RepaymentDues, VirtualAccount } from '@domain/contract/lending-catchup';
import { makeApiError, networkApiError } from '@domain/errors';
import type { Kept } from '@domain/kept-answer';
import { clearAnswers, registerAnswer } from '@state/answers';
import type { RepaymentAnswer, RepaymentTarget, RepaymentWorkerApi } from '@worker/repayment/contract';
import { amountDigits, caretAfterDigits, digitsBeforeCaret, groupDigits } from '@ui/amount-input';
import {
  chooserDecision,
  chosenAmount,
  initialCatchupType,
  openFailure,
  partialAmountMessage,
  productAccountId,
  repaymentPath,
  repaymentTarget,
  vaStateNow,
} from '../../src/features/repayment/repayment-view';
import { repaymentDues, virtualAccount } from './helpers/repayment-fixtures';

/** The fake worker: each test sets what its repayment calls answer. */
const fake = {
  overview: vi.fn<RepaymentWorkerApi['overview']>(),
  openVirtualAccount: vi.fn<RepaymentWorkerApi['openVirtualAccount']>(),
};
vi.mock('../../src/data/bridge', () => ({ dataWorker: () => ({ repayment: fake }) }));
vi.mock('@state/errors', () => ({ presentError: () => undefined, asApiError: (error: unknown) => error }));
const { loadRepayment, openVirtualAccount, repaymentAnswer, repaymentLoadOf } = await import('../../src/features/repayment/state');

const TARGET: RepaymentTarget = { product: 'paylater', scopeId: 'PL-1' };

function dues(overrides: Partial<RepaymentDues> = {}): RepaymentDues {
  const options: RepaymentDues['options'] = [
    { catchupType: 'OVERDUES', amount: 120_000 },
    { catchupType: 'CURRENT_DUES', amount: 435_000 },
    { catchupType: 'ALL_DUES', amount: 815_000 },
    { catchupType: 'PARTIAL', amount: 0 },
  ];
  return repaymentDues({ overdue: 120_000, options, ...overrides });
}

function va(overrides: Partial<VirtualAccount> = {}): VirtualAccount {
  return virtualAccount({ id: 'va-1', bankName: 'BNI', vaNumber: '9882012345678901', amount: 435_000, ...overrides });
}

const answered = (
  dueState: Partial<RepaymentDues> = {},
  account: VirtualAccount | null = va(),
  source: Kept<RepaymentAnswer>['source'] = 'live',
): Kept<RepaymentAnswer> => ({
  answer: { dues: dues(dueState), virtualAccount: account, receiptId: account?.state === 'PAID' ? 'RP-1' : null },
  answeredAt: '2026-02-20T03:00:00Z',
  source,
});

const refusal = (status: number, code: string, cause?: string) =>
  makeApiError(status, [{ code, message: code, ...(cause ? { cause } : {}) }]);

beforeEach(() => {
  fake.overview.mockReset();
  fake.openVirtualAccount.mockReset();
  clearAnswers();
});

const shownLoad = () => repaymentLoadOf(TARGET, repaymentAnswer.get(TARGET), null);

describe('where the chooser starts', () => {
  it('on the type the link asked for when offered, else what is due now, else the first offered', () => {
    const options = dues().options;
    expect(initialCatchupType(options, 'OVERDUES')).toBe('OVERDUES');
    expect(initialCatchupType(options, 'PARTIAL')).toBe('PARTIAL');
    expect(initialCatchupType(options, null)).toBe('CURRENT_DUES');
    expect(initialCatchupType(options, 'SOMETHING')).toBe('CURRENT_DUES');
    // Nothing overdue and nothing billed: only "everything" and another amount are offered.
    const unbilled = [
      { catchupType: 'ALL_DUES' as const, amount: 300_000 },
      { catchupType: 'PARTIAL' as const, amount: 0 },
    ];
    expect(initialCatchupType(unbilled, 'OVERDUES')).toBe('ALL_DUES');
    expect(initialCatchupType([], null)).toBeNull();
  });

  it('the amount the button pays: the option, or the typed digits for PARTIAL', () => {
    const options = dues().options;
    expect(chosenAmount(options, 'ALL_DUES', '')).toBe(815_000);
    expect(chosenAmount(options, 'PARTIAL', '75000')).toBe(75_000);
    expect(chosenAmount(options, 'PARTIAL', '')).toBeNull();
    expect(chosenAmount(options, null, '')).toBeNull();
  });
});

describe('the scope a page repays', () => {
  const profile = { userProductInfo: { paylater: { productId: 'PL-1' }, cicilan: { productId: null } } } as unknown as UserProfile;
  it("is the product's account, or the cicilan order of ?order=", () => {
    expect(repaymentTarget('paylater', productAccountId('paylater', profile), null)).toEqual({ product: 'paylater', scopeId: 'PL-1' });
    expect(repaymentTarget('cicilan', productAccountId('cicilan', profile), null)).toBeNull();
    expect(repaymentTarget('cicilan', null, 'ORD-9')).toEqual({ product: 'cicilan', scopeId: 'ORD-9' });
    expect(repaymentTarget('paylater', 'PL-1', 'ORD-9')).toEqual({ product: 'paylater', scopeId: 'PL-1' });
    expect(productAccountId('paylater', null)).toBeNull();
  });
  it('keeps the order on both screens', () => {
    expect(repaymentPath('cicilan', 'va', 'ORD-9')).toBe('/cicilan/repayment/va?order=ORD-9');
    expect(repaymentPath('paylater', 'choose', null, { new: '1' })).toBe('/paylater/repayment?new=1');
    expect(repaymentPath('paylater', 'choose')).toBe('/paylater/repayment');
  });
});

describe('PARTIAL amount messages', () => {
  it('say the bounds in rupiah as the user reads them', () => {
    expect(partialAmountMessage('49999', dues())).toEqual({ messageId: 'repayment.partial.min', values: { min: 'Rp50.000' } });
    expect(partialAmountMessage('815001', dues())).toEqual({ messageId: 'repayment.partial.max', values: { max: 'Rp815.000' } });
    expect(partialAmountMessage('12a', dues())).toEqual({ messageId: 'repayment.partial.invalid', values: {} });
    expect(partialAmountMessage('50000', dues())).toBeNull();
    expect(partialAmountMessage('815000', dues())).toBeNull();
  });

  it('the amount field groups digits as typed and keeps the caret after the same digit', () => {
    expect(groupDigits('1250000')).toBe('1.250.000');
    expect(groupDigits('999')).toBe('999');
    expect(amountDigits('Rp 1.250.000')).toBe('1250000');
    expect(amountDigits('007')).toBe('7');
    expect(amountDigits('0')).toBe('');
    expect(amountDigits('9'.repeat(20))).toHaveLength(15);
    // "125.000" with a 0 typed at its end reads "125.0000": 7 digits before the caret, which stays at the end of "1.250.000".
    expect(digitsBeforeCaret('125.0000', 8)).toBe(7);
    expect(caretAfterDigits('1.250.000', 7)).toBe(9);
    // Typing in the middle: "12|5.000" -> "1.2|50.000" stays after the 2.
    expect(caretAfterDigits('1.250.000', 2)).toBe(3);
    expect(caretAfterDigits('1.250.000', 0)).toBe(0);
  });
});

describe('resume or create', () => {
  it('resumes an ACTIVE VA unless the user asked to change it, and always a PENDING one', () => {
    expect(chooserDecision(dues(), va(), false)).toEqual({ kind: 'resume' });
    expect(chooserDecision(dues(), va(), true)).toEqual({ kind: 'choose', previous: null, replacesActive: true });
    expect(chooserDecision(dues(), va({ state: 'PENDING' }), true)).toEqual({ kind: 'resume' });
  });

  it('offers a new VA after any final state, saying why the last one is gone (not after PAID)', () => {
    for (const state of ['EXPIRED', 'CANCELLED', 'DENIED', 'DUE_AMOUNT_CHANGED'] as const) {
      expect(chooserDecision(dues(), va({ state }), false)).toEqual({ kind: 'choose', previous: state, replacesActive: false });
    }
    expect(chooserDecision(dues(), va({ state: 'PAID' }), false)).toEqual({ kind: 'choose', previous: null, replacesActive: false });
    expect(chooserDecision(dues(), null, false)).toEqual({ kind: 'choose', previous: null, replacesActive: false });
  });

  it('says there is nothing to pay when nothing is offered', () => {
    expect(chooserDecision(dues({ options: [], overdue: 0, current: 0, payoff: 0, partial: null }), va({ state: 'PAID' }), false)).toEqual({
      kind: 'nothing-due',
    });
  });

  it("reads a VA's state on the platform's clock: ACTIVE past 23:00 WIB is EXPIRED, to open anew", () => {
    expect(vaStateNow(va(), Date.parse('2026-02-20T15:59:59Z'))).toEqual({ state: 'ACTIVE', wayForward: 'PAY' });
    expect(vaStateNow(va(), Date.parse('2026-02-20T16:00:00Z'))).toEqual({ state: 'EXPIRED', wayForward: 'OPEN_NEW' });
    expect(vaStateNow(va({ state: 'PENDING' }), Date.parse('2026-02-21T00:00:00Z'))).toEqual({
      state: 'PENDING',
      wayForward: 'WAIT_AND_REFRESH',
    });
    expect(vaStateNow(va({ state: 'DENIED' }), 0).wayForward).toBe('RETRY');
  });
});

describe('what a refused VA means', () => {
  it('maps each code to its way forward', () => {
    expect(openFailure(refusal(409, 'VA_FREEZE_PERIOD', 'FREEZE_DAY'), dues())).toEqual({ kind: 'freeze', freezeDay: true });
    expect(openFailure(refusal(409, 'VA_FREEZE_PERIOD', 'DAILY'), dues())).toEqual({ kind: 'freeze', freezeDay: false });
    expect(openFailure(refusal(409, 'VA_REPAYMENT_PENDING'), dues())).toEqual({ kind: 'pending' });
    expect(openFailure(refusal(409, 'REPAYMENT_NOTHING_DUE'), dues())).toEqual({ kind: 'nothing-due' });
    expect(openFailure(refusal(400, 'REPAYMENT_AMOUNT_TOO_HIGH', 'max'), dues())).toEqual({
      kind: 'amount',
      message: { messageId: 'repayment.partial.max', values: { max: 'Rp815.000' } },
    });
    expect(openFailure(refusal(400, 'REPAYMENT_AMOUNT_TOO_LOW', 'min'), dues())).toMatchObject({
      kind: 'amount',
      message: { values: { min: 'Rp50.000' } },
    });
    expect(openFailure(networkApiError(), dues())).toEqual({ kind: 'offline' });
    expect(openFailure(refusal(404, 'NOT_FOUND'), dues()).kind).toBe('other');
  });
});

describe('the state actions (fake worker)', () => {
  it('a live answer is the scope’s, with the offset to the platform clock', async () => {
    fake.overview.mockResolvedValue(answered());
    const load = await loadRepayment(TARGET);
    expect(load.status).toBe('live');
    expect(shownLoad()).toEqual(load);
    if (load.status !== 'live') return;
    // asOf is 2026 while this test runs earlier or later: the offset carries the difference.
    expect(Math.abs(Date.now() + load.clockOffsetMs - Date.parse('2026-02-20T03:00:00Z'))).toBeLessThan(1_000);
  });

  it('offline, the bill kept on this device as of its time; with nothing kept, a failure that says it was offline', async () => {
    fake.overview.mockResolvedValueOnce({ ...answered(), answeredAt: '2026-02-19T09:00:00Z', source: 'kept' });
    expect(await loadRepayment(TARGET)).toMatchObject({
      status: 'stored',
      bill: {
        amountDue: 435_000,
        overdue: 120_000,
        payoff: 815_000,
        asOf: '2026-02-19T09:00:00Z',
        virtualAccount: { vaNumber: '9882012345678901' },
      },
    });
    repaymentAnswer.forget(TARGET);
    fake.overview.mockRejectedValueOnce(networkApiError());
    expect(await loadRepayment(TARGET)).toMatchObject({ status: 'failed', offline: true });
    fake.overview.mockRejectedValueOnce(refusal(500, 'INTERNAL'));
    expect(await loadRepayment(TARGET)).toMatchObject({ status: 'failed', offline: false });
  });

  it('a refresh keeps what is shown until the answer comes; a page opened anew waits for an answer newer than its arrival', async () => {
    fake.overview.mockResolvedValue(answered());
    await loadRepayment(TARGET);
    let answer: (value: Kept<RepaymentAnswer>) => void = () => undefined;
    fake.overview.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const refreshing = loadRepayment(TARGET);
    expect(shownLoad().status).toBe('live');
    const arrived = Date.now() + 1;
    expect(repaymentLoadOf(TARGET, repaymentAnswer.get(TARGET), arrived)).toEqual({ status: 'loading' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    answer(answered({}, va({ state: 'PAID' })));
    await refreshing;
    const after = repaymentLoadOf(TARGET, repaymentAnswer.get(TARGET), arrived);
    expect(after.status === 'live' && [after.virtualAccount?.state, after.receiptId]).toEqual(['PAID', 'RP-1']);
  });

  it('refuses an out-of-bounds PARTIAL amount without a call, and sends "0" for fixed types; the scope’s answer carries the new VA', async () => {
    const result = await openVirtualAccount(TARGET, dues(), { catchupType: 'PARTIAL', bankName: 'BCA', amount: '40000' });
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'amount', message: { messageId: 'repayment.partial.min', values: { min: 'Rp50.000' } } },
    });
    expect(fake.openVirtualAccount).not.toHaveBeenCalled();

    fake.overview.mockResolvedValue(answered({}, null));
    await loadRepayment(TARGET);
    fake.openVirtualAccount.mockResolvedValue(va({ bankName: 'BCA' }));
    const request: CatchupRequest = { catchupType: 'ALL_DUES', bankName: 'BCA', amount: '123' };
    const opened = await openVirtualAccount(TARGET, dues(), request);
    expect(opened.ok).toBe(true);
    expect(fake.openVirtualAccount).toHaveBeenCalledWith(TARGET, { catchupType: 'ALL_DUES', bankName: 'BCA', amount: '0' });
    // The VA screen reads the new VA from the same answer at once, without another read.
    const entry = shownLoad();
    expect(entry.status === 'live' && entry.virtualAccount?.bankName).toBe('BCA');
    expect(fake.overview).toHaveBeenCalledTimes(1);

    await openVirtualAccount(TARGET, dues(), { catchupType: 'PARTIAL', bankName: 'BRI', amount: '75000' });
    expect(fake.openVirtualAccount).toHaveBeenLastCalledWith(TARGET, { catchupType: 'PARTIAL', bankName: 'BRI', amount: '75000' });
  });

  it('after a refusal that means the dues or the window moved, reads the scope again', async () => {
    fake.overview.mockResolvedValue(answered({ vaWindow: { ...dues().vaWindow, open: false } }, null));
    fake.openVirtualAccount.mockRejectedValue(refusal(409, 'VA_FREEZE_PERIOD', 'DAILY'));
    const result = await openVirtualAccount(TARGET, dues(), { catchupType: 'CURRENT_DUES', bankName: 'BCA', amount: '0' });
    expect(result).toEqual({ ok: false, failure: { kind: 'freeze', freezeDay: false } });
    expect(fake.overview).toHaveBeenCalledTimes(1);
    const entry = shownLoad();
    expect(entry.status === 'live' && entry.dues.vaWindow.open).toBe(false);

    fake.openVirtualAccount.mockRejectedValue(networkApiError());
    expect(await openVirtualAccount(TARGET, dues(), { catchupType: 'CURRENT_DUES', bankName: 'BCA', amount: '0' })).toEqual({
      ok: false,
      failure: { kind: 'offline' },
    });
    expect(fake.overview).toHaveBeenCalledTimes(1);
  });

  it('a VA seen open and then paid invalidates exactly the product’s and the account’s answers', async () => {
    const refreshed: string[] = [];
    for (const tag of ['paylater', 'cicilan', 'account', 'gomodal']) registerAnswer([tag], () => refreshed.push(tag));
    fake.overview.mockResolvedValueOnce(answered({}, va({ id: 'va-paid-1' })));
    await loadRepayment(TARGET);
    expect(refreshed).toEqual([]);
    fake.overview.mockResolvedValueOnce(answered({ current: 0, overdue: 0 }, va({ id: 'va-paid-1', state: 'PAID' })));
    await loadRepayment(TARGET);
    expect(refreshed.sort()).toEqual(['account', 'paylater']);
    // Seen PAID again (a refresh, a reload): no second invalidation.
    fake.overview.mockResolvedValueOnce(answered({ current: 0, overdue: 0 }, va({ id: 'va-paid-1', state: 'PAID' })));
    expect((await loadRepayment(TARGET)).status).toBe('live');
    expect(refreshed).toHaveLength(2);
  });
});
