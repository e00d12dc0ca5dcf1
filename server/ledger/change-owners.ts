/**
 * Changes to an activated account's contract that the user signs on the provider's page (a new
 * limit, a due-date change, the move to another provider). The product that offers them registers
 * their owner (server/app.ts), and the home area's signing calls reach them only through it, as the
 * bank reaches a VA's owner (va-owners.ts): no area imports another, and the ledger imports none.
 */
import type { Db } from '../db/client';
import type { LendingProduct } from './types';

/** A move of the account to another provider: signed with a signing request of its own, keyed by the account. */
export interface MoveOwner {
  /** The user's account whose move waits for its contract, if any. */
  awaitingSignature(db: Db, userId: string): Promise<string | null>;
  /** What the provider's page says is signed for the account's move; null when it has none. */
  describe(db: Db, accountId: string): Promise<string | null>;
  /** The contract is signed: the move completes, once however often it is called. */
  completeSigned(db: Db, accountId: string, now: Date): Promise<void>;
}

export interface ChangeOwner {
  /** The id of the change of the user's account that waits for its contract (the newest chosen), if any. */
  awaitingSignature(db: Db, userId: string): Promise<string | null>;
  /** What the provider's page says is signed for one of its changes; null for an id that is not one. */
  describe(db: Db, changeId: string): Promise<string | null>;
  /** Schedules (and applies, when due) each change of `changeIds` that is its own and still waits for signing. */
  scheduleSigned(db: Db, changeIds: readonly string[], now: Date): Promise<void>;
  move?: MoveOwner;
}

const owners = new Map<LendingProduct, ChangeOwner>();

/** A product whose contract can change registers the owner of its changes (idempotent). */
export function registerChangeOwner(product: LendingProduct, owner: ChangeOwner): void {
  owners.set(product, owner);
}

/** null: the product has no changes to sign. */
export function changeOwnerOf(product: LendingProduct): ChangeOwner | null {
  return owners.get(product) ?? null;
}

export function changeOwners(): ChangeOwner[] {
  return [...owners.values()];
}
