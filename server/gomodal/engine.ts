/**
 * A merchant loan's book, replayed from what is stored (the submission's terms, its pauses and its
 * entries) up to an instant, day by day in Jakarta time:
 * - 00:00 WIB of day D: a late fee when the oldest past-due instalment's 10 grace days are over
 *   (dues.ts chargesGomodalLateFeeOn), 0.1% of what is past due (gomodalDailyLateFee);
 * - during D: the VA payments settled then;
 * - 00:00 WIB of D+1 (the day has ended): D's deduction (recovery.ts dayDeduction) on the window's
 *   plan (deductions.ts deductionPlan).
 * Entries already stored are replayed as stored; the ones the clock has passed and that are missing
 * are made here and returned, to be stored (loan.ts), so a late read gives what an on-time run would.
 * Every amount taken settles the oldest debt first (lending/allocation.ts). Rules: src/domain/gomodal.
 */
import type { DeductionOutcome } from '@domain/gomodal/recovery';
import { dayDeduction } from '@domain/gomodal/recovery';
import {
  type DeductionPlan,
  type Pause,
  type PlannedDayKind,
  deductionPlan,
  isPausedOn,
  scheduledThrough,
} from '@domain/gomodal/deductions';
import {
  type GomodalDues,
  type GomodalInstalmentBalance,
  chargesGomodalLateFeeOn,
  gomodalDailyLateFee,
  gomodalDues,
} from '@domain/gomodal/dues';
import { type GomodalInstalment, type GomodalSchedule, gomodalSchedule } from '@domain/gomodal/schedule';
import { type OwedItem, allocateRepayment } from '@domain/lending/allocation';
import { addDays, jakartaDateOf, jakartaDayStart } from '../ledger/calendar';

export type EntryKind = 'DEDUCTION' | 'LATE_FEE' | 'VA_REPAYMENT' | 'DISCOUNT';

/** What a granted discount waives (discounts.ts). */
export type DiscountComponent = 'INTEREST' | 'PRINCIPAL' | 'LATE_FEE';

export interface DeductionDetails {
  kind: PlannedDayKind | 'AFTER_TERM';
  scheduled: number;
  income: number;
  failed: boolean;
  due: number;
  outcome: DeductionOutcome;
}

export interface LoanEntry {
  id: string;
  seq: number;
  kind: EntryKind;
  amount: number;
  day: string | null;
  postedAt: Date;
  details: Partial<DeductionDetails> & { bankName?: string; vaNumber?: string; component?: DiscountComponent };
  reference: string | null;
  accrualKey: string;
}

export interface EngineLoan {
  principal: number;
  tenure: number;
  disbursedAt: Date;
  firstLoan: boolean;
  writtenOffAt: Date | null;
}

export interface EngineInput {
  loan: EngineLoan;
  pauses: readonly Pause[];
  /** Sorted by postedAt, then seq. */
  entries: readonly LoanEntry[];
  incomeOn(day: string): number;
  failedDays: ReadonlySet<string>;
  recoveryPercent: number;
  /** Epoch ms: nothing after it is run. */
  until: number;
}

/** A schedule's instalment (its amount aside) as the replay has paid, carried and waived it so far. */
export interface Line extends Omit<GomodalInstalment, 'amount'> {
  carriedIn: number;
  carriedOut: number;
  /** Owed after the discount and the carry-over. */
  owedPrincipal: number;
  owedInterest: number;
  paidPrincipal: number;
  paidInterest: number;
  /** Interest waived by paying off early or by a granted discount. */
  waivedInterest: number;
  /** Principal waived by a granted discount. */
  waivedPrincipal: number;
}

export interface LateFee {
  day: string;
  dueDate: string;
  amount: number;
  paid: number;
  /** Waived by a granted discount. */
  waived: number;
}

/** A day whose deduction ran. */
export interface RunDay extends DeductionDetails {
  date: string;
  taken: number;
  lateFee: number;
}

export interface Payment {
  entry: LoanEntry;
  /** Instalment numbers paid into, oldest first. */
  instalments: number[];
}

