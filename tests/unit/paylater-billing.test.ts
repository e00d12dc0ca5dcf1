import { describe, expect, it } from 'vitest';
import {
  billDueDate,
  billKeyOf,
  billingCycleDueOn,
  billingCycleOn,
  dueDateForPurchase,
  isBillIssued,
  isPaylaterFreezeDay,
} from '@domain/paylater/billing';
import {
  PAYLATER_DAILY_LATE_FEES,
  PAYLATER_LIMIT_CAPS,
  availableLimit,
  chargedMonthlyFee,
  discountedFee,
  feeConcession,
  isValidCreditLimit,
  listMonthlyFee,
  openCycleFee,
} from '@domain/paylater/fees';
import { paylaterInstalments, splitAmount } from '@domain/paylater/instalments';
import { lateFeeDays } from '@domain/lending/grace';

const wib = (local: string): string => new Date(`${local}+07:00`).toISOString();

describe('which bill a purchase is on (cycle 17th to 16th, due the 1st after it closes)', () => {
  it.each([
    // purchase (Jakarta date)  due date
    ['2026-01-01', '2026-02-01'], // day 1: the cycle 17 Dec - 16 Jan
    ['2026-01-02', '2026-02-01'],
    ['2026-01-16', '2026-02-01'],
    ['2026-01-17', '2026-03-01'],
    ['2026-01-20', '2026-03-01'],
    ['2026-01-28', '2026-03-01'],
    ['2026-01-29', '2026-03-01'],
    ['2026-01-30', '2026-03-01'],
    ['2026-01-31', '2026-03-01'],
    ['2026-02-01', '2026-03-01'],
    ['2026-02-02', '2026-03-01'],
    ['2026-02-16', '2026-03-01'],
    ['2026-02-17', '2026-04-01'],
    ['2026-02-28', '2026-04-01'],
    ['2026-04-30', '2026-06-01'],
    // Leap year
    ['2028-02-16', '2028-03-01'],
    ['2028-02-28', '2028-04-01'],
    ['2028-02-29', '2028-04-01'],
    ['2028-03-01', '2028-04-01'],
    // December to January
    ['2025-12-01', '2026-01-01'],
    ['2025-12-16', '2026-01-01'],
    ['2025-12-17', '2026-02-01'],
    ['2025-12-31', '2026-02-01'],
    ['2026-11-17', '2027-01-01'],
  ])('bought %s: due %s', (date, due) => {
    expect(billingCycleOn(date).dueDate).toBe(due);
  });

  it('decides by the Jakarta date of the purchase instant', () => {
    // 16 Jan 23:59 WIB is 16:59 UTC; one minute later it is 17 Jan in Jakarta, still 16 Jan in UTC.
    expect(dueDateForPurchase(wib('2026-01-16T23:59:59'))).toBe('2026-02-01');
    expect(dueDateForPurchase(wib('2026-01-17T00:00:00'))).toBe('2026-03-01');
    expect(dueDateForPurchase('2026-01-16T17:00:00Z')).toBe('2026-03-01');
    // 31 Dec 2025 23:30 WIB and 1 Jan 2026 00:30 WIB share a cycle across the year.
    expect(dueDateForPurchase(wib('2025-12-31T23:30:00'))).toBe('2026-02-01');
    expect(dueDateForPurchase(wib('2026-01-01T00:30:00'))).toBe('2026-02-01');
  });

  it('names the cycle: 17th to 16th, due the 1st', () => {
    expect(billingCycleOn('2026-02-01')).toEqual({ startDate: '2026-01-17', endDate: '2026-02-16', dueDate: '2026-03-01' });
    expect(billingCycleOn('2025-12-31')).toEqual({ startDate: '2025-12-17', endDate: '2026-01-16', dueDate: '2026-02-01' });
    expect(billingCycleOn('2028-02-29')).toEqual({ startDate: '2028-02-17', endDate: '2028-03-16', dueDate: '2028-04-01' });
    expect(billingCycleDueOn('2026-03-01')).toEqual(billingCycleOn('2026-02-01'));
    // A bill moved to another due day keeps its cycle: the month names the bill.
    expect(billingCycleDueOn('2026-03-10')).toEqual(billingCycleOn('2026-02-01'));
  });

  it('never gives a later purchase an earlier due date', () => {
    let day = new Date('2027-12-01T00:00:00Z');
    let previous = '';
    for (let i = 0; i < 800; i++, day = new Date(day.getTime() + 86_400_000)) {
      const due = billingCycleOn(day.toISOString().slice(0, 10)).dueDate;
      expect(due >= previous).toBe(true);
      previous = due;
    }
  });

  it('issues the bill when its cycle closes: 00:00 WIB on the 17th', () => {
    expect(isBillIssued('2026-03-01', wib('2026-02-16T23:59:59'))).toBe(false);
    expect(isBillIssued('2026-03-01', wib('2026-02-17T00:00:00'))).toBe(true);
    expect(isBillIssued('2026-01-01', wib('2025-12-17T00:00:00'))).toBe(true);
  });

  it('freezes VAs early on the day a cycle closes', () => {
    expect(isPaylaterFreezeDay(wib('2026-02-16T10:00:00'))).toBe(true);
    expect(isPaylaterFreezeDay(wib('2026-02-17T10:00:00'))).toBe(false);
    expect(isPaylaterFreezeDay('2026-02-15T17:00:00Z')).toBe(true); // 16 Feb 00:00 WIB
  });
});

