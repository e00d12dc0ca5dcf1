/**
 * The money past of the seeded states (README "Sandbox users"): purchases, refunds and repayments
 * placed before now so that each home status of pay-later and cicilan holds now. Some statuses exist
 * only on some days of the month (a pay-later bill is "due, not overdue" only from the 17th to the
 * 1st; "in grace" only from the 2nd to the 6th): those states first move the platform's clock forward
 * to the nearest such day (never back), and say so in their summary.
 */
import { CICILAN_DOCUMENTED_CLOSING_DATE } from '@domain/lending/closing';
import { cicilanFirstDueDate } from '@domain/cicilan/schedule';
import type { SeedState } from '@domain/contract/home';
import { type BillingCycle, billingCycleAt, billingCycleOn } from '@domain/paylater/billing';
import { jakartaDate } from '@domain/time';
import { addDays, addMonths, jakartaDayStart } from '../ledger/calendar';
import type { LedgerSeed, SeedStep } from '../ledger/seed';

export interface LedgerScenario {
  /** The instant to move the clock forward to before seeding; null when now will do. */
  clockFor?: (now: Date) => Date | null;
  paylater?: (now: Date) => LedgerSeed;
  cicilan?: (now: Date) => LedgerSeed;
  /** Sets the platform's cicilan closing date (every user's). */
  cicilanClosingDate?: string | null;
}

const HOUR = 60 * 60 * 1000;
const today = (now: Date): string => jakartaDate(now.toISOString());
const dayOf = (date: string): number => Number(date.slice(8, 10));
const wib = (date: string, time = '10:00'): Date => new Date(`${date}T${time}:00+07:00`);
const between = (from: Date, to: Date, fraction: number): Date => new Date(from.getTime() + (to.getTime() - from.getTime()) * fraction);
const ago = (now: Date, ms: number): Date => new Date(now.getTime() - ms);

// ---------------------------------------------------------------------------------------------
// Clock

/** The next day (today included) whose day of month is within [first, last], at 09:00 WIB; null if today is. */
function nextDayOfMonth(now: Date, first: number, last: number): Date | null {
  const date = today(now);
  if (dayOf(date) >= first && dayOf(date) <= last) return null;
  const thisMonth = `${date.slice(0, 8)}${String(first).padStart(2, '0')}`;
  return wib(dayOf(date) < first ? thisMonth : addMonths(thisMonth, 1), '09:00');
}

// ---------------------------------------------------------------------------------------------
// Pay-later: cycles counted back from the open one (0 = open, 1 = the last closed, ...)

function cycleBack(now: Date, back: number): BillingCycle {
  return billingCycleOn(addMonths(billingCycleAt(now.toISOString()).startDate, -back));
}
const opensAt = (cycle: BillingCycle): Date => new Date(jakartaDayStart(cycle.startDate));
const closesAt = (cycle: BillingCycle): Date => new Date(jakartaDayStart(addDays(cycle.endDate, 1)));
/** An instant `fraction` into a cycle, never past now. */
function inCycle(now: Date, back: number, fraction: number): Date {
  const cycle = cycleBack(now, back);
  const end = back === 0 ? now : closesAt(cycle);
  return between(opensAt(cycle), end, fraction);
}

const purchase = (at: Date, merchant: string, amount: number, tenor = 1): SeedStep => ({ kind: 'purchase', at, merchant, amount, tenor });

/**
 * A purchase two cycles back, repaid early in the next cycle (before anything else is bought): the
 * free first month of use is behind. Later steps buy from 0.2 into a cycle on.
 */
function firstMonthUsed(now: Date): SeedStep[] {
  return [purchase(inCycle(now, 2, 0.3), 'Bukalapak', 200_000), { kind: 'repay', at: inCycle(now, 1, 0.1), catchupType: 'ALL_DUES' }];
}

/** The last closed cycle's purchases: its bill (with a 2% fee) is issued. */
function lastCycleBill(now: Date): SeedStep[] {
  return [
    purchase(inCycle(now, 1, 0.2), 'Tokopedia', 350_000),
    purchase(inCycle(now, 1, 0.5), 'Traveloka', 900_000, 3),
    purchase(inCycle(now, 1, 0.8), 'Alfamart', 120_000),
  ];
}

