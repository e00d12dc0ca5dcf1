// @vitest-environment happy-dom
/// <reference path="../../src/vite-env.d.ts" />
// (The modules under test reach the i18n loader, whose virtual modules are declared there.)
/**
 * The consumer-credit areas' state, pay-later and cicilan side by side (one kit, src/state and the
 * areas' state.ts): a home's step from the account read afresh, the product's answer atom (live or
 * kept), applying and signing merging statuses without losing the home cards' figures (issue 36), an
 * order with its quote, the history by pages, and the lists' helpers.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductInfo, ProductSummary, UserProfile } from '@domain/contract/profile';
import type { ApplyResponse } from '@domain/contract/apply';
import type { CicilanHistoryPage, CicilanLine, CicilanOrderSummary, CicilanProfile } from '@domain/contract/cicilan';
import type { PaylaterProfile, PaylaterTransaction } from '@domain/contract/paylater';
import type { SignedRedirect } from '@domain/home/signed-redirect';
import { NOTHING_OWED } from '@domain/lending/owed';
import { makeApiError } from '@domain/errors';
import type { Kept } from '@domain/kept-answer';
import type { ConsumerProduct } from '@domain/product-journey';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { renderHook, settle } from './helpers/render-hook';

const live = <T,>(answer: T): Kept<T> => ({ answer, answeredAt: '2026-02-20T03:00:00Z', source: 'live' });

/** The data worker as the pages' state sees it: each call answered by the test. */
const worker = {
  user: { profile: vi.fn<() => Promise<UserProfile>>() },
  paylater: { profile: vi.fn<() => Promise<Kept<PaylaterProfile>>>(), apply: vi.fn<() => Promise<ApplyResponse>>() },
  cicilan: {
    profile: vi.fn<() => Promise<Kept<CicilanProfile>>>(),
    apply: vi.fn<() => Promise<ApplyResponse>>(),
    historyPage: vi.fn<(cursor: string | null) => Promise<Kept<CicilanHistoryPage>>>(),
  },
  products: {
    completeSigning:
      vi.fn<() => Promise<{ userProductInfo: Record<'paylater' | 'cicilan' | 'gomodal', ProductInfo>; next: SignedRedirect }>>(),
  },
};
vi.mock('../../src/data/bridge', () => ({ dataWorker: () => worker, subscribeToWorker: async () => undefined }));
vi.mock('@state/errors', () => ({ presentError: () => undefined, asApiError: (error: unknown) => error }));

const paylater = await import('../../src/features/paylater/state');
const cicilan = await import('../../src/features/cicilan/state');
const { completeSigning } = await import('../../src/features/home/state');
const { groupByDueDate } = await import('../../src/features/paylater/transactions/group');
const { splitUnpaid } = await import('../../src/features/cicilan/transactions/split');
const { useProductStep } = await import('@state/product-home');
const { clearAnswers } = await import('@state/answers');
const { appStore } = await import('@state/store');
const { profileAtom } = await import('@state/session');

const info = (change: Partial<ProductInfo>): ProductInfo => ({
  productId: null,
  status: 'NOT_APPLIED',
  eligibility: 'REQUIRES_KYC',
  whitelisted: true,
  restPeriodEndDate: null,
  ...change,
});

const SUMMARY: ProductSummary = {
  creditLimit: 10_000_000,
  availableLimit: 9_200_000,
  amountDue: 798_000,
  overdueAmount: 696_000,
  dueDate: '2026-02-01',
  dueDateInfoType: 'LATE_FEE',
  owed: { ...NOTHING_OWED, overdue: [{ dueDate: '2026-02-01', amount: 680_000 }], lateFees: 16_000, total: 696_000 },
  asOf: '2026-02-20T03:00:00Z',
};

function account(
  products: Partial<Record<'paylater' | 'cicilan', Partial<ProductInfo>>>,
  kycStatus: UserProfile['kycStatus'] = 'KYC_APPROVED',
): UserProfile {
  return {
    userId: 'u1',
    phoneNumber: '81234567890',
    countryCode: '+62',
    segments: [],
    kycStatus,
    kycRejectionType: null,
    userProductInfo: {
      paylater: info(products.paylater ?? {}),
      cicilan: info(products.cicilan ?? { eligibility: 'NOT_ELIGIBLE' }),
      gomodal: info({ eligibility: 'NOT_ELIGIBLE' }),
    },
  };
}

/** The app's store around the page, as src/app/App.tsx puts it. */
const inApp = (node: ReactNode) => <Provider store={appStore}>{node}</Provider>;

const ACTIVE_PAYLATER: Partial<ProductInfo> = { status: 'ACTIVATED', eligibility: 'OVERDUE_LATEFEE', productId: 'PL-1', summary: SUMMARY };

beforeEach(() => {
  vi.resetAllMocks();
  clearAnswers();
  appStore.set(profileAtom, null);
});

