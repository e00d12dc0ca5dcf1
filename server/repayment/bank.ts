/**
 * The sandbox bank's payment notices (server/repayment/CONTRACT.md "The sandbox bank"). A notice is
 * taken once by its id: the same notice again gets the first answer and posts nothing.
 */
import type { BankPaymentNotice, BankPaymentResult } from '@domain/contract/money-sandbox';
import { vaPaymentError } from '@domain/repayment/virtual-account';
import type { Db } from '../db/client';
import { PlatformError } from '../http/errors';
import { vaOwnerOf } from '../ledger/va-owners';
import { setVirtualAccountState, virtualAccountByNumber } from '../ledger/virtual-accounts';
import { repaymentError } from './errors';

async function earlierAnswer(db: Db, noticeId: string): Promise<BankPaymentResult | null> {
  const [row] = await db.query<{ answer: BankPaymentResult | string }>('select answer from bank_notices where notice_id = $1', [noticeId]);
  if (!row) return null;
  const answer = typeof row.answer === 'string' ? (JSON.parse(row.answer) as BankPaymentResult) : row.answer;
  return { ...answer, posted: false };
}

export async function receiveBankNotice(db: Db, notice: BankPaymentNotice, now: Date): Promise<BankPaymentResult> {
  const known = await earlierAnswer(db, notice.noticeId);
  if (known) return known;
  const found = await virtualAccountByNumber(db, notice.vaNumber);
  if (!found) throw repaymentError(404, 'VA_NOT_FOUND', 'No virtual account has this number.', 'vaNumber');
  if (notice.amount !== found.amount)
    throw repaymentError(400, 'VA_AMOUNT_MISMATCH', `This virtual account takes exactly ${found.amount}.`, String(found.amount));
  // The ledger's accounts, or the product that keeps the VA's scope (the merchant loan).
  const owner = vaOwnerOf(found.scope.kind);
  const outcome = await owner.withVa(db, found, now, async (tx, va, ops): Promise<BankPaymentResult | PlatformError> => {
    // Under the owner's lock: a notice sent twice at once is taken by the first only.
    const again = await earlierAnswer(tx, notice.noticeId);
    if (again) return again;
    const state = await ops.stateNow();
    const refusal = vaPaymentError(state);
    if (refusal) return repaymentError(409, refusal, `This virtual account cannot be paid: it is ${state}.`, state);

    let answer: BankPaymentResult;
    if (notice.outcome === 'PENDING') {
      await setVirtualAccountState(tx, va.id, 'PENDING', now);
      answer = { virtualAccountId: va.id, state: 'PENDING', posted: true, repaymentId: null };
    } else if (notice.outcome === 'DENIED') {
      await setVirtualAccountState(tx, va.id, 'DENIED', now);
      answer = { virtualAccountId: va.id, state: 'DENIED', posted: true, repaymentId: null };
    } else {
      answer = { virtualAccountId: va.id, state: 'PAID', posted: true, repaymentId: await ops.settle() };
    }
    await tx.query(
      'insert into bank_notices (notice_id, virtual_account_id, amount, outcome, received_at, answer) values ($1, $2, $3, $4, $5, $6::text::jsonb)',
      [notice.noticeId, va.id, notice.amount, notice.outcome, now.toISOString(), JSON.stringify(answer)],
    );
    return answer;
  });
  // Thrown after the transaction: a VA found DUE_AMOUNT_CHANGED stays so (contract: stored).
  if (outcome instanceof PlatformError) throw outcome;
  return outcome;
}
