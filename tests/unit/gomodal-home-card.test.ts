import { describe, expect, it } from 'vitest';
import { deductionPlan, scheduledThrough } from '@domain/gomodal/deductions';
import {
  type GomodalInstalmentBalance,
  chargesGomodalLateFeeOn,
  gomodalDailyLateFee,
  gomodalDues,
  overdueLevel,
} from '@domain/gomodal/dues';
import {
  GOMODAL_HOME_CARD_STATES,
  type GomodalCardFacts,
  type GomodalHomeCardState,
  type LoanFacts,
  gomodalHomeCard,
} from '@domain/gomodal/home-card';
import { gomodalSchedule } from '@domain/gomodal/schedule';
import { GOMODAL_DUES_STATES, gomodalDuesState } from '@domain/gomodal/status';
import { catchupOptions } from '@domain/lending/catchup';

const wib = (local: string): string => new Date(`${local}+07:00`).toISOString();

/** 2,000,000 over 12 months, disbursed Monday 12 Jan 2026: 201,674 then 201,666 a month, due the 15th. */
const schedule = gomodalSchedule({ principal: 2_000_000, tenure: 12, disbursedOn: '2026-01-12', firstLoan: false });

/** The balances after `paid` rupiah went to the instalments oldest first, principal before interest. */
function balancesAfter(paid: number, discounts: readonly number[] = []): GomodalInstalmentBalance[] {
  let left = paid;
  return schedule.instalments.map((instalment, index) => {
    const discount = discounts[index] ?? 0;
    const interest = instalment.interest - discount;
    const toPrincipal = Math.min(left, instalment.principal);
    left -= toPrincipal;
    const toInterest = Math.min(left, interest);
    left -= toInterest;
    return {
      number: instalment.number,
      windowStart: instalment.windowStart,
      dueDate: instalment.dueDate,
      amount: instalment.principal + interest,
      discount,
      carriedIn: 0,
      unpaidPrincipal: instalment.principal - toPrincipal,
      unpaidInterest: interest - toInterest,
    };
  });
}

describe('what a running loan owes', () => {
  const firstPlan = deductionPlan(schedule.instalments[0] ?? { windowStart: '', dueDate: '' }, 201_674);

  it('is on schedule when every deduction day so far was collected', () => {
    const scheduled = scheduledThrough(firstPlan, '2026-01-19'); // 7 days of 10,084
    expect(scheduled).toBe(70_588);
    const dues = gomodalDues(balancesAfter(scheduled), 0, scheduled, wib('2026-01-20T09:00:00'));
    expect(dues).toMatchObject({ overdue: 0, current: 131_086, missed: 0, pastDue: 0, dueDate: '2026-02-15', paidInstalments: 0 });
    // Paying off waives the interest of the 11 later months (35,000 each).
    expect(dues.payoffWaiver).toBe(385_000);
    expect(dues.payoff).toBe(2_420_000 - 70_588 - 385_000);
    expect(gomodalDuesState(dues, false)).toBe('ONGOING');
  });

  it('is behind, not late, when deduction days failed before the due date', () => {
    const dues = gomodalDues(balancesAfter(50_420), 0, 70_588, wib('2026-01-20T09:00:00'));
    expect(dues).toMatchObject({ overdue: 20_168, current: 131_086, missed: 20_168, pastDue: 0 });
    expect(gomodalDuesState(dues, false)).toBe('OUTSTANDING_BEFORE_DUE_DATE');
    expect(catchupOptions(dues).map((option) => [option.catchupType, option.amount])).toEqual([
      ['OVERDUES', 20_168],
      ['CURRENT_DUES', 151_254],
      ['ALL_DUES', dues.payoff],
      ['PARTIAL', 0],
    ]);
  });

  it('is overdue after the due date: 10 grace days, then late fees of 0.1% a day', () => {
    const owed = balancesAfter(201_674 - 20_000); // 20,000 of the first instalment unpaid
    const inGrace = gomodalDues(owed, 0, 0, wib('2026-02-25T23:59:59'));
    expect(inGrace).toMatchObject({ pastDue: 20_000, overdue: 20_000, oldestPastDueDate: '2026-02-15', dueDate: '2026-02-15' });
    expect(overdueLevel(inGrace, wib('2026-02-25T23:59:59'))).toBe('IN_GRACE');
    expect(overdueLevel(inGrace, wib('2026-02-26T00:00:00'))).toBe('LATE_FEES');
    expect(chargesGomodalLateFeeOn('2026-02-25', '2026-02-15')).toBe(false);
    expect(chargesGomodalLateFeeOn('2026-02-26', '2026-02-15')).toBe(true);
    expect(chargesGomodalLateFeeOn('2026-02-26', '2026-02-15', [{ from: '2026-02-26', resumeOn: '2026-03-01' }])).toBe(false);
    expect(gomodalDailyLateFee(20_000)).toBe(20);
    expect(gomodalDailyLateFee(201_666)).toBe(201);
  });

  it('is repaid for the month once the instalment is collected, with the discount said so', () => {
    const paid = gomodalDues(balancesAfter(201_674), 0, 201_674, wib('2026-02-05T09:00:00'));
    expect(paid).toMatchObject({ overdue: 0, current: 0, paidInstalments: 1, remainingInstalments: 11 });
    expect(gomodalDuesState(paid, false)).toBe('REPAID');
    const discounted = gomodalDues(balancesAfter(166_674, [35_000]), 0, 166_674, wib('2026-02-05T09:00:00'));
    expect(gomodalDuesState(discounted, false)).toBe('REPAID_DISCOUNT');
  });

  it('puts overdue before a pause, and a pause before failed days', () => {
    const late = gomodalDues(balancesAfter(100_000), 0, 0, wib('2026-02-20T09:00:00'));
    expect(gomodalDuesState(late, true)).toBe('OVERDUE');
    const behind = gomodalDues(balancesAfter(50_420), 0, 70_588, wib('2026-01-20T09:00:00'));
    expect(gomodalDuesState(behind, true)).toBe('PAYMENT_HOLIDAY');
  });

  it('names six dues states', () => {
    expect(GOMODAL_DUES_STATES).toHaveLength(6);
  });
});

