/**
 * The due-date offers of a pay-later account ("due-date offers per user", seedable by name: README
 * "Pay-later due-date changes"). The platform's offer engine is not ours; the sandbox names five
 * scenarios (DUE_DATE_OFFER_SCENARIOS). Offer ids are stable per account and scenario, so an offer
 * applied once is recognised and no longer offered.
 */
import type { DueDateOfferScenario } from '@domain/contract/paylater-duedate';
import type { DueDateChangeType, DueDateEffective } from '@domain/paylater/due-date';
import { PAYLATER_LIMIT_CAPS } from '@domain/paylater/fees';
import type { Db } from '../db/client';
import type { LendingAccount } from '../ledger/types';

/** The lender the sandbox's lender change moves accounts to; the provider's first lender is unnamed in the data. */
export const SANDBOX_FIRST_LENDER = 'PT Pendana Nusantara';
export const SANDBOX_NEW_LENDER = 'PT Dana Mitra Sejahtera';

const STEP = 1_000_000;
const MIN_LIMIT = 1_000_000;

export type OfferGroup = 'due_date' | 'forced_plan' | 'max_limit' | 'lender';

export interface RawDueDateOffer {
  id: string;
  group: OfferGroup;
  type: DueDateChangeType;
  effective: DueDateEffective;
  dueDay: number | null;
  creditLimit: number | null;
  lender: string | null;
}

export async function dueDateScenario(db: Db, accountId: string): Promise<DueDateOfferScenario> {
  const [row] = await db.query<{ scenario: DueDateOfferScenario }>('select scenario from paylater_due_date_offers where account_id = $1', [
    accountId,
  ]);
  return row?.scenario ?? 'standard';
}

export async function storeDueDateScenario(db: Db, accountId: string, scenario: DueDateOfferScenario, now: Date): Promise<void> {
  await db.query(
    `insert into paylater_due_date_offers (account_id, scenario, seeded_at) values ($1, $2, $3)
     on conflict (account_id) do update set scenario = excluded.scenario, seeded_at = excluded.seeded_at`,
    [accountId, scenario, now.toISOString()],
  );
}

const dueDay = (day: number, effective: DueDateEffective): RawDueDateOffer => ({
  id: `DD-DAY-${day}-${effective === 'immediate' ? 'NOW' : 'NEXT'}`,
  group: 'due_date',
  type: 'due_date',
  effective,
  dueDay: day,
  creditLimit: null,
  lender: null,
});

const STANDARD: RawDueDateOffer[] = [dueDay(5, 'immediate'), dueDay(10, 'immediate'), dueDay(15, 'next_month')];

function limitOffers(account: LendingAccount): RawDueDateOffer[] {
  const cap = PAYLATER_LIMIT_CAPS[account.providerVersion];
  const current = account.creditLimit;
  const withLimit = Math.min(cap, current + 5 * STEP);
  const lowered = Math.max(MIN_LIMIT, Math.floor(current / 2 / STEP) * STEP);
  const offers: RawDueDateOffer[] = [];
  if (withLimit !== current)
    offers.push({
      id: `DD-DAY-10-LIMIT-${withLimit}`,
      group: 'due_date',
      type: 'due_date_and_limit_change',
      effective: 'immediate',
      dueDay: 10,
      creditLimit: withLimit,
      lender: null,
    });
  if (lowered !== current)
    offers.push({
      id: `DD-FORCED-${lowered}`,
      group: 'forced_plan',
      type: 'limit_decrease',
      effective: 'next_month',
      dueDay: null,
      creditLimit: lowered,
      lender: null,
    });
  if (cap > current)
    offers.push({
      id: `DD-MAX-${cap}`,
      group: 'max_limit',
      type: 'limit_increase',
      effective: 'immediate',
      dueDay: null,
      creditLimit: cap,
      lender: null,
    });
  return offers;
}

const LENDER: RawDueDateOffer = {
  id: 'DD-LENDER',
  group: 'lender',
  type: 'lender_change',
  effective: 'next_month',
  dueDay: null,
  creditLimit: null,
  lender: SANDBOX_NEW_LENDER,
};

/** Every offer of the scenario, before those applied already or changing nothing are left out. */
export function offersOf(scenario: DueDateOfferScenario, account: LendingAccount): RawDueDateOffer[] {
  switch (scenario) {
    case 'none':
      return [];
    case 'limit':
      return limitOffers(account);
    case 'lender':
      return [...STANDARD, LENDER];
    default:
      return STANDARD;
  }
}
