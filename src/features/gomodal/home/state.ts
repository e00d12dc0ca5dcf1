/** The merchant-loan home's state: the loan summary (also read by the loan pages and the status links). */
import type { GomodalLoanSummary } from '@domain/contract/gomodal-loan';
import { createAnswerFamily } from '@state/answers';
import { dataWorker } from '../../../data/bridge';
import { GOMODAL_TAGS } from '../state';

/** GET /sme/v1/loan-summary: the merchant-loan home. */
export const loanSummary = createAnswerFamily<'summary', GomodalLoanSummary>({
  keyOf: () => 'summary',
  read: () => dataWorker().gomodal.loanSummary(),
  tags: () => GOMODAL_TAGS,
});

/** The newest submission's id of a summary (a status link without ?id=). */
export function newestOf(summary: GomodalLoanSummary): string | null {
  return summary.submission?.id ?? summary.loan?.submissionId ?? null;
}
