/**
 * GET /pls/akhirbulan/due-date-changes and POST /pls/akhirbulan/due-date-changes/selection
 * (CONTRACT.md "Due-date changes"): the due-date change data and choosing an offered change (it
 * then waits for the contract to be signed). The changes are stored by due-date-changes.ts.
 */
import type { DuesSummary } from '@domain/lending/dues';
import type { SlikFlags } from '@domain/lending/slik-blockers';
import { DUE_DATE_ERROR_CODES, type DueDateChange, type DueDateOffer, type PaylaterDueDateInfo } from '@domain/contract/paylater-duedate';
import { extendedPeriodCost, extraDays, firstDueDateOnNewDay } from '@domain/paylater/due-date';
import { PAYLATER_DAILY_LATE_FEES, PAYLATER_LIMIT_CAPS } from '@domain/paylater/fees';
import { isOpenPlanChange } from '@domain/paylater/plans';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { accountForProduct } from '../ledger/accounts';
import type { Book } from '../ledger/book';
import {
  type DueDateAccountChange,
  cancelOpenDueDateChange,
  chooseDueDateChange,
  dueDateChangesOf,
  dueDayOf,
  lenderOf,
} from './due-date-changes';
import { positionOf } from '../ledger/positions';
import { withBook } from '../ledger/sync';
import type { LendingAccount } from '../ledger/types';
import { slikFlagsOf } from '../users/slik-flags';
import { type RawDueDateOffer, SANDBOX_FIRST_LENDER, dueDateScenario, offersOf } from './due-date-offers';
import { paylaterError } from './errors';
import { refuseChoiceAfterOldVersionEnded } from './purchase-blocks';

const toChange = (change: DueDateAccountChange): DueDateChange => ({
  id: change.id,
  offer_id: change.offerId,
  type: change.type,
  effective: change.effective,
  due_day: change.dueDay,
  previous_due_day: change.previousDueDay,
  credit_limit: change.creditLimit,
  previous_limit: change.previousLimit,
  lender: change.lender,
  state: change.state,
  selected_at: change.selectedAt.toISOString(),
  signed_at: change.signedAt?.toISOString() ?? null,
  effective_at: change.effectiveAt?.toISOString() ?? null,
  ended_at: change.endedAt?.toISOString() ?? null,
});

async function activatedAccount(db: Db, userId: string, now: Date): Promise<LendingAccount> {
  const account = await accountForProduct(db, userId, 'paylater', now);
  if (!account)
    throw paylaterError(409, DUE_DATE_ERROR_CODES.noAccount, 'Due-date changes are offered once PayLater is activated.', 'product_status');
  return account;
}

/** The bill a later due day lengthens: the issued bill, else what the next bill holds so far. */
function billAmountOf(dues: DuesSummary): number {
  return dues.current > 0 ? dues.current : Math.max(0, dues.payoff - dues.overdue);
}

interface Standing {
  offers: RawDueDateOffer[];
  changes: DueDateAccountChange[];
  dueDay: number;
}

async function standingOf(tx: Db, book: Book): Promise<Standing> {
  const changes = await dueDateChangesOf(tx, book.account.id);
  const dueDay = dueDayOf(changes);
  const applied = new Set(changes.filter((change) => change.state === 'APPLIED').map((change) => change.offerId));
  // Left out: offers applied already, and offers that would change nothing (the day or limit in force).
  const offers = offersOf(await dueDateScenario(tx, book.account.id), book.account).filter(
    (offer) =>
      !applied.has(offer.id) && offer.dueDay !== dueDay && (offer.creditLimit === null || offer.creditLimit !== book.account.creditLimit),
  );
  return { offers, changes, dueDay };
}

