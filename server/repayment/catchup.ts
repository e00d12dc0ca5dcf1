/**
 * The app's repayment calls on one scope: its dues, opening a VA (the checks in the contract's order),
 * and its newest VA as of now.
 */
import type { CatchupRequest, CurrentVirtualAccount, RepaymentDues, VirtualAccount } from '@domain/contract/lending-catchup';
import {
  catchupAmount,
  catchupOptions,
  checkPartialAmount,
  PARTIAL_MIN_AMOUNT,
  partialBounds,
  type DuesSummary,
  type PartialAmountIssue,
} from '@domain/lending/catchup';
import { vaWindowAt } from '@domain/lending/virtual-account';
import { graceEndDate } from '@domain/lending/grace';
import { isSlikBlocked } from '@domain/lending/slik-blockers';
import type { Db } from '../db/client';
import { PlatformError } from '../http/errors';
import { bookOwnerOf } from '../ledger/book-owners';
import { scopeDebits, scopeDuesOf } from '../ledger/positions';
import { owedOf } from '../lending/owed';
import { withBook } from '../ledger/sync';
import { slikFlagsOf } from '../users/slik-flags';
import {
  hasPendingVirtualAccount,
  newestVirtualAccountOfScope,
  openVirtualAccount,
  toVirtualAccount,
  virtualAccountStateNow,
} from '../ledger/virtual-accounts';
import { repaymentError } from './errors';
import { type ResolvedScope, isFreezeDay } from './scopes';

export async function repaymentDues(db: Db, { account, scope }: ResolvedScope, now: Date): Promise<RepaymentDues> {
  const freezeDay = await isFreezeDay(db, account, now);
  const slik = account.product === 'paylater' ? { slik: await slikFlagsOf(db, account.userId) } : {};
  return withBook(db, account, now, async (_tx, book) => {
    const dues = scopeDuesOf(book, scope, now);
    const owner = bookOwnerOf(account.product);
    const inScope = new Set(scopeDebits(book, scope).map((debit) => debit.id));
    return {
      scopeId: scope.id,
      scope: scope.kind,
      product: account.product,
      dueDate: dues.dueDate,
      gracePeriodEnd: dues.dueDate ? graceEndDate(dues.dueDate) : null,
      overdue: dues.overdue,
      current: dues.current,
      payoff: dues.payoff,
      discount: dues.discount,
      owed: owedOf(
        book,
        (dueDate) => owner.isBilled(dueDate, now),
        now,
        (debit) => inScope.has(debit.id),
      ),
      options: catchupOptions(dues),
      partial: partialBounds(dues),
      vaWindow: vaWindowAt(now.toISOString(), freezeDay),
      asOf: now.toISOString(),
      ...slik,
    };
  });
}

/** The cause of a refused PARTIAL amount: "min:50000", "max:<payoff>", or the field. */
/** The refused bound as a number (`min:50000`, `max:<payoff>`): the message's values are formatted for people, the cause is for programs. */
function amountCause(code: PartialAmountIssue['code'], dues: DuesSummary): string {
  if (code === 'REPAYMENT_AMOUNT_TOO_LOW') return `min:${PARTIAL_MIN_AMOUNT}`;
  if (code === 'REPAYMENT_AMOUNT_TOO_HIGH') return `max:${dues.payoff}`;
  return 'amount';
}

/**
 * Pay-later's SLIK blocker on repayment (CONTRACT.md "SLIK blockers"): no NEW VA while the user's
 * SLIK answers must be sent again. Only opening is refused: money arriving on a VA issued before
 * was already transferred, so the bank's notice is credited as ever (server/repayment/bank.ts).
 */
async function refuseSlikBlocked(db: Db, account: ResolvedScope['account']): Promise<void> {
  if (account.product !== 'paylater') return;
  const flags = await slikFlagsOf(db, account.userId);
  if (!isSlikBlocked(flags)) return;
  throw repaymentError(
    409,
    'REPAYMENT_SLIK_REQUIRED',
    'The SLIK questionnaire must be sent again (in the app, /kyc/slik) before a new virtual account.',
    flags.has_invalid_slik ? 'has_invalid_slik' : 'force_resubmission',
  );
}

export async function openCatchup(db: Db, { account, scope }: ResolvedScope, request: CatchupRequest, now: Date): Promise<VirtualAccount> {
  await refuseSlikBlocked(db, account);
  const freezeDay = await isFreezeDay(db, account, now);
  const outcome = await withBook(db, account, now, async (tx, book): Promise<VirtualAccount | PlatformError> => {
    if (await hasPendingVirtualAccount(tx, account.id)) {
      return repaymentError(
        409,
        'VA_REPAYMENT_PENDING',
        'A payment to this account is announced and not settled yet: wait for it, then refresh.',
      );
    }
    const window = vaWindowAt(now.toISOString(), freezeDay);
    if (!window.open) {
      return repaymentError(
        409,
        'VA_FREEZE_PERIOD',
        `Virtual accounts cannot be opened now; opening is possible again from ${window.opensAt}.`,
        freezeDay ? 'FREEZE_DAY' : 'DAILY',
      );
    }
    const dues = scopeDuesOf(book, scope, now);
    let amount: number;
    if (request.catchupType === 'PARTIAL') {
      const issue = checkPartialAmount(request.amount, dues);
      if (issue)
        return repaymentError(
          400,
          issue.code,
          `The amount must be digits, at least 50,000 and at most ${dues.payoff}.`,
          amountCause(issue.code, dues),
        );
      amount = Number(request.amount.trim());
    } else {
      amount = catchupAmount(request.catchupType, dues);
      if (amount === 0)
        return repaymentError(409, 'REPAYMENT_NOTHING_DUE', `${request.catchupType} pays nothing now.`, request.catchupType);
    }
    const va = await openVirtualAccount(
      tx,
      { accountId: account.id, scope, catchupType: request.catchupType, bankName: request.bankName, amount },
      now,
    );
    return toVirtualAccount(va, 'ACTIVE');
  });
  if (outcome instanceof PlatformError) throw outcome;
  return outcome;
}

export async function currentCatchup(db: Db, { account, scope }: ResolvedScope, now: Date): Promise<CurrentVirtualAccount> {
  return withBook(db, account, now, async (tx, book) => {
    const va = await newestVirtualAccountOfScope(tx, account.id, scope.id);
    if (!va) return { virtualAccount: null, receiptId: null };
    const state = await virtualAccountStateNow(tx, book, va, now);
    const repayment = state === 'PAID' ? book.ofKind('REPAYMENT').find((entry) => entry.reference === va.id) : undefined;
    return { virtualAccount: toVirtualAccount(va, state), receiptId: repayment?.id ?? null };
  });
}
