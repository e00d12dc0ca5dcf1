import { describe, expect, it } from 'vitest';
import { allocateRepayment, type OwedItem } from '@domain/lending/allocation';
import { OTHER_BANK, VA_BANKS, VA_BANK_CHANNELS, vaBankLabelKey } from '@domain/lending/banks';
import {
  PARTIAL_MIN_AMOUNT,
  catchupAmount,
  catchupOptions,
  checkPartialAmount,
  isVaAmountStillDue,
  partialBounds,
  type DuesSummary,
} from '@domain/lending/catchup';
import {
  chargesLateFeeOn,
  dueDateInfoType,
  graceEndDate,
  isOverdue,
  isPastGrace,
  lateFeeDays,
  lateFeeStartsAt,
  owedLineStatus,
} from '@domain/lending/grace';
import { formatVaNumber, vaExpiresAt, vaPaymentError, vaStateAt, vaWindowAt } from '@domain/lending/virtual-account';

/** An instant given as Jakarta wall time (UTC+7, no daylight saving). */
const wib = (local: string): string => new Date(`${local}+07:00`).toISOString();

describe('grace period and late-fee days (due 1 Feb 2026)', () => {
  it('grace ends on the fifth day after the due date', () => {
    expect(graceEndDate('2026-02-01')).toBe('2026-02-06');
    expect(graceEndDate('2025-12-01')).toBe('2025-12-06');
    expect(graceEndDate('2028-02-28')).toBe('2028-03-04');
  });

  it.each([
    // Jakarta wall time        overdue  pastGrace  info type
    ['2026-01-31T23:59:59', false, false, 'UPCOMING'],
    ['2026-02-01T00:00:00', false, false, 'DUE_TODAY'],
    ['2026-02-01T23:59:59', false, false, 'DUE_TODAY'],
    ['2026-02-02T00:00:00', true, false, 'GRACE_PERIOD'],
    ['2026-02-06T23:59:00', true, false, 'GRACE_PERIOD'],
    ['2026-02-06T23:59:59', true, false, 'GRACE_PERIOD'],
    ['2026-02-07T00:00:00', true, true, 'LATE_FEE'],
    ['2026-02-07T00:01:00', true, true, 'LATE_FEE'],
  ] as const)('%s WIB: overdue %s, past grace %s, %s', (local, overdue, pastGrace, infoType) => {
    const now = wib(local);
    expect(isOverdue('2026-02-01', now)).toBe(overdue);
    expect(isPastGrace('2026-02-01', now)).toBe(pastGrace);
    expect(dueDateInfoType('2026-02-01', now)).toBe(infoType);
  });

  it('counts the boundary in Jakarta time, not UTC: 16:59 UTC is still grace, 17:00 UTC is the first late day', () => {
    expect(isPastGrace('2026-02-01', '2026-02-06T16:59:59Z')).toBe(false);
    expect(isPastGrace('2026-02-01', '2026-02-06T17:00:00Z')).toBe(true);
    expect(lateFeeStartsAt('2026-02-01').toString()).toBe('2026-02-06T17:00:00Z');
  });

  it.each([
    ['2026-02-01', 0],
    ['2026-02-06', 0],
    ['2026-02-07', 1],
    ['2026-02-08', 2],
    ['2026-02-28', 22],
    ['2026-03-01', 23],
  ])('late-fee days up to %s: %i', (until, days) => {
    expect(lateFeeDays('2026-02-01', until)).toBe(days);
  });

  it('counts late-fee days across a leap day and a year end', () => {
    expect(lateFeeDays('2028-02-01', '2028-03-01')).toBe(24); // 7..29 Feb is 23 days, 1 Mar the 24th
    expect(lateFeeDays('2025-12-01', '2026-01-01')).toBe(26);
  });

  it('charges one fee a day while the oldest unpaid due date is past grace', () => {
    expect(chargesLateFeeOn('2026-02-06', '2026-02-01')).toBe(false);
    expect(chargesLateFeeOn('2026-02-07', '2026-02-01')).toBe(true);
    expect(chargesLateFeeOn('2026-02-07', null)).toBe(false);
  });

  it('has no due date to word when nothing is owed', () => {
    expect(dueDateInfoType(null, wib('2026-02-07T00:00:00'))).toBe('NONE');
  });

  it('gives each owed line its state', () => {
    expect(owedLineStatus('2026-02-01', 0, wib('2026-03-01T00:00:00'))).toBe('PAID');
    expect(owedLineStatus('2026-02-01', 10, wib('2026-02-01T23:59:59'))).toBe('UNPAID');
    expect(owedLineStatus('2026-02-01', 10, wib('2026-02-02T00:00:00'))).toBe('OVERDUE');
  });
});

