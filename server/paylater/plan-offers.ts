/**
 * The plans offered to a pay-later account ("plans and offers per user"). The platform's offer
 * engine is not ours; the sandbox names three scenarios (README "Sandbox users"):
 * - standard (every account until seeded otherwise): a ladder of limits around the current one;
 * - promo: the ladder, 30,000,000 besides (NEW), and a plan with half the monthly fee for 3 cycles,
 *   available 14 days from seeding;
 * - none: no plan (the plans call answers SME01).
 */
import type { PlanDiscount, PlanOfferScenario } from '@domain/contract/paylater-plans';
import { isValidCreditLimit } from '@domain/paylater/fees';
import { jakartaDate } from '@domain/time';
import type { Db } from '../db/client';
import { toDate } from '../db/client';
import { addDays } from '../ledger/calendar';
import type { LendingAccount } from '../ledger/types';

const LADDERS = {
  NEW: [3_000_000, 5_000_000, 10_000_000, 15_000_000, 20_000_000],
  OLD: [1_000_000, 2_000_000, 3_000_000],
} as const;
const PROMO_EXTRA = { NEW: 30_000_000, OLD: null } as const;
const PROMO_DISCOUNT = { percentage: 50, duration: 3 } as const;
const PROMO_DAYS = 14;
const PROMO_NUDGE_COUNT = 1;

export interface PlanOffer {
  /** Every limit offered, the current one included, lowest first. */
  limits: number[];
  /** The lowest limit above the current one, when there is one. */
  recommended: number | null;
  /** The plan with a fee discount, and the discount. */
  promo: { limit: number; discount: PlanDiscount } | null;
  cliEducationNudgeCount: number;
}

export async function offerScenario(db: Db, accountId: string): Promise<{ scenario: PlanOfferScenario; seededAt: Date | null }> {
  const [row] = await db.query<{ scenario: PlanOfferScenario; seeded_at: Date | string }>(
    'select scenario, seeded_at from paylater_plan_offers where account_id = $1',
    [accountId],
  );
  return row ? { scenario: row.scenario, seededAt: toDate(row.seeded_at) } : { scenario: 'standard', seededAt: null };
}

export async function storeOfferScenario(db: Db, accountId: string, scenario: PlanOfferScenario, now: Date): Promise<void> {
  await db.query(
    `insert into paylater_plan_offers (account_id, scenario, seeded_at) values ($1, $2, $3)
     on conflict (account_id) do update set scenario = excluded.scenario, seeded_at = excluded.seeded_at`,
    [accountId, scenario, now.toISOString()],
  );
}

/** The plans offered to the account now; null when none is (SME01). */
export async function planOffer(db: Db, account: LendingAccount, now: Date): Promise<PlanOffer | null> {
  const { scenario, seededAt } = await offerScenario(db, account.id);
  if (scenario === 'none') return null;
  const version = account.providerVersion;
  const limits = new Set<number>([...LADDERS[version], account.creditLimit]);
  let promo: PlanOffer['promo'] = null;
  if (scenario === 'promo') {
    const extra = PROMO_EXTRA[version];
    if (extra !== null) limits.add(extra);
    const availableUntil = addDays(jakartaDate((seededAt ?? now).toISOString()), PROMO_DAYS);
    // The discount is on the highest limit below the top that is not the current one.
    const candidates = [...limits].filter((limit) => limit !== account.creditLimit).sort((a, b) => b - a);
    const promoLimit = candidates[1] ?? candidates[0];
    if (promoLimit !== undefined && jakartaDate(now.toISOString()) <= availableUntil)
      promo = { limit: promoLimit, discount: { ...PROMO_DISCOUNT, available_until: availableUntil } };
  }
  const sorted = [...limits].filter((limit) => isValidCreditLimit(version, limit)).sort((a, b) => a - b);
  return {
    limits: sorted,
    recommended: sorted.find((limit) => limit > account.creditLimit) ?? null,
    promo,
    cliEducationNudgeCount: scenario === 'promo' ? PROMO_NUDGE_COUNT : 0,
  };
}
