import { describe, expect, it } from 'vitest';
import { firstLoanDiscounts } from '@domain/gomodal/cashback';
import { dueDates, firstDueDate } from '@domain/gomodal/due-dates';
import { availableTenures, gomodalQuote, instalmentParts, splitOverDeductionDays } from '@domain/gomodal/pricing';
import { checkPrincipal, parsePrincipal } from '@domain/gomodal/principal';
import { GOMODAL_PURPOSES } from '@domain/gomodal/purposes';
import { promotedQuote } from '@domain/gomodal/quote';
import { gomodalSchedule } from '@domain/gomodal/schedule';
import { FIRST_LOAN_CASHBACK_MAX, GOMODAL_MONTHLY_RATE_PERCENT } from '@domain/gomodal/terms';

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

describe('what a loan costs: 1.75% a month flat, 2% admin fee', () => {
  it('charges 21% a year, a twelfth of it a month', () => {
    expect(GOMODAL_MONTHLY_RATE_PERCENT).toBe(1.75);
  });

  it.each([
    // principal   tenure  interest    monthly    first      daily   admin fee
    [1_000_000, 3, 52_500, 350_833, 350_834, 17_542, 20_000],
    [1_000_000, 6, 105_000, 184_166, 184_170, 9_209, 20_000],
    [1_001_000, 3, 52_552, 351_183, 351_186, 17_560, 20_020], // 52,552.5 rounded down
    [2_000_000, 3, 105_000, 701_666, 701_668, 35_084, 40_000],
    [2_000_000, 6, 210_000, 368_333, 368_335, 18_417, 40_000],
    [2_000_000, 12, 420_000, 201_666, 201_674, 10_084, 40_000],
    [2_000_000, 18, 630_000, 146_111, 146_113, 7_306, 40_000],
    [5_000_000, 12, 1_050_000, 504_166, 504_174, 25_209, 100_000],
    [5_000_000, 24, 2_100_000, 295_833, 295_841, 14_792, 100_000],
    [7_500_000, 9, 1_181_250, 964_583, 964_586, 48_230, 150_000],
    [25_000_000, 24, 10_500_000, 1_479_166, 1_479_182, 73_959, 500_000],
  ])('%i over %i months: interest %i, instalment %i (first %i), daily %i, fee %i', (principal, tenure, interest, monthly, first, daily, fee) => {
    const quote = gomodalQuote(principal, tenure);
    expect(quote).toMatchObject({ interest, monthlyInstalment: monthly, firstInstalment: first, dailyDeduction: daily, adminFee: fee });
    expect(quote.totalDisbursement).toBe(principal - fee);
    expect(quote.deductionDays).toBe(tenure * 20);
    const parts = instalmentParts(principal, tenure);
    expect(sum(parts.map((part) => part.principal))).toBe(principal);
    expect(sum(parts.map((part) => part.interest))).toBe(interest);
    expect(sum(parts.map((part) => part.principal + part.interest))).toBe(quote.totalRepayable);
  });

  it.each([
    [201_666, 10_084, 10_084 * 19 + 10_070],
    [201_674, 10_084, 201_674],
    [350_833, 17_542, 350_833],
    [200_000, 10_000, 200_000],
  ])('splits %i over 20 deduction days: %i a day, the last day the rest, to the rupiah', (amount, daily, total) => {
    const days = splitOverDeductionDays(amount);
    expect(days).toHaveLength(20);
    expect(sum(days)).toBe(total);
    expect(days.slice(0, 19).every((day) => day === daily)).toBe(true);
    expect(days[19]).toBeLessThanOrEqual(daily);
  });

  it('splits a small carried amount without going negative', () => {
    expect(splitOverDeductionDays(25)).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(splitOverDeductionDays(0)).toEqual(Array(20).fill(0));
  });

  it.each([
    [500_000, []],
    [600_000, [3]],
    [1_000_000, [3]],
    [2_000_000, [3, 6, 9, 12]], // the sample limit: 12 months at most
    [5_000_000, [3, 6, 9, 12, 18, 24]],
  ])('offers for %i the tenors whose daily deduction is at least 10,000: %j', (principal, tenures) => {
    expect(availableTenures(principal)).toEqual(tenures);
  });

  it('refuses a tenure beyond 24 months', () => {
    expect(() => gomodalQuote(2_000_000, 25)).toThrow(RangeError);
  });
});

