import { describe, expect, it } from 'vitest';
import {
  dueDateChangeEffectiveAt,
  extendedPeriodCost,
  extraDays,
  firstDueDateOnNewDay,
  isDueDateChangeDue,
  isValidDueDay,
  lateFeesForDaysLate,
  nextDueDateOn,
  simulateExtendedPeriod,
} from '@domain/paylater/due-date';

// 10 Jan 2026 10:00 WIB: the cycle 17 Dec - 16 Jan is open; the next starts 17 Jan 00:00 WIB.
const NOW = '2026-01-10T03:00:00.000Z';

describe('when a due-date change takes effect', () => {
  it('immediate: when signed; next_month: at the next billing cycle start', () => {
    expect(dueDateChangeEffectiveAt('immediate', NOW)).toBe(NOW);
    expect(dueDateChangeEffectiveAt('next_month', NOW)).toBe('2026-01-16T17:00:00.000Z');
    // Signed on the 17th itself: the cycle that just started is this month; next month is 17 Feb.
    expect(dueDateChangeEffectiveAt('next_month', '2026-01-17T01:00:00.000Z')).toBe('2026-02-16T17:00:00.000Z');
  });

  it('is due once its instant has passed, not before', () => {
    expect(isDueDateChangeDue('2026-01-16T17:00:00.000Z', '2026-01-16T16:59:59.999Z')).toBe(false);
    expect(isDueDateChangeDue('2026-01-16T17:00:00.000Z', '2026-01-16T17:00:00.000Z')).toBe(true);
  });

  it('finds the first due date on the new day', () => {
    expect(nextDueDateOn(15, NOW)).toBe('2026-01-15');
    expect(nextDueDateOn(10, NOW)).toBe('2026-02-10');
    expect(nextDueDateOn(5, NOW)).toBe('2026-02-05');
    // The bill of 1 Jan is past on 10 Jan: the first bill the change moves is February's.
    expect(firstDueDateOnNewDay(15, 'immediate', NOW)).toBe('2026-02-15');
    expect(firstDueDateOnNewDay(15, 'next_month', NOW)).toBe('2026-02-15');
    // From the 15th back to the 5th on 10 Jan: January's bill (15 Jan) stays, February's is on the 5th.
    expect(firstDueDateOnNewDay(5, 'immediate', NOW, 15)).toBe('2026-02-05');
    // From the 5th to the 15th on 2 Jan: January's bill is still ahead on both days and moves.
    expect(firstDueDateOnNewDay(15, 'immediate', '2026-01-02T03:00:00.000Z', 5)).toBe('2026-01-15');
    // 28 exists in February; 29 and later are never offered.
    expect(nextDueDateOn(28, '2026-02-01T03:00:00.000Z')).toBe('2026-02-28');
    expect(() => nextDueDateOn(29, NOW)).toThrow(RangeError);
    expect([0, 1, 28, 29, 2.5].map(isValidDueDay)).toEqual([false, true, true, false, false]);
  });
});

describe('what a later due date costs', () => {
  it('adds days only when the day moves later', () => {
    expect(extraDays(1, 15)).toBe(14);
    expect(extraDays(15, 5)).toBe(0);
    expect(extraDays(10, 10)).toBe(0);
  });

  it('charges the monthly fee pro rata for the days added, rounded down (NEW 2% of the bill, OLD 15,000)', () => {
    // NEW: 2% of 1,500,000 = 30,000 a month, 1,000 a day.
    expect(extendedPeriodCost('NEW', 1_500_000, 14)).toBe(14_000);
    // 2% of 1,234,567 = 24,691; x 9 / 30 = 7,407.3 -> 7,407.
    expect(extendedPeriodCost('NEW', 1_234_567, 9)).toBe(7_407);
    // OLD: 15,000 a month whatever the bill, 500 a day.
    expect(extendedPeriodCost('OLD', 200_000, 4)).toBe(2_000);
    expect(extendedPeriodCost('OLD', 0, 4)).toBe(0);
    expect(extendedPeriodCost('NEW', 1_500_000, 0)).toBe(0);
  });

  it('compares with the late fees of paying as late: none within the 5-day grace', () => {
    expect(lateFeesForDaysLate(5, 2_000)).toBe(0);
    expect(lateFeesForDaysLate(6, 2_000)).toBe(2_000);
    expect(lateFeesForDaysLate(14, 1_000)).toBe(9_000);
  });

  it('simulates: days, cost, late fees instead, first due date', () => {
    expect(
      simulateExtendedPeriod({
        version: 'NEW',
        billAmount: 3_000_000,
        currentDueDay: 1,
        newDueDay: 15,
        dailyLateFee: 2_000,
        effective: 'next_month',
        now: NOW,
      }),
    ).toEqual({ extraDays: 14, cost: 28_000, lateFeesInstead: 18_000, firstDueDate: '2026-02-15' });
  });
});
