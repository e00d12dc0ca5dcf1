/** The platform's lending settings (one row): cicilan's closing date and extra VA freeze days. */
import type { LendingSettings, LendingSettingsUpdate } from '@domain/contract/money-sandbox';
import { jakartaDate } from '@domain/time';
import type { Db } from '../db/client';

export async function lendingSettings(db: Db): Promise<LendingSettings> {
  const [row] = await db.query<{ cicilan_closing_date: string | null; va_freeze_dates: string[] }>(
    'select cicilan_closing_date::text as cicilan_closing_date, va_freeze_dates from lending_settings where id',
  );
  return { cicilanClosingDate: row?.cicilan_closing_date ?? null, vaFreezeDates: [...(row?.va_freeze_dates ?? [])].sort() };
}

/** Changes what the update names (a field left out stays as it is). */
export async function updateLendingSettings(db: Db, update: LendingSettingsUpdate, now: Date): Promise<LendingSettings> {
  const current = await lendingSettings(db);
  const next: LendingSettings = {
    cicilanClosingDate: update.cicilanClosingDate === undefined ? current.cicilanClosingDate : update.cicilanClosingDate,
    vaFreezeDates: update.vaFreezeDates === undefined ? current.vaFreezeDates : [...new Set(update.vaFreezeDates)].sort(),
  };
  await db.query('update lending_settings set cicilan_closing_date = $1::date, va_freeze_dates = $2::text[], updated_at = $3 where id', [
    next.cicilanClosingDate,
    next.vaFreezeDates,
    now.toISOString(),
  ]);
  return next;
}

/** A VA freeze day by the settings (every product; pay-later adds its own 16th). */
export function isSettingsFreezeDay(settings: LendingSettings, now: Date): boolean {
  return settings.vaFreezeDates.includes(jakartaDate(now.toISOString()));
}
