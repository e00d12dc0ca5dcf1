/**
 * The move to the new provider and the SLIK blockers of the monthly pay-later (document 2: migration
 * data "exists, fields not shown", section 3; paths "not shown", section 7: designed under
 * /pls/akhirbulan/ beside the profile). Decisions: server/paylater/CONTRACT.md "Migration" and
 * "SLIK blockers". Rules: src/domain/paylater/migration.ts, src/domain/lending/slik-blockers.ts.
 */
import * as v from 'valibot';
import type { MigrationState, MigrationStep } from '../paylater/migration';
import type { PaylaterProviderVersion } from '../paylater/fees';

export const PAYLATER_MIGRATION_PATHS = {
  /** GET: PaylaterMigration. */
  migration: '/pls/akhirbulan/migration',
  /** POST (no body): the user agrees to the move. 201 PaylaterMigration. */
  consent: '/pls/akhirbulan/migration/consent',
  /** POST (no body): holds the new limit; the contract then waits to be signed. 201 PaylaterMigration. */
  reservation: '/pls/akhirbulan/migration/reservation',
} as const;

/** 409 when a call comes out of order (cause: the step the move is at). */
export const MIGRATION_ERROR_CODES = {
  outOfOrder: 'MIGRATION_STEP_INVALID',
  noAccount: 'ME1',
} as const;

export const BLOCKED_REASONS = ['NEW_PROVIDER_DECLINED'] as const;
export type MigrationBlockedReason = (typeof BLOCKED_REASONS)[number];

export interface PaylaterMigration {
  migration_type: 'NEW_PROVIDER' | null;
  provider_version: PaylaterProviderVersion;
  state: MigrationState;
  step: MigrationStep;
  blocked_reason: MigrationBlockedReason | null;
  /** What the old provider is still owed (payoff); repaid through the usual VA repayment. */
  owed_amount: number;
  current_limit: number;
  /** The limit held (RESERVED, COMPLETED) or offered (before) at the new provider. */
  new_limit: number;
  /** Instants (ISO): the move opens; the old version ends. */
  opens_at: string;
  old_version_ends_at: string;
  consented_at: string | null;
  reserved_at: string | null;
  completed_at: string | null;
  as_of: string;
}

/** Sandbox: POST /sandbox/paylater/migration {phone, scenario} (README "Pay-later migration"). */
export const PAYLATER_MIGRATION_SANDBOX_PATH = '/sandbox/paylater/migration';
export const MIGRATION_SCENARIOS = ['open', 'blocked', 'not-open', 'closed', 'spec-dates'] as const;
export type MigrationScenario = (typeof MIGRATION_SCENARIOS)[number];
export const MigrationSeedSchema = v.object({
  phone: v.pipe(v.string(), v.maxLength(32)),
  scenario: v.picklist(MIGRATION_SCENARIOS),
});
export type MigrationSeedRequest = v.InferOutput<typeof MigrationSeedSchema>;

/** Sandbox: POST /sandbox/paylater/slik {phone, state}: the user's SLIK answers flagged (or cleared). */
export const PAYLATER_SLIK_SANDBOX_PATH = '/sandbox/paylater/slik';
export const SLIK_SEED_STATES = ['invalid', 'force-resubmission', 'none'] as const;
export type SlikSeedState = (typeof SLIK_SEED_STATES)[number];
export const SlikSeedSchema = v.object({
  phone: v.pipe(v.string(), v.maxLength(32)),
  state: v.picklist(SLIK_SEED_STATES),
});
export type SlikSeedRequest = v.InferOutput<typeof SlikSeedSchema>;

/** 409 on a pay-later checkout while the SLIK answers block it (cause has_invalid_slik or force_resubmission). */
export const CHECKOUT_SLIK_REQUIRED = 'CHECKOUT_SLIK_REQUIRED';
/** 409 on a checkout of an old-version account whose limit is reserved at the new provider. */
export const CHECKOUT_MIGRATION_IN_PROGRESS = 'CHECKOUT_MIGRATION_IN_PROGRESS';
/** 409 on a checkout of an old-version account past its own cut-off (cause: the cut-off instant, ISO). */
export const CHECKOUT_OLD_VERSION_ENDED = 'CHECKOUT_OLD_VERSION_ENDED';
/** 409 on a plan or due-date choice of an old-version account past its cut-off (cause: the cut-off, ISO). */
export const PAYLATER_OLD_VERSION_ENDED = 'PAYLATER_OLD_VERSION_ENDED';

export type MigrationErrorCode =
  | typeof MIGRATION_ERROR_CODES.outOfOrder
  | typeof CHECKOUT_SLIK_REQUIRED
  | typeof CHECKOUT_MIGRATION_IN_PROGRESS
  | typeof CHECKOUT_OLD_VERSION_ENDED
  | typeof PAYLATER_OLD_VERSION_ENDED;
