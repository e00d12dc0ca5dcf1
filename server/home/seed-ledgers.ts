/**
 * The money past of a seeded state (docs: "Sandbox users"): each product's history of the state
 * (server/lending/seed-histories.ts, registered by the products from server/app.ts), joined into one
 * scenario the seeding runs. Some statuses exist only on some days of the month: those states first
 * move the platform's clock forward to the nearest such day (never back), and say so in their summary.
 */
import type { LendingSettingsUpdate } from '@domain/contract/money-sandbox';
import type { SeedState } from '@domain/contract/home';
import type { LedgerSeed } from '../ledger/seed';
import type { LendingProduct } from '../ledger/types';
import { seedHistoriesOf } from '../lending/seed-histories';

export interface LedgerScenario {
  /** The instant to move the clock forward to before seeding; null when now will do. */
  clockFor: (now: Date) => Date | null;
  /** Each product's account and past; none: a fresh account. */
  ledgers: Partial<Record<LendingProduct, (now: Date) => LedgerSeed>>;
  /** Platform-wide lending settings the state sets (every user's), or null. */
  settings: LendingSettingsUpdate | null;
}

export function ledgerScenarioOf(state: SeedState): LedgerScenario {
  const histories = seedHistoriesOf(state);
  const ledgers: LedgerScenario['ledgers'] = {};
  for (const { product, history } of histories) if (history.ledger) ledgers[product] = history.ledger;
  let settings: LendingSettingsUpdate | null = null;
  for (const { history } of histories) if (history.settings) settings = { ...(settings ?? {}), ...history.settings };
  return {
    // The latest instant any product needs (a state has one product's history today).
    clockFor: (now) =>
      histories.reduce<Date | null>((latest, { history }) => {
        const target = history.clockFor?.(now) ?? null;
        return target && (!latest || target > latest) ? target : latest;
      }, null),
    ledgers,
    settings,
  };
}
