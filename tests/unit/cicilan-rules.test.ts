import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { CICILAN_DOCUMENTED_CLOSING_DATE, isOpenForNewTransactions } from '@domain/lending/closing';
import { cicilanDues, cicilanLatestBillPaid, isInstalmentBilled } from '@domain/cicilan/dues';
import { earlyRepaymentQuote, type InstalmentBalance } from '@domain/cicilan/pay-off-early';
import { appendMonthGroups, groupByMonth } from '@domain/cicilan/history';
import { CICILAN_MONTHLY_RATE_PERCENT, CICILAN_TENORS, cicilanCost, isCicilanTenor } from '@domain/cicilan/pricing';
import { CICILAN_MAX_DAYS_TO_FIRST_DUE, cicilanFirstDueDate, cicilanSchedule } from '@domain/cicilan/schedule';
import { cicilanStatus } from '@domain/cicilan/status';
import { isUpcoming, nextUpcoming } from '@domain/cicilan/upcoming';

const wib = (local: string): string => new Date(`${local}+07:00`).toISOString();

describe('cost of an instalment purchase', () => {
  it('runs tenors 2 to 12 at 2.75% a month', () => {
    expect(CICILAN_TENORS).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(CICILAN_MONTHLY_RATE_PERCENT).toBe(2.75);
    expect(isCicilanTenor(1)).toBe(false);
    expect(isCicilanTenor(13)).toBe(false);
    expect(isCicilanTenor(2.5)).toBe(false);
  });

  it.each([
    [1_000_000, 2, 55_000],
    [1_000_000, 3, 82_500],
    [1_000_000, 12, 330_000],
    [123_457, 5, 16_975], // 16,975.3 rounded down
    [30_000_000, 12, 9_900_000],
  ])('%i over %i months costs %i', (principal, tenor, cost) => {
    expect(cicilanCost(principal, tenor)).toBe(cost);
  });

  it('refuses a tenor outside 2 to 12', () => {
    expect(() => cicilanCost(1_000_000, 1)).toThrow(RangeError);
    expect(() => cicilanCost(1_000_000, 13)).toThrow(RangeError);
  });
});

describe('first due date by purchase-day band', () => {
  it.each([
    ['2026-01-01', '2026-02-10'],
    ['2026-01-08', '2026-02-10'],
    ['2026-01-09', '2026-02-20'],
    ['2026-01-23', '2026-02-20'],
    ['2026-01-24', '2026-03-01'],
    ['2026-01-31', '2026-03-01'],
    ['2026-02-28', '2026-04-01'],
    ['2028-02-29', '2028-04-01'],
    ['2026-12-05', '2027-01-10'],
    ['2026-12-15', '2027-01-20'],
    ['2026-11-30', '2027-01-01'],
    ['2026-12-31', '2027-02-01'],
  ])('bought %s: first due %s', (purchase, due) => {
    expect(cicilanFirstDueDate(purchase)).toBe(due);
  });

  it.each([
    2026, 2027, 2028,
  ])('is never more than 45 days (nor under 25) after any purchase day of %i, and never earlier for a later day', (year) => {
    let date = Temporal.PlainDate.from(`${year}-01-01`);
    let previousDue = '';
    while (date.year === year) {
      const due = cicilanFirstDueDate(date.toString());
      const days = date.until(Temporal.PlainDate.from(due)).days;
      expect(days, date.toString()).toBeLessThanOrEqual(CICILAN_MAX_DAYS_TO_FIRST_DUE);
      expect(days, date.toString()).toBeGreaterThanOrEqual(25);
      expect(due >= previousDue).toBe(true);
      previousDue = due;
      date = date.add({ days: 1 });
    }
  });
});

