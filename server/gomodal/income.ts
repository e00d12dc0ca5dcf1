/** The merchant's daily sales the deductions are taken from (gomodal_income): sandbox settings by date range. */
import { randomUUID } from 'node:crypto';
import { SANDBOX_DEFAULT_DAILY_INCOME } from '@domain/contract/gomodal-sandbox';
import type { Db } from '../db/client';

export interface IncomeSetting {
  amount: number;
  from: string;
  until: string | null;
}

/** The merchant's daily sales: the newest setting covering the day, else the sandbox default. */
export async function incomeOf(db: Db, userId: string): Promise<(day: string) => number> {
  const settings = await db.query<IncomeSetting>(
    `select amount, from_date::text as "from", until_date::text as "until" from gomodal_income where user_id = $1 order by seq desc`,
    [userId],
  );
  return (day) =>
    settings.find((setting) => day >= setting.from && (setting.until === null || day <= setting.until))?.amount ??
    SANDBOX_DEFAULT_DAILY_INCOME;
}

export async function insertIncome(db: Db, userId: string, setting: IncomeSetting, now: Date): Promise<void> {
  await db.query('insert into gomodal_income (id, user_id, amount, from_date, until_date, created_at) values ($1, $2, $3, $4, $5, $6)', [
    randomUUID(),
    userId,
    setting.amount,
    setting.from,
    setting.until,
    now.toISOString(),
  ]);
}
