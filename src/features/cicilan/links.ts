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
