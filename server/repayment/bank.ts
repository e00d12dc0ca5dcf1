/**
 * The sandbox bank's payment notices (server/repayment/CONTRACT.md "The sandbox bank"). A bank numbers
 * its own notices, so a notice is known by (bank, notice id): the same notice again gets the first
 * answer and posts nothing; the same key naming another VA, amount or outcome is refused with 409
 * BANK_NOTICE_CONFLICT and changes nothing. Never a 500 for a race: a unique violation means another
 * request took the key first, and the notice is then answered as a repeat or a conflict.
 */
import type { BankPaymentNotice, BankPaymentResult } from '@domain/contract/money-sandbox';
import type { VaBank } from '@domain/lending/banks';
import { vaPaymentError } from '@domain/lending/virtual-account';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { PlatformError } from '../http/errors';
import { vaOwnerOf } from '../ledger/va-owners';
import { setVirtualAccountState, virtualAccountByNumber } from '../ledger/virtual-accounts';
import { repaymentError } from './errors';

interface KnownNotice {
  virtualAccountId: string;
  amount: number;
  outcome: BankPaymentNotice['outcome'];
  answer: BankPaymentResult;
}

async function knownNotice(db: Db, bank: VaBank, noticeId: string): Promise<KnownNotice | null> {
  const [row] = await db.query<{
    virtual_account_id: string;
    amount: number;
    outcome: BankPaymentNotice['outcome'];
    answer: BankPaymentResult | string;
  }>('select virtual_account_id, amount, outcome, answer from bank_notices where bank_name = $1 and notice_id = $2', [bank, noticeId]);
  if (!row) return null;
  const answer = typeof row.answer === 'string' ? (JSON.parse(row.answer) as BankPaymentResult) : row.answer;
  return { virtualAccountId: row.virtual_account_id, amount: row.amount, outcome: row.outcome, answer };
}

/** The first answer again (nothing posted), or 409 when the bank reused the id for another payment. */
function answerAgain(known: KnownNotice, vaId: string, notice: BankPaymentNotice, bank: VaBank): BankPaymentResult {
  if (known.virtualAccountId === vaId && known.amount === notice.amount && known.outcome === notice.outcome) {
    return { ...known.answer, posted: false };
  }
  throw repaymentError(
    409,
    'BANK_NOTICE_CONFLICT',
    `${bank} already sent notice ${notice.noticeId} for another payment (another virtual account, amount or outcome): nothing was posted. Send this payment with its own notice id.`,
    'noticeId',
  );
}

async function receiveOnce(db: Db, notice: BankPaymentNotice, now: Date): Promise<BankPaymentResult> {
  const found = await virtualAccountByNumber(db, notice.vaNumber);
  if (!found) throw repaymentError(404, 'VA_NOT_FOUND', 'No virtual account has this number.', 'vaNumber');
  // The bank that sends a notice is the bank of the VA's number (each bank pays its own numbers).
  const bank = found.bankName;
  const known = await knownNotice(db, bank, notice.noticeId);
  if (known) return answerAgain(known, found.id, notice, bank);
  if (notice.amount !== found.amount)
    throw repaymentError(400, 'VA_AMOUNT_MISMATCH', `This virtual account takes exactly ${found.amount}.`, String(found.amount));
  // The ledger's accounts, or the product that keeps the VA's scope (the merchant loan).
  const owner = vaOwnerOf(found.scope.kind);
  const outcome = await owner.withVa(db, found, now, async (tx, va, ops): Promise<BankPaymentResult | PlatformError> => {
    // One notice key at a time, whichever VA it names: two notices with one key never both post.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`bank-notice:${bank}:${notice.noticeId}`]);
    const again = await knownNotice(tx, bank, notice.noticeId);
    if (again) return answerAgain(again, va.id, notice, bank);
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
      `insert into bank_notices (bank_name, notice_id, virtual_account_id, amount, outcome, received_at, answer)
       values ($1, $2, $3, $4, $5, $6, $7::text::jsonb)`,
      [bank, notice.noticeId, va.id, notice.amount, notice.outcome, now.toISOString(), JSON.stringify(answer)],
    );
    return answer;
  });
  // Thrown after the transaction: a VA found DUE_AMOUNT_CHANGED stays so (contract: stored).
  if (outcome instanceof PlatformError) throw outcome;
  return outcome;
}

export async function receiveBankNotice(db: Db, notice: BankPaymentNotice, now: Date): Promise<BankPaymentResult> {
  try {
    return await receiveOnce(db, notice, now);
  } catch (error) {
    // Another server took this key (or posted this VA) between our read and our write: our
    // transaction rolled back whole, so reading again answers as a repeat, a conflict or a refusal.
    if (!isUniqueViolation(error)) throw error;
    return receiveOnce(db, notice, now);
  }
}