describe('the amount typed on the loan form', () => {
  const bounds = { min: 1_000_000, max: 2_000_000 };

  it.each([
    ['1500000', null, null],
    ['1.500.000', null, null],
    [' 2000000 ', null, null],
    ['1234567', 'gomodal.loanForm.principalRound', 1_235_000],
    ['1234499', 'gomodal.loanForm.principalRound', 1_234_000],
    ['1999600', 'gomodal.loanForm.principalRound', 2_000_000],
    ['1000400', 'gomodal.loanForm.principalRound', 1_000_000],
    ['999999', 'gomodal.loanForm.principalMin', 1_000_000],
    ['0', 'gomodal.loanForm.principalMin', 1_000_000],
    ['2000001', 'gomodal.loanForm.principalMax', 2_000_000], // the bounds come before the zeros
    ['2500000', 'gomodal.loanForm.principalMax', 2_000_000],
    ['', 'gomodal.loanForm.principalInvalid', null],
    ['1,500,000', 'gomodal.loanForm.principalInvalid', null],
    ['12.34', 'gomodal.loanForm.principalInvalid', null],
    ['-1000', 'gomodal.loanForm.principalInvalid', null],
  ])('%j: %s %s', (typed, messageId, amount) => {
    const issue = checkPrincipal(typed, bounds);
    expect(issue?.messageId ?? null).toBe(messageId);
    expect(issue?.values?.amount ?? null).toBe(amount);
  });

  it('reads dots as thousands separators only', () => {
    expect(parsePrincipal('2.000.000')).toBe(2_000_000);
    expect(parsePrincipal('2000.000')).toBeNull();
  });

  it('knows the eleven purposes', () => {
    expect(GOMODAL_PURPOSES).toEqual(['P01', 'P02', 'P03', 'P04', 'P05', 'P06', 'P07', 'P08', 'P09', 'P10', 'Other']);
  });
});

describe('first-loan cashback: no interest on the first 3 instalments, at most 200,000', () => {
  it.each([
    // principal   tenure  waived per instalment (first four)     in all
    [1_000_000, 3, [17_500, 17_500, 17_500], 52_500], // the whole interest: a 0% loan
    [2_000_000, 12, [35_000, 35_000, 35_000, 0], 105_000],
    [5_000_000, 24, [87_500, 87_500, 25_000, 0], 200_000],
    [10_000_000, 12, [175_000, 25_000, 0, 0], 200_000],
  ])('%i over %i months: %j, %i in all', (principal, tenure, waived, total) => {
    const discounts = firstLoanDiscounts(instalmentParts(principal, tenure).map((part) => part.interest));
    expect(discounts.slice(0, waived.length)).toEqual(waived);
    expect(sum(discounts)).toBe(total);
    expect(sum(discounts)).toBeLessThanOrEqual(FIRST_LOAN_CASHBACK_MAX);
  });

  it('lowers the instalments of a first loan and leaves a later loan alone', () => {
    const first = gomodalSchedule({ principal: 2_000_000, tenure: 12, disbursedOn: '2026-01-12', firstLoan: true });
    const later = gomodalSchedule({ principal: 2_000_000, tenure: 12, disbursedOn: '2026-01-12', firstLoan: false });
    expect(first.instalments.slice(0, 4).map((instalment) => instalment.amount)).toEqual([166_674, 166_666, 166_666, 201_666]);
    expect(later.instalments.slice(0, 2).map((instalment) => instalment.amount)).toEqual([201_674, 201_666]);
    expect(first.discount).toBe(105_000);
    expect(first.totalRepayable).toBe(2_315_000);
    expect(later.totalRepayable).toBe(2_420_000);
    for (const schedule of [first, later])
      expect(sum(schedule.instalments.map((instalment) => instalment.amount))).toBe(schedule.totalRepayable);
  });
});

