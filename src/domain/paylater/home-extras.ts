/**
 * What the pay-later home shows besides the figures (document 2, section 3): the monthly-fee
 * discount (active_discount_offers.subs_fee), the fee concession, and the home's badge. Pure rules;
 * the server feeds them from the ledger, the plans and the sandbox's seeds (server/paylater/CONTRACT.md
 * "Home extras").
 */
import { Temporal } from 'temporal-polyfill';
import type { EligibilityStatus } from '../products';
import { discountedFee, type FeeConcessionType, feeConcession } from './fees';
import { type FeeDiscount, feeDiscountFor } from './plans';

/** Badge types (document 2, section 3): one badge on the home, or none. */
export const HOME_BADGE_TYPES = ['extended_period', 'no_dues', 'none'] as const;
export type HomeBadgeType = (typeof HOME_BADGE_TYPES)[number];

/** IN_FORCE: the open cycle's fee is discounted now; OFFERED: a plan the user may still choose carries it. */
export const FEE_OFFER_STATES = ['IN_FORCE', 'OFFERED'] as const;
export type FeeOfferState = (typeof FEE_OFFER_STATES)[number];

/** A monthly-fee discount (active_discount_offers.subs_fee). */
export interface SubscriptionFeeOffer {
  state: FeeOfferState;
  /** Percentage off, 1..100. */
  percentage: number;
  /** The open cycle's fee without the discount (rupiah). */
  amount: number;
  /** The same with it: discountedFee(amount, percentage). */
  discounted_amount: number;
  /** YYYY-MM-DD. OFFERED: the last day the plan can be chosen with it; IN_FORCE: the last day of the last cycle it covers. */
  available_until: string;
  /** How many billing cycles it lasts (in all). */
  duration: number;
  /** OFFERED: the limit of the plan that carries it; IN_FORCE: null. */
  credit_limit: number | null;
}

/** A plan on offer with a discount (server/paylater/plan-offers.ts `promo`). */
export interface DiscountedPlanOffer {
  limit: number;
  discount: { percentage: number; duration: number; available_until: string };
}

/** The last day of the last cycle a discount covers: the 16th before its last bill's due date. */
export function discountEndsOn(discount: FeeDiscount): string {
  return Temporal.PlainDate.from(discount.fromDueDate)
    .add({ months: discount.cycles - 1 })
    .subtract({ months: 1 })
    .with({ day: 16 })
    .toString();
}

/**
 * The discount the home shows: the one on the open cycle's fee when a plan's discount covers it
 * (the latest plan wins, as on the bill), otherwise a discounted plan still on offer, otherwise none.
 * `listFee` is the open cycle's fee before any discount (profile.subscription_fee).
 */
export function subscriptionFeeOffer(input: {
  openDueDate: string;
  listFee: number;
  discounts: readonly FeeDiscount[];
  offered: DiscountedPlanOffer | null;
}): SubscriptionFeeOffer | null {
  const { openDueDate, listFee, discounts, offered } = input;
  const percentage = feeDiscountFor(openDueDate, discounts);
  if (percentage > 0) {
    const covering = [...discounts].reverse().find((discount) => feeDiscountFor(openDueDate, [discount]) === percentage);
    if (covering) {
      return {
        state: 'IN_FORCE',
        percentage,
        amount: listFee,
        discounted_amount: discountedFee(listFee, percentage),
        available_until: discountEndsOn(covering),
        duration: covering.cycles,
        credit_limit: null,
      };
    }
  }
  if (!offered) return null;
  return {
    state: 'OFFERED',
    percentage: offered.discount.percentage,
    amount: listFee,
    discounted_amount: discountedFee(listFee, offered.discount.percentage),
    available_until: offered.discount.available_until,
    duration: offered.discount.duration,
    credit_limit: offered.limit,
  };
}

/**
 * The fee concession: free_trial while the open cycle's fee is waived (first month of use; it
 * outranks a discount: nothing is charged), discounted_fee while a discount is in force (an offer
 * not yet taken changes nothing), else none.
 */
export function homeFeeConcession(isFeeWaived: boolean, offer: SubscriptionFeeOffer | null): FeeConcessionType {
  return feeConcession(isFeeWaived, offer?.state === 'IN_FORCE');
}

/** Statuses of an account that has been used and owes nothing. */
const NO_DUES_STATUSES: readonly EligibilityStatus[] = ['ACTIVE_NODUES', 'ACTIVE_PAID'];

/**
 * The home's badge. extended_period while an extended period runs (today on or before its last
 * day): it changes when the user pays, so it outranks the rest. no_dues for an account that has been
 * used and owes nothing at all (a fresh account has nothing to be praised for yet). Otherwise none.
 */
export function homeBadge(input: {
  status: EligibilityStatus;
  currentBalance: number;
  /** YYYY-MM-DD: the last day of the extended period, or null. */
  extendedPeriodUntil: string | null;
  /** YYYY-MM-DD, Jakarta. */
  today: string;
}): HomeBadgeType {
  if (input.extendedPeriodUntil !== null && input.today <= input.extendedPeriodUntil) return 'extended_period';
  if (input.currentBalance === 0 && NO_DUES_STATUSES.includes(input.status)) return 'no_dues';
  return 'none';
}