describe.each([
  { product: 'paylater' as ConsumerProduct, home: '/gopaylater/ab', sign: '/paylater/gopay-plus' },
  { product: 'cicilan' as ConsumerProduct, home: '/gopaylater/cicilan', sign: '/privy/intro?product=cicilan' },
])('the $product home', ({ product, home, sign }) => {
  it('decides its step from the account read afresh on arrival: activated, the home', async () => {
    appStore.set(profileAtom, account({ [product]: { status: 'APPROVED', eligibility: 'REQUIRES_CONSENT' } }));
    let answer: (value: UserProfile) => void = () => undefined;
    worker.user.profile.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const step = await renderHook(() => useProductStep(product), null, inApp);
    // The account known says "approved": the page waits for the fresh one rather than show it.
    expect(step.current.state).toEqual({ status: 'loading' });
    answer(account({ [product]: { status: 'ACTIVATED', eligibility: 'ACTIVE_WITHDUES', productId: 'X' } }));
    await settle();
    expect(step.current.state).toEqual({ status: 'ready', step: { kind: 'home', to: home } });
    expect(worker.user.profile).toHaveBeenCalledTimes(1);
    await step.unmount();
  });

  it('approved: its own contract; offline, the account already known decides', async () => {
    worker.user.profile.mockResolvedValue(account({ [product]: { status: 'APPROVED', eligibility: 'REQUIRES_CONSENT' } }));
    const approved = await renderHook(() => useProductStep(product), null, inApp);
    await settle();
    expect(approved.current.state).toEqual({ status: 'ready', step: { kind: 'sign-contract', to: sign } });
    await approved.unmount();

    worker.user.profile.mockRejectedValue(makeApiError(0, []));
    appStore.set(profileAtom, account({ [product]: { status: 'NOT_APPLIED' } }));
    const offline = await renderHook(() => useProductStep(product), null, inApp);
    await settle();
    expect(offline.current.state).toMatchObject({ status: 'ready', step: { kind: 'apply' } });
    await offline.unmount();
  });
});

describe('a product answer (the pay-later profile; the cicilan profile is the same family)', () => {
  it('is read when a page shows it; offline, this device’s copy with its time', async () => {
    const profile = { product_status: 'ACTIVE_WITHDUES', amount_due: 150_000 } as PaylaterProfile;
    worker.paylater.profile.mockResolvedValueOnce({ answer: profile, answeredAt: '2026-02-19T09:00:00Z', source: 'kept' });
    const leave = appStore.sub(paylater.paylaterProfile.atom('profile'), () => undefined);
    await settle();
    expect(paylater.paylaterProfile.get('profile')).toMatchObject({ value: profile, source: 'kept', answeredAt: '2026-02-19T09:00:00Z' });
    leave();
  });
});

