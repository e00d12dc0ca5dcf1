import { describe, expect, it } from 'vitest';
import { paylaterDues } from '@domain/paylater/dues';
import { canPurchase, ledgerStatus, productEligibility, type LedgerSummary } from '@domain/paylater/status';

const wib = (local: string): string => new Date(`${local}+07:00`).toISOString();

describe('what a pay-later account owes', () => {
  // Bought 300,000 on 10 Jan (bill due 1 Feb, fee 15,000) and 200,000 on 20 Jan (bill due 1 Mar).
  const owed = [
    { dueDate: '2026-02-01', unpaid: 315_000 },
    { dueDate: '2026-03-01', unpaid: 200_000 },
  ];

  it.each([
    // Jakarta wall time       overdue  current  payoff   due date      oldest overdue
    ['2026-01-16T12:00:00', 0, 0, 515_000, '2026-02-01', null], // nothing issued yet
    ['2026-01-17T00:00:00', 0, 315_000, 515_000, '2026-02-01', null], // the Feb bill is issued
    ['2026-02-01T23:59:59', 0, 315_000, 515_000, '2026-02-01', null],
    ['2026-02-02T00:00:00', 315_000, 0, 515_000, '2026-02-01', '2026-02-01'],
    ['2026-02-17T00:00:00', 315_000, 200_000, 515_000, '2026-02-01', '2026-02-01'], // Mar bill issued too
  ] as const)('at %s WIB', (local, overdue, current, payoff, dueDate, oldest) => {
    expect(paylaterDues(owed, 0, wib(local))).toEqual({
      overdue,
      current,
      payoff,
      unpaidLateFees: 0,
      oldestOverdueDueDate: oldest,
      dueDate,
    });
  });

  it('counts late fees as overdue and leaves paid bills out', () => {
    const dues = paylaterDues(
      [
        { dueDate: '2026-02-01', unpaid: 0 },
        { dueDate: '2026-03-01', unpaid: 200_000 },
      ],
      6_000,
      wib('2026-02-10T08:00:00'),
    );
    expect(dues).toEqual({
      overdue: 6_000,
      current: 0,
      payoff: 206_000,
      unpaidLateFees: 6_000,
      oldestOverdueDueDate: null,
      dueDate: '2026-03-01',
    });
  });

  it('owes nothing and shows no due date when all is paid', () => {
    expect(paylaterDues([], 0, wib('2026-02-10T08:00:00'))).toEqual({
      overdue: 0,
      current: 0,
      payoff: 0,
      unpaidLateFees: 0,
      oldestOverdueDueDate: null,
      dueDate: null,
    });
  });
});

describe('the home status from the ledger', () => {
  const base: LedgerSummary = {
    creditLimit: 3_000_000,
    unpaidPrincipal: 0,
    overdue: 0,
    current: 0,
    unpaidLateFees: 0,
    oldestOverdueDueDate: null,
    hasEverUsed: false,
    latestBillPaid: false,
  };
  const now = wib('2026-02-05T12:00:00');

  it.each<[string, Partial<LedgerSummary>, string]>([
    ['activated, never used', {}, 'ACTIVATED'],
    ["used, only this cycle's purchases", { hasEverUsed: true, unpaidPrincipal: 100_000 }, 'ACTIVE_NODUES'],
    ['used, last bill was empty', { hasEverUsed: true }, 'ACTIVE_NODUES'],
    ['last bill paid', { hasEverUsed: true, latestBillPaid: true }, 'ACTIVE_PAID'],
    ['a bill is due', { hasEverUsed: true, unpaidPrincipal: 100_000, current: 100_000 }, 'ACTIVE_WITHDUES'],
    ['limit used up, bill due', { hasEverUsed: true, unpaidPrincipal: 3_000_000, current: 1_000_000 }, 'LIMIT_REACHED'],
    ['limit used up, nothing billed', { hasEverUsed: true, unpaidPrincipal: 3_000_000 }, 'LIMIT_REACHED_NODUES'],
    [
      'overdue within grace',
      { hasEverUsed: true, unpaidPrincipal: 100_000, overdue: 100_000, oldestOverdueDueDate: '2026-02-01' },
      'OVERDUE',
    ],
    [
      'overdue and over the limit: overdue first',
      { hasEverUsed: true, unpaidPrincipal: 3_000_000, overdue: 100_000, oldestOverdueDueDate: '2026-02-01' },
      'OVERDUE',
    ],
    [
      'past grace',
      { hasEverUsed: true, unpaidPrincipal: 100_000, overdue: 100_000, oldestOverdueDueDate: '2026-01-01' },
      'OVERDUE_LATEFEE',
    ],
    ['only late fees left', { hasEverUsed: true, overdue: 4_000, unpaidLateFees: 4_000 }, 'OVERDUE_LATEFEE'],
  ])('%s: %s', (_, change, status) => {
    expect(ledgerStatus({ ...base, ...change }, now)).toBe(status);
  });

  it('turns OVERDUE into OVERDUE_LATEFEE at 00:00 WIB after the fifth grace day', () => {
    const overdue = { ...base, hasEverUsed: true, unpaidPrincipal: 100_000, overdue: 100_000, oldestOverdueDueDate: '2026-02-01' };
    expect(ledgerStatus(overdue, wib('2026-02-06T23:59:59'))).toBe('OVERDUE');
    expect(ledgerStatus(overdue, wib('2026-02-07T00:00:00'))).toBe('OVERDUE_LATEFEE');
  });

  it('answers the onboarding status until the product is activated', () => {
    expect(productEligibility('NOT_APPLIED', 'REQUIRES_KYC', null)).toBe('REQUIRES_KYC');
    expect(productEligibility('APPROVED', 'REQUIRES_CONSENT', null)).toBe('REQUIRES_CONSENT');
    expect(productEligibility('DISABLED', 'ACTIVE_NODUES', null)).toBe('NOT_ELIGIBLE');
    expect(productEligibility('ACTIVATED', 'REQUIRES_CONSENT', 'ACTIVE_WITHDUES')).toBe('ACTIVE_WITHDUES');
    expect(productEligibility('ACTIVATED', 'ACTIVE_NODUES', null)).toBe('ACTIVATED');
  });

  it('refuses purchases while overdue, beyond the limit, or before activation', () => {
    expect(canPurchase('ACTIVE_PAID', 500_000, 500_000)).toBe(true);
    expect(canPurchase('ACTIVE_PAID', 500_000, 500_001)).toBe(false);
    expect(canPurchase('OVERDUE', 500_000, 1_000)).toBe(false);
    expect(canPurchase('OVERDUE_LATEFEE', 500_000, 1_000)).toBe(false);
    expect(canPurchase('LIMIT_REACHED', 0, 1_000)).toBe(false);
    expect(canPurchase('REQUIRES_KYC', 500_000, 1_000)).toBe(false);
  });
});
