/// <reference path="../../src/vite-env.d.ts" />
// (The modules under test reach the i18n loader, whose virtual modules are declared there.)
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductInfo, UserProfile } from '@domain/contract/account';
import type { ApplyResponse } from '@domain/contract/apply';
import type {
  CicilanHistoryPage,
  CicilanLine,
  CicilanOrder,
  CicilanOrderSummary,
  CicilanProfile,
  EarlyRepaymentQuote,
} from '@domain/contract/cicilan';
import { makeApiError } from '@domain/errors';

const worker = {
  user: { profile: vi.fn<() => Promise<UserProfile>>() },
  cicilan: {
    profile: vi.fn<() => Promise<CicilanProfile>>(),
    apply: vi.fn<() => Promise<ApplyResponse>>(),
    order: vi.fn<(orderId: string) => Promise<CicilanOrder>>(),
    earlyRepayment: vi.fn<(orderId: string) => Promise<EarlyRepaymentQuote>>(),
    historyPage: vi.fn<(cursor: string | null) => Promise<CicilanHistoryPage>>(),
  },
};
vi.mock('../../src/data/bridge', () => ({ dataWorker: () => worker }));
vi.mock('@state/errors', () => ({ presentError: () => undefined, asApiError: (error: unknown) => error }));

const { applyForCicilan, cicilanHistory, fetchCicilanOrder, loadCicilanHome } = await import('../../src/features/cicilan/state');
const { splitUnpaid } = await import('../../src/features/cicilan/transactions/split');
const { appStore } = await import('@state/store');
const { profileAtom } = await import('@state/session');

const info = (change: Partial<ProductInfo>): ProductInfo => ({
  productId: null,
  status: 'NOT_APPLIED',
  eligibility: 'REQUIRES_CONSENT',
  whitelisted: true,
  restPeriodEndDate: null,
  ...change,
});
const account = (cicilan: Partial<ProductInfo>): UserProfile => ({
  userId: 'u1',
  phoneNumber: '81234567890',
  countryCode: '+62',
  segments: [],
  kycStatus: 'KYC_APPROVED',
  kycRejectionType: null,
  userProductInfo: { paylater: info({ status: 'ACTIVATED', eligibility: 'ACTIVATED' }), cicilan: info(cicilan), gomodal: info({}) },
});

beforeEach(() => {
  vi.resetAllMocks();
  appStore.set(profileAtom, null);
});

describe('the cicilan home', () => {
  it('activated: the home with the cicilan profile', async () => {
    const profile = { product_status: 'ACTIVE_WITHDUES' } as CicilanProfile;
    worker.user.profile.mockResolvedValue(account({ status: 'ACTIVATED', eligibility: 'ACTIVE_WITHDUES' }));
    worker.cicilan.profile.mockResolvedValue(profile);
    expect(await loadCicilanHome()).toEqual({ step: { kind: 'home', to: '/gopaylater/cicilan' }, profile });
  });

  it('approved: its own contract, not pay-later’s', async () => {
    worker.user.profile.mockResolvedValue(account({ status: 'APPROVED' }));
    worker.cicilan.profile.mockResolvedValue({} as CicilanProfile);
    expect(await loadCicilanHome()).toEqual({ step: { kind: 'sign-contract', to: '/privy/intro?product=cicilan' } });
  });
});

describe('applying for cicilan', () => {
  it('a KYC-approved user waits for the review and comes back to the cicilan apply page', async () => {
    appStore.set(profileAtom, account({}));
    const answered = account({ status: 'WAITING' });
    worker.cicilan.apply.mockResolvedValue({
      kycStatus: 'KYC_APPROVED',
      statuses: { paylater: 'ACTIVATED', cicilan: 'WAITING', gomodal: 'NOT_APPLIED' },
      userProductInfo: answered.userProductInfo,
    });
    expect(await applyForCicilan()).toEqual({
      kind: 'kyc-review',
      to: '/kyc/progress?product=paylater_cicilan&retry_url=%2Fcicilan%2Fapply',
    });
    expect(appStore.get(profileAtom)?.userProductInfo.cicilan.status).toBe('WAITING');
  });
});

describe('an order', () => {
  it('comes with its quote, and without it when the quote cannot be read', async () => {
    const order = { orderId: 'O1' } as CicilanOrder;
    const quote: EarlyRepaymentQuote = { discount: 330_000, amount_to_pay: 2_582_500, is_early_repayment_enabled: true };
    worker.cicilan.order.mockResolvedValue(order);
    worker.cicilan.earlyRepayment.mockResolvedValue(quote);
    expect(await fetchCicilanOrder('O1')).toEqual({ order, quote });
    worker.cicilan.earlyRepayment.mockRejectedValue(makeApiError(500, []));
    expect(await fetchCicilanOrder('O1')).toEqual({ order, quote: null });
  });

  it('fails when the order itself cannot be read', async () => {
    const missing = makeApiError(404, [{ code: 'NOT_FOUND', message: 'no' }]);
    worker.cicilan.order.mockRejectedValue(missing);
    worker.cicilan.earlyRepayment.mockRejectedValue(missing);
    await expect(fetchCicilanOrder('O2')).rejects.toBe(missing);
  });
});

describe('the history by month', () => {
  const order = (orderId: string) => ({ orderId }) as CicilanOrderSummary;
  it('joins a month that goes on over the next page under one heading', async () => {
    worker.cicilan.historyPage.mockImplementation(async (cursor) =>
      cursor === null
        ? { months: [{ month: '2026-11', orders: [order('a'), order('b')] }], next_page: 'p2' }
        : {
            months: [
              { month: '2026-11', orders: [order('c')] },
              { month: '2026-10', orders: [order('d')] },
            ],
            next_page: null,
          },
    );
    await cicilanHistory.showFirst('u1');
    await cicilanHistory.showMore();
    expect(appStore.get(cicilanHistory.atom).items.map((group) => [group.month, group.orders.map((o) => o.orderId)])).toEqual([
      ['2026-11', ['a', 'b', 'c']],
      ['2026-10', ['d']],
    ]);
    expect(worker.cicilan.historyPage.mock.calls).toEqual([[null], ['p2']]);
  });
});

describe('instalments to pay', () => {
  const line = (id: string, dueDate: string, status: CicilanLine['status'] = 'UNPAID') =>
    ({ id, dueDate, status, unpaidAmount: 1 }) as CicilanLine;
  it('are due on or before today (Jakarta, by the platform’s clock), upcoming after it; the next upcoming is announced', () => {
    // 16:30 UTC on the 10th is already the 11th in Jakarta.
    const split = splitUnpaid(
      [line('overdue', '2026-11-10', 'OVERDUE'), line('today', '2026-11-11'), line('next', '2026-12-10'), line('later', '2027-01-10')],
      '2026-11-10T17:30:00Z',
    );
    expect(split.due.map((l) => l.id)).toEqual(['overdue', 'today']);
    expect(split.upcoming.map((l) => l.id)).toEqual(['next', 'later']);
    expect(split.next?.id).toBe('next');
  });
});
