/**
 * The instalment due-date check (document 2, section 4): "a transaction is upcoming if its due date
 * is later than today. Transactions are filtered by one status constant. The first transaction is
 * returned only if its status differs from that constant."
 *
 * Reading chosen: the constant is PAID. The next upcoming transaction is the first (by due date) of
 * those due after today; it is shown unless it is already PAID (paid ahead), in which case there is
 * no upcoming payment to announce.
 */
export const SETTLED_STATUS = 'PAID';

/** Today is a Jakarta date (YYYY-MM-DD); a transaction due today is due, not upcoming. */
export function isUpcoming(dueDate: string, today: string): boolean {
  return dueDate > today;
}

export function nextUpcoming<T extends { dueDate: string; status: string }>(transactions: readonly T[], today: string): T | null {
  const upcoming = transactions
    .filter((transaction) => isUpcoming(transaction.dueDate, today))
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  const first = upcoming[0];
  return first && first.status !== SETTLED_STATUS ? first : null;
}
