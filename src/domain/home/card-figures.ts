/**
 * The figures an ACTIVATED consumer product's home card shows instead of only "Active" (issue 9):
 * pay-later the limit left, then what is due and by when; cicilan what is due and by when. Pure:
 * the card formats them (rupiah, dates) in the user's language.
 */
import type { ProductSummary } from '../contract/account';
import type { CardState } from './card-state';

export type CardFigure =
  | { kind: 'rupiah'; labelId: string; amount: number; emphasis: 'none' | 'overdue' }
  | { kind: 'date'; labelId: string; date: string; emphasis: 'none' | 'overdue' }
  /** Nothing is due: one line instead of an amount of Rp0. */
  | { kind: 'note'; labelId: string };

/** Past its due date (within grace or with late fees): said in the danger colour. */
function isOverdue(summary: ProductSummary): boolean {
  return summary.overdueAmount > 0 || summary.dueDateInfoType === 'GRACE_PERIOD' || summary.dueDateInfoType === 'LATE_FEE';
}

export function cardFigures(card: CardState): CardFigure[] {
  const { summary } = card;
  if (!summary || card.status !== 'ACTIVATED' || card.product === 'gomodal') return [];
  const figures: CardFigure[] = [];
  if (card.product === 'paylater')
    figures.push({ kind: 'rupiah', labelId: 'home.figures.limitLeft', amount: summary.availableLimit, emphasis: 'none' });
  if (summary.amountDue <= 0) return [...figures, { kind: 'note', labelId: 'home.figures.nothingDue' }];
  const emphasis = isOverdue(summary) ? 'overdue' : 'none';
  figures.push({
    kind: 'rupiah',
    labelId: emphasis === 'overdue' ? 'home.figures.amountOverdue' : 'home.figures.amountDue',
    amount: summary.amountDue,
    emphasis,
  });
  if (summary.dueDate) figures.push({ kind: 'date', labelId: 'home.figures.dueDate', date: summary.dueDate, emphasis });
  return figures;
}