function info(book: Book, standing: Standing, slik: SlikFlags, now: Date): PaylaterDueDateInfo {
  const version = book.account.providerVersion;
  // One walk of the ledger for both figures the page shows.
  const { dues } = positionOf(book, now);
  const billAmount = billAmountOf(dues);
  const toOffer = (offer: RawDueDateOffer): DueDateOffer => {
    const days = offer.dueDay === null ? 0 : extraDays(standing.dueDay, offer.dueDay);
    return {
      id: offer.id,
      type: offer.type,
      effective: offer.effective,
      due_day: offer.dueDay,
      credit_limit: offer.creditLimit,
      lender: offer.lender,
      extra_days: days,
      extension_cost: extendedPeriodCost(version, billAmount, days),
      first_due_date:
        offer.dueDay === null ? null : firstDueDateOnNewDay(offer.dueDay, offer.effective, now.toISOString(), standing.dueDay),
    };
  };
  const group = (name: RawDueDateOffer['group']) => standing.offers.filter((offer) => offer.group === name).map(toOffer);
  const dueDateChanges = group('due_date');
  const lender = standing.offers.find((offer) => offer.group === 'lender');
  const open = standing.changes.find((change) => isOpenPlanChange(change.state)) ?? null;
  return {
    current_due_day: standing.dueDay,
    credit_limit: book.account.creditLimit,
    max_limit: PAYLATER_LIMIT_CAPS[version],
    provider_version: version,
    lender: lenderOf(standing.changes) ?? SANDBOX_FIRST_LENDER,
    daily_late_fee: PAYLATER_DAILY_LATE_FEES[version],
    bill_amount: billAmount,
    overdue_amount: dues.overdue,
    due_date_changes: dueDateChanges,
    extension_changes: dueDateChanges.filter((offer) => offer.extra_days > 0),
    forced_plan_changes: group('forced_plan'),
    max_limit_changes: group('max_limit'),
    new_lender: lender?.lender ? { name: lender.lender, offer_id: lender.id, effective: lender.effective } : null,
    slik_changes: slik,
    pending_change: open ? toChange(open) : null,
    history: standing.changes.filter((change) => !isOpenPlanChange(change.state)).map(toChange),
    as_of: now.toISOString(),
  };
}

/** GET: the offers, the change to come and the past ones. */
export async function readDueDateChanges(db: Db, userId: string, now: Date): Promise<PaylaterDueDateInfo> {
  const account = await activatedAccount(db, userId, now);
  return withBook(db, account, now, async (tx, book) =>
    info(book, await standingOf(tx, book), await slikFlagsOf(tx, book.account.userId), now),
  );
}

/** POST: choose an offered change; it waits for the contract. Refused while a bill is overdue. */
export async function selectDueDateChange(db: Db, userId: string, offerId: string, now: Date): Promise<PaylaterDueDateInfo> {
  const account = await activatedAccount(db, userId, now);
  await refuseChoiceAfterOldVersionEnded(db, account, now);
  return withBook(db, account, now, async (tx, book) => {
    const standing = await standingOf(tx, book);
    const offer = standing.offers.find((candidate) => candidate.id === offerId);
    if (!offer) {
      const used = standing.changes.some((change) => change.offerId === offerId && change.state === 'APPLIED');
      if (used) throw paylaterError(409, DUE_DATE_ERROR_CODES.offerUsed, 'This change has been applied already.', offerId);
      throw paylaterError(409, DUE_DATE_ERROR_CODES.offerInvalid, 'This change is not offered to this account.', offerId);
    }
    if (positionOf(book, now).dues.overdue > 0)
      throw paylaterError(409, DUE_DATE_ERROR_CODES.overdue, 'Repay the overdue bill before changing the due date.', 'overdue');
    await chooseDueDateChange(
      tx,
      book,
      {
        offerId: offer.id,
        type: offer.type,
        effective: offer.effective,
        dueDay: offer.dueDay,
        creditLimit: offer.creditLimit,
        lender: offer.lender,
      },
      standing.dueDay,
      now,
    );
    return info(book, await standingOf(tx, book), await slikFlagsOf(tx, book.account.userId), now);
  });
}

/** DELETE: cancel the chosen change before it applies (404 when none is open). */
export async function cancelDueDateChange(db: Db, userId: string, now: Date): Promise<PaylaterDueDateInfo> {
  const account = await activatedAccount(db, userId, now);
  return withBook(db, account, now, async (tx, book) => {
    if (!(await cancelOpenDueDateChange(tx, book.account.id, now))) throw notFound();
    return info(book, await standingOf(tx, book), await slikFlagsOf(tx, book.account.userId), now);
  });
}
