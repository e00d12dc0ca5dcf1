/**
 * The money past of the sandbox's seeded states (docs: "Sandbox users"), by product: each product
 * registers the histories of its own states (server/paylater/seed-history.ts,
 * server/cicilan/seed-history.ts) from the composition root (server/app.ts), and the home's seeding
 * (server/home/seed-ledgers.ts) joins them by state name without importing a product. The pattern
 * of the ledger's owners (server/ledger/book-owners.ts).
 */
import type { LendingSettingsUpdate } from '@domain/contract/money-sandbox';
import { jakartaDate } from '@domain/time';
import type { LedgerSeed, SeedStep } from '../ledger/seed';
import type { LendingProduct } from '../ledger/types';

export interface SeedHistory {
  /** The instant to move the clock forward to before seeding (never back); null when now will do. */
  clockFor?: (now: Date) => Date | null;
  /** The account and its past, placed before now. */
  ledger?: (now: Date) => LedgerSeed;
  /** Platform-wide lending settings the state sets (every user's). */
  settings?: LendingSettingsUpdate;
}

/** A product's histories by seeded state name. */
export type SeedHistories = Readonly<Record<string, SeedHistory>>;

const histories = new Map<LendingProduct, SeedHistories>();

/** The product registers the histories of its seeded states (idempotent). */
export function registerSeedHistories(product: LendingProduct, byState: SeedHistories): void {
  histories.set(product, byState);
}

/** Every product's history of a seeded state (none: the state opens fresh accounts). */
export function seedHistoriesOf(state: string): { product: LendingProduct; history: SeedHistory }[] {
  return [...histories].flatMap(([product, byState]) => {
    const history = byState[state];
    return history ? [{ product, history }] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// Words both products' histories are written with.

export const HOUR = 60 * 60 * 1000;
export const today = (now: Date): string => jakartaDate(now.toISOString());
export const dayOf = (date: string): number => Number(date.slice(8, 10));
/** The instant of a Jakarta date and time. */
export const wib = (date: string, time = '10:00'): Date => new Date(`${date}T${time}:00+07:00`);
export const between = (from: Date, to: Date, fraction: number): Date =>
  new Date(from.getTime() + (to.getTime() - from.getTime()) * fraction);
export const ago = (now: Date, ms: number): Date => new Date(now.getTime() - ms);

export const purchase = (at: Date, merchant: string, amount: number, tenor = 1): SeedStep => ({
  kind: 'purchase',
  at,
  merchant,
  amount,
  tenor,
});
