/// <reference path="../../src/vite-env.d.ts" />
// (The modules under test reach the i18n loader, whose virtual modules are declared there.)
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductInfo, UserProfile } from '@domain/contract/account';
import type { ApplyResponse } from '@domain/contract/apply';
import type { PaylaterProfile, PaylaterTransaction } from '@domain/contract/paylater';
import { NETWORK_ERROR_CODE, makeApiError } from '@domain/errors';
import type { StoredBill } from '@worker/repayment/contract';

/** The data worker as the pay-later pages see it: each call answered by the test. */
const worker = {
  user: { profile: vi.fn<() => Promise<UserProfile>>() },
  paylater: {
    profile: vi.fn<() => Promise<PaylaterProfile>>(),
    apply: vi.fn<() => Promise<ApplyResponse>>(),
  },
  repayment: { lastBill: vi.fn<(product: 'paylater' | 'cicilan') => Promise<StoredBill | null>>() },
};
vi.mock('../../src/data/bridge', () => ({ dataWorker: () => worker }));
vi.mock('@state/errors', () => ({ presentError: () => undefined, asApiError: (error: unknown) => error }));

const { applyForPaylater, loadPaylaterHome } = await import('../../src/features/paylater/state');
const { groupByDueDate } = await import('../../src/features/paylater/transactions/group');
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

function account(paylater: Partial<ProductInfo>, kycStatus: UserProfile['kycStatus'] = 'KYC_APPROVED'): UserProfile {
  return {
    userId: 'u1',
    phoneNumber: '81234567890',
    countryCode: '+62',
    segments: [],
    kycStatus,
    kycRejectionType: null,
    userProductInfo: {
      paylater: info(paylater),
      cicilan: info({ eligibility: 'NOT_ELIGIBLE' }),
      gomodal: info({ eligibility: 'NOT_ELIGIBLE' }),
    },
  };
}

const plProfile = { product_status: 'ACTIVE_WITHDUES', amount_due: 150_000 } as PaylaterProfile;

beforeEach(() => {
  vi.resetAllMocks();
  appStore.set(profileAtom, null);
});

describe('the pay-later home', () => {
  it('shows the home with the pay-later profile once activated, with the account read afresh', async () => {
    appStore.set(profileAtom, account({ status: 'APPROVED', eligibility: 'REQUIRES_CONSENT' }));
    worker.user.profile.mockResolvedValue(account({ status: 'ACTIVATED', eligibility: 'ACTIVE_WITHDUES', productId: 'PL-1' }));
    worker.paylater.profile.mockResolvedValue(plProfile);
    expect(await loadPaylaterHome()).toEqual({ step: { kind: 'home', to: '/gopaylater/ab' }, profile: plProfile });
  });

  it('before activation leads on, whatever the pay-later profile answers', async () => {
    worker.user.profile.mockResolvedValue(account({ status: 'APPROVED', eligibility: 'REQUIRES_CONSENT' }));
    worker.paylater.profile.mockRejectedValue(makeApiError(500, []));
    expect(await loadPaylaterHome()).toEqual({ step: { kind: 'sign-contract', to: '/paylater/gopay-plus' } });
  });

  it('offline, decides from the account already known', async () => {
    appStore.set(profileAtom, account({ status: 'NOT_APPLIED' }));
    worker.user.profile.mockRejectedValue(makeApiError(0, []));
    worker.paylater.profile.mockRejectedValue(makeApiError(0, []));
    expect(await loadPaylaterHome()).toEqual({ step: { kind: 'apply', to: '/paylater/apply' } });
  });

  it('fails when an activated user’s profile cannot be read', async () => {
    const offline = makeApiError(0, []);
    worker.user.profile.mockResolvedValue(account({ status: 'ACTIVATED', eligibility: 'ACTIVATED' }));
    worker.paylater.profile.mockRejectedValue(offline);
    await expect(loadPaylaterHome()).rejects.toBe(offline);
  });

  const noNetwork = makeApiError(0, [{ code: NETWORK_ERROR_CODE, message: 'offline' }]);
  const kept = { product: 'paylater', scope: 'PAYLATER_ACCOUNT', scopeId: 'PL-1', amountDue: 150_000 } as StoredBill;

  it('with no network, shows the bill this device kept for pay-later', async () => {
    appStore.set(profileAtom, account({ status: 'ACTIVATED', eligibility: 'ACTIVE_WITHDUES', productId: 'PL-1' }));
    worker.user.profile.mockRejectedValue(noNetwork);
    worker.paylater.profile.mockRejectedValue(noNetwork);
    worker.repayment.lastBill.mockResolvedValue(kept);
    expect(await loadPaylaterHome()).toEqual({ step: { kind: 'home', to: '/gopaylater/ab' }, keptBill: kept });
    expect(worker.repayment.lastBill).toHaveBeenCalledWith('paylater');
  });

  it('with no network and no kept bill, fails as before; another failure never reads the kept bill', async () => {
    appStore.set(profileAtom, account({ status: 'ACTIVATED', eligibility: 'ACTIVE_WITHDUES', productId: 'PL-1' }));
    worker.user.profile.mockRejectedValue(noNetwork);
    worker.paylater.profile.mockRejectedValue(noNetwork);
    worker.repayment.lastBill.mockResolvedValue(null);
    await expect(loadPaylaterHome()).rejects.toBe(noNetwork);
    const serverError = makeApiError(500, []);
    worker.paylater.profile.mockRejectedValue(serverError);
    worker.repayment.lastBill.mockClear();
    await expect(loadPaylaterHome()).rejects.toBe(serverError);
    expect(worker.repayment.lastBill).not.toHaveBeenCalled();
  });
});