describe('late-fee days of a pay-later bill (grace 5 days)', () => {
  it.each([
    ['2026-03-01', '2026-03-06', 0],
    ['2026-03-01', '2026-03-07', 1],
    ['2026-03-01', '2026-03-31', 25],
    ['2028-02-01', '2028-02-29', 23],
    ['2025-12-01', '2026-01-06', 31],
  ])('due %s, up to %s: %i days', (due, until, days) => {
    expect(lateFeeDays(due, until)).toBe(days);
  });

  it('charges 1,000 a day on the old version and 2,000 on the new', () => {
    expect(PAYLATER_DAILY_LATE_FEES.OLD * lateFeeDays('2026-03-01', '2026-03-10')).toBe(4_000);
    expect(PAYLATER_DAILY_LATE_FEES.NEW * lateFeeDays('2026-03-01', '2026-03-10')).toBe(8_000);
  });
});

describe('limits and the monthly fee', () => {
  it('caps the limit at 3,000,000 (old) and 30,000,000 (new)', () => {
    expect(PAYLATER_LIMIT_CAPS).toEqual({ OLD: 3_000_000, NEW: 30_000_000 });
    expect(isValidCreditLimit('OLD', 3_000_000)).toBe(true);
    expect(isValidCreditLimit('OLD', 3_000_001)).toBe(false);
    expect(isValidCreditLimit('NEW', 30_000_000)).toBe(true);
    expect(isValidCreditLimit('NEW', 0)).toBe(false);
    expect(availableLimit(3_000_000, 2_500_000)).toBe(500_000);
    expect(availableLimit(3_000_000, 3_100_000)).toBe(0);
  });

  it('lists 15,000 flat (old) and 2% rounded down (new) for a cycle with use, nothing without', () => {
    expect(listMonthlyFee('OLD', 1)).toBe(15_000);
    expect(listMonthlyFee('OLD', 0)).toBe(0);
    expect(listMonthlyFee('NEW', 1_000_000)).toBe(20_000);
    expect(listMonthlyFee('NEW', 123_456)).toBe(2_469); // 2,469.12
    expect(listMonthlyFee('NEW', 49)).toBe(0);
    expect(listMonthlyFee('NEW', 0)).toBe(0);
  });

  it("shows the open cycle's fee: 15,000 on the old version even before use, 2% so far on the new", () => {
    expect(openCycleFee('OLD', 0)).toBe(15_000);
    expect(openCycleFee('NEW', 0)).toBe(0);
    expect(openCycleFee('NEW', 250_000)).toBe(5_000);
  });

  it('waives the first cycle with use', () => {
    expect(chargedMonthlyFee({ version: 'OLD', cyclePurchases: 500_000, isFirstCycleWithUse: true })).toBe(0);
    expect(chargedMonthlyFee({ version: 'OLD', cyclePurchases: 500_000, isFirstCycleWithUse: false })).toBe(15_000);
    expect(chargedMonthlyFee({ version: 'NEW', cyclePurchases: 500_000, isFirstCycleWithUse: true })).toBe(0);
    expect(chargedMonthlyFee({ version: 'NEW', cyclePurchases: 500_000, isFirstCycleWithUse: false })).toBe(10_000);
  });

  it("takes a discount off, rounding in the user's favour", () => {
    expect(chargedMonthlyFee({ version: 'OLD', cyclePurchases: 1, isFirstCycleWithUse: false, discountPercentage: 50 })).toBe(7_500);
    expect(discountedFee(2_469, 50)).toBe(1_234);
    expect(discountedFee(15_000, 100)).toBe(0);
    expect(discountedFee(15_000, 150)).toBe(0);
  });

  it('words the fee as free trial, discounted or plain', () => {
    expect(feeConcession(true, true)).toBe('free_trial');
    expect(feeConcession(false, true)).toBe('discounted_fee');
    expect(feeConcession(false, false)).toBe('none');
  });
});

