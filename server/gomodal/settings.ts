/** The merchant loan's sandbox settings (gomodal_settings, one row): downtime, recovery and automatic review. */
import type { GomodalSandboxSettings } from '@domain/contract/gomodal-sandbox';
import type { Db } from '../db/client';

export async function gomodalSettings(db: Db): Promise<GomodalSandboxSettings> {
  const [row] = await db.query<{ downtime: boolean; recovery_percent: number; auto_review: boolean }>(
    'select downtime, recovery_percent, auto_review from gomodal_settings where id',
  );
  return { downtime: row?.downtime ?? false, recoveryPercent: row?.recovery_percent ?? 70, autoReview: row?.auto_review ?? true };
}

export async function updateGomodalSettings(db: Db, change: Partial<GomodalSandboxSettings>, now: Date): Promise<GomodalSandboxSettings> {
  const current = await gomodalSettings(db);
  const next = { ...current, ...change };
  await db.query('update gomodal_settings set downtime = $1, recovery_percent = $2, auto_review = $3, updated_at = $4 where id', [
    next.downtime,
    next.recoveryPercent,
    next.autoReview,
    now.toISOString(),
  ]);
  return next;
}
