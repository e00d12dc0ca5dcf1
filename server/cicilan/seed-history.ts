/**
 * Cicilan's seeded histories (docs: "Sandbox users"; registered in server/app.ts, joined by
 * server/home/seed-ledgers.ts): orders and repayments placed before now so that each home status
 * holds now; "in grace" first moves the platform's clock forward when needed (never back). Two
 * states set the platform's cicilan closing date (every user's).
 */
import { cicilanFirstDueDate } from '@domain/cicilan/schedule';
import { CICILAN_DOCUMENTED_CLOSING_DATE } from '@domain/lending/closing';
import { addDays, addMonths } from '../ledger/calendar';
import type { LedgerSeed, SeedStep } from '../ledger/seed';
import { HOUR, type SeedHistories, ago, dayOf, purchase, today, wib } from '../lending/seed-histories';

// Due dates fall on the 1st, 10th and 20th (cicilan/schedule.ts).
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

export const CICILAN_SEED_HISTORIES: SeedHistories = {
  'cicilan-new-order': { ledger: cicilan((now) => [purchase(ago(now, 2 * HOUR), 'Tokopedia', 1_200_000, 3)]) },
  'cicilan-with-orders': {
    ledger: cicilan((now) => [
      ...secondInstalmentComing(now, 'Tokopedia', 1_500_000, 3),
      purchase(ago(now, 2 * HOUR), 'Blibli', 2_400_000, 6),
    ]),
  },
  'cicilan-paid': {
    ledger: cicilan((now) => [
      orderDueOn(comingDueDate(now), 'Traveloka', 900_000, 3),
      { kind: 'repay', at: ago(now, HOUR), catchupType: 'CURRENT_DUES' },
    ]),
  },
  'cicilan-in-grace': {
    clockFor: nextGraceDay,
    ledger: cicilan((now) => [orderDueOn(latestDueDateUpTo(addDays(today(now), -1)), 'Alfamart', 600_000, 2)]),
  },
  'cicilan-overdue': { ledger: cicilan((now) => [orderDueOn(latestDueDateUpTo(addDays(today(now), -10)), 'Blibli', 2_000_000, 6)]) },
  'cicilan-early-repayable': { ledger: cicilan((now) => secondInstalmentComing(now, 'Traveloka', 3_000_000, 6)) },
  'cicilan-limit-reached': { ledger: cicilan((now) => [orderDueOn(comingDueDate(now), 'Blibli', 5_000_000, 3)], 5_000_000) },
  'cicilan-limit-reached-nodues': { ledger: cicilan((now) => [purchase(ago(now, 2 * HOUR), 'Traveloka', 5_000_000, 6)], 5_000_000) },
  'cicilan-closing-open': { settings: { cicilanClosingDate: null } },
  'cicilan-closed': { settings: { cicilanClosingDate: CICILAN_DOCUMENTED_CLOSING_DATE } },
};
