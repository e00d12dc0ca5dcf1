/**
 * A repayment page's bill as kept for reading offline: everything a user needs to pay at an ATM
 * without a connection (how much, by when, the VA with its bank's steps), read from the last
 * repayment answer this device kept (workers/kept-answers.ts) with the instant it was answered.
 */
import type { RepaymentDues, RepaymentScope, VirtualAccount } from '../contract/lending-catchup';
import type { OwedByDate } from '../lending/owed';
import type { ConsumerProduct } from '../product-journey';
import { type PaymentStepsRef, paymentSteps } from '../lending/banks';
import { catchupAmount } from '../lending/catchup';

export interface KeptBill {
  product: ConsumerProduct;
  scope: RepaymentScope;
  scopeId: string;
  /** What is due now: overdue + current (the CURRENT_DUES amount), rupiah. */
  amountDue: number;
  overdue: number;
  /** Everything owed today (ALL_DUES), rupiah. */
  payoff: number;
  /** YYYY-MM-DD (Jakarta), null when nothing is owed. */
  dueDate: string | null;
  gracePeriodEnd: string | null;
  /** Each amount with its own date (null: an older kept answer without it). */
  owed: OwedByDate | null;
  /** The VA to pay, while it can be paid (ACTIVE or PENDING); null otherwise. */
  virtualAccount: VirtualAccount | null;
  /** The VA bank's steps per channel (empty without a VA). The texts are in the `repayment` catalogue group. */
  paymentSteps: PaymentStepsRef[];
  /** When the platform answered it (ISO): what "as of <time>" shows. */
  asOf: string;
}

/** A VA worth showing offline: one that can still be paid, or is being paid. */
function payable(va: VirtualAccount | null): VirtualAccount | null {
  return va && (va.state === 'ACTIVE' || va.state === 'PENDING') ? va : null;
}

export function keptBillOf(product: ConsumerProduct, dues: RepaymentDues, va: VirtualAccount | null, answeredAt: string): KeptBill {
  const kept = payable(va);
  return {
    product,
    scope: dues.scope,
    scopeId: dues.scopeId,
    amountDue: catchupAmount('CURRENT_DUES', dues),
    overdue: dues.overdue,
    payoff: dues.payoff,
    dueDate: dues.dueDate,
    gracePeriodEnd: dues.gracePeriodEnd,
    owed: dues.owed ?? null,
    virtualAccount: kept,
    paymentSteps: kept ? paymentSteps(kept.bankName) : [],
    asOf: answeredAt,
  };
}
