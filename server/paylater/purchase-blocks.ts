/**
 * What stops a pay-later purchase before the ledger is asked (issue 10): SLIK answers the platform
 * cannot use or wants again (the "transaction" SLIK blocker), and a move to the new provider whose
 * limit is already reserved (the old account takes nothing more; the old provider must stay paid off),
 * and an old-version account past its own cut-off (the old version is off: document 2 section 8).
 */
import {
  CHECKOUT_MIGRATION_IN_PROGRESS,
  CHECKOUT_OLD_VERSION_ENDED,
  CHECKOUT_SLIK_REQUIRED,
  PAYLATER_OLD_VERSION_ENDED,
} from '@domain/contract/paylater-migration';
import type { Db } from '../db/client';
import { migrationOf } from './migration-store';
import type { LendingAccount } from '../ledger/types';
import { slikFlagsOf } from '../users/slik-flags';
import { paylaterError } from './errors';

export async function refusePaylaterBlocks(db: Db, userId: string, account: LendingAccount, now: Date): Promise<void> {
  const flags = await slikFlagsOf(db, userId);
  if (flags.has_invalid_slik || flags.force_resubmission) {
    throw paylaterError(
      409,
      CHECKOUT_SLIK_REQUIRED,
      'The SLIK questionnaire must be sent again (in the app, /kyc/slik) before a new purchase.',
      flags.has_invalid_slik ? 'has_invalid_slik' : 'force_resubmission',
    );
  }
  const migration = await migrationOf(db, account.id);
  if (oldVersionEnded(account, migration.oldVersionEndsAt, now)) {
    throw paylaterError(
      409,
      CHECKOUT_OLD_VERSION_ENDED,
      'The old PayLater version has ended for this account: the service is no longer available (in the app, /paylater/migration).',
      migration.oldVersionEndsAt.toISOString(),
    );
  }
  if (migration.state === 'RESERVED') {
    throw paylaterError(
      409,
      CHECKOUT_MIGRATION_IN_PROGRESS,
      'The account is moving to the new provider: sign its contract first.',
      'RESERVED',
    );
  }
}

/** The old version is switched off at the account's own cut-off; a moved account is NEW and unaffected. */
function oldVersionEnded(account: LendingAccount, oldVersionEndsAt: Date, now: Date): boolean {
  return account.providerVersion === 'OLD' && now.getTime() >= oldVersionEndsAt.getTime();
}

/**
 * Past its cut-off the old version offers nothing but repayment and the move to the new provider
 * (document 2 section 8): a new plan or due-date choice is refused (409 PAYLATER_OLD_VERSION_ENDED,
 * cause: the cut-off instant).
 */
export async function refuseChoiceAfterOldVersionEnded(db: Db, account: LendingAccount, now: Date): Promise<void> {
  const { oldVersionEndsAt } = await migrationOf(db, account.id);
  if (oldVersionEnded(account, oldVersionEndsAt, now)) {
    throw paylaterError(
      409,
      PAYLATER_OLD_VERSION_ENDED,
      'The old PayLater version has ended for this account: only repayment and the move to the new provider remain.',
      oldVersionEndsAt.toISOString(),
    );
  }
}