describe('instalment schedule', () => {
  it('splits principal and cost with the remainders on the first instalment', () => {
    const schedule = cicilanSchedule(1_000_000, 3, wib('2026-01-15T10:00:00'));
    expect(schedule).toEqual({
      principal: 1_000_000,
      tenor: 3,
      cost: 82_500,
      total: 1_082_500,
      instalments: [
        { number: 1, dueDate: '2026-02-20', periodStartDate: '2026-01-15', principal: 333_334, fee: 27_500, amount: 360_834 },
        { number: 2, dueDate: '2026-03-20', periodStartDate: '2026-02-21', principal: 333_333, fee: 27_500, amount: 360_833 },
        { number: 3, dueDate: '2026-04-20', periodStartDate: '2026-03-21', principal: 333_333, fee: 27_500, amount: 360_833 },
      ],
    });
  });

  it('adds up to principal + cost exactly for every tenor and awkward amounts', () => {
    for (const principal of [10_000, 99_999, 1_234_567, 29_999_999]) {
      for (const tenor of CICILAN_TENORS) {
        const schedule = cicilanSchedule(principal, tenor, wib('2026-05-27T21:00:00'));
        const sum = (pick: (i: (typeof schedule.instalments)[number]) => number) =>
          schedule.instalments.reduce((total, i) => total + pick(i), 0);
        expect(schedule.instalments).toHaveLength(tenor);
        expect(sum((i) => i.amount)).toBe(principal + cicilanCost(principal, tenor));
        expect(sum((i) => i.principal)).toBe(principal);
        expect(sum((i) => i.fee)).toBe(schedule.cost);
        expect(schedule.instalments.every((i) => Number.isInteger(i.amount) && i.amount === i.principal + i.fee)).toBe(true);
      }
    }
  });

  it('dates a purchase by Jakarta day and crosses the year', () => {
    // 23 Jan 23:30 WIB is 23 Jan (band 9-23); 24 Jan 00:10 WIB is band 24-31 though still 23 Jan in UTC.
    expect(cicilanSchedule(100_000, 2, wib('2026-01-23T23:30:00')).instalments[0]?.dueDate).toBe('2026-02-20');
    expect(cicilanSchedule(100_000, 2, wib('2026-01-24T00:10:00')).instalments[0]?.dueDate).toBe('2026-03-01');
    expect(cicilanSchedule(100_000, 3, wib('2026-11-25T12:00:00')).instalments.map((i) => i.dueDate)).toEqual([
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
    ]);
  });
});

describe('early repayment', () => {
  const balances = (schedule: ReturnType<typeof cicilanSchedule>, paid = 0): InstalmentBalance[] =>
    schedule.instalments.slice(paid).map((i) => ({
      orderId: 'o1',
      dueDate: i.dueDate,
      periodStartDate: i.periodStartDate,
      unpaidPrincipal: i.principal,
      unpaidFee: i.fee,
    }));
  const schedule = cicilanSchedule(1_200_000, 4, wib('2026-01-15T10:00:00')); // cost 132,000: 33,000 a month; due 20 Feb, 20 Mar, 20 Apr, 20 May

  it('on the purchase day: principal plus the first month, the rest waived, no fee for repaying early', () => {
    expect(earlyRepaymentQuote(balances(schedule), 0, wib('2026-01-15T12:00:00'))).toEqual({
      discount: 99_000,
      amount_to_pay: 1_233_000,
      is_early_repayment_enabled: true,
    });
  });

  it('on a due date the next month has not started yet; the day after it has', () => {
    expect(earlyRepaymentQuote(balances(schedule, 1), 0, wib('2026-02-20T12:00:00'))).toEqual({
      discount: 99_000,
      amount_to_pay: 900_000,
      is_early_repayment_enabled: true,
    });
    expect(earlyRepaymentQuote(balances(schedule, 1), 0, wib('2026-02-21T00:00:00'))).toEqual({
      discount: 66_000,
      amount_to_pay: 933_000,
      is_early_repayment_enabled: true,
    });
  });

  it("adds the order's late fees, and is off once nothing is due after today", () => {
    expect(earlyRepaymentQuote(balances(schedule, 3), 6_000, wib('2026-05-28T08:00:00'))).toEqual({
      discount: 0,
      amount_to_pay: 333_000 + 6_000,
      is_early_repayment_enabled: false,
    });
    expect(earlyRepaymentQuote([], 0, wib('2026-05-28T08:00:00'))).toEqual({
      discount: 0,
      amount_to_pay: 0,
      is_early_repayment_enabled: false,
    });
  });
});

