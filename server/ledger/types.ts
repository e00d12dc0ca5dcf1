/** The ledger's records as the server reads them (server/db/migrations/009_ledger.sql). */
import type { LedgerEntryKind } from '@domain/contract/money-sandbox';
import type { RepaymentScope } from '@domain/contract/lending-catchup';
import type { AccountClosureStatus, ProviderVersion } from '@domain/lending/account';

export type LendingProduct = 'paylater' | 'cicilan';
export const LENDING_PRODUCTS: readonly LendingProduct[] = ['paylater', 'cicilan'];

/** The provider an account is on (every account has one; the old provider closed to new users in 2023). */
export type { ProviderVersion };
export type ClosureStatus = AccountClosureStatus;

export interface LendingAccount {
  /** = user_products.product_id, the catch-up {id} of the account. */
  id: string;
  userId: string;
  product: LendingProduct;
  providerVersion: ProviderVersion;
  creditLimit: number;
  closureStatus: ClosureStatus;
  openedAt: Date;
}

export interface LendingOrder {
  id: string;
  accountId: string;
  merchant: string;
  principal: number;
  tenor: number;
  /** Cicilan's cost; 0 for pay-later. */
  cost: number;
  purchasedAt: Date;
}

export interface LendingRefund {
  id: string;
  accountId: string;
  orderId: string;
  amount: number;
  requestedAt: Date;
  completesAt: Date;
}

export interface LedgerEntryRecord {
  id: string;
  /** Insertion order; ties of postedAt are read in this order. */
  seq: number;
  accountId: string;
  kind: LedgerEntryKind;
  amount: number;
  postedAt: Date;
  dueDate: string | null;
  orderId: string | null;
  instalmentNumber: number | null;
  instalmentCount: number | null;
  reference: string | null;
  listAmount: number | null;
  accrualKey: string | null;
}

/** Part of a credit that settled part of a debit. */
export interface AllocationRecord {
  creditId: string;
  debitId: string;
  amount: number;
}

export const DEBIT_KINDS: readonly LedgerEntryKind[] = ['PURCHASE', 'INSTALMENT_COST', 'SUBSCRIPTION_FEE', 'EXTENSION_FEE', 'LATE_FEE'];

export function isDebit(kind: LedgerEntryKind): boolean {
  return DEBIT_KINDS.includes(kind);
}

/** A catch-up scope of the ledger: an account, or one of its orders (a product that repays orders one by one). */
export interface Scope {
  kind: Exclude<RepaymentScope, 'GOMODAL_SUBMISSION'>;
  id: string;
}

/** The dues of a repayment scope (an account, or one order). */
export interface ScopeDues {
  overdue: number;
  current: number;
  payoff: number;
  /** The cost of months not started, waived inside payoff (cicilan); 0 where nothing is waived. */
  discount: number;
  unpaidLateFees: number;
  oldestOverdueDueDate: string | null;
  dueDate: string | null;
}
