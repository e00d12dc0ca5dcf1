/** GET /pls/cicilan/receipts/{id}: an order's loan receipt or a repayment's, only from the caller's own book. */
import type { CicilanReceipt } from '@domain/contract/cicilan';
import { CICILAN_MONTHLY_RATE_PERCENT } from '@domain/cicilan/pricing';
import type { Db } from '../db/client';
import type { Book } from '../ledger/book';
import { repaymentReceiptWithOutcome } from '../lending/repayment-outcome';
import { cicilanInstalments } from './instalments';
import { instalmentAmount } from './lines';

export async function cicilanReceipt(db: Db, book: Book, id: string): Promise<CicilanReceipt | null> {
  const order = book.order(id);
  if (order) {
    const lines = cicilanInstalments(book, order.id).sort((a, b) => a.number - b.number);
    const [first, second] = lines;
    return {
      kind: 'LOAN_ORDER',
      id: order.id,
      amount: order.principal + order.cost,
      date: order.purchasedAt.toISOString(),
      serviceName: order.merchant,
      principal: order.principal,
      cost: order.cost,
      tenor: order.tenor,
      monthlyRatePercent: CICILAN_MONTHLY_RATE_PERCENT,
      firstDueDate: first?.dueDate ?? '',
      firstInstalment: first ? instalmentAmount(first) : 0,
      otherInstalments: second ? instalmentAmount(second) : 0,
    };
  }
  const entry = book.entry(id);
  return entry?.kind === 'REPAYMENT' ? repaymentReceiptWithOutcome(db, book, entry) : null;
}
