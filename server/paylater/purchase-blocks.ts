/**
 * What stops a pay-later purchase before the ledger is asked (issue 10): SLIK answers the platform
 * cannot use or wants again (the "transaction" SLIK blocker), and a move to the new provider whose
 * limit is already reserved (the old account takes nothing more; the old provider must stay paid off).
 */
import { CHECKOUT_MIGRATION_IN_PROGRESS, CHECKOUT_SLIK_REQUIRED } from '@domain/contract/paylater-migration';
import type { Db } from '../db/client';
import { migrationOf } from '../ledger/migrations';
import { slikFlagsOf } from '../users/slik-flags';
import { paylaterError } from './errors';

export async function refusePaylaterBlocks(db: Db, userId: string, accountId: string): Promise<void> {
  const flags = await slikFlagsOf(db, userId);
  if (flags.has_invalid_slik || flags.force_resubmission) {
    throw paylaterError(
      409,
      CHECKOUT_SLIK_REQUIRED,
      'The SLIK questionnaire must be sent again (in the app, /kyc/slik) before a new purchase.',
      flags.has_invalid_slik ? 'has_invalid_slik' : 'force_resubmission',
    );
  }
  const migration = await migrationOf(db, accountId);
  if (migration.state === 'RESERVED') {
    throw paylaterError(
      409,
      CHECKOUT_MIGRATION_IN_PROGRESS,
      'The account is moving to the new provider: sign its contract first.',
      'RESERVED',
    );
  }
}