describe('the merchant-loan home card', () => {
  const account: GomodalCardFacts = {
    entityType: 'INDIVIDUAL',
    accountStatus: 'GOMODAL',
    whitelist: 'WHITELISTED',
    kycStatus: 'KYC_APPROVED',
    submission: null,
    loan: null,
  };
  const running = (
    paid: number,
    scheduled: number,
    now: string,
    change: Partial<LoanFacts> = {},
    lateFees = 0,
    discounts: number[] = [],
  ): LoanFacts => ({
    status: 'DISBURSED',
    dues: gomodalDues(balancesAfter(paid, discounts), lateFees, scheduled, wib(now)),
    paused: false,
    completedOn: null,
    lastWindowStart: '2026-12-16',
    ...change,
  });
  const submitted = (
    status: NonNullable<GomodalCardFacts['submission']>['status'],
    change: { contractSentAt?: string; contractSignedAt?: string } = {},
  ) => ({
    status,
    contractSentAt: change.contractSentAt ?? null,
    contractSignedAt: change.contractSignedAt ?? null,
  });
  const completed = (completedOn: string): LoanFacts => ({
    ...running(2_420_000, 0, '2026-06-10T09:00:00'),
    status: 'APPLICATION_COMPLETED',
    completedOn,
  });

  const rows: [string, string, Partial<GomodalCardFacts>, GomodalHomeCardState | null][] = [
    ['written off', '2026-06-10T09:00:00', { loan: { ...running(500_000, 0, '2026-06-10T09:00:00'), status: 'WRITE_OFF' } }, 'WRITE_OFF'],
    ['past due beyond grace', '2026-03-01T09:00:00', { loan: running(181_674, 0, '2026-03-01T09:00:00') }, 'OVERDUE_WITH_LATE_FEES'],
    ['only late fees left', '2026-03-01T09:00:00', { loan: running(201_674, 0, '2026-03-01T09:00:00', {}, 400) }, 'OVERDUE_WITH_LATE_FEES'],
    ['past due within grace', '2026-02-20T09:00:00', { loan: running(181_674, 0, '2026-02-20T09:00:00') }, 'OVERDUE'],
    ['paused', '2026-01-20T09:00:00', { loan: running(50_420, 70_588, '2026-01-20T09:00:00', { paused: true }) }, 'PAYMENT_HOLIDAY'],
    [
      'failed days this window',
      '2026-01-20T09:00:00',
      { loan: running(50_420, 70_588, '2026-01-20T09:00:00') },
      'OUTSTANDING_BEFORE_DUE_DATE',
    ],
    ['month paid early', '2026-02-05T09:00:00', { loan: running(201_674, 201_674, '2026-02-05T09:00:00') }, 'REPAID'],
    [
      'month paid, first-loan discount',
      '2026-02-05T09:00:00',
      { loan: running(166_674, 166_674, '2026-02-05T09:00:00', {}, 0, [35_000]) },
      'REPAID',
    ],
    ['on schedule', '2026-01-20T09:00:00', { loan: running(70_588, 70_588, '2026-01-20T09:00:00') }, 'ONGOING'],
    ['paid off before the last window', '2026-06-10T09:00:00', { loan: completed('2026-06-10') }, 'EARLY_LOAN_COMPLETED'],
    ['paid off on schedule', '2027-01-05T09:00:00', { loan: completed('2027-01-05') }, 'LOAN_COMPLETED'],
    ['not on the allow-list', '2026-01-20T09:00:00', { whitelist: 'BLOCKED' }, 'CASH_LOAN_CARD'],
    ['no merchant-loan account', '2026-01-20T09:00:00', { accountStatus: 'INELIGIBLE' }, 'CASH_LOAN_CARD'],
    ['with the credit review', '2026-01-20T09:00:00', { submission: submitted('SUBMITTED') }, 'LOAN_PROCESSING'],
    [
      'signed, being paid out',
      '2026-01-20T09:00:00',
      {
        submission: submitted('CONTRACT_SENT', {
          contractSentAt: wib('2026-01-20T08:00:00'),
          contractSignedAt: wib('2026-01-20T08:30:00'),
        }),
      },
      'LOAN_PROCESSING',
    ],
    ['disbursement failed', '2026-01-20T09:00:00', { submission: submitted('ERROR_DISBURSEMENT') }, 'ERROR_LOAN_PROCESSING'],
    ['national ID data invalid', '2026-01-20T09:00:00', { submission: submitted('ERROR_KYC') }, 'ERROR_LOAN_PROCESSING'],
    ['a corporate', '2026-01-20T09:00:00', { entityType: 'CORPORATE', accountStatus: 'INELIGIBLE' }, 'COMING_SOON_CARD'],
    ['identity in review', '2026-01-20T09:00:00', { kycStatus: 'KYC_SUBMITTED' }, 'KYC_PENDING'],
    [
      'identity in review after an ID error',
      '2026-01-20T09:00:00',
      { kycStatus: 'KYC_SUBMITTED', submission: submitted('ERROR_KYC') },
      'KYC_PENDING',
    ],
    ['application received', '2026-01-20T09:00:00', { submission: submitted('PENDING') }, 'PENDING'],
    [
      'contract to sign',
      '2026-01-20T09:00:00',
      { submission: submitted('CONTRACT_SENT', { contractSentAt: wib('2026-01-20T08:01:00') }) },
      'CONTRACT_SENT',
    ],
    ['pending the lender', '2026-01-20T09:00:00', { submission: submitted('APPLIED') }, 'APPLIED'],
    [
      'contract unsigned for an hour',
      '2026-01-20T09:00:00',
      { submission: submitted('CONTRACT_SENT', { contractSentAt: wib('2026-01-20T08:00:00') }) },
      'ERROR_CONTRACT_EXPIRED',
    ],
    ['contract expired', '2026-01-20T09:00:00', { submission: submitted('ERROR_CONTRACT_EXPIRED') }, 'ERROR_CONTRACT_EXPIRED'],
    ['may apply: the offer', '2026-01-20T09:00:00', {}, null],
    ['cancelled an application', '2026-01-20T09:00:00', { submission: submitted('ERROR_USER_CANCELLED') }, null],
    [
      'a running loan outranks a submission',
      '2026-01-20T09:00:00',
      { loan: running(70_588, 70_588, '2026-01-20T09:00:00'), submission: submitted('PENDING') },
      'ONGOING',
    ],
    [
      'a new application outranks a completed loan',
      '2026-06-10T09:00:00',
      { loan: completed('2026-06-10'), submission: submitted('PENDING') },
      'PENDING',
    ],
  ];

  it.each(rows)('%s (%s WIB): %s', (_, now, change, card) => {
    expect(gomodalHomeCard({ ...account, ...change }, wib(now))).toBe(card);
  });

  it('reaches every one of the 18 states', () => {
    const reached = new Set(rows.map(([, , , card]) => card));
    expect(GOMODAL_HOME_CARD_STATES.filter((state) => !reached.has(state))).toEqual([]);
    expect(GOMODAL_HOME_CARD_STATES).toHaveLength(18);
  });
});
