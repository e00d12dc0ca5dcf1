/**
 * The VA catch-up of a merchant loan (CONTRACT.md "Deductions, dues and the catch-up"): its dues, opening
 * a VA with the repayment area's checks in their order, the newest VA, and settling a payment the
 * sandbox bank announces. The VAs are the shared ones (server/ledger/virtual-accounts.ts, scope
 * GOMODAL_SUBMISSION, account_id = the submission); the bank reaches this through va-owners.ts.
 */
import type { CatchupRequest, RepaymentDues, VirtualAccount } from '@domain/contract/lending-catchup';
import type { GomodalLoanVirtualAccount } from '@domain/contract/gomodal-loan';
import {
  catchupAmount,
  catchupOptions,
  checkPartialAmount,
  isVaAmountStillDue,
  PARTIAL_MIN_AMOUNT,
  partialBounds,
} from '@domain/lending/catchup';
import { type VaState, vaStateAt, vaWindowAt } from '@domain/lending/virtual-account';
import { isGomodalFreezeDay } from '@domain/gomodal/virtual-account';
import { GOMODAL_GRACE_DAYS } from '@domain/gomodal/dues';
import { graceEndDate } from '@domain/lending/grace';
import type { Db } from '../db/client';
import { PlatformError } from '../http/errors';
import { lendingSettings } from '../ledger/settings';
import type { VaOwner } from '../ledger/va-owners';
import {
  type VaScope,
  type VirtualAccountRecord,
  openVirtualAccount,
  setVirtualAccountState,
  toVirtualAccount,
  virtualAccountById,
} from '../ledger/virtual-accounts';
import { accrualKeys } from './engine';
import { insertEntry } from './entries';
import { submissionById } from './submissions';
import { type LoanView, type MerchantState, syncMerchant } from './sync';
import { loanDues } from './views';

const SCOPE = 'GOMODAL_SUBMISSION' as const;

async function freezeDay(db: Db, loan: LoanView, now: Date): Promise<boolean> {
  const settings = await lendingSettings(db);
  return isGomodalFreezeDay(
    loan.book.lines.map((line) => line.dueDate),
    now.toISOString(),
    settings.vaFreezeDates,
  );
}

export async function gomodalDues(db: Db, state: MerchantState, loan: LoanView): Promise<RepaymentDues> {
  const dues = loanDues(loan, state.now);
  return {
    scopeId: loan.submission.id,
    scope: SCOPE,
    product: 'gomodal',
    dueDate: loan.book.completedAt ? null : dues.dueDate,
    gracePeriodEnd: dues.oldestPastDueDate ? graceEndDate(dues.oldestPastDueDate, GOMODAL_GRACE_DAYS) : null,
    overdue: dues.overdue,
    current: dues.current,
    payoff: dues.payoff,
    discount: dues.payoffWaiver,
    owed: null,
    options: catchupOptions(dues),
    partial: partialBounds(dues),
    vaWindow: vaWindowAt(state.now.toISOString(), await freezeDay(db, loan, state.now)),
    asOf: state.now.toISOString(),
  };
}

async function newestVa(db: Db, submissionId: string): Promise<VirtualAccountRecord<VaScope> | null> {
  const [row] = await db.query<{ id: string }>(
    'select id from virtual_accounts where account_id = $1 and scope = $2 order by seq desc limit 1',
    [submissionId, SCOPE],
  );
  return row ? virtualAccountById(db, row.id) : null;
}

/** The state now: EXPIRED by the clock; an ACTIVE one that no longer fits the dues is stored DUE_AMOUNT_CHANGED. */
async function stateNow(db: Db, loan: LoanView, va: VirtualAccountRecord<VaScope>, now: Date): Promise<VaState> {
  const state = vaStateAt(va.state, va.expiresAt.toISOString(), now.toISOString());
  if (state !== 'ACTIVE' || isVaAmountStillDue(va, loanDues(loan, now))) return state;
  await setVirtualAccountState(db, va.id, 'DUE_AMOUNT_CHANGED', now);
  return 'DUE_AMOUNT_CHANGED';
}

export async function currentVa(db: Db, loan: LoanView, now: Date): Promise<VirtualAccount | null> {
  const va = await newestVa(db, loan.submission.id);
  return va ? toVirtualAccount(va, await stateNow(db, loan, va, now)) : null;
}

