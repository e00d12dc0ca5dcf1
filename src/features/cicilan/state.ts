/**
 * The cicilan pages' state and actions: the only module of the area that calls the data worker.
 * Answers are read afresh on each arrival; the history keeps what was shown for the back button.
 */
import type {
  CicilanHistoryPage,
  CicilanOrder,
  CicilanOrderSummary,
  CicilanProfile,
  CicilanReceipt,
  CicilanUnpaid,
  EarlyRepaymentQuote,
} from '@domain/contract/cicilan';
import { appendMonthGroups, type MonthGroup } from '@domain/cicilan/history';
import type { ErrorContext } from '@domain/error-presentation';
import { pagedList } from '@state/paging';
import { applyOnce, loadProductHome, type ProductHome } from '@state/product-home';
import { dataWorker } from '../../data/bridge';

export const CICILAN_ERRORS: ErrorContext = { flow: 'default', product: 'cicilan' };

export type CicilanHome = ProductHome<CicilanProfile>;

/** What /gopaylater/cicilan shows: the next step before activation, or the home with its profile. */
export function loadCicilanHome(): Promise<CicilanHome> {
  return loadProductHome('cicilan', () => dataWorker().cicilan.profile());
}

export function fetchCicilanProfile(): Promise<CicilanProfile> {
  return dataWorker().cicilan.profile();
}

export function fetchCicilanUnpaid(): Promise<CicilanUnpaid> {
  return dataWorker().cicilan.unpaid();
}

export function fetchCicilanReceipt(receiptId: string): Promise<CicilanReceipt> {
  return dataWorker().cicilan.receipt(receiptId);
}

export interface OrderWithQuote {
  order: CicilanOrder;
  /** null when the quote could not be read: the order still shows, its early repayment says so. */
  quote: EarlyRepaymentQuote | null;
}

/** An order with its schedule, and its early-repayment quote read at the same time. */
export async function fetchCicilanOrder(orderId: string): Promise<OrderWithQuote> {
  const quote = dataWorker()
    .cicilan.earlyRepayment(orderId)
    .catch(() => null);
  const order = await dataWorker().cicilan.order(orderId);
  return { order, quote: await quote };
}

/** Orders shown so far, by month of purchase, 20 more at a time (a month may go on over the next page). */
export const cicilanHistory = pagedList<MonthGroup<CicilanOrderSummary>[], CicilanHistoryPage>({
  empty: [],
  fetch: (cursor) => dataWorker().cicilan.historyPage(cursor),
  itemsOf: (page) => page.months,
  nextPageOf: (page) => page.next_page,
  append: appendMonthGroups,
  errorContext: CICILAN_ERRORS,
});

/** POST /v1/user/account for cicilan (paylater_cicilan on the wire), then where to go. */
export const applyForCicilan = applyOnce('cicilan', () => dataWorker().cicilan.apply());
