/** The repayment answers the worker and page tests start from: a pay-later account's dues on 20 Feb 2026 and its VA. */
import type { RepaymentDues, VirtualAccount } from '@domain/contract/lending-catchup';

/** Pay-later account PL-1: 315,000 due on 1 March, 815,000 to pay off, the VA window open. */
export function repaymentDues(overrides: Partial<RepaymentDues> = {}): RepaymentDues {
  return {
    scopeId: 'PL-1',
    scope: 'PAYLATER_ACCOUNT',
    product: 'paylater',
    dueDate: '2026-03-01',
    gracePeriodEnd: '2026-03-06',
    overdue: 0,
    current: 315_000,
    payoff: 815_000,
    discount: 0,
    owed: null,
    options: [
      { catchupType: 'CURRENT_DUES', amount: 315_000 },
      { catchupType: 'ALL_DUES', amount: 815_000 },
      { catchupType: 'PARTIAL', amount: 0 },
    ],
    partial: { min: 50_000, max: 815_000 },
    vaWindow: { open: true, freezeDay: false, closesAt: '2026-02-20T13:45:00Z', opensAt: '2026-02-20T03:00:00Z' },
    asOf: '2026-02-20T03:00:00Z',
    ...overrides,
  };
}

/** PL-1's active BCA virtual account for the current dues (315,000), open until 23:00 WIB. */
export function virtualAccount(overrides: Partial<VirtualAccount> = {}): VirtualAccount {
  return {
    id: 'va-PL-1',
    scopeId: 'PL-1',
    scope: 'PAYLATER_ACCOUNT',
    catchupType: 'CURRENT_DUES',
    bankName: 'BCA',
    vaNumber: '3935812345678901',
    amount: 315_000,
    state: 'ACTIVE',
    createdAt: '2026-02-20T03:00:00Z',
    expiresAt: '2026-02-20T16:00:00Z',
    paidAt: null,
    ...overrides,
  };
}
