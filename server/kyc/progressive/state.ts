/** Whether progressive KYC stands in for the photos: the user answered a challenge right (asked by PATCH /v2/user/account). */
import type { Db } from '@server/db/client';

export async function progressiveKycAccepted(db: Db, userId: string): Promise<boolean> {
  const rows = await db.query<{ accepted: boolean }>(
    `select accepted_at is not null as accepted from progressive_kyc_states where user_id = $1`,
    [userId],
  );
  return rows[0]?.accepted ?? false;
}
