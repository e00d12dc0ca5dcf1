/** The confirmed ID card details (kyc_ktp_details, migration 009). */
import type { KtpForm } from '@domain/kyc/ktp-details';
import type { Db } from '../db/client';
import { toDate } from '../db/client';

export interface KtpDetailsRow extends KtpForm {
  confirmedAt: Date;
}

export async function loadKtpDetails(db: Db, userId: string): Promise<KtpDetailsRow | null> {
  const [row] = await db.query<{
    name_on_id: string;
    place_of_birth: string;
    date_of_birth: string;
    nik: string;
    confirmed_at: Date | string;
  }>(
    `select name_on_id, place_of_birth, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, nik, confirmed_at
     from kyc_ktp_details where user_id = $1`,
    [userId],
  );
  if (!row) return null;
  return {
    nameOnId: row.name_on_id,
    placeOfBirth: row.place_of_birth,
    dateOfBirth: row.date_of_birth,
    nik: row.nik,
    confirmedAt: toDate(row.confirmed_at),
  };
}

/** Whether another account already confirmed this NIK. */
export async function nikHeldByOther(db: Db, userId: string, nik: string): Promise<boolean> {
  const rows = await db.query(`select 1 from kyc_ktp_details where nik = $1 and user_id <> $2`, [nik, userId]);
  return rows.length > 0;
}

/** Replaces what the user confirmed before (the latest confirmation is the one the reviewer reads). */
export async function saveKtpDetails(db: Db, userId: string, details: KtpForm, now: Date): Promise<void> {
  await db.query(
    `insert into kyc_ktp_details (user_id, name_on_id, place_of_birth, date_of_birth, nik, confirmed_at)
     values ($1, $2, $3, $4::date, $5, $6)
     on conflict (user_id) do update set
       name_on_id = excluded.name_on_id,
       place_of_birth = excluded.place_of_birth,
       date_of_birth = excluded.date_of_birth,
       nik = excluded.nik,
       confirmed_at = excluded.confirmed_at`,
    [userId, details.nameOnId, details.placeOfBirth, details.dateOfBirth, details.nik, now.toISOString()],
  );
}
