/** GET /pls/cicilan/profile and .../transactions/unpaid: the kit's shared figures (server/lending) and cicilan's own. */
import type { CicilanProfile, CicilanUnpaid } from '@domain/contract/cicilan';
import type { LendingSettings } from '@domain/contract/money-sandbox';
import { isOpenForNewTransactions } from '@domain/lending/closing';
import { CICILAN_MONTHLY_RATE_PERCENT, CICILAN_TENORS } from '@domain/cicilan/pricing';
import { graceEndDate } from '@domain/lending/grace';
import type { Db } from '../db/client';
import { lendingSettings } from '../ledger/settings';
import { type CreditRead, accountFigures, readCreditAccount, unpaidAnswer } from '../lending/credit-account';
import { unpaidCicilanLines } from './lines';

export type CicilanRead = CreditRead & { settings: LendingSettings };

export async function readCicilan(db: Db, userId: string, now: Date): Promise<CicilanRead> {
  const settings = await lendingSettings(db);
  return { ...(await readCreditAccount(db, userId, 'cicilan', now)), settings };
}

export function cicilanProfile(read: CicilanRead, now: Date): CicilanProfile {
  const asOf = now.toISOString();
  const constants = {
    monthly_rate_percent: CICILAN_MONTHLY_RATE_PERCENT,
    tenors: [...CICILAN_TENORS],
    closing_date: read.settings.cicilanClosingDate,
    is_open_for_new_transactions: isOpenForNewTransactions(asOf, read.settings.cicilanClosingDate),
  };
  const figures = accountFigures(read, now);
  if (read.kind === 'onboarding') {
    return { ...figures, total_amount: 0, payoff_amount: 0, grace_period_end: null, ...constants };
  }
  const { dues } = read.position;
  return {
    ...figures,
    total_amount: figures.owed.total,
    payoff_amount: dues.payoff,
    grace_period_end: dues.dueDate ? graceEndDate(dues.dueDate) : null,
    ...constants,
  };
}

export function cicilanUnpaid(read: CicilanRead, now: Date): CicilanUnpaid {
  return unpaidAnswer(read, (book) => unpaidCicilanLines(book, now), now);
}