describe('cicilan dues and status', () => {
  const schedule = cicilanSchedule(1_200_000, 4, wib('2026-01-15T10:00:00'));
  const all = schedule.instalments.map((i) => ({
    orderId: 'o1',
    dueDate: i.dueDate,
    periodStartDate: i.periodStartDate,
    unpaidPrincipal: i.principal,
    unpaidFee: i.fee,
  }));
  const ledger = (now: string, instalments = all, lateFees = 0) => ({
    creditLimit: 10_000_000,
    unpaidPrincipal: instalments.reduce((sum, i) => sum + i.unpaidPrincipal, 0),
    dues: cicilanDues(instalments, lateFees, now),
    hasEverUsed: true,
    latestBillPaid: cicilanLatestBillPaid(instalments, now),
  });

  it('bills an instalment 14 days before its due date', () => {
    expect(isInstalmentBilled('2026-02-20', wib('2026-02-05T23:59:59'))).toBe(false);
    expect(isInstalmentBilled('2026-02-20', wib('2026-02-06T00:00:00'))).toBe(true);
  });

  it.each([
    ['2026-01-15T12:00:00', 0, 0, 1_233_000, '2026-02-20', 'ACTIVE_NODUES'],
    ['2026-02-06T00:00:00', 0, 333_000, 1_233_000, '2026-02-20', 'ACTIVE_WITHDUES'],
    ['2026-02-21T00:00:00', 333_000, 0, 1_266_000, '2026-02-20', 'OVERDUE'],
    ['2026-02-26T00:00:00', 333_000, 0, 1_266_000, '2026-02-20', 'OVERDUE_LATEFEE'],
  ] as const)('at %s WIB', (local, overdue, current, payoff, dueDate, status) => {
    const now = wib(local);
    const { dues } = ledger(now);
    expect({ overdue: dues.overdue, current: dues.current, payoff: dues.payoff, dueDate: dues.dueDate }).toEqual({
      overdue,
      current,
      payoff,
      dueDate,
    });
    expect(cicilanStatus(ledger(now), now)).toBe(status);
  });

  it('is ACTIVE_PAID once the billed instalment is paid, until the next is billed', () => {
    const paidFirst = all.map((i, index) => (index === 0 ? { ...i, unpaidPrincipal: 0, unpaidFee: 0 } : i));
    expect(cicilanStatus(ledger(wib('2026-02-10T00:00:00'), paidFirst), wib('2026-02-10T00:00:00'))).toBe('ACTIVE_PAID');
    expect(cicilanStatus(ledger(wib('2026-03-06T00:00:00'), paidFirst), wib('2026-03-06T00:00:00'))).toBe('ACTIVE_WITHDUES');
  });

  it('keeps the payoff at least overdue + current', () => {
    for (let day = Temporal.PlainDate.from('2026-01-15'); day.toString() < '2026-06-30'; day = day.add({ days: 3 })) {
      const { dues } = ledger(wib(`${day.toString()}T12:00:00`), all, 10_000);
      expect(dues.payoff).toBeGreaterThanOrEqual(dues.overdue + dues.current);
    }
  });
});

describe('closing date, upcoming transactions and history by month', () => {
  it('takes new purchases up to and including the closing date (Jakarta)', () => {
    expect(CICILAN_DOCUMENTED_CLOSING_DATE).toBe('2022-12-12');
    expect(isOpenForNewTransactions(wib('2022-12-12T23:59:59'), CICILAN_DOCUMENTED_CLOSING_DATE)).toBe(true);
    expect(isOpenForNewTransactions(wib('2022-12-13T00:00:00'), CICILAN_DOCUMENTED_CLOSING_DATE)).toBe(false);
    expect(isOpenForNewTransactions(wib('2026-05-01T10:00:00'), null)).toBe(true);
  });

  it('calls a transaction upcoming only when due after today', () => {
    expect(isUpcoming('2026-02-21', '2026-02-20')).toBe(true);
    expect(isUpcoming('2026-02-20', '2026-02-20')).toBe(false);
    const transactions = [
      { id: 'b', dueDate: '2026-03-20', status: 'UNPAID' },
      { id: 'a', dueDate: '2026-02-20', status: 'UNPAID' },
      { id: 'old', dueDate: '2026-01-20', status: 'OVERDUE' },
    ];
    expect(nextUpcoming(transactions, '2026-02-01')?.id).toBe('a');
    expect(nextUpcoming(transactions, '2026-02-20')?.id).toBe('b');
    expect(nextUpcoming([{ id: 'a', dueDate: '2026-02-20', status: 'PAID' }, ...transactions.slice(0, 1)], '2026-02-01')).toBeNull();
    expect(nextUpcoming(transactions, '2026-03-20')).toBeNull();
  });

  it('groups orders by Jakarta month and joins a month split over two pages', () => {
    const orders = [
      { id: '4', date: wib('2026-03-01T00:30:00') }, // 28 Feb 17:30 UTC, March in Jakarta
      { id: '3', date: wib('2026-02-20T10:00:00') },
      { id: '2', date: wib('2026-02-02T10:00:00') },
      { id: '1', date: wib('2026-01-31T10:00:00') },
    ];
    const first = groupByMonth(orders.slice(0, 2), (order) => order.date);
    const second = groupByMonth(orders.slice(2), (order) => order.date);
    expect(first.map((group) => [group.month, group.orders.map((order) => order.id)])).toEqual([
      ['2026-03', ['4']],
      ['2026-02', ['3']],
    ]);
    expect(appendMonthGroups(first, second).map((group) => [group.month, group.orders.map((order) => order.id)])).toEqual([
      ['2026-03', ['4']],
      ['2026-02', ['3', '2']],
      ['2026-01', ['1']],
    ]);
    expect(first[1]?.orders).toHaveLength(1); // the shown groups are not changed in place
  });
});
