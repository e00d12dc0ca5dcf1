/**
 * The cicilan pages' state and actions: the only module of the area that calls the data worker.
 * Its answers are atoms (src/state/answers.ts), one per resource, each read again when a page that
 * shows it arrives and when an action invalidates 'cicilan'; offline they hold this device's kept
 * answers with their time. The history keeps what was shown for the back button.
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
import { createAnswerFamily } from '@state/answers';
import { pagedList } from '@state/paging';
import { applyOnce } from '@state/product-home';
import { dataWorker } from '../../data/bridge';

export const CICILAN_ERRORS: ErrorContext = { flow: 'default', product: 'cicilan' };

/** What every cicilan answer depends on: a payment or applying invalidates it. */
const TAGS = ['cicilan'] as const;

/** GET /pls/cicilan/profile: the home's figures (also read before activation: the onboarding status). */
export const cicilanProfile = createAnswerFamily<'profile', CicilanProfile>({
  keyOf: () => 'profile',
  read: () => dataWorker().cicilan.profile(),
  tags: () => TAGS,
});

/** GET /pls/cicilan/transactions/unpaid. */
export const cicilanUnpaid = createAnswerFamily<'unpaid', CicilanUnpaid>({
  keyOf: () => 'unpaid',
  read: () => dataWorker().cicilan.unpaid(),
  tags: () => TAGS,
});

/** An order with its schedule, by id. */
export const cicilanOrder = createAnswerFamily<string, CicilanOrder>({
  keyOf: (orderId) => orderId,
  read: (orderId) => dataWorker().cicilan.order(orderId),
  tags: () => TAGS,
});

/** An order's early-repayment quote, by the order's id (read beside the order). */
export const earlyRepaymentQuote = createAnswerFamily<string, EarlyRepaymentQuote>({
  keyOf: (orderId) => orderId,
  read: (orderId) => dataWorker().cicilan.earlyRepayment(orderId),
  tags: () => TAGS,
});

/** A loan-order or repayment receipt by its id (a receipt does not change: not invalidated). */
export const cicilanReceipt = createAnswerFamily<string, CicilanReceipt>({
  keyOf: (receiptId) => receiptId,
  read: (receiptId) => dataWorker().cicilan.receipt(receiptId),
  tags: () => [],
});

/** Orders shown so far, by month of purchase, 20 more at a time (a month may go on over the next page). */
export const cicilanHistory = pagedList<MonthGroup<CicilanOrderSummary>[], CicilanHistoryPage>({
  empty: [],
  fetch: (cursor) => dataWorker().cicilan.historyPage(cursor),
  itemsOf: (page) => page.months,
  nextPageOf: (page) => page.next_page,
  append: appendMonthGroups,
  errorContext: CICILAN_ERRORS,
  tags: TAGS,
});

/** POST /v1/user/account for cicilan (paylater_cicilan on the wire), then where to go. */
export const applyForCicilan = applyOnce('cicilan', () => dataWorker().cicilan.apply());
