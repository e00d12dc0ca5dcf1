/**
 * The SLIK flags of a user (issue 10, "SLIK blockers"): the platform marks the user's credit-bureau
 * answers unusable (has_invalid_slik) or asks for them again (force_resubmission). Shared because
 * pay-later reads them (unpaid answer, checkout) and the KYC area's questionnaire clears them.
 */
import type { SlikFlags } from '@domain/lending/slik-blockers';
import type { Db } from '../db/client';

export async function slikFlagsOf(db: Db, userId: string): Promise<SlikFlags> {
  const [row] = await db.query<SlikFlags>('select has_invalid_slik, force_resubmission from slik_flags where user_id = $1', [userId]);
  return row ? { has_invalid_slik: row.has_invalid_slik, force_resubmission: row.force_resubmission } : NO_FLAGS;
}

const NO_FLAGS: SlikFlags = { has_invalid_slik: false, force_resubmission: false };

/** Sets the flags (both false: cleared). */
export async function setSlikFlags(db: Db, userId: string, flags: SlikFlags, now: Date): Promise<void> {
  if (!flags.has_invalid_slik && !flags.force_resubmission) {
    await clearSlikFlags(db, userId);
    return;
  }
  await db.query(
    `insert into slik_flags (user_id, has_invalid_slik, force_resubmission, flagged_at) values ($1, $2, $3, $4)
     on conflict (user_id) do update set has_invalid_slik = $2, force_resubmission = $3, flagged_at = $4`,
    [userId, flags.has_invalid_slik, flags.force_resubmission, now.toISOString()],
  );
}

/** The questionnaire was accepted: nothing blocks any more. */
export async function clearSlikFlags(db: Db, userId: string): Promise<void> {
  await db.query('delete from slik_flags where user_id = $1', [userId]);
}
