import { describe, expect, it } from 'vitest';
import {
  type DeductionPlan,
  type Pause,
  deductionPlan,
  isPauseAllowed,
  isPausedOn,
  pauseOn,
  scheduledThrough,
} from '@domain/gomodal/deductions';
import { dayDeduction } from '@domain/gomodal/recovery';
import { isWorkingDay } from '@domain/gomodal/working-days';

const kinds = (plan: DeductionPlan, from: string, to: string): string =>
  plan.days
    .filter((day) => day.date >= from && day.date <= to)
    .map((day) => `${day.date.slice(5)} ${day.kind}${day.deductionNumber ? ` ${day.deductionNumber}` : ''}`)
    .join(', ');

const span = (plan: DeductionPlan, kind: string): [string, string, number] => {
  const days = plan.days.filter((day) => day.kind === kind).map((day) => day.date);
  return [days[0] ?? '', days[days.length - 1] ?? '', days.length];
};

describe('the deduction calendar of a window', () => {
  it('deducts on weekends and public holidays like any other day', () => {
    // Disbursed Friday 9 Jan 2026, due 15 Feb: the window opens on Saturday.
    const plan = deductionPlan({ windowStart: '2026-01-10', dueDate: '2026-02-15' }, 201_674);
    expect(kinds(plan, '2026-01-10', '2026-01-12')).toBe('01-10 DEDUCTION 1, 01-11 DEDUCTION 2, 01-12 DEDUCTION 3');
    expect(isWorkingDay('2026-01-16')).toBe(false); // Isra Mikraj
    expect(kinds(plan, '2026-01-16', '2026-01-16')).toBe('01-16 DEDUCTION 7');
    expect(span(plan, 'DEDUCTION')).toEqual(['2026-01-10', '2026-01-29', 20]);
    expect(span(plan, 'CATCH_UP')).toEqual(['2026-01-30', '2026-02-15', 17]);
  });

  it.each([
    // window                       deduction days            catch-up days
    ['2026-02-02', '2026-03-01', ['2026-02-02', '2026-02-21'], ['2026-02-22', '2026-03-01', 8]], // February: 28 days
    ['2028-02-02', '2028-03-01', ['2028-02-02', '2028-02-21'], ['2028-02-22', '2028-03-01', 9]], // leap February
    ['2026-03-02', '2026-04-01', ['2026-03-02', '2026-03-21'], ['2026-03-22', '2026-04-01', 11]], // across Nyepi and Lebaran
    ['2026-12-16', '2027-01-15', ['2026-12-16', '2027-01-04'], ['2027-01-05', '2027-01-15', 11]], // across the year
    ['2026-04-16', '2026-05-15', ['2026-04-16', '2026-05-05'], ['2026-05-06', '2026-05-15', 10]], // a 30-day month: 20 + 10
  ] as const)('window %s to %s: 20 deduction days then catch-up days', (windowStart, dueDate, deduction, catchUp) => {
    const plan = deductionPlan({ windowStart, dueDate }, 201_666);
    expect(span(plan, 'DEDUCTION')).toEqual([...deduction, 20]);
    expect(span(plan, 'CATCH_UP')).toEqual(catchUp);
    expect(plan.carriedOver).toBe(0);
    expect(plan.days.reduce((sum, day) => sum + day.scheduled, 0)).toBe(201_666);
  });

  it('schedules the daily figure on the 19 first days and the rest on the 20th', () => {
    const plan = deductionPlan({ windowStart: '2026-02-02', dueDate: '2026-03-01' }, 201_666);
    expect(scheduledThrough(plan, '2026-02-01')).toBe(0);
    expect(scheduledThrough(plan, '2026-02-10')).toBe(9 * 10_084);
    expect(scheduledThrough(plan, '2026-02-20')).toBe(19 * 10_084);
    expect(plan.days.find((day) => day.deductionNumber === 20)?.scheduled).toBe(10_070);
    expect(scheduledThrough(plan, '2026-03-01')).toBe(201_666);
  });
});

