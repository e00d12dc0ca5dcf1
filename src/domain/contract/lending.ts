/**
 * Shapes both consumer products' calls answer alike (their contracts, paylater.ts and cicilan.ts,
 * and the repayment contract all use them), kept here so no area's contract imports another's.
 */
import type { VaBank } from '../repayment/banks';
import type { CatchupType } from '../repayment/catchup';

/** A repayment's receipt (both products' receipts calls answer this for kind REPAYMENT). */
export interface RepaymentReceipt {
  kind: 'REPAYMENT';
  /** The repayment's id (also the receipt id). */
  id: string;
  amount: number;
  /** When the bank's payment was settled (ISO instant). */
  date: string;
  bankName: VaBank;
  vaNumber: string;
  catchupType: CatchupType;
  virtualAccountId: string;
}
