/**
 * What stops a pay-later purchase before the ledger is asked (issue 10): SLIK answers the platform
 * cannot use or wants again (the "transaction" SLIK blocker), and a move to the new provider whose
 * limit is already reserved (the old account takes nothing more; the old provider must stay paid off),
 * and an old-version account past its own cut-off (the old version is off: document 2 section 8).
 */
import { CHECKOUT_MIGRATION_IN_PROGRESS, CHECKOUT_OLD_VERSION_ENDED, CHECKOUT_SLIK_REQUIRED } from '@domain/contract/paylater-migration';
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
  // The old version is switched off at the account's own cut-off; a moved account is NEW and unaffected.
  if (account.providerVersion === 'OLD' && now.getTime() >= migration.oldVersionEndsAt.getTime()) {
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