describe('applying', () => {
  it('keeps the answered statuses in the account and leads to the identity check', async () => {
    appStore.set(profileAtom, account({ status: 'NOT_APPLIED' }, 'NEW'));
    const answered = account({ status: 'NOT_APPLIED', eligibility: 'REQUIRES_KYC' }, 'NEW');
    worker.paylater.apply.mockResolvedValue({
      kycStatus: 'NEW',
      statuses: { paylater: 'NOT_APPLIED', cicilan: 'NOT_APPLIED', gomodal: 'NOT_APPLIED' },
      userProductInfo: answered.userProductInfo,
    });
    expect(await applyForPaylater()).toEqual({ kind: 'kyc', to: '/kyc/step1?product=paylater' });
    expect(appStore.get(profileAtom)?.userProductInfo.paylater.status).toBe('NOT_APPLIED');
  });

  it('an approved KYC waits for the review; the account shows WAITING', async () => {
    appStore.set(profileAtom, account({ status: 'NOT_APPLIED' }));
    const answered = account({ status: 'WAITING' });
    worker.paylater.apply.mockResolvedValue({
      kycStatus: 'KYC_APPROVED',
      statuses: { paylater: 'WAITING', cicilan: 'NOT_APPLIED', gomodal: 'NOT_APPLIED' },
      userProductInfo: answered.userProductInfo,
    });
    expect((await applyForPaylater()).kind).toBe('kyc-review');
    expect(appStore.get(profileAtom)?.userProductInfo.paylater.status).toBe('WAITING');
  });

  it('applies once when the page asks twice at the same time', async () => {
    const answered = account({ status: 'ACTIVATED', eligibility: 'ACTIVATED' });
    worker.paylater.apply.mockResolvedValue({
      kycStatus: 'KYC_APPROVED',
      statuses: { paylater: 'ACTIVATED', cicilan: 'NOT_APPLIED', gomodal: 'NOT_APPLIED' },
      userProductInfo: answered.userProductInfo,
    });
    const [first, second] = await Promise.all([applyForPaylater(), applyForPaylater()]);
    expect(first).toEqual({ kind: 'home', to: '/gopaylater/ab' });
    expect(second).toBe(first);
    expect(worker.paylater.apply).toHaveBeenCalledTimes(1);
    await applyForPaylater();
    expect(worker.paylater.apply).toHaveBeenCalledTimes(2);
  });
});

describe('unpaid lines by bill', () => {
  const line = (id: string, dueDate: string, unpaidAmount: number) => ({ id, dueDate, unpaidAmount }) as PaylaterTransaction;
  it('keeps the platform’s order (oldest due date first) and sums what is left of each bill', () => {
    const groups = groupByDueDate([line('a', '2026-02-01', 100), line('b', '2026-02-01', 50), line('c', '2026-03-01', 7)]);
    expect(groups.map((group) => [group.dueDate, group.lines.map((l) => l.id), group.unpaid])).toEqual([
      ['2026-02-01', ['a', 'b'], 150],
      ['2026-03-01', ['c'], 7],
    ]);
  });
});
