/**
 * The repayment pages' state and actions: the only code of the area that calls the data worker.
 * One answer atom per repayment scope (an account or an order, src/state/answers.ts), so the chooser
 * and the VA screen of the same scope show the same answer; offline it is this device's kept answer.
 * A VA seen turning PAID means the product's figures changed: its answers and the account's are read
 * again (invalidated), so every page shows the payment.
 */
import type { CatchupRequest, RepaymentDues, VirtualAccount } from '@domain/contract/lending-catchup';
import { isNoAnswer, type ApiErrorData } from '@domain/errors';
import type { Kept } from '@domain/kept-answer';
import { clockOffsetMs } from '@domain/lending/countdown';
import { type KeptBill, keptBillOf } from '@domain/repayment/kept-bill';
import { type AnswerState, createAnswerFamily, invalidateAnswers, repaymentTag } from '@state/answers';
import { asApiError } from '@state/errors';
import type { RepaymentAnswer, RepaymentTarget } from '@worker/repayment/contract';
import { dataWorker } from '../../data/bridge';
import { openFailure, partialAmountMessage, type OpenFailure } from './repayment-view';

export type RepaymentLoad =
  | { status: 'loading' }
  /** Answered now (`bill`: its figures as kept). `clockOffsetMs`: add to the device's clock to read the platform's. */
  | {
      status: 'live';
      dues: RepaymentDues;
      virtualAccount: VirtualAccount | null;
      /** Once the VA is PAID: the receipt its payment became. */
      receiptId: string | null;
      bill: KeptBill;
      clockOffsetMs: number;
    }
  /** No network: the bill kept on this device for the scope, as of when it was answered. */
  | { status: 'stored'; bill: KeptBill }
  /** The payment methods could not be loaded; `offline` when there was no answer and nothing kept. */
  | { status: 'failed'; error: ApiErrorData; offline: boolean };

/** The VAs seen per scope and their state: a VA seen open that is now PAID was paid while the app watched. */
const seenStates = new Map<string, string>();

function noticePayment(target: RepaymentTarget, answer: RepaymentAnswer): void {
  const va = answer.virtualAccount;
  if (!va) return;
  const seen = seenStates.get(va.id);
  seenStates.set(va.id, va.state);
  if (va.state === 'PAID' && seen !== undefined && seen !== 'PAID') invalidateAnswers(target.product, 'account');
}

/** GET .../dues and .../catchup of one scope. */
export const repaymentAnswer = createAnswerFamily<RepaymentTarget, RepaymentAnswer>({
  keyOf: (target) => `${target.product}:${target.scopeId}`,
  read: async (target): Promise<Kept<RepaymentAnswer>> => {
    const kept = await dataWorker().repayment.overview(target);
    if (kept.source === 'live') noticePayment(target, kept.answer);
    return kept;
  },
  // Opening a VA cancels the product's other scopes' VAs.
  tags: (target) => [repaymentTag(target.product)],
});

/** A scope's answer as the repayment pages show it. `since`: a page opened anew waits for an answer newer than its arrival. */
export function repaymentLoadOf(target: RepaymentTarget, state: AnswerState<RepaymentAnswer>, since: number | null): RepaymentLoad {
  const { value } = state;
  const fresh = since === null || (state.receivedAt !== null && state.receivedAt >= since);
  if (value && state.source === 'kept' && state.answeredAt)
    return { status: 'stored', bill: keptBillOf(target.product, value.dues, value.virtualAccount, state.answeredAt) };
  if (value && fresh && state.answeredAt)
    return {
      status: 'live',
      dues: value.dues,
      virtualAccount: value.virtualAccount,
      receiptId: value.receiptId,
      bill: keptBillOf(target.product, value.dues, value.virtualAccount, state.answeredAt),
      clockOffsetMs: clockOffsetMs(value.dues.asOf, state.receivedAt ?? Date.now()),
    };
  if (state.error && (!value || !fresh)) return { status: 'failed', error: state.error, offline: isNoAnswer(state.error) };
  return { status: 'loading' };
}

/** Reads the scope again (a retry, the VA's watch, "check status"); answers what it shows then. */
export async function loadRepayment(target: RepaymentTarget): Promise<RepaymentLoad> {
  return repaymentLoadOf(target, await repaymentAnswer.refresh(target), null);
}

export type OpenResult = { ok: true; virtualAccount: VirtualAccount } | { ok: false; failure: OpenFailure };

/**
 * Opens a VA for the chosen type and bank (PARTIAL with the typed digits). A PARTIAL amount out of
 * bounds is refused here, with the same rule and message as the platform, without a call. The scope's
 * answer then carries the new VA; the product's other scopes are read again (theirs was cancelled).
 * After a refusal that means the dues or the window moved, the scope is read again.
 */
export async function openVirtualAccount(target: RepaymentTarget, dues: RepaymentDues, request: CatchupRequest): Promise<OpenResult> {
  if (request.catchupType === 'PARTIAL') {
    const message = partialAmountMessage(request.amount, dues);
    if (message) return { ok: false, failure: { kind: 'amount', message } };
  }
  const body: CatchupRequest = { ...request, amount: request.catchupType === 'PARTIAL' ? request.amount : '0' };
  try {
    const virtualAccount = await dataWorker().repayment.openVirtualAccount(target, body);
    seenStates.set(virtualAccount.id, virtualAccount.state);
    repaymentAnswer.update(target, (answer) => ({ ...answer, virtualAccount, receiptId: null }));
    return { ok: true, virtualAccount };
  } catch (thrown) {
    const failure = openFailure(asApiError(thrown), dues);
    // SLIK flagged since the page loaded: the new answer carries it, and the page detours.
    const slik = failure.kind === 'other' && failure.error.errors[0]?.code === 'REPAYMENT_SLIK_REQUIRED';
    if (failure.kind === 'nothing-due' || failure.kind === 'freeze' || failure.kind === 'pending' || slik) await loadRepayment(target);
    return { ok: false, failure };
  }
}