describe('applying and signing keep the home cards’ figures (issue 36)', () => {
  it('applying for cicilan merges its statuses: pay-later keeps its figures, and the account is read again', async () => {
    appStore.set(profileAtom, account({ paylater: ACTIVE_PAYLATER }));
    const answered = account({
      paylater: { status: 'ACTIVATED', eligibility: 'ACTIVATED', productId: 'PL-1' },
      cicilan: { status: 'WAITING' },
    });
    worker.cicilan.apply.mockResolvedValue({
      kycStatus: 'KYC_APPROVED',
      statuses: { paylater: 'ACTIVATED', cicilan: 'WAITING', gomodal: 'NOT_APPLIED' },
      userProductInfo: answered.userProductInfo,
    });
    worker.user.profile.mockResolvedValue(account({ paylater: ACTIVE_PAYLATER, cicilan: { status: 'WAITING' } }));
    expect((await cicilan.applyForCicilan()).kind).toBe('kyc-review');
    const merged = appStore.get(profileAtom);
    expect(merged?.userProductInfo.cicilan.status).toBe('WAITING');
    // A statuses-only answer is merged, never written over the figures.
    expect(merged?.userProductInfo.paylater.summary).toEqual(SUMMARY);
    expect(merged?.userProductInfo.paylater.eligibility).toBe('OVERDUE_LATEFEE');
    await settle();
    expect(worker.user.profile).toHaveBeenCalledTimes(1);
  });

  it('the signed call (a plan, a due date, a migration) keeps the figures until the account is read again', async () => {
    appStore.set(profileAtom, account({ paylater: ACTIVE_PAYLATER }));
    const signed = account({ paylater: { status: 'ACTIVATED', eligibility: 'ACTIVATED', productId: 'PL-1' } });
    worker.products.completeSigning.mockResolvedValue({
      userProductInfo: signed.userProductInfo,
      next: { kind: 'route', to: '/paylater/plans' },
    });
    let reread: (value: UserProfile) => void = () => undefined;
    worker.user.profile.mockReturnValueOnce(new Promise((resolve) => (reread = resolve)));
    expect(await completeSigning()).toEqual({ kind: 'route', to: '/paylater/plans' });
    expect(appStore.get(profileAtom)?.userProductInfo.paylater.summary).toEqual(SUMMARY);
    const newFigures = { ...SUMMARY, creditLimit: 20_000_000 };
    reread(account({ paylater: { ...ACTIVE_PAYLATER, summary: newFigures } }));
    await settle();
    expect(appStore.get(profileAtom)?.userProductInfo.paylater.summary?.creditLimit).toBe(20_000_000);
  });

  it('a product no longer activated loses its figures', async () => {
    appStore.set(profileAtom, account({ paylater: ACTIVE_PAYLATER }));
    worker.paylater.apply.mockResolvedValue({
      kycStatus: 'KYC_APPROVED',
      statuses: { paylater: 'REJECTED', cicilan: 'NOT_APPLIED', gomodal: 'NOT_APPLIED' },
      userProductInfo: account({ paylater: { status: 'REJECTED', eligibility: 'NOT_ELIGIBLE' } }).userProductInfo,
    });
    worker.user.profile.mockResolvedValue(account({ paylater: { status: 'REJECTED' } }));
    await paylater.applyForPaylater();
    expect(appStore.get(profileAtom)?.userProductInfo.paylater.summary).toBeUndefined();
  });

  it('applies once when the page asks twice at the same time', async () => {
    worker.paylater.apply.mockResolvedValue({
      kycStatus: 'KYC_APPROVED',
      statuses: { paylater: 'ACTIVATED', cicilan: 'NOT_APPLIED', gomodal: 'NOT_APPLIED' },
      userProductInfo: account({ paylater: { status: 'ACTIVATED', eligibility: 'ACTIVATED' } }).userProductInfo,
    });
    worker.user.profile.mockResolvedValue(account({}));
    const [first, second] = await Promise.all([paylater.applyForPaylater(), paylater.applyForPaylater()]);
    expect(first).toEqual({ kind: 'home', to: '/gopaylater/ab' });
    expect(second).toBe(first);
    expect(worker.paylater.apply).toHaveBeenCalledTimes(1);
  });
});

describe('the history by pages', () => {
  const order = (orderId: string) => ({ orderId }) as CicilanOrderSummary;
  it('joins a month that goes on over the next page; a page kept offline says as of when', async () => {
    worker.cicilan.historyPage.mockImplementation(async (cursor) =>
      cursor === null
        ? {
            answer: { months: [{ month: '2026-11', orders: [order('a'), order('b')] }], next_page: 'p2' },
            answeredAt: '2026-11-20T01:00:00Z',
            source: 'kept',
          }
        : live({
            months: [
              { month: '2026-11', orders: [order('c')] },
              { month: '2026-10', orders: [order('d')] },
            ],
            next_page: null,
          }),
    );
    await cicilan.cicilanHistory.showFirst('u1');
    await cicilan.cicilanHistory.showMore();
    const list = appStore.get(cicilan.cicilanHistory.atom);
    expect(list.items.map((group) => [group.month, group.orders.map((o) => o.orderId)])).toEqual([
      ['2026-11', ['a', 'b', 'c']],
      ['2026-10', ['d']],
    ]);
    expect(list.keptAt).toBe('2026-11-20T01:00:00Z');
    expect(worker.cicilan.historyPage.mock.calls).toEqual([[null], ['p2']]);
  });
});

describe('the lists’ helpers', () => {
  it('pay-later: unpaid lines by bill, in the platform’s order, each bill’s rest summed', () => {
    const line = (id: string, dueDate: string, unpaidAmount: number) => ({ id, dueDate, unpaidAmount }) as PaylaterTransaction;
    const groups = groupByDueDate([line('a', '2026-02-01', 100), line('b', '2026-02-01', 50), line('c', '2026-03-01', 7)]);
    expect(groups.map((group) => [group.dueDate, group.lines.map((l) => l.id), group.unpaid])).toEqual([
      ['2026-02-01', ['a', 'b'], 150],
      ['2026-03-01', ['c'], 7],
    ]);
  });

  it('cicilan: due on or before today (Jakarta, by the platform’s clock), upcoming after it', () => {
    const line = (id: string, dueDate: string, status: CicilanLine['status'] = 'UNPAID') =>
      ({ id, dueDate, status, unpaidAmount: 1 }) as CicilanLine;
    // 17:30 UTC on the 10th is already the 11th in Jakarta.
    const split = splitUnpaid(
      [line('overdue', '2026-11-10', 'OVERDUE'), line('today', '2026-11-11'), line('next', '2026-12-10'), line('later', '2027-01-10')],
      '2026-11-10T17:30:00Z',
    );
    expect(split.due.map((l) => l.id)).toEqual(['overdue', 'today']);
    expect(split.upcoming.map((l) => l.id)).toEqual(['next', 'later']);
  });
});
