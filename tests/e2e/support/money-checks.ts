/**
 * Reading the money pages as a user reads them (label and value pairs) and holding every amount and
 * date, with its label, to the sandbox ledger (issue 36): an amount shown as overdue is the ledger's
 * overdue, each "due <date>" the ledger's unpaid of that date, the next bill only what falls due on
 * its date, and the total everything owed. In English, or in Indonesian (`language`): the labels as
 * each language writes them.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { SandboxLedger } from '@domain/contract/money-sandbox';
import type { SandboxClock } from '@domain/contract/sandbox';
import type { Language } from '@domain/languages';
import { formatRupiah } from '@domain/money';
import { formatPlainDate } from '@domain/plain-date';
import { rupiah } from './repayment';
import { sandboxGet } from './sandbox';

export interface ShownRow {
  label: string;
  value: string;
}

/** The label and value pairs of the description lists inside `scope` (`rows`: which), in page order. */
export async function shownRows(scope: Locator, rows = 'dl > div'): Promise<ShownRow[]> {
  return scope.locator(rows).evaluateAll((rows) =>
    rows.map((row) => ({
      label: ((row.querySelector('dt') as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim(),
      value: ((row.querySelector('dd') as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim(),
    })),
  );
}

/** The platform's today (Jakarta) by the sandbox clock. */
export async function platformToday(): Promise<string> {
  const { now } = await sandboxGet<SandboxClock>('/sandbox/clock');
  return new Date(Date.parse(now) + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The labels a user reads, as each language writes them (locales/<lang>/lending.json and home.json). */
export const LABELS = {
  en: {
    overdue: 'Overdue',
    overdueSince: (date: string) => `Overdue since ${date}`,
    lateFees: 'Of which late fees',
    dueOn: (date: string) => `Due ${date}`,
    nextBill: (date: string) => `Next bill, due ${date}`,
    later: 'Due later',
    total: 'Everything you owe',
    card: { limitLeft: 'Limit left', overdue: 'Overdue', due: 'Amount due', nextBill: 'Next bill', since: 'since', dueOn: 'due' },
  },
  id: {
    overdue: 'Lewat jatuh tempo',
    overdueSince: (date: string) => `Lewat jatuh tempo sejak ${date}`,
    lateFees: 'Termasuk denda',
    dueOn: (date: string) => `Jatuh tempo ${date}`,
    nextBill: (date: string) => `Tagihan berikutnya, jatuh tempo ${date}`,
    later: 'Jatuh tempo setelahnya',
    total: 'Total kewajiban Anda',
    card: {
      limitLeft: 'Sisa limit',
      overdue: 'Lewat jatuh tempo',
      due: 'Jumlah tagihan',
      nextBill: 'Tagihan berikutnya',
      since: 'sejak',
      dueOn: 'jatuh tempo',
    },
  },
} as const;

/** A shown date: "07 Dec 2026" (a `\d{2} \w{3} \d{4}` pattern in either language). */
const DATE = String.raw`\d{2} \w{3} \d{4}`;

/** The rows naming what is owed (the kit's owed rows), read back into dates and amounts. */
function owedShown(rows: readonly ShownRow[], language: Language) {
  const labels = LABELS[language];
  const amountOf = (label: string) => {
    const row = rows.find((candidate) => candidate.label === label);
    return row ? rupiah(row.value) : null;
  };
  const overdue = new RegExp(`^(${labels.overdue}|${labels.overdueSince(DATE)})$`);
  return {
    overdue: rows.find((row) => overdue.test(row.label)) ?? null,
    lateFees: amountOf(labels.lateFees),
    due: rows.filter((row) => new RegExp(`^${labels.dueOn(DATE)}$`).test(row.label)),
    nextBill: rows.find((row) => new RegExp(`^${labels.nextBill(DATE)}$`).test(row.label)) ?? null,
    later: amountOf(labels.later),
    total: amountOf(labels.total),
  };
}

/**
 * The owed rows of a bill card, an unpaid summary or a repayment page agree with the ledger, label by
 * label. `where` names the page in a failure's message.
 */
export function expectOwedAsLedger(
  rows: readonly ShownRow[],
  ledger: SandboxLedger,
  today: string,
  where: string,
  language: Language = 'en',
): void {
  const labels = LABELS[language];
  const shownDate = (date: string): string => formatPlainDate(date, language);
  const shown = owedShown(rows, language);
  const byDate = new Map(ledger.unpaidByDueDate.map((item) => [item.dueDate, item.unpaid]));
  const past = ledger.unpaidByDueDate.filter((item) => item.dueDate < today);
  const coming = ledger.unpaidByDueDate.filter((item) => item.dueDate >= today);

  // Overdue: only what is past due, with its oldest date.
  if (ledger.dues.overdue > 0) {
    expect(shown.overdue, `${where}: the overdue row`).not.toBeNull();
    expect(rupiah(shown.overdue?.value ?? ''), `${where}: overdue`).toBe(ledger.dues.overdue);
    const oldest = past[0];
    expect(oldest, `${where}: something overdue has a past due date`).toBeDefined();
    expect(shown.overdue?.label, `${where}: overdue since`).toBe(labels.overdueSince(shownDate(oldest?.dueDate ?? '')));
    // The late fees' row is there exactly when some are unpaid.
    expect(shown.lateFees, `${where}: late fees`).toBe(ledger.unpaidLateFees > 0 ? ledger.unpaidLateFees : null);
  } else {
    expect(shown.overdue, `${where}: nothing is overdue`).toBeNull();
  }

  // Due: each date with its own amount; together the ledger's current.
  let dueSum = 0;
  for (const row of shown.due) {
    const date = coming.find((item) => labels.dueOn(shownDate(item.dueDate)) === row.label)?.dueDate;
    expect(date, `${where}: "${row.label}" is a date something is due on`).toBeDefined();
    expect(rupiah(row.value), `${where}: ${row.label}`).toBe(byDate.get(date ?? ''));
    dueSum += rupiah(row.value);
  }
  expect(dueSum, `${where}: due now`).toBe(ledger.dues.current);

  // The next bill: the first date to come after those, and only what falls due on it.
  const dueDates = new Set(shown.due.map((row) => row.label));
  const unbilled = coming.filter((item) => !dueDates.has(labels.dueOn(shownDate(item.dueDate))));
  const [next, ...later] = unbilled;
  if (next) {
    expect(shown.nextBill?.label, `${where}: the next bill's date`).toBe(labels.nextBill(shownDate(next.dueDate)));
    expect(rupiah(shown.nextBill?.value ?? ''), `${where}: the next bill`).toBe(next.unpaid);
  } else {
    expect(shown.nextBill, `${where}: no next bill`).toBeNull();
  }
  const laterSum = later.reduce((sum, item) => sum + item.unpaid, 0);
  expect(shown.later ?? 0, `${where}: due later`).toBe(laterSum);

  const total = ledger.unpaidByDueDate.reduce((sum, item) => sum + item.unpaid, ledger.unpaidLateFees);
  expect(shown.total, `${where}: everything owed`).toBe(total);
}

/** A home card's figures at /: label, amount and the date line under it. */
export async function cardFigures(page: Page, productName: string): Promise<ShownRow[]> {
  const card = page.getByRole('article', { name: productName, exact: true });
  return card.locator('.product-card__figures > div').evaluateAll((rows) =>
    rows.map((row) => ({
      label: ((row.querySelector('dt') as HTMLElement | null)?.innerText ?? '').trim(),
      value: ((row.querySelector('dd') as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim(),
    })),
  );
}

/**
 * The home card at / agrees with the ledger: overdue only what is past due with the date it is
 * overdue since, what is due with its date, or the next bill; the limit left.
 */
export function expectCardAsLedger(
  figures: readonly ShownRow[],
  ledger: SandboxLedger,
  today: string,
  where: string,
  language: Language = 'en',
): void {
  const labels = LABELS[language].card;
  const shownDate = (date: string): string => formatPlainDate(date, language);
  const find = (label: string) => figures.find((figure) => figure.label === label);
  const past = ledger.unpaidByDueDate.filter((item) => item.dueDate < today);
  const coming = ledger.unpaidByDueDate.filter((item) => item.dueDate >= today);
  if (ledger.product === 'paylater')
    expect(rupiah(find(labels.limitLeft)?.value ?? ''), `${where}: limit left`).toBe(ledger.availableLimit);
  const overdue = find(labels.overdue);
  if (ledger.dues.overdue > 0) {
    expect(overdue?.value, `${where}: overdue`).toBe(
      past[0] ? `${formatRupiah(ledger.dues.overdue)} ${labels.since} ${shownDate(past[0].dueDate)}` : formatRupiah(ledger.dues.overdue),
    );
  } else expect(overdue, `${where}: nothing overdue`).toBeUndefined();
  const due = find(labels.due);
  if (ledger.dues.current > 0) {
    expect(rupiah((due?.value ?? '').split(` ${labels.dueOn} `)[0] ?? ''), `${where}: amount due`).toBe(ledger.dues.current);
    expect(
      coming.some((item) => due?.value.endsWith(`${labels.dueOn} ${shownDate(item.dueDate)}`)),
      `${where}: its due date`,
    ).toBe(true);
  } else expect(due, `${where}: nothing due`).toBeUndefined();
  const next = find(labels.nextBill);
  if (ledger.dues.overdue === 0 && ledger.dues.current === 0 && coming[0]) {
    expect(next?.value, `${where}: the next bill`).toBe(
      `${formatRupiah(coming[0].unpaid)} ${labels.dueOn} ${shownDate(coming[0].dueDate)}`,
    );
  } else expect(next, `${where}: no next bill beside what is due`).toBeUndefined();
}
