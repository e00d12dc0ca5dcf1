import type { PageLink } from '@ui/PageLinks';

/** Where the cicilan pages lead: the repayment area's page (the whole account, or one order's early repayment), orders, receipts. */
export const CICILAN_REPAYMENT_ROUTE = '/cicilan/repayment';

export function earlyRepaymentRoute(orderId: string): string {
  return `${CICILAN_REPAYMENT_ROUTE}?order=${encodeURIComponent(orderId)}`;
}

export function orderRoute(orderId: string): string {
  return `/cicilan/orders/${encodeURIComponent(orderId)}`;
}

export function receiptRoute(receiptId: string): string {
  return `/cicilan/receipts/${encodeURIComponent(receiptId)}`;
}

/** The links under the cicilan pages: the other list, and back to the cicilan home. */
const CICILAN_HOME: PageLink = { to: '/gopaylater/cicilan', messageId: 'cicilan.backToCicilan' };
export const CICILAN_PAGE_LINKS: readonly PageLink[] = [{ to: '/cicilan/history', messageId: 'cicilan.nav.orders' }, CICILAN_HOME];
export const CICILAN_HISTORY_PAGE_LINKS: readonly PageLink[] = [{ to: '/cicilan/unpaid', messageId: 'cicilan.unpaid.title' }, CICILAN_HOME];