export interface LoanBook {
  schedule: GomodalSchedule;
  lines: Line[];
  plans: DeductionPlan[];
  lateFees: LateFee[];
  days: RunDay[];
  payments: Payment[];
  /** Entries the clock has passed that were not stored yet. */
  newEntries: Omit<LoanEntry, 'id' | 'seq'>[];
  /** The instant the last amount owed was paid; null while owed. */
  completedAt: Date | null;
  /** What the granted discounts waived (each capped by what was owed of its kind when granted). */
  granted: Record<DiscountComponent, number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const unpaidPrincipalOf = (line: Line): number => line.owedPrincipal - line.waivedPrincipal - line.paidPrincipal;
const unpaidInterestOf = (line: Line): number => line.owedInterest - line.waivedInterest - line.paidInterest;
const unpaidOf = (line: Line): number => unpaidPrincipalOf(line) + unpaidInterestOf(line);
const unpaidFeeOf = (fee: LateFee): number => fee.amount - fee.waived - fee.paid;

export const accrualKeys = {
  day: (day: string) => `DAY:${day}`,
  lateFee: (day: string) => `LATE_FEE:${day}`,
  va: (virtualAccountId: string) => `VA:${virtualAccountId}`,
  discount: (grantId: string) => `DISCOUNT:${grantId}`,
};

/** The instalments with what a pause carried from one window to the next (deductions.ts). */
function linesOf(schedule: GomodalSchedule, pauses: readonly Pause[]): { lines: Line[]; plans: DeductionPlan[] } {
  const lines: Line[] = [];
  const plans: DeductionPlan[] = [];
  let carriedIn = 0;
  let carriedPrincipal = 0;
  for (const instalment of schedule.instalments) {
    const plan = deductionPlan(instalment, instalment.amount + carriedIn, pauses);
    const interest = instalment.interest - instalment.discount;
    const owedPrincipal = instalment.principal + carriedPrincipal;
    const owedInterest = interest + (carriedIn - carriedPrincipal);
    // What the pause keeps from this window moves on, principal first.
    const out = plan.carriedOver;
    const outPrincipal = Math.min(out, owedPrincipal);
    lines.push({
      number: instalment.number,
      windowStart: instalment.windowStart,
      dueDate: instalment.dueDate,
      principal: instalment.principal,
      interest: instalment.interest,
      discount: instalment.discount,
      carriedIn,
      carriedOut: out,
      owedPrincipal: owedPrincipal - outPrincipal,
      owedInterest: owedInterest - (out - outPrincipal),
      paidPrincipal: 0,
      paidInterest: 0,
      waivedInterest: 0,
      waivedPrincipal: 0,
    });
    plans.push(plan);
    carriedIn = out;
    carriedPrincipal = outPrincipal;
  }
  return { lines, plans };
}

export function balancesOf(lines: readonly Line[]): GomodalInstalmentBalance[] {
  return lines.map((line) => ({
    number: line.number,
    windowStart: line.windowStart,
    dueDate: line.dueDate,
    amount: line.owedPrincipal + line.owedInterest,
    discount: line.discount,
    carriedIn: line.carriedIn,
    unpaidPrincipal: unpaidPrincipalOf(line),
    unpaidInterest: unpaidInterestOf(line),
  }));
}

/** The window (index) a day belongs to, or -1 (before the first, after the last). */
function windowIndexOf(lines: readonly Line[], day: string): number {
  return lines.findIndex((line) => day >= line.windowStart && day <= line.dueDate);
}

/** The dues on `day` (as at its noon), with the current window's plan scheduled before it. */
export function duesOn(book: Pick<LoanBook, 'lines' | 'plans' | 'lateFees'>, day: string, at: number): GomodalDues {
  const index = windowIndexOf(book.lines, day);
  const plan = index >= 0 ? book.plans[index] : undefined;
  const scheduledBefore = plan ? scheduledThrough(plan, addDays(day, -1)) : 0;
  const lateFees = book.lateFees.reduce((sum, fee) => sum + unpaidFeeOf(fee), 0);
  return gomodalDues(balancesOf(book.lines), lateFees, scheduledBefore, new Date(at).toISOString());
}

export function replayLoan(input: EngineInput): LoanBook {
  const { loan, pauses } = input;
  const disbursedOn = jakartaDateOf(loan.disbursedAt.getTime());
  const schedule = gomodalSchedule({ principal: loan.principal, tenure: loan.tenure, disbursedOn, firstLoan: loan.firstLoan });
  const { lines, plans } = linesOf(schedule, pauses);
  const book: LoanBook = {
    schedule,
    lines,
    plans,
    lateFees: [],
    days: [],
    payments: [],
    newEntries: [],
    completedAt: null,
    granted: { INTEREST: 0, PRINCIPAL: 0, LATE_FEE: 0 },
  };
  const end = Math.min(input.until, loan.writtenOffAt?.getTime() ?? Number.POSITIVE_INFINITY);
  const stored = new Map(input.entries.map((entry) => [entry.accrualKey, entry]));
  // VA payments and granted discounts happen during a day, in the order they were posted.
  const vaEntries = input.entries.filter((entry) => entry.kind === 'VA_REPAYMENT' || entry.kind === 'DISCOUNT');
  let vaIndex = 0;
  const monthlyInstalment = schedule.monthlyInstalment;

  const owed = (): number =>
    lines.reduce((sum, line) => sum + unpaidOf(line), 0) + book.lateFees.reduce((sum, fee) => sum + unpaidFeeOf(fee), 0);

  /** Settles the oldest debt first: by due date, the principal, then the interest (FEE), then late fees. */
  const allocate = (amount: number): number[] => {
    const items: OwedItem[] = [];
    for (const line of lines) {
      items.push({ id: `P${line.number}`, kind: 'PRINCIPAL', dueDate: line.dueDate, unpaid: unpaidPrincipalOf(line) });
      items.push({ id: `I${line.number}`, kind: 'FEE', dueDate: line.dueDate, unpaid: unpaidInterestOf(line) });
    }
    book.lateFees.forEach((fee, index) => {
      items.push({ id: `L${index}`, kind: 'LATE_FEE', dueDate: fee.dueDate, unpaid: unpaidFeeOf(fee) });
    });
    const touched = new Set<number>();
    for (const allocation of allocateRepayment(amount, items).allocations) {
      const kind = allocation.id[0];
      const number = Number(allocation.id.slice(1));
      if (kind === 'L') {
        const fee = book.lateFees[number];
        if (fee) {
          fee.paid += allocation.amount;
          const line = lines.find((candidate) => candidate.dueDate === fee.dueDate);
          if (line) touched.add(line.number);
        }
        continue;
      }
      const line = lines[number - 1];
      if (!line) continue;
      if (kind === 'P') line.paidPrincipal += allocation.amount;
      else line.paidInterest += allocation.amount;
      touched.add(number);
    }
    return [...touched].sort((a, b) => a - b);
  };

  const post = (fields: Omit<LoanEntry, 'id' | 'seq'>): LoanEntry => {
    book.newEntries.push(fields);
    return { ...fields, id: '', seq: Number.MAX_SAFE_INTEGER };
  };

  const applyVa = (entry: LoanEntry, day: string): void => {
    const dues = duesOn(book, day, entry.postedAt.getTime());
    // Paying off (the payoff or more) waives the interest of the months after the current one.
    if (entry.amount >= dues.payoff && dues.payoffWaiver > 0) {
      const current = dues.currentInstalment?.number ?? 0;
      for (const line of lines) {
        if (line.number > current && line.dueDate > day) line.waivedInterest += unpaidInterestOf(line);
      }
    }
    book.payments.push({ entry, instalments: allocate(entry.amount) });
  };

  /** A granted discount waives its kind oldest first (by due date), up to what is owed of it. */
  const applyDiscount = (entry: LoanEntry): void => {
    const component = entry.details.component ?? 'INTEREST';
    let left = entry.amount;
    if (component === 'LATE_FEE') {
      for (const fee of book.lateFees) {
        const waived = Math.min(left, unpaidFeeOf(fee));
        fee.waived += waived;
        left -= waived;
      }
    } else {
      for (const line of lines) {
        const waived = Math.min(left, component === 'PRINCIPAL' ? unpaidPrincipalOf(line) : unpaidInterestOf(line));
        if (component === 'PRINCIPAL') line.waivedPrincipal += waived;
        else line.waivedInterest += waived;
        left -= waived;
      }
    }
    book.granted[component] += entry.amount - left;
  };

  const completeIfPaid = (at: number): boolean => {
    if (owed() > 0) return false;
    book.completedAt = new Date(at);
    return true;
  };

  let lastLateFee = 0;
  for (let day = disbursedOn; ; day = addDays(day, 1)) {
    const start = jakartaDayStart(day);
    if (start > end) break;
    // 00:00 WIB: the late fee of the day.
    if (day > disbursedOn) {
      const key = accrualKeys.lateFee(day);
      const oldest = lines.find((line) => line.dueDate < day && unpaidOf(line) > 0)?.dueDate ?? null;
      const existing = stored.get(key);
      let amount = existing?.amount ?? 0;
      if (!existing && oldest !== null && chargesGomodalLateFeeOn(day, oldest, pauses)) {
        amount = gomodalDailyLateFee(lines.filter((line) => line.dueDate < day).reduce((sum, line) => sum + unpaidOf(line), 0));
        if (amount > 0) post({ kind: 'LATE_FEE', amount, day, postedAt: new Date(start), details: {}, reference: null, accrualKey: key });
      }
      if (amount > 0) book.lateFees.push({ day, dueDate: oldest ?? lines[0]?.dueDate ?? day, amount, paid: 0, waived: 0 });
      lastLateFee = amount;
    }
    // During the day: the VA payments.
    const next = start + DAY_MS;
    let done = false;
    for (
      let entry = vaEntries[vaIndex];
      entry && entry.postedAt.getTime() < next && entry.postedAt.getTime() <= end;
      entry = vaEntries[vaIndex]
    ) {
      vaIndex += 1;
      if (entry.kind === 'DISCOUNT') applyDiscount(entry);
      else applyVa(entry, day);
      if (completeIfPaid(entry.postedAt.getTime())) {
        done = true;
        break;
      }
    }
    if (done) break;
    // 24:00 WIB: the day's deduction.
    if (day < (lines[0]?.windowStart ?? day) || next > end) {
      if (next > end) break;
      continue;
    }
    const key = accrualKeys.day(day);
    const existing = stored.get(key);
    let details: DeductionDetails;
    let taken: number;
    if (existing) {
      taken = existing.amount;
      details = {
        kind: existing.details.kind ?? 'DEDUCTION',
        scheduled: existing.details.scheduled ?? 0,
        income: existing.details.income ?? 0,
        failed: existing.details.failed ?? false,
        due: existing.details.due ?? 0,
        outcome: existing.details.outcome ?? 'NOTHING_DUE',
      };
    } else {
      const index = windowIndexOf(lines, day);
      const plannedDay = index >= 0 ? plans[index]?.days.find((candidate) => candidate.date === day) : undefined;
      const kind: DeductionDetails['kind'] = plannedDay?.kind ?? (isPausedOn(pauses, day) ? 'PAUSED' : 'AFTER_TERM');
      const failed = input.failedDays.has(day);
      const income = failed ? 0 : input.incomeOn(day);
      if (kind === 'PAUSED') {
        details = { kind, scheduled: 0, income, failed, due: 0, outcome: 'NOTHING_DUE' };
        taken = 0;
      } else {
        const dues = duesOn(book, day, start + DAY_MS / 2);
        const scheduled = Math.min(plannedDay?.scheduled ?? 0, dues.current);
        const result = dayDeduction({
          scheduled,
          arrears: dues.overdue,
          income,
          monthlyInstalment,
          recoveryPercent: input.recoveryPercent,
        });
        details = { kind, scheduled, income, failed, due: result.due, outcome: result.outcome };
        taken = result.taken;
      }
    }
    const entry: LoanEntry =
      existing ?? post({ kind: 'DEDUCTION', amount: taken, day, postedAt: new Date(next), details, reference: null, accrualKey: key });
    const instalments = taken > 0 ? allocate(taken) : [];
    if (taken > 0) book.payments.push({ entry, instalments });
    book.days.push({ ...details, date: day, taken, lateFee: lastLateFee });
    if (completeIfPaid(next)) break;
  }
  return book;
}
