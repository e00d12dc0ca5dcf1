import type { OwedByDate } from '@domain/contract/lending';
import { overdueSince, overdueTotal } from '@domain/lending/owed';
import type { DetailRow } from '../DetailList';
import type { Formatters } from '../useFormat';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/**
 * What is owed, each amount with its own date (issue 36): overdue since its oldest date (late fees
 * inside it, said apart), each billed due date, the next bill (only what falls due on its date), what
 * falls due later, and everything. Rows with nothing in them are left out.
 */
export function owedRows(owed: OwedByDate, t: Translate, format: Formatters): DetailRow[] {
  const rows: DetailRow[] = [];
  const overdue = overdueTotal(owed);
  const since = overdueSince(owed);
  if (overdue > 0) {
    rows.push({
      key: 'overdue',
      label: since ? t('lending.owed.overdueSince', { date: format.date(since) }) : t('lending.owed.overdue'),
      value: <span className="amount amount--overdue">{format.money(overdue)}</span>,
      emphasis: true,
    });
    if (owed.lateFees > 0) rows.push({ key: 'late-fees', label: t('lending.owed.lateFees'), value: format.money(owed.lateFees) });
  }
  for (const due of owed.due)
    rows.push({
      key: `due-${due.dueDate}`,
      label: t('lending.owed.dueOn', { date: format.date(due.dueDate) }),
      value: format.money(due.amount),
      emphasis: overdue === 0,
    });
  if (owed.nextBill)
    rows.push({
      key: 'next-bill',
      label: t('lending.owed.nextBill', { date: format.date(owed.nextBill.dueDate) }),
      value: format.money(owed.nextBill.amount),
    });
  if (owed.later > 0) rows.push({ key: 'later', label: t('lending.owed.later'), value: format.money(owed.later) });
  rows.push({ key: 'total', label: t('lending.owed.total'), value: format.money(owed.total) });
  return rows;
}
