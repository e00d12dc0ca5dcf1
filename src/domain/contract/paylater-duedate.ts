/**
 * Due-date change data of the monthly pay-later (document 2, section 3: "due_date_changes,
 * forced_plan_changes, max_limit_changes, extension_changes, new_lender, slik_changes
 * (has_invalid_slik, force_resubmission)"; the path is "not shown": designed under
 * /pls/akhirbulan/ beside the plans). Decisions: server/paylater/CONTRACT.md "Due-date changes".
 * Rules: src/domain/paylater/due-date.ts.
 */
import * as v from 'valibot';
import type { DueDateChangeType, DueDateEffective } from '../paylater/due-date';
import type { PaylaterProviderVersion } from '../paylater/fees';
import type { PlanChangeState } from '../paylater/plans';

export const PAYLATER_DUE_DATE_PATHS = {
  /** GET: PaylaterDueDateInfo. */
  changes: '/pls/akhirbulan/due-date-changes',
  /**
   * POST DueDateSelectionRequest: choose an offered change (it then waits for the contract to be signed).
   * DELETE: cancel the open change, signed or not, before it applies (404 NOT_FOUND when none is open).
   */
  selection: '/pls/akhirbulan/due-date-changes/selection',
} as const;

/**
 * 409 codes: ME1 no pay-later account; DUE_DATE_OFFER_INVALID the offer is not (or no longer)
 * offered to the account (cause the offer id), DUE_DATE_OFFER_USED it was applied already,
 * DUE_DATE_OVERDUE a bill is overdue (repay first).
 */
export const DUE_DATE_ERROR_CODES = {
  noAccount: 'ME1',
  offerInvalid: 'DUE_DATE_OFFER_INVALID',
  offerUsed: 'DUE_DATE_OFFER_USED',
  overdue: 'DUE_DATE_OVERDUE',
} as const;
export type DueDateErrorCode = (typeof DUE_DATE_ERROR_CODES)[keyof typeof DUE_DATE_ERROR_CODES];

/** A change offered to the account; choosing it and signing its contract applies it. */
export interface DueDateOffer {
  /** Stable for the account's offer (`DD-...`). */
  id: string;
  type: DueDateChangeType;
  effective: DueDateEffective;
  /** The new due day (1-28) for due_date and due_date_and_limit_change, else null. */
  due_day: number | null;
  /** The new credit limit for due_date_and_limit_change and limit changes, else null. */
  credit_limit: number | null;
  /** The new lender for lender_change, else null. */
  lender: string | null;
  /** Days the next bill gains (a later due day), 0 otherwise. */
  extra_days: number;
  /** What the later due day costs on the bill it lengthens (the extended period), 0 otherwise. */
  extension_cost: number;
  /** The first due date on the new day if signed now (YYYY-MM-DD), else null. */
  first_due_date: string | null;
}

/** A chosen change and what became of it. Instants are ISO. */
export interface DueDateChange {
  id: string;
  offer_id: string;
  type: DueDateChangeType;
  effective: DueDateEffective;
  due_day: number | null;
  previous_due_day: number;
  credit_limit: number;
  previous_limit: number;
  lender: string | null;
  /** AWAITING_SIGNATURE, SCHEDULED, APPLIED (the plan change's states). */
  state: PlanChangeState;
  selected_at: string;
  signed_at: string | null;
  /** When it applies (SCHEDULED) or applied (APPLIED). */
  effective_at: string | null;
  ended_at: string | null;
}

/** GET /pls/akhirbulan/due-date-changes */
export interface PaylaterDueDateInfo {
  /** The day of the month bills are due (1 unless a change moved it). */
  current_due_day: number;
  credit_limit: number;
  /** The highest limit this provider version allows. */
  max_limit: number;
  provider_version: PaylaterProviderVersion;
  lender: string;
  daily_late_fee: number;
  /** The issued bill's unpaid amount (what the extended period would lengthen), 0 without one. */
  bill_amount: number;
  /** What is overdue now, late fees included: while above 0 a change is refused (DUE_DATE_OVERDUE), so the page says so first. */
  overdue_amount: number;
  /** Moves of the due day (due_date, due_date_and_limit_change). */
  due_date_changes: DueDateOffer[];
  /** The due_date_changes that lengthen the next bill, with what that costs (the extended period). */
  extension_changes: DueDateOffer[];
  /** Limit changes the platform made and the user must sign to keep using PayLater (limit_increase / limit_decrease). */
  forced_plan_changes: DueDateOffer[];
  /** A new highest limit on offer (limit_increase to it). */
  max_limit_changes: DueDateOffer[];
  /** The provider's lender is changing: the nudge, with the lender_change offer to sign. */
  new_lender: { name: string; offer_id: string; effective: DueDateEffective } | null;
  slik_changes: { has_invalid_slik: boolean; force_resubmission: boolean };
  /** The open change (waiting for signing or for its time), else null. */
  pending_change: DueDateChange | null;
  /** Changes that ended, newest first. */
  history: DueDateChange[];
  as_of: string;
}

export const DueDateSelectionRequestSchema = v.object({
  offer_id: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
});
export type DueDateSelectionRequest = v.InferOutput<typeof DueDateSelectionRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Sandbox: the due-date offers of an account, by name (absent when SANDBOX=off)

/**
 * standard: later due days (5, 10 immediate; 15 next month); limit: a due day with a new limit, a
 * forced limit decrease and a higher maximum limit; lender: the lender changes (the nudge);
 * slik: standard plus slik_changes true/true; none: nothing offered.
 */
export const DUE_DATE_OFFER_SCENARIOS = ['standard', 'limit', 'lender', 'slik', 'none'] as const;
export type DueDateOfferScenario = (typeof DUE_DATE_OFFER_SCENARIOS)[number];

export const PAYLATER_DUE_DATE_SANDBOX_PATH = '/sandbox/paylater/due-date-offers';

export const DueDateOffersSeedSchema = v.object({
  phone: v.pipe(v.string(), v.minLength(8), v.maxLength(20)),
  scenario: v.picklist(DUE_DATE_OFFER_SCENARIOS, `Expected one of: ${DUE_DATE_OFFER_SCENARIOS.join(', ')}`),
});
export type DueDateOffersSeed = v.InferOutput<typeof DueDateOffersSeedSchema>;
