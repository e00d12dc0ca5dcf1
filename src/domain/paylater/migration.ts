/**
 * Moving an OLD-version pay-later account to the new provider (document 2: the migration screens in
 * section 2, "migration requires contract signing" in section 4, the dates in section 9).
 *
 * Readings chosen (server/paylater/CONTRACT.md "Migration"):
 * - "provider change from 4 Aug 2023" opens the move at 00:00 WIB that day; "old version deactivated
 *   13 Sept 2023" closes the old version (and the move) at 00:00 WIB that day. After it an account
 *   not moved sees "service no longer available" (it can still repay what it owes).
 * - The old provider must be paid in full (payoff, billed or not) before a limit is reserved: the new
 *   provider does not take over the old one's debt.
 * - The reserved limit is the new version's default, or the current limit when that is higher.
 */
import { PAYLATER_DEFAULT_LIMITS, PAYLATER_LIMIT_CAPS, type PaylaterProviderVersion } from './fees';
import { type InstantInput, toInstant } from '../time';

/** 00:00 WIB, 4 Aug 2023: the move to the new provider opens. */
export const PROVIDER_CHANGE_OPENS_AT = '2023-08-03T17:00:00Z';
/** 00:00 WIB, 13 Sept 2023: the old version is deactivated. */
export const OLD_VERSION_ENDS_AT = '2023-09-12T17:00:00Z';

/**
 * NOT_STARTED nothing done; CONSENTED the user agreed to the move; RESERVED a limit is held at the
 * new provider, the contract waits to be signed; COMPLETED signed, the account is on the new
 * provider; BLOCKED the new provider refused the account.
 */
export const MIGRATION_STATES = ['NOT_STARTED', 'CONSENTED', 'RESERVED', 'COMPLETED', 'BLOCKED'] as const;
export type MigrationState = (typeof MIGRATION_STATES)[number];

/** What /paylater/migration shows now. */
export const MIGRATION_STEPS = [
  'NOT_NEEDED',
  'NOT_OPEN',
  'CONSENT',
  'REPAYMENT',
  'RESERVATION',
  'SIGNING',
  'DONE',
  'BLOCKED',
  'UNAVAILABLE',
] as const;
export type MigrationStep = (typeof MIGRATION_STEPS)[number];

export interface MigrationWindow {
  opensAt: InstantInput;
  oldVersionEndsAt: InstantInput;
}

export const SPEC_MIGRATION_WINDOW: MigrationWindow = { opensAt: PROVIDER_CHANGE_OPENS_AT, oldVersionEndsAt: OLD_VERSION_ENDS_AT };

export interface MigrationSituation {
  providerVersion: PaylaterProviderVersion;
  state: MigrationState;
  /** What the old provider is still owed (payoff, billed or not). */
  owed: number;
  now: InstantInput;
  window: MigrationWindow;
}

/** Where the move stands, first match: done, not needed, blocked, closed, not open, then the steps in order. */
export function migrationStep(situation: MigrationSituation): MigrationStep {
  const { state } = situation;
  if (state === 'COMPLETED') return 'DONE';
  if (situation.providerVersion === 'NEW') return 'NOT_NEEDED';
  if (state === 'BLOCKED') return 'BLOCKED';
  const now = toInstant(situation.now).epochMilliseconds;
  if (now >= toInstant(situation.window.oldVersionEndsAt).epochMilliseconds) return 'UNAVAILABLE';
  if (now < toInstant(situation.window.opensAt).epochMilliseconds) return 'NOT_OPEN';
  if (state === 'NOT_STARTED') return 'CONSENT';
  if (state === 'RESERVED') return 'SIGNING';
  return situation.owed > 0 ? 'REPAYMENT' : 'RESERVATION';
}

/** The step a call needs, to refuse the calls made out of order (the server's guard). */
export function canConsent(step: MigrationStep): boolean {
  return step === 'CONSENT';
}

export function canReserve(step: MigrationStep): boolean {
  return step === 'RESERVATION';
}

/** The limit held at the new provider: its default, or the current limit when higher, within its cap. */
export function reservedLimitFor(currentLimit: number): number {
  return Math.min(PAYLATER_LIMIT_CAPS.NEW, Math.max(PAYLATER_DEFAULT_LIMITS.NEW, currentLimit));
}