describe('instalments of a purchase', () => {
  it('splits into whole rupiah with the remainder on the first', () => {
    expect(splitAmount(100_000, 3)).toEqual([33_334, 33_333, 33_333]);
    expect(splitAmount(1_200_000, 12)).toEqual(Array(12).fill(100_000));
    expect(splitAmount(11, 12)).toEqual([11, ...Array(11).fill(0)]);
    expect(() => splitAmount(100, 0)).toThrow(RangeError);
    expect(() => splitAmount(10.5, 2)).toThrow(RangeError);
  });

  it("puts each instalment on the next month's bill, from the purchase's own", () => {
    expect(paylaterInstalments(1_000_000, 3, wib('2025-12-20T10:00:00'))).toEqual([
      { number: 1, dueDate: '2026-02-01', amount: 333_334 },
      { number: 2, dueDate: '2026-03-01', amount: 333_333 },
      { number: 3, dueDate: '2026-04-01', amount: 333_333 },
    ]);
    expect(paylaterInstalments(500_000, 1, wib('2026-01-05T10:00:00'))).toEqual([{ number: 1, dueDate: '2026-02-01', amount: 500_000 }]);
    expect(() => paylaterInstalments(500_000, 13, wib('2026-01-05T10:00:00'))).toThrow(RangeError);
  });

  it('adds up to the purchase for every count', () => {
    for (let count = 1; count <= 12; count++) {
      const parts = paylaterInstalments(2_345_679, count, wib('2026-01-05T10:00:00'));
      expect(parts.reduce((sum, part) => sum + part.amount, 0)).toBe(2_345_679);
    }
  });
});

describe("a bill's due date after due-day changes", () => {
  // 20 Jan 10:00 WIB: the bill of 1 Feb is issued (17 Jan) and not yet due.
  const tenFrom20Jan = { effectiveAt: wib('2026-01-20T10:00:00'), dueDay: 10 };

  it('is the 1st without a change, keyed by its month', () => {
    expect(billDueDate('2026-02-01', [])).toBe('2026-02-01');
    expect(billKeyOf('2026-02-10')).toBe('2026-02-01');
  });

  it('moves a bill not yet due to the new day, and every later one', () => {
    expect(billDueDate('2026-02-01', [tenFrom20Jan])).toBe('2026-02-10');
    expect(billDueDate('2026-03-01', [tenFrom20Jan])).toBe('2026-03-10');
    // The same bill read by any date of its month.
    expect(billDueDate('2026-02-10', [tenFrom20Jan])).toBe('2026-02-10');
  });

  it('keeps a bill already due on its date', () => {
    expect(billDueDate('2026-01-01', [tenFrom20Jan])).toBe('2026-01-01');
  });

  it('never moves a bill to a day already past', () => {
    // Back from the 15th to the 5th on 10 Feb: February's bill (15 Feb) stays, March's is on the 5th.
    const changes = [
      { effectiveAt: wib('2026-01-01T10:00:00'), dueDay: 15 },
      { effectiveAt: wib('2026-02-10T10:00:00'), dueDay: 5 },
    ];
    expect(billDueDate('2026-02-01', changes)).toBe('2026-02-15');
    expect(billDueDate('2026-03-01', changes)).toBe('2026-03-05');
  });
});