describe('due dates: the 1st or the 15th, by the day of disbursement', () => {
  it.each([
    ['2026-01-01', '2026-02-01'],
    ['2026-01-08', '2026-02-01'],
    ['2026-01-09', '2026-02-15'],
    ['2026-01-23', '2026-02-15'],
    ['2026-01-24', '2026-03-01'],
    ['2026-01-31', '2026-03-01'],
    ['2026-02-08', '2026-03-01'], // 21 days
    ['2026-02-23', '2026-03-15'], // 20 days, the shortest
    ['2026-02-28', '2026-04-01'],
    ['2028-02-29', '2028-04-01'],
    ['2026-11-30', '2027-01-01'],
    ['2026-12-09', '2027-01-15'],
    ['2026-12-24', '2027-02-01'], // 39 days, the longest
  ])('disbursed %s: first due %s', (disbursed, due) => {
    expect(firstDueDate(disbursed)).toBe(due);
  });

  it('keeps 20 to 39 days before the first due date, and never dates a later disbursement earlier', () => {
    let day = new Date('2026-01-01T00:00:00Z');
    let previous = '';
    for (let i = 0; i < 3 * 366; i++, day = new Date(day.getTime() + 86_400_000)) {
      const disbursed = day.toISOString().slice(0, 10);
      const due = firstDueDate(disbursed);
      const days = (Date.parse(due) - Date.parse(disbursed)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(20);
      expect(days).toBeLessThanOrEqual(39);
      expect(due >= previous).toBe(true);
      previous = due;
    }
  });

  it('dues the later instalments on the same day of the following months, across the year', () => {
    expect(dueDates('2026-11-10', 4)).toEqual(['2026-12-15', '2027-01-15', '2027-02-15', '2027-03-15']);
  });

  it('opens each deduction window the day after the previous due date', () => {
    const schedule = gomodalSchedule({ principal: 2_000_000, tenure: 12, disbursedOn: '2026-01-12', firstLoan: false });
    expect(schedule.instalments.slice(0, 2).map(({ windowStart, dueDate }) => [windowStart, dueDate])).toEqual([
      ['2026-01-13', '2026-02-15'],
      ['2026-02-16', '2026-03-15'],
    ]);
    expect(schedule.instalments[11]).toMatchObject({ windowStart: '2026-12-16', dueDate: '2027-01-15' });
    expect([schedule.firstDueDate, schedule.finalDueDate]).toEqual(['2026-02-15', '2027-01-15']);
  });
});

describe('the loan form quotes what the loan will collect, every promotion applied (issue 36)', () => {
  const cashback = { instalments: 3, maxDiscount: FIRST_LOAN_CASHBACK_MAX };

  it('2,000,000 over 12 months, a first loan: 0% interest on instalments 1 to 3, and the total they add up to', () => {
    const quote = promotedQuote(2_000_000, 12, cashback);
    expect(quote).toMatchObject({ interest: 420_000, discount: 105_000, totalRepayable: 2_315_000, firstInstalment: 166_674 });
    expect(quote.runs).toEqual([
      { from: 1, to: 1, amount: 166_674, dailyDeduction: 8_334, discounted: true },
      { from: 2, to: 3, amount: 166_666, dailyDeduction: 8_334, discounted: true },
      { from: 4, to: 12, amount: 201_666, dailyDeduction: 10_084, discounted: false },
    ]);
  });

  it('a later loan is quoted without a discount', () => {
    const quote = promotedQuote(2_000_000, 12, null);
    expect(quote).toMatchObject({ discount: 0, totalRepayable: 2_420_000, firstInstalment: 201_674 });
    expect(quote.runs.map((run) => [run.from, run.to, run.amount])).toEqual([
      [1, 1, 201_674],
      [2, 12, 201_666],
    ]);
  });

  it.each([
    [1_000_000, 3],
    [2_000_000, 12],
    [5_000_000, 24],
    [25_000_000, 24],
    [7_500_000, 9],
  ])('%i over %i months: the quote is the schedule, instalment by instalment, to the rupiah', (principal, tenure) => {
    for (const firstLoan of [true, false]) {
      const quote = promotedQuote(principal, tenure, firstLoan ? cashback : null);
      const schedule = gomodalSchedule({ principal, tenure, disbursedOn: '2026-01-10', firstLoan });
      expect(quote.instalments.map((line) => line.amount)).toEqual(schedule.instalments.map((line) => line.amount));
      expect(quote.totalRepayable).toBe(schedule.totalRepayable);
      expect(quote.discount).toBe(schedule.discount);
      expect(sum(quote.runs.map((run) => run.amount * (run.to - run.from + 1)))).toBe(schedule.totalRepayable);
    }
  });
});
