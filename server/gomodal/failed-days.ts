/** Days the deduction from the merchant's sales failed (gomodal_failed_days, a sandbox stand-in). */
import type { Db } from '../db/client';

export async function failedDaysOf(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.query<{ day: string }>('select day::text as day from gomodal_failed_days where user_id = $1', [userId]);
  return new Set(rows.map((row) => row.day));
}

export async function insertFailedDay(db: Db, userId: string, day: string): Promise<void> {
  await db.query('insert into gomodal_failed_days (user_id, day) values ($1, $2) on conflict do nothing', [userId, day]);
}
