/** The loan's VA catch-up: what is owed with its choices, the newest VA, opening one. */
import type { CatchupRequest, RepaymentDues, VirtualAccount } from '@domain/contract/lending-catchup';
import { type ApiErrorData, hasErrorCode } from '@domain/errors';
import { checkPartialAmount } from '@domain/lending/catchup';
import { createAnswerFamily, invalidateAnswers, repaymentTag } from '@state/answers';
import { asApiError } from '@state/errors';
import type { UiText } from '@state/ui';
import type { GomodalRepaymentOverview } from '@worker/gomodal/contract';
import { dataWorker } from '../../../data/bridge';
import { gomodalRefusalOf } from '../state';

/** The VAs seen open: one seen open that is now PAID was paid while the app watched (the loan's figures changed). */
const seenOpen = new Set<string>();

function noticePayment(answer: GomodalRepaymentOverview): void {
  const va = answer.virtualAccount;
  if (!va) return;
  if (va.state === 'ACTIVE' || va.state === 'PENDING') seenOpen.add(va.id);
  // Paid while the app watched: the loan's figures changed everywhere.
  else if (va.state === 'PAID' && seenOpen.has(va.id)) invalidateAnswers('gomodal', 'account');
}

/** GET .../dues and .../catchup of a loan: what is owed with its choices, and the newest VA. */
export const repaymentAnswer = createAnswerFamily<string, GomodalRepaymentOverview>({
  keyOf: (submissionId) => submissionId,
  read: async (submissionId) => {
    const kept = await dataWorker().gomodal.repaymentOverview(submissionId);
    if (kept.source === 'live') noticePayment(kept.answer);
    return kept;
  },
  tags: () => [repaymentTag('gomodal')],
});

/** A PARTIAL amount's problem as a catalogue message (gomodal.partial.*), or null. */
export function partialAmountIssue(digits: string, dues: Pick<RepaymentDues, 'overdue' | 'current' | 'payoff'>) {
  const issue = checkPartialAmount(digits, dues);
  if (!issue) return null;
  const key = issue.code === 'REPAYMENT_AMOUNT_TOO_LOW' ? 'min' : issue.code === 'REPAYMENT_AMOUNT_TOO_HIGH' ? 'max' : 'invalid';
  return { messageId: `gomodal.partial.${key}`, values: issue.values ?? {} };
}

/** Why a VA could not be opened, as the VA error page's `reason`. */
export const VA_ERROR_REASONS = ['freeze', 'freeze-day', 'pending', 'nothing-due', 'amount', 'general'] as const;
export type VaErrorReason = (typeof VA_ERROR_REASONS)[number];

export function vaErrorReason(error: ApiErrorData): VaErrorReason {
  const item = error.errors[0];
  if (hasErrorCode(error, 'VA_FREEZE_PERIOD')) return item?.cause === 'FREEZE_DAY' ? 'freeze-day' : 'freeze';
  if (hasErrorCode(error, 'VA_REPAYMENT_PENDING')) return 'pending';
  if (hasErrorCode(error, 'REPAYMENT_NOTHING_DUE')) return 'nothing-due';
  if (/^REPAYMENT_AMOUNT_/.test(item?.code ?? '')) return 'amount';
  return 'general';
}

export type OpenVaOutcome =
  | { ok: true; virtualAccount: VirtualAccount }
  /** `refusal`: what the form says by its button when the reason has no page of its own ('general'). */
  | { ok: false; reason: VaErrorReason; refusal: UiText | null };

/**
 * Opens a VA for the chosen type and bank (PARTIAL: the typed digits, "0" otherwise); the loan's
 * repayment answer carries it at once (the worker keeps it too: shown again after a reload).
 */
export async function openVirtualAccount(submissionId: string, request: CatchupRequest): Promise<OpenVaOutcome> {
  const body: CatchupRequest = { ...request, amount: request.catchupType === 'PARTIAL' ? request.amount : '0' };
  try {
    const virtualAccount = await dataWorker().gomodal.openVirtualAccount(submissionId, body);
    seenOpen.add(virtualAccount.id);
    repaymentAnswer.update(submissionId, (answer) => ({ ...answer, virtualAccount, receiptId: null }));
    return { ok: true, virtualAccount };
  } catch (thrown) {
    const error = asApiError(thrown);
    const reason = vaErrorReason(error);
    // The VA refusals have their own page; anything else is said by the form's button.
    return { ok: false, reason, refusal: reason === 'general' ? gomodalRefusalOf(error) : null };
  }
}