const paylater =
  (steps: (now: Date) => SeedStep[], account: Partial<LedgerSeed['account']> = {}) =>
  (now: Date): LedgerSeed => ({
    account: { product: 'paylater', providerVersion: 'NEW', creditLimit: 10_000_000, closureStatus: 'NONE', ...account },
    steps: steps(now),
  });

// ---------------------------------------------------------------------------------------------
// Cicilan: due dates fall on the 1st, 10th and 20th (cicilan/schedule.ts)

const CICILAN_DUE_DAYS = [1, 10, 20];

function nextDueDateFrom(date: string): string {
  let day = date;
  while (!CICILAN_DUE_DAYS.includes(dayOf(day))) day = addDays(day, 1);
  return day;
}

function latestDueDateUpTo(date: string): string {
  let day = date;
  while (!CICILAN_DUE_DAYS.includes(dayOf(day))) day = addDays(day, -1);
  return day;
}

/** A purchase date whose first instalment is due on `dueDate` (a 1st, 10th or 20th). */
function purchaseDateFor(dueDate: string): string {
  const day = dayOf(dueDate);
  const date =
    day === 10
      ? `${addMonths(dueDate, -1).slice(0, 8)}05`
      : day === 20
        ? `${addMonths(dueDate, -1).slice(0, 8)}15`
        : `${addMonths(dueDate, -2).slice(0, 8)}26`;
  if (cicilanFirstDueDate(date) !== dueDate) throw new Error(`No purchase date gives the first due date ${dueDate}`);
  return date;
}

/** The nearest coming due date: 1 to 12 days ahead, so already billed (14 days ahead) and not overdue. */
const comingDueDate = (now: Date): string => nextDueDateFrom(addDays(today(now), 1));

/** An order whose first instalment is due on `dueDate`. */
const orderDueOn = (dueDate: string, merchant: string, amount: number, tenor: number): SeedStep =>
  purchase(wib(purchaseDateFor(dueDate), '11:00'), merchant, amount, tenor);

/** An order whose first instalment was paid (3 days before it was due) and whose second is due soon. */
function secondInstalmentComing(now: Date, merchant: string, amount: number, tenor: number): SeedStep[] {
  const firstDue = addMonths(comingDueDate(now), -1);
  return [orderDueOn(firstDue, merchant, amount, tenor), { kind: 'repay', at: wib(addDays(firstDue, -3)), catchupType: 'CURRENT_DUES' }];
}

/** The next day from which some due date is 1 to 5 days past (in grace); null if today is such a day. */
function nextGraceDay(now: Date): Date | null {
  const date = today(now);
  const due = latestDueDateUpTo(addDays(date, -1));
  if (date <= addDays(due, 5)) return null;
  return wib(addDays(nextDueDateFrom(date), 1), '09:00');
}

const cicilan =
  (steps: (now: Date) => SeedStep[], creditLimit = 10_000_000) =>
  (now: Date): LedgerSeed => ({
    account: { product: 'cicilan', providerVersion: 'NEW', creditLimit, closureStatus: 'NONE' },
    steps: steps(now),
  });

// ---------------------------------------------------------------------------------------------