describe('pauses', () => {
  const window = { windowStart: '2026-03-02', dueDate: '2026-04-01' };

  it('skips the paused days and moves the deductions after them', () => {
    const lebaran: Pause = { from: '2026-03-18', resumeOn: '2026-03-25' };
    const plan = deductionPlan(window, 201_666, [lebaran]);
    expect(kinds(plan, '2026-03-17', '2026-03-18')).toBe('03-17 DEDUCTION 16, 03-18 PAUSED');
    expect(kinds(plan, '2026-03-24', '2026-03-29')).toBe(
      '03-24 PAUSED, 03-25 DEDUCTION 17, 03-26 DEDUCTION 18, 03-27 DEDUCTION 19, 03-28 DEDUCTION 20, 03-29 CATCH_UP',
    );
    expect(span(plan, 'PAUSED')).toEqual(['2026-03-18', '2026-03-24', 7]);
    expect(plan.carriedOver).toBe(0);
    expect(isPausedOn([lebaran], '2026-03-24')).toBe(true);
    expect(isPausedOn([lebaran], '2026-03-25')).toBe(false);
    expect(pauseOn([lebaran], '2026-03-20')).toEqual(lebaran);
  });

  it('carries over what a long pause leaves no day for', () => {
    const plan = deductionPlan(window, 201_666, [{ from: '2026-03-10', resumeOn: '2026-03-30' }]);
    expect(span(plan, 'DEDUCTION')).toEqual(['2026-03-02', '2026-04-01', 11]);
    expect(plan.carriedOver).toBe(8 * 10_084 + 10_070);
    expect(plan.days.reduce((sum, day) => sum + day.scheduled, 0) + plan.carriedOver).toBe(201_666);
  });

  it('refuses a pause that would leave the last window fewer than 20 days', () => {
    const last = { windowStart: '2026-12-16', dueDate: '2027-01-15' };
    expect(isPauseAllowed({ from: '2026-12-20', resumeOn: '2026-12-31' }, last)).toBe(true); // 20 days left
    expect(isPauseAllowed({ from: '2026-12-20', resumeOn: '2027-01-01' }, last)).toBe(false); // 19
    expect(isPauseAllowed({ from: '2026-12-20', resumeOn: '2026-12-20' }, last)).toBe(false);
    expect(isPauseAllowed({ from: '2026-06-01', resumeOn: '2026-07-01' }, last)).toBe(true); // before it
  });
});

describe("one day's deduction: the scheduled amount, or recovery at 70% of income capped by the monthly instalment", () => {
  it.each([
    // scheduled  arrears  income     due       taken    outcome
    [10_084, 0, 50_000, 10_084, 10_084, 'DEDUCTED'],
    [10_084, 0, 10_084, 10_084, 10_084, 'DEDUCTED'],
    [10_084, 0, 10_083, 10_084, 0, 'FAILED'], // all or nothing on a regular day
    [10_084, 0, 0, 10_084, 0, 'FAILED'],
    [10_084, 10_084, 50_000, 20_168, 20_168, 'RECOVERED'], // yesterday retried
    [10_084, 10_084, 20_000, 20_168, 14_000, 'PARTIAL'], // 70% of 20,000
    [10_084, 10_084, 12_000, 20_168, 10_084, 'PARTIAL'], // the day's own amount is more than 70%
    [10_084, 10_084, 9_000, 20_168, 6_300, 'PARTIAL'],
    [0, 30_252, 100_000, 30_252, 30_252, 'RECOVERED'], // a catch-up day
    [0, 30_252, 0, 30_252, 0, 'FAILED'],
    [0, 0, 100_000, 0, 0, 'NOTHING_DUE'],
    [10_084, 500_000, 1_000_000, 510_084, 201_666, 'PARTIAL'], // capped by the monthly instalment
    [10_084, 500_000, 200_000, 510_084, 140_000, 'PARTIAL'],
  ] as const)('scheduled %i, arrears %i, income %i: due %i, takes %i (%s)', (scheduled, arrears, income, due, taken, outcome) => {
    expect(dayDeduction({ scheduled, arrears, income, monthlyInstalment: 201_666 })).toEqual({ due, taken, outcome });
  });

  it('takes the configured percentage', () => {
    expect(dayDeduction({ scheduled: 0, arrears: 30_252, income: 40_000, monthlyInstalment: 201_666, recoveryPercent: 50 }).taken).toBe(
      20_000,
    );
  });

  /** Runs a window day by day: arrears are what the plan scheduled before today and was not collected. */
  function collect(plan: DeductionPlan, incomeOn: (date: string) => number): { collected: number; lastTakenOn: string } {
    let collected = 0;
    let lastTakenOn = '';
    for (const day of plan.days) {
      if (day.kind === 'PAUSED') continue;
      const arrears = Math.max(0, scheduledThrough(plan, day.date) - day.scheduled - collected);
      const { taken } = dayDeduction({ scheduled: day.scheduled, arrears, income: incomeOn(day.date), monthlyInstalment: 201_666 });
      collected += taken;
      if (taken > 0) lastTakenOn = day.date;
    }
    return { collected, lastTakenOn };
  }

  it('makes failed days good before the due date', () => {
    const plan = deductionPlan({ windowStart: '2026-02-02', dueDate: '2026-03-01' }, 201_666);
    const failed = new Set(['2026-02-03', '2026-02-04', '2026-02-10']);
    // Good sales: each failed day is recovered the next day.
    expect(collect(plan, (date) => (failed.has(date) ? 0 : 50_000))).toEqual({ collected: 201_666, lastTakenOn: '2026-02-21' });
    // Thin sales (12,000 a day): the missed days wait for the catch-up days.
    expect(collect(plan, (date) => (failed.has(date) ? 0 : 12_000))).toEqual({ collected: 201_666, lastTakenOn: '2026-02-25' });
  });
});
