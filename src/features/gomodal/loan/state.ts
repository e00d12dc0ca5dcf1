/** The loan pages' state: a submission with its loan, its deductions, the cleared loans and the repayments' history. */
import type {
  GomodalCompletedLoans,
  GomodalDeductions,
  GomodalRepayment,
  GomodalRepaymentKind,
  GomodalRepaymentPage,
  GomodalSubmission,
} from '@domain/contract/gomodal-loan';
import { createAnswerFamily } from '@state/answers';
import { pagedList } from '@state/paging';
import { dataWorker } from '../../../data/bridge';
import { GOMODAL_ERRORS, GOMODAL_TAGS } from '../state';

/** GET /sme/v1/submissions/{id}: a submission with its loan once paid out. */
export const submissionAnswer = createAnswerFamily<string, GomodalSubmission>({
  keyOf: (submissionId) => submissionId,
  read: (submissionId) => dataWorker().gomodal.submission(submissionId),
  tags: () => GOMODAL_TAGS,
});

/** GET /sme/v1/deductions/{id}: the running window of a loan. */
export const deductionsAnswer = createAnswerFamily<string, GomodalDeductions>({
  keyOf: (submissionId) => submissionId,
  read: (submissionId) => dataWorker().gomodal.deductions(submissionId),
  tags: () => GOMODAL_TAGS,
});

/** GET /sme/v1/submissions/completed. */
export const completedLoans = createAnswerFamily<'completed', GomodalCompletedLoans>({
  keyOf: () => 'completed',
  read: () => dataWorker().gomodal.completedLoans(),
  tags: () => GOMODAL_TAGS,
});

// ---------------------------------------------------------------------------------------------
// The loan's history

/** What the history shows: whose loan, which kind (null: both). */
export interface HistoryQuery {
  submissionId: string;
  kind: GomodalRepaymentKind | null;
}

let historyQuery: HistoryQuery = { submissionId: '', kind: null };

export const repaymentHistory = pagedList<GomodalRepayment[], GomodalRepaymentPage>({
  empty: [],
  fetch: (cursor) => dataWorker().gomodal.repaymentsPage(historyQuery.submissionId, cursor, historyQuery.kind),
  itemsOf: (page) => page.repayments,
  nextPageOf: (page) => page.nextPage,
  append: (shownItems, next) => [...shownItems, ...next],
  errorContext: GOMODAL_ERRORS,
  tags: GOMODAL_TAGS,
});

/** The history of one loan and kind, from its first page (the owner key names both). */
export function showHistory(query: HistoryQuery): Promise<void> {
  historyQuery = query;
  return repaymentHistory.showFirst(`${query.submissionId}|${query.kind ?? 'ALL'}`);
}