export const LEDGER_SCENARIOS: Readonly<Partial<Record<SeedState, LedgerScenario>>> = {
  'paylater-month-of-purchases': {
    paylater: paylater((now) => [
      ...firstMonthUsed(now),
      purchase(inCycle(now, 0, 0.15), 'Tokopedia', 150_000),
      purchase(inCycle(now, 0, 0.4), 'Traveloka', 1_200_000, 3),
      purchase(inCycle(now, 0, 0.65), 'Alfamart', 89_000),
      purchase(inCycle(now, 0, 0.9), 'Blibli', 450_000, 2),
    ]),
  },
  'paylater-bill-due': {
    clockFor: (now) => nextDayOfMonth(now, 17, 31),
    paylater: paylater((now) => [...firstMonthUsed(now), ...lastCycleBill(now)]),
  },
  'paylater-due-today': {
    clockFor: (now) => nextDayOfMonth(now, 1, 1),
    paylater: paylater((now) => [...firstMonthUsed(now), ...lastCycleBill(now)]),
  },
  'paylater-in-grace': {
    clockFor: (now) => nextDayOfMonth(now, 2, 6),
    paylater: paylater((now) => [...firstMonthUsed(now), ...lastCycleBill(now)]),
  },
  'paylater-overdue': {
    paylater: paylater((now) => [
      purchase(inCycle(now, 2, 0.3), 'Tokopedia', 400_000),
      purchase(inCycle(now, 2, 0.6), 'Blibli', 250_000),
      purchase(inCycle(now, 1, 0.5), 'Alfamart', 100_000),
    ]),
  },
  'paylater-limit-reached': {
    clockFor: (now) => nextDayOfMonth(now, 17, 31),
    paylater: paylater(
      (now) => [
        ...firstMonthUsed(now),
        purchase(inCycle(now, 1, 0.3), 'Blibli', 2_000_000),
        purchase(inCycle(now, 1, 0.7), 'Tokopedia', 1_000_000),
      ],
      { creditLimit: 3_000_000 },
    ),
  },
  'paylater-limit-reached-nodues': {
    paylater: paylater(
      (now) => [purchase(inCycle(now, 0, 0.3), 'Blibli', 1_800_000), purchase(inCycle(now, 0, 0.7), 'Traveloka', 1_200_000, 2)],
      { creditLimit: 3_000_000 },
    ),
  },
  'paylater-paid': {
    paylater: paylater((now) => [
      ...firstMonthUsed(now),
      purchase(inCycle(now, 1, 0.3), 'Tokopedia', 350_000),
      purchase(inCycle(now, 1, 0.6), 'Alfamart', 500_000),
      { kind: 'repay', at: between(closesAt(cycleBack(now, 1)), now, 0.5), catchupType: 'ALL_DUES', bankName: 'BRI' },
    ]),
  },
  'paylater-refund-pending': {
    paylater: paylater((now) => {
      const bought = inCycle(now, 0, 0.3);
      const refunded = inCycle(now, 2, 0.2);
      return [
        purchase(refunded, 'Blibli', 300_000),
        { kind: 'refund', at: new Date(refunded.getTime() + HOUR), purchase: 0, amount: 'all' },
        purchase(bought, 'Tokopedia', 750_000),
        {
          kind: 'refund',
          at: between(new Date(Math.max(bought.getTime(), now.getTime() - 2 * HOUR)), now, 0.5),
          purchase: 1,
          amount: 250_000,
        },
      ];
    }),
  },
  'paylater-old-provider': {
    paylater: paylater(
      (now) => [
        purchase(inCycle(now, 1, 0.4), 'Tokopedia', 300_000),
        { kind: 'repay', at: between(closesAt(cycleBack(now, 1)), now, 0.5), catchupType: 'ALL_DUES' },
        purchase(inCycle(now, 0, 0.8), 'Alfamart', 400_000),
      ],
      { providerVersion: 'OLD', creditLimit: 3_000_000 },
    ),
  },
  'cicilan-new-order': { cicilan: cicilan((now) => [purchase(ago(now, 2 * HOUR), 'Tokopedia', 1_200_000, 3)]) },
  'cicilan-with-orders': {
    cicilan: cicilan((now) => [
      ...secondInstalmentComing(now, 'Tokopedia', 1_500_000, 3),
      purchase(ago(now, 2 * HOUR), 'Blibli', 2_400_000, 6),
    ]),
  },
  'cicilan-paid': {
    cicilan: cicilan((now) => [
      orderDueOn(comingDueDate(now), 'Traveloka', 900_000, 3),
      { kind: 'repay', at: ago(now, HOUR), catchupType: 'CURRENT_DUES' },
    ]),
  },
  'cicilan-in-grace': {
    clockFor: nextGraceDay,
    cicilan: cicilan((now) => [orderDueOn(latestDueDateUpTo(addDays(today(now), -1)), 'Alfamart', 600_000, 2)]),
  },
  'cicilan-overdue': { cicilan: cicilan((now) => [orderDueOn(latestDueDateUpTo(addDays(today(now), -10)), 'Blibli', 2_000_000, 6)]) },
  'cicilan-early-repayable': { cicilan: cicilan((now) => secondInstalmentComing(now, 'Traveloka', 3_000_000, 6)) },
  'cicilan-limit-reached': { cicilan: cicilan((now) => [orderDueOn(comingDueDate(now), 'Blibli', 5_000_000, 3)], 5_000_000) },
  'cicilan-limit-reached-nodues': { cicilan: cicilan((now) => [purchase(ago(now, 2 * HOUR), 'Traveloka', 5_000_000, 6)], 5_000_000) },
  'cicilan-closing-open': { cicilanClosingDate: null },
  'cicilan-closed': { cicilanClosingDate: CICILAN_DOCUMENTED_CLOSING_DATE },
};