export async function loanVirtualAccount(db: Db, loan: LoanView, now: Date): Promise<GomodalLoanVirtualAccount | null> {
  const va = await currentVa(db, loan, now);
  return va ? { vaNumber: va.vaNumber, bankName: va.bankName, amount: va.amount, state: va.state, expiresAt: va.expiresAt } : null;
}

const refusal = (status: 400 | 409, code: Parameters<typeof PlatformError.of>[1], message: string, cause = ''): PlatformError =>
  PlatformError.of(status, code, message, cause);

export async function openCatchup(db: Db, state: MerchantState, loan: LoanView, request: CatchupRequest): Promise<VirtualAccount> {
  const now = state.now;
  const pending = await db.query('select 1 from virtual_accounts where account_id = $1 and state = $2 limit 1', [
    loan.submission.id,
    'PENDING',
  ]);
  if (pending.length > 0)
    throw refusal(409, 'VA_REPAYMENT_PENDING', 'A payment to this loan is announced and not settled yet: wait for it, then refresh.');
  const isFreezeDay = await freezeDay(db, loan, now);
  const window = vaWindowAt(now.toISOString(), isFreezeDay);
  if (!window.open)
    throw refusal(
      409,
      'VA_FREEZE_PERIOD',
      `Virtual accounts cannot be opened now; opening is possible again from ${window.opensAt}.`,
      isFreezeDay ? 'FREEZE_DAY' : 'DAILY',
    );
  const dues = loanDues(loan, now);
  let amount: number;
  if (request.catchupType === 'PARTIAL') {
    const issue = checkPartialAmount(request.amount, dues);
    if (issue) {
      const cause =
        issue.code === 'REPAYMENT_AMOUNT_TOO_LOW'
          ? `min:${PARTIAL_MIN_AMOUNT}`
          : issue.code === 'REPAYMENT_AMOUNT_TOO_HIGH'
            ? `max:${dues.payoff}`
            : 'amount';
      throw refusal(400, issue.code, `The amount must be digits, at least 50,000 and at most ${dues.payoff}.`, cause);
    }
    amount = Number(request.amount.trim());
  } else {
    amount = catchupAmount(request.catchupType, dues);
    if (amount === 0) throw refusal(409, 'REPAYMENT_NOTHING_DUE', `${request.catchupType} pays nothing now.`, request.catchupType);
  }
  const va = await openVirtualAccount(
    db,
    {
      accountId: loan.submission.id,
      scope: { kind: SCOPE, id: loan.submission.id },
      catchupType: request.catchupType,
      bankName: request.bankName,
      amount,
    },
    now,
  );
  return toVirtualAccount(va, 'ACTIVE');
}

/** Settles a VA: one VA_REPAYMENT entry (once, by the VA), allocated on the next replay. */
export async function settleLoanVa(db: Db, va: VirtualAccountRecord<VaScope>, now: Date): Promise<string | null> {
  const id = await insertEntry(db, va.accountId, {
    kind: 'VA_REPAYMENT',
    amount: va.amount,
    day: null,
    postedAt: now,
    details: { bankName: va.bankName, vaNumber: va.vaNumber },
    reference: va.id,
    accrualKey: accrualKeys.va(va.id),
  });
  await setVirtualAccountState(db, va.id, 'PAID', now, now);
  return id;
}

/** The merchant loan as the owner of its VAs, for the sandbox bank. */
export const gomodalVaOwner: VaOwner = {
  async withVa(db, found, now, use) {
    const submission = await submissionById(db, found.accountId);
    if (!submission) throw PlatformError.of(404, 'VA_NOT_FOUND', 'No virtual account has this number.', 'vaNumber');
    return db.transaction(async (tx) => {
      const state = await syncMerchant(tx, submission.userId, now);
      const loan = state.loans.get(submission.id);
      const va = (await virtualAccountById(tx, found.id)) ?? found;
      return use(tx, va, {
        stateNow: async () => (loan ? stateNow(tx, loan, va, now) : 'CANCELLED'),
        settle: async () => {
          const id = await settleLoanVa(tx, va, now);
          // Completion and the new balances are stored now, not on the next read.
          await syncMerchant(tx, submission.userId, now);
          return id;
        },
      });
    });
  },
};