describe('catch-up amounts per type', () => {
  const dues: DuesSummary = { overdue: 120_000, current: 300_000, payoff: 900_000 };

  it('pays what is overdue, then also the current bill, then everything', () => {
    expect(catchupAmount('OVERDUES', dues)).toBe(120_000);
    expect(catchupAmount('CURRENT_DUES', dues)).toBe(420_000);
    expect(catchupAmount('ALL_DUES', dues)).toBe(900_000);
  });

  it('offers each type only when it pays more than the one before', () => {
    expect(catchupOptions(dues)).toEqual([
      { catchupType: 'OVERDUES', amount: 120_000 },
      { catchupType: 'CURRENT_DUES', amount: 420_000 },
      { catchupType: 'ALL_DUES', amount: 900_000 },
      { catchupType: 'PARTIAL', amount: 0 },
    ]);
    // Nothing overdue, the bill is everything: one fixed choice and a custom amount.
    expect(catchupOptions({ overdue: 0, current: 300_000, payoff: 300_000 })).toEqual([
      { catchupType: 'CURRENT_DUES', amount: 300_000 },
      { catchupType: 'PARTIAL', amount: 0 },
    ]);
    // Only unbilled purchases: pay them off early, or part of them.
    expect(catchupOptions({ overdue: 0, current: 0, payoff: 75_000 }).map((option) => option.catchupType)).toEqual(['ALL_DUES', 'PARTIAL']);
    // Under the partial minimum: no custom amount.
    expect(catchupOptions({ overdue: 40_000, current: 0, payoff: 40_000 })).toEqual([{ catchupType: 'OVERDUES', amount: 40_000 }]);
    expect(catchupOptions({ overdue: 0, current: 0, payoff: 0 })).toEqual([]);
  });

  it('bounds a partial amount by 50,000 and the payoff', () => {
    expect(partialBounds(dues)).toEqual({ min: 50_000, max: 900_000 });
    expect(partialBounds({ overdue: 0, current: 49_999, payoff: 49_999 })).toBeNull();
    expect(partialBounds({ overdue: 0, current: 50_000, payoff: 50_000 })).toEqual({ min: 50_000, max: 50_000 });
  });

  it.each([
    ['50000', null],
    ['900000', null],
    ['49999', 'REPAYMENT_AMOUNT_TOO_LOW'],
    ['0', 'REPAYMENT_AMOUNT_TOO_LOW'],
    ['900001', 'REPAYMENT_AMOUNT_TOO_HIGH'],
    ['', 'REPAYMENT_AMOUNT_INVALID'],
    ['50.000', 'REPAYMENT_AMOUNT_INVALID'],
    ['-50000', 'REPAYMENT_AMOUNT_INVALID'],
    ['5e4', 'REPAYMENT_AMOUNT_INVALID'],
  ])('partial %j: %s', (typed, code) => {
    expect(checkPartialAmount(typed, dues)?.code ?? null).toBe(code);
  });

  it('words refusals as catalogue keys with their values', () => {
    expect(checkPartialAmount('100', dues)).toEqual({
      code: 'REPAYMENT_AMOUNT_TOO_LOW',
      messageId: 'repayment.partial.min',
      values: { min: 'Rp50.000' },
    });
    expect(PARTIAL_MIN_AMOUNT).toBe(50_000);
    expect(checkPartialAmount('1000000', dues)).toEqual({
      code: 'REPAYMENT_AMOUNT_TOO_HIGH',
      messageId: 'repayment.partial.max',
      values: { max: 'Rp900.000' },
    });
  });
});

describe('a VA whose dues moved', () => {
  const dues: DuesSummary = { overdue: 0, current: 300_000, payoff: 500_000 };

  it('still fits while its type pays exactly its amount, or a partial stays within the payoff', () => {
    expect(isVaAmountStillDue({ catchupType: 'CURRENT_DUES', amount: 300_000 }, dues)).toBe(true);
    expect(isVaAmountStillDue({ catchupType: 'CURRENT_DUES', amount: 300_000 }, { ...dues, current: 200_000 })).toBe(false); // a refund
    expect(isVaAmountStillDue({ catchupType: 'ALL_DUES', amount: 500_000 }, { ...dues, payoff: 650_000 })).toBe(false); // a purchase
    expect(isVaAmountStillDue({ catchupType: 'PARTIAL', amount: 500_000 }, dues)).toBe(true);
    expect(isVaAmountStillDue({ catchupType: 'PARTIAL', amount: 500_000 }, { ...dues, payoff: 499_999 })).toBe(false);
  });
});

