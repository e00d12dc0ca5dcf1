/**
 * Which debts a repayment settles, in what order. Oldest due date first; within one due date the
 * purchase (principal) first, then the fees, then the late fees. Principal first gives the limit back
 * soonest and ends late-fee accrual soonest (late fees accrue while a bill's own amount is unpaid),
 * which is what a user paying part of a bill expects.
 */

export const OWED_KINDS = ['PRINCIPAL', 'FEE', 'LATE_FEE'] as const;
export type OwedKind = (typeof OWED_KINDS)[number];

export interface OwedItem {
  /** The ledger's id of what is owed (a bill line, an instalment, a late fee). */
  id: string;
  /** YYYY-MM-DD; late fees carry the due date they were charged for. Unbilled items carry their future due date. */
  dueDate: string;
  kind: OwedKind;
  /** Rupiah still unpaid. */
  unpaid: number;
}

export interface Allocation {
  id: string;
  amount: number;
}

export interface AllocationResult {
  allocations: Allocation[];
  /** What no debt took (0 whenever the amount was at most the payoff, as the catch-up rules ensure). */
  leftover: number;
}

const KIND_ORDER: Readonly<Record<OwedKind, number>> = { PRINCIPAL: 0, FEE: 1, LATE_FEE: 2 };

export function allocateRepayment(amount: number, items: readonly OwedItem[]): AllocationResult {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not a rupiah amount: ${amount}`);
  const ordered = [...items].sort((a, b) =>
    a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
  );
  const allocations: Allocation[] = [];
  let left = amount;
  for (const item of ordered) {
    if (left === 0) break;
    const paid = Math.min(left, item.unpaid);
    if (paid > 0) {
      allocations.push({ id: item.id, amount: paid });
      left -= paid;
    }
  }
  return { allocations, leftover: left };
}
