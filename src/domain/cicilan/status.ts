/**
 * The instalment home's status: the table both products share (lending/status.ts) read with cicilan's
 * dues (cicilan/dues.ts). Its "bill" is the instalments of one due date, billed 14 days ahead: so
 * ACTIVE_NODUES is "bought, first instalment not billed yet", ACTIVE_PAID "the latest billed
 * instalments are paid", ACTIVE_WITHDUES "an instalment is billed".
 */
import { type LedgerStatus, ledgerStatus } from '../lending/status';
import type { InstantInput } from '../time';
import type { CicilanDues } from './dues';

export interface CicilanLedger {
  creditLimit: number;
  /** Principal of orders not yet repaid: what uses the limit (the cost does not). */
  unpaidPrincipal: number;
  dues: CicilanDues;
  hasEverUsed: boolean;
  /** cicilanLatestBillPaid. */
  latestBillPaid: boolean;
}

export function cicilanStatus(ledger: CicilanLedger, now: InstantInput): LedgerStatus {
  const { dues } = ledger;
  return ledgerStatus(
    {
      creditLimit: ledger.creditLimit,
      unpaidPrincipal: ledger.unpaidPrincipal,
      overdue: dues.overdue,
      current: dues.current,
      unpaidLateFees: dues.unpaidLateFees,
      oldestOverdueDueDate: dues.oldestOverdueDueDate,
      hasEverUsed: ledger.hasEverUsed,
      latestBillPaid: ledger.latestBillPaid,
    },
    now,
  );
}
