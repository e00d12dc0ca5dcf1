/**
 * One account's ledger in memory: its entries in the order they happened, and for every debit what
 * is left unpaid after the credits that settled it. Everything the API answers about money is read
 * from here, so every figure is a sum of entries.
 */
import type { LedgerEntryKind } from '@domain/contract/money-sandbox';
import {
  type AllocationRecord,
  type LedgerEntryRecord,
  type LendingAccount,
  type LendingOrder,
  type LendingRefund,
  isDebit,
} from './types';

export interface Settlement {
  /** The credit entry (REFUND, REPAYMENT, COST_WAIVER) or the debit it settled. */
  entry: LedgerEntryRecord;
  amount: number;
}

export class Book {
  private readonly applied: LedgerEntryRecord[] = [];
  private readonly byId = new Map<string, LedgerEntryRecord>();
  private readonly unpaid = new Map<string, number>();
  private readonly settledBy = new Map<string, Settlement[]>();
  private readonly settles = new Map<string, Settlement[]>();

  /**
   * `billDueDate` gives the date a bill falls due from the date an entry carries (pay-later: the
   * bill's 1st, moved to the account's due day; billing.ts billDueDate). The book holds entries at
   * their bill's real due date, so every figure read from it (dues, late fees, lines) follows the day.
   */
  constructor(
    readonly account: LendingAccount,
    readonly orders: readonly LendingOrder[],
    readonly refunds: readonly LendingRefund[],
    readonly billDueDate: (dueDate: string) => string = (dueDate) => dueDate,
  ) {}

  /** Applies an entry; a credit's allocations must name debits already applied. */
  apply(posted: LedgerEntryRecord, allocations: readonly Pick<AllocationRecord, 'debitId' | 'amount'>[] = []): void {
    const entry = posted.dueDate === null ? posted : { ...posted, dueDate: this.billDueDate(posted.dueDate) };
    this.applied.push(entry);
    this.byId.set(entry.id, entry);
    if (isDebit(entry.kind)) {
      this.unpaid.set(entry.id, entry.amount);
      return;
    }
    for (const allocation of allocations) {
      const debit = this.byId.get(allocation.debitId);
      const left = this.unpaid.get(allocation.debitId);
      if (!debit || left === undefined) throw new Error(`A credit settles an unknown debit (${entry.kind})`);
      if (allocation.amount > left) throw new Error(`A credit settles more than is owed (${entry.kind})`);
      this.unpaid.set(allocation.debitId, left - allocation.amount);
      this.push(this.settledBy, allocation.debitId, { entry, amount: allocation.amount });
      this.push(this.settles, entry.id, { entry: debit, amount: allocation.amount });
    }
  }

  private push(map: Map<string, Settlement[]>, key: string, value: Settlement): void {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  }

  /** Every entry, in the order it happened. */
  get entries(): readonly LedgerEntryRecord[] {
    return this.applied;
  }

  entry(id: string): LedgerEntryRecord | undefined {
    return this.byId.get(id);
  }

  ofKind(...kinds: LedgerEntryKind[]): LedgerEntryRecord[] {
    return this.applied.filter((entry) => kinds.includes(entry.kind));
  }

  debits(): LedgerEntryRecord[] {
    return this.applied.filter((entry) => isDebit(entry.kind));
  }

  /** What is left to pay of a debit (0 for a credit). */
  unpaidOf(id: string): number {
    return this.unpaid.get(id) ?? 0;
  }

  /** The credits that settled (part of) a debit, oldest first. */
  settlementsOf(debitId: string): readonly Settlement[] {
    return this.settledBy.get(debitId) ?? [];
  }

  /** The debits a credit settled. */
  settledByCredit(creditId: string): readonly Settlement[] {
    return this.settles.get(creditId) ?? [];
  }

  order(id: string): LendingOrder | undefined {
    return this.orders.find((order) => order.id === id);
  }

  accrualKeys(): Set<string> {
    return new Set(this.applied.flatMap((entry) => (entry.accrualKey ? [entry.accrualKey] : [])));
  }

  /** Debits less credits: everything owed at full cost. */
  balance(): number {
    return this.applied.reduce((sum, entry) => sum + (isDebit(entry.kind) ? entry.amount : -entry.amount), 0);
  }

  /** The sum of what is unpaid of every debit (equals balance() while every credit is fully allocated). */
  unpaidTotal(filter: (entry: LedgerEntryRecord) => boolean = () => true): number {
    return this.debits()
      .filter(filter)
      .reduce((sum, entry) => sum + this.unpaidOf(entry.id), 0);
  }
}
