/**
 * The figures an ACTIVATED consumer product's home card shows instead of only "Active": pay-later
 * the limit left; then, each with its own date (issue 36), what is past due ("overdue since"), what is
 * billed and due ("due on"), or, when neither, the next bill. Pure: the card formats them (rupiah,
 * dates) in the user's language.
 */
import type { ProductSummary } from '../contract/profile';
import { dueTotal, overdueSince, overdueTotal } from '../lending/owed';
import type { CardState } from './card-state';

export type CardFigure =
  | { kind: 'rupiah'; labelId: string; amount: number }
  /** An amount owed with its date: `dateId` words the date ({date}). */
  | { kind: 'owed'; labelId: string; amount: number; date: string | null; dateId: string; emphasis: 'none' | 'overdue' }
  /** Nothing is owed: one line instead of an amount of Rp0. */
  | { kind: 'note'; labelId: string };

export function cardFigures(card: CardState): CardFigure[] {
  const { summary } = card;
  if (!summary || card.status !== 'ACTIVATED' || card.product === 'gomodal') return [];
  const figures: CardFigure[] = [];
  if (card.product === 'paylater') figures.push({ kind: 'rupiah', labelId: 'home.figures.limitLeft', amount: summary.availableLimit });
  return [...figures, ...owedFigures(summary)];
}

/** An amount falling due on its date ("due on"), not emphasised. */
function dueOn(labelId: string, amount: number, date: string | null): CardFigure {
  return { kind: 'owed', labelId, amount, date, dateId: 'home.figures.dueOn', emphasis: 'none' };
}

function owedFigures({ owed }: ProductSummary): CardFigure[] {
  const figures: CardFigure[] = [];
  const overdue = overdueTotal(owed);
  if (overdue > 0)
    figures.push({
      kind: 'owed',
      labelId: 'home.figures.amountOverdue',
      amount: overdue,
      date: overdueSince(owed),
      dateId: 'home.figures.since',
      emphasis: 'overdue',
    });
  const due = dueTotal(owed);
  if (due > 0) figures.push(dueOn('home.figures.amountDue', due, owed.due[0]?.dueDate ?? null));
  if (figures.length > 0) return figures;
  if (owed.nextBill) return [dueOn('home.figures.nextBill', owed.nextBill.amount, owed.nextBill.dueDate)];
  return [{ kind: 'note', labelId: 'home.figures.nothingDue' }];
}