describe('allocation of a repayment', () => {
  const owed: OwedItem[] = [
    { id: 'mar-purchase', dueDate: '2026-03-01', kind: 'PRINCIPAL', unpaid: 200_000 },
    { id: 'feb-late-fee', dueDate: '2026-02-01', kind: 'LATE_FEE', unpaid: 4_000 },
    { id: 'feb-fee', dueDate: '2026-02-01', kind: 'FEE', unpaid: 15_000 },
    { id: 'feb-purchase', dueDate: '2026-02-01', kind: 'PRINCIPAL', unpaid: 100_000 },
  ];

  it('settles the oldest due date first: its purchases, then its fee, then its late fees', () => {
    expect(allocateRepayment(110_000, owed)).toEqual({
      allocations: [
        { id: 'feb-purchase', amount: 100_000 },
        { id: 'feb-fee', amount: 10_000 },
      ],
      leftover: 0,
    });
    expect(allocateRepayment(150_000, owed).allocations).toEqual([
      { id: 'feb-purchase', amount: 100_000 },
      { id: 'feb-fee', amount: 15_000 },
      { id: 'feb-late-fee', amount: 4_000 },
      { id: 'mar-purchase', amount: 31_000 },
    ]);
  });

  it('leaves over what no debt takes', () => {
    expect(allocateRepayment(400_000, owed).leftover).toBe(81_000);
    expect(() => allocateRepayment(1.5, owed)).toThrow(RangeError);
  });
});

describe('virtual account window and life', () => {
  it.each([
    // Jakarta wall time, freeze day, can open
    ['2026-03-10T00:00:00', false, true],
    ['2026-03-10T20:44:59', false, true],
    ['2026-03-10T20:45:00', false, false],
    ['2026-03-10T23:59:59', false, false],
    ['2026-03-16T20:14:59', true, true],
    ['2026-03-16T20:15:00', true, false],
    ['2026-03-16T20:44:59', true, false],
  ] as const)('%s WIB (freeze day %s): open %s', (local, freezeDay, open) => {
    expect(vaWindowAt(wib(local), freezeDay).open).toBe(open);
  });

  it('says when opening closes today and opens again', () => {
    expect(vaWindowAt(wib('2026-03-10T12:00:00'), false)).toEqual({
      open: true,
      freezeDay: false,
      closesAt: '2026-03-10T13:45:00Z',
      opensAt: '2026-03-10T05:00:00Z',
    });
    expect(vaWindowAt(wib('2026-03-16T21:00:00'), true)).toEqual({
      open: false,
      freezeDay: true,
      closesAt: '2026-03-16T13:15:00Z',
      opensAt: '2026-03-16T17:00:00Z',
    });
    expect(vaWindowAt(wib('2026-12-31T22:00:00'), false).opensAt).toBe('2026-12-31T17:00:00Z');
  });

  it('is valid until 23:00 WIB of the day it was opened', () => {
    expect(vaExpiresAt(wib('2026-03-10T00:05:00')).toString()).toBe('2026-03-10T16:00:00Z');
    expect(vaExpiresAt(wib('2026-03-10T20:44:59')).toString()).toBe('2026-03-10T16:00:00Z');
  });

  it('expires by the clock; a pending payment does not expire', () => {
    const expiresAt = '2026-03-10T16:00:00Z';
    expect(vaStateAt('ACTIVE', expiresAt, wib('2026-03-10T22:59:59'))).toBe('ACTIVE');
    expect(vaStateAt('ACTIVE', expiresAt, wib('2026-03-10T23:00:00'))).toBe('EXPIRED');
    expect(vaStateAt('PENDING', expiresAt, wib('2026-03-11T09:00:00'))).toBe('PENDING');
    expect(vaStateAt('PAID', expiresAt, wib('2026-03-11T09:00:00'))).toBe('PAID');
  });

  it('refuses a payment to a VA that can no longer be paid, with its code', () => {
    expect(vaPaymentError('ACTIVE')).toBeNull();
    expect(vaPaymentError('PENDING')).toBeNull();
    expect(vaPaymentError('EXPIRED')).toBe('VA_EXPIRED');
    expect(vaPaymentError('CANCELLED')).toBe('VA_CANCELLED');
    expect(vaPaymentError('DENIED')).toBe('VA_DENIED');
    expect(vaPaymentError('DUE_AMOUNT_CHANGED')).toBe('VA_DUE_AMOUNT_CHANGED');
    expect(vaPaymentError('PAID')).toBe('VA_ALREADY_PAID');
  });

  it('groups the number by four', () => {
    expect(formatVaNumber('8881012345678901')).toBe('8881 0123 4567 8901');
    expect(formatVaNumber('12345678901')).toBe('1234 5678 901');
  });
});

describe('banks', () => {
  it('lists the five banks, Permata as other bank, each with ATM, mobile and internet banking steps', () => {
    expect(VA_BANKS).toEqual(['BRI', 'BCA', 'Mandiri', 'BNI', 'Permata']);
    expect(OTHER_BANK).toBe('Permata');
    expect(vaBankLabelKey('Permata')).toBe('lending.bank.otherBank');
    expect(vaBankLabelKey('BCA')).toBe('lending.bank.BCA');
    for (const bank of VA_BANKS) expect(VA_BANK_CHANNELS[bank]).toEqual(['ATM', 'MOBILE_BANKING', 'INTERNET_BANKING']);
  });
});
