/**
 * The instalment history is read by month and paged (document 2, section 3). A page holds up to 20
 * orders, newest first, grouped by the Jakarta month of purchase; a month may go on over the next
 * page, so the page that shows more joins the groups instead of repeating the month's heading.
 */
import { jakartaDay, type InstantLike } from '../calendar-date';

export interface MonthGroup<T> {
  /** YYYY-MM (Jakarta). */
  month: string;
  orders: T[];
}

export function monthOf(at: InstantLike): string {
  return jakartaDay(at).slice(0, 7);
}

/** Groups items already sorted newest first, keeping that order. */
export function groupByMonth<T>(items: readonly T[], dateOf: (item: T) => InstantLike): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const item of items) {
    const month = monthOf(dateOf(item));
    const last = groups[groups.length - 1];
    if (last && last.month === month) last.orders.push(item);
    else groups.push({ month, orders: [item] });
  }
  return groups;
}

/** The groups shown so far followed by the next page's, the month at the seam joined. */
export function appendMonthGroups<T>(shown: readonly MonthGroup<T>[], page: readonly MonthGroup<T>[]): MonthGroup<T>[] {
  const joined = shown.map((group) => ({ month: group.month, orders: [...group.orders] }));
  for (const group of page) {
    const last = joined[joined.length - 1];
    if (last && last.month === group.month) last.orders.push(...group.orders);
    else joined.push({ month: group.month, orders: [...group.orders] });
  }
  return joined;
}
