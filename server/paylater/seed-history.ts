/**
 * Pay-later's seeded histories (docs: "Sandbox users"; registered in server/app.ts, joined by
 * server/home/seed-ledgers.ts): purchases, refunds and repayments placed before now so that each
 * home status holds now. A bill is "due, not overdue" only from the 17th to the 1st and "in grace"
 * only from the 2nd to the 6th: those states first move the platform's clock forward to the nearest
 * such day (never back).
 */
import { type BillingCycle, billingCycleAt, billingCycleOn } from '@domain/paylater/billing';
import { addDays, addMonths, jakartaDayStart } from '../ledger/calendar';
import type { LedgerSeed, SeedStep } from '../ledger/seed';
import { HOUR, type SeedHistories, between, dayOf, purchase, today, wib } from '../lending/seed-histories';

/** The next day (today included) whose day of month is within [first, last], at 09:00 WIB; null if today is. */
function nextDayOfMonth(now: Date, first: number, last: number): Date | null {
  const date = today(now);
  if (dayOf(date) >= first && dayOf(date) <= last) return null;
  const thisMonth = `${date.slice(0, 8)}${String(first).padStart(2, '0')}`;
  return wib(dayOf(date) < first ? thisMonth : addMonths(thisMonth, 1), '09:00');
}

// ---------------------------------------------------------------------------------------------
// Cycles counted back from the open one (0 = open, 1 = the last closed, ...)

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

export const PAYLATER_SEED_HISTORIES: SeedHistories = {
  'paylater-month-of-purchases': {
    ledger: paylater((now) => [
      ...firstMonthUsed(now),
      purchase(inCycle(now, 0, 0.15), 'Tokopedia', 150_000),
      purchase(inCycle(now, 0, 0.4), 'Traveloka', 1_200_000, 3),
      purchase(inCycle(now, 0, 0.65), 'Alfamart', 89_000),
      purchase(inCycle(now, 0, 0.9), 'Blibli', 450_000, 2),
    ]),
  },
  'paylater-bill-due': {
    clockFor: (now) => nextDayOfMonth(now, 17, 31),
    ledger: paylater((now) => [...firstMonthUsed(now), ...lastCycleBill(now)]),
  },
  'paylater-due-today': {
    clockFor: (now) => nextDayOfMonth(now, 1, 1),
    ledger: paylater((now) => [...firstMonthUsed(now), ...lastCycleBill(now)]),
  },
  'paylater-in-grace': {
    clockFor: (now) => nextDayOfMonth(now, 2, 6),
    ledger: paylater((now) => [...firstMonthUsed(now), ...lastCycleBill(now)]),
  },
  'paylater-overdue': {
    ledger: paylater((now) => [
      purchase(inCycle(now, 2, 0.3), 'Tokopedia', 400_000),
      purchase(inCycle(now, 2, 0.6), 'Blibli', 250_000),
      purchase(inCycle(now, 1, 0.5), 'Alfamart', 100_000),
    ]),
  },
  'paylater-limit-reached': {
    clockFor: (now) => nextDayOfMonth(now, 17, 31),
    ledger: paylater(
      (now) => [
        ...firstMonthUsed(now),
        purchase(inCycle(now, 1, 0.3), 'Blibli', 2_000_000),
        purchase(inCycle(now, 1, 0.7), 'Tokopedia', 1_000_000),
      ],
      { creditLimit: 3_000_000 },
    ),
  },
  'paylater-limit-reached-nodues': {
    ledger: paylater(
      (now) => [purchase(inCycle(now, 0, 0.3), 'Blibli', 1_800_000), purchase(inCycle(now, 0, 0.7), 'Traveloka', 1_200_000, 2)],
      { creditLimit: 3_000_000 },
    ),
  },
  'paylater-paid': {
    ledger: paylater((now) => [
      ...firstMonthUsed(now),
      purchase(inCycle(now, 1, 0.3), 'Tokopedia', 350_000),
      purchase(inCycle(now, 1, 0.6), 'Alfamart', 500_000),
      { kind: 'repay', at: between(closesAt(cycleBack(now, 1)), now, 0.5), catchupType: 'ALL_DUES', bankName: 'BRI' },
    ]),
  },
  'paylater-refund-pending': {
    ledger: paylater((now) => {
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
    ledger: paylater(
      (now) => [
        purchase(inCycle(now, 1, 0.4), 'Tokopedia', 300_000),
        { kind: 'repay', at: between(closesAt(cycleBack(now, 1)), now, 0.5), catchupType: 'ALL_DUES' },
        purchase(inCycle(now, 0, 0.8), 'Alfamart', 400_000),
      ],
      { providerVersion: 'OLD', creditLimit: 3_000_000 },
    ),
  },
};
