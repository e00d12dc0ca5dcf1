/**
 * The merchant-loan pages' state and actions: the only module of the area that calls the data
 * worker. The loan's money answers (the home's summary, a submission with its loan, its deductions,
 * the cleared loans, the VA page) are atoms (src/state/answers.ts), read again on each arrival and
 * when a payment invalidates 'gomodal'; offline they hold this device's kept answers with their
 * time. Every failure is shown one way
 * (presentGomodalError): a loan redirect code (SME03-SME05) leaves the app for its target, SME01
 * leaves a step for the ineligible screen, the loan's own codes have
 * their message in the catalogue, 5xx opens the generic dialog, 401/403 end the session (and the
 * shell sends the user to the gomodal home).
 */
import type { CallbackReason, GomodalApplyCheck, GomodalCallback } from '@domain/contract/gomodal';
import type {
  GomodalCompletedLoans,
  GomodalDeductions,
  GomodalLoanSummary,
  GomodalRepayment,
  GomodalRepaymentKind,
  GomodalRepaymentPage,
  GomodalSubmission,
} from '@domain/contract/gomodal-loan';
import type { CatchupRequest, RepaymentDues, VirtualAccount } from '@domain/contract/lending-catchup';
import type { ErrorContext } from '@domain/error-presentation';
import { type ApiErrorData, hasErrorCode, isSessionRejection } from '@domain/errors';
import type { ApplicationStep } from '@domain/gomodal/application';
import { APPLY_BLOCKERS, type ApplyBlocker } from '@domain/gomodal/blockers';
import { applyBlockerRoute } from '@domain/gomodal/blocker-routes';
import { loanErrorRoute } from '@domain/gomodal/routes';
import { sme01Redirect } from '@domain/gomodal/sme01';
import { checkPartialAmount } from '@domain/lending/catchup';
import { hasMessage } from '@i18n/catalogue';
import { asApiError, formRefusalOf } from '@state/errors';
import { navigateTo } from '@state/navigation';
import { showFlash } from '@state/notify';
import type { UiText } from '@state/ui';
import { createAnswerFamily, invalidateAnswers, repaymentTag } from '@state/answers';
import { pagedList } from '@state/paging';
import type { SendState } from '@worker/contract';
import type { GomodalRepaymentOverview } from '@worker/gomodal/contract';
import { dataWorker } from '../../data/bridge';
import { leaveForLoanRedirect } from './outside-links';

export const GOMODAL_ERRORS: ErrorContext = { flow: 'gomodal', product: 'gomodal' };

/** The catalogue's message for the first error code (gomodal.error.<CODE>), or null. */
export function gomodalErrorMessageId(error: ApiErrorData): string | null {
  const code = error.errors[0]?.code;
  if (!code) return null;
  const id = `gomodal.error.${code}`;
  return hasMessage(id) ? id : null;
}

/**
 * What a failed call of a gomodal page says beside what it is about (a button, a form) until the
 * merchant acts; null when it was dealt with otherwise: SME01's page (`pathname` is the page's, the
 * rule depends on it), the generic dialog for a 5xx, the session, no answer at all (the shell's
 * connection notice).
 */
export function gomodalRefusalOf(thrown: unknown, pathname: string = window.location.pathname): UiText | null {
  const error = asApiError(thrown);
  // A code that sends the merchant to another site: the page is being left, nothing to say here.
  if (leaveForLoanRedirect(error)) return null;
  const target = sme01Redirect(pathname, error.errors);
  if (target) {
    navigateTo(target, { replace: true });
    return null;
  }
  const messageId = error.status >= 500 || isSessionRejection(error) ? null : gomodalErrorMessageId(error);
  if (messageId) return { id: messageId, values: { cause: error.errors[0]?.cause ?? '' } };
  return formRefusalOf(error, GOMODAL_ERRORS);
}

/**
 * Shows a failed read of a gomodal page in the flash (a load has no button or field to say it by).
 * Answers whether the page was left (SME01), so a caller stops there.
 */
export function presentGomodalError(thrown: unknown, pathname: string = window.location.pathname): boolean {
  const error = asApiError(thrown);
  if (leaveForLoanRedirect(error)) return true;
  const left = sme01Redirect(pathname, error.errors) !== null;
  const text = gomodalRefusalOf(error, pathname);
  if (text) showFlash(text);
  return left;
}

/** A load whose failure is shown the gomodal way before the page sees it. */
function shown<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    presentGomodalError(error);
    throw error;
  });
}

export const loadApplyCheck = () => shown(dataWorker().gomodal.applyCheck());
export const loadOffer = () => shown(dataWorker().gomodal.offer());
export const loadBankProfile = () => shown(dataWorker().gomodal.bankProfile());
export const loadOutlets = () => shown(dataWorker().gomodal.outlets());
export const loadSubmission = async (submissionId: string) => (await shown(dataWorker().gomodal.submission(submissionId))).answer;
export const loadCallback = () => shown(dataWorker().gomodal.callback());

// ---------------------------------------------------------------------------------------------
// The loan's money answers (one atom each; a payment invalidates 'gomodal')

const TAGS = ['gomodal'] as const;

/** How a loan page presents a failed read (useAnswer's `errors`). */
export const presentGomodalFailure = (error: ApiErrorData): void => void presentGomodalError(error);

/** GET /sme/v1/loan-summary: the merchant-loan home. */
export const loanSummary = createAnswerFamily<'summary', GomodalLoanSummary>({
  keyOf: () => 'summary',
  read: () => dataWorker().gomodal.loanSummary(),
  tags: () => TAGS,
});

/** GET /sme/v1/submissions/{id}: a submission with its loan once paid out. */
export const submissionAnswer = createAnswerFamily<string, GomodalSubmission>({
  keyOf: (submissionId) => submissionId,
  read: (submissionId) => dataWorker().gomodal.submission(submissionId),
  tags: () => TAGS,
});

/** GET /sme/v1/deductions/{id}: the running window of a loan. */
export const deductionsAnswer = createAnswerFamily<string, GomodalDeductions>({
  keyOf: (submissionId) => submissionId,
  read: (submissionId) => dataWorker().gomodal.deductions(submissionId),
  tags: () => TAGS,
});

/** GET /sme/v1/submissions/completed. */
export const completedLoans = createAnswerFamily<'completed', GomodalCompletedLoans>({
  keyOf: () => 'completed',
  read: () => dataWorker().gomodal.completedLoans(),
  tags: () => TAGS,
});

/** "Tell me when I'm eligible": answers the apply check as it now stands (a failure: gomodalRefusalOf). */
export async function askToBeTold(check: GomodalApplyCheck): Promise<GomodalApplyCheck> {
  const answer = await dataWorker().gomodal.askToBeTold();
  return { ...check, askedToBeTold: answer.requested };
}

/** Asks for a call-back (a failure: gomodalRefusalOf, said by the button). */
export function requestCallback(reason: CallbackReason): Promise<GomodalCallback> {
  return dataWorker().gomodal.requestCallback(reason);
}

function isApplyBlocker(value: string): value is ApplyBlocker {
  return (APPLY_BLOCKERS as readonly string[]).includes(value);
}

/** The page a refusal of the submission leads to (GOMODAL_<blocker>, the contract expired), or null. */
export function refusalRoute(error: ApiErrorData): string | null {
  for (const item of error.errors) {
    const blocker = item.code.startsWith('GOMODAL_') ? item.code.slice('GOMODAL_'.length) : '';
    if (isApplyBlocker(blocker)) return applyBlockerRoute(blocker);
    if (item.code === 'GOMODAL_CONTRACT_EXPIRED') return loanErrorRoute('contract-expired');
  }
  return null;
}

export type SubmitOutcome =
  | { kind: 'sent'; submission: GomodalSubmission }
  /** A page of the application is not done (the draft lacks it): go back to it. */
  | { kind: 'incomplete'; step: ApplicationStep }
  /** Refused for who the merchant is now (a blocker): its page. */
  | { kind: 'refused'; route: string }
  /** Refused or failed: what to say by the send button (null: dealt with otherwise); the merchant may try again. */
  | { kind: 'failed'; refusal: UiText | null };

const STEPS: readonly ApplicationStep[] = ['loan', 'bank', 'outlet', 'terms'];

/** Where this device's application send stands: answered (with the submission's id), none, or unknown. */
export function applicationSend(): Promise<SendState<string>> {
  return dataWorker().gomodal.application();
}

/** The platform lets the merchant apply again: the device's record of the last send is done with. */
export function forgetApplicationSend(): void {
  dataWorker()
    .gomodal.forgetApplication()
    .catch(() => undefined); // asked again at the next arrival
}

let submitting: Promise<SubmitOutcome> | null = null;

/** Sends the drafted application, once at a time (a double tap must not apply twice). */
export function submitApplication(): Promise<SubmitOutcome> {
  submitting ??= dataWorker()
    .gomodal.submitFromDraft()
    .then(
      (submission): SubmitOutcome => ({ kind: 'sent', submission }),
      (thrown: unknown): SubmitOutcome => {
        const error = asApiError(thrown);
        const incomplete = error.errors.find((item) => item.code === 'GOMODAL_APPLICATION_INCOMPLETE');
        if (incomplete) {
          const step = STEPS.find((candidate) => candidate === incomplete.cause) ?? 'loan';
          return { kind: 'incomplete', step };
        }
        const route = refusalRoute(error);
        if (route && !hasErrorCode(error, 'SME01')) return { kind: 'refused', route };
        // The loan form's own fields (amount, tenor, offer) are fixed on the loan page, the outlet on
        // its own: the refusal goes with the merchant there (the flash carries over to that page).
        const step: ApplicationStep | null =
          ['GOMODAL_OFFER_CHANGED', 'GOMODAL_TENURE_INVALID'].some((code) => hasErrorCode(error, code)) ||
          /PRINCIPAL/.test(error.errors[0]?.code ?? '')
            ? 'loan'
            : hasErrorCode(error, 'GOMODAL_OUTLET_INVALID')
              ? 'outlet'
              : null;
        if (step) {
          presentGomodalError(error);
          return { kind: 'incomplete', step };
        }
        return { kind: 'failed', refusal: gomodalRefusalOf(error) };
      },
    )
    .finally(() => {
      submitting = null;
    });
  return submitting;
}

// ---------------------------------------------------------------------------------------------
// Signing and the application's status

export type SigningOutcome =
  | { kind: 'ready'; url: string; expiresAt: string; isSigned: boolean }
  /** The hour passed, or the contract is not waiting: the page to go to. */
  | { kind: 'elsewhere'; route: string };

export async function loadSigning(submissionId: string, statusRoute: string): Promise<SigningOutcome> {
  try {
    const info = await dataWorker().gomodal.signingInfo(submissionId);
    return { kind: 'ready', url: info.url, expiresAt: info.expiresAt, isSigned: info.isSigned };
  } catch (thrown) {
    const error = asApiError(thrown);
    if (hasErrorCode(error, 'GOMODAL_CONTRACT_EXPIRED')) return { kind: 'elsewhere', route: loanErrorRoute('contract-expired') };
    if (hasErrorCode(error, 'GOMODAL_SIGNING_NOT_AVAILABLE')) return { kind: 'elsewhere', route: statusRoute };
    presentGomodalError(error);
    throw error;
  }
}

export interface StatusAnswer {
  submission: GomodalSubmission;
  /** check=1 and the provider has no signature yet: the page says so and offers to sign. */
  notSigned: boolean;
}

/**
 * The status page. With `check` (back from signing) a waiting contract is reported signed first;
 * "not signed" is an answer to show, the hour having passed leads to the loan error page.
 */
export async function loadStatus(submissionId: string, check: boolean): Promise<StatusAnswer> {
  const gomodal = dataWorker().gomodal;
  let notSigned = false;
  if (check) {
    try {
      return { submission: await gomodal.signed(submissionId), notSigned: false };
    } catch (thrown) {
      const error = asApiError(thrown);
      if (hasErrorCode(error, 'GOMODAL_NOT_SIGNED')) notSigned = true;
      else if (!hasErrorCode(error, 'GOMODAL_SIGNING_NOT_AVAILABLE') && !hasErrorCode(error, 'GOMODAL_CONTRACT_EXPIRED')) {
        presentGomodalError(error);
        throw error;
      }
    }
  }
  return { submission: (await shown(gomodal.submission(submissionId))).answer, notSigned };
}

/** The newest submission's id from the home summary (a status link without ?id=). */
export async function newestSubmissionId(): Promise<string | null> {
  const summary = (await shown(dataWorker().gomodal.loanSummary())).answer;
  return newestOf(summary);
}

export function newestOf(summary: GomodalLoanSummary): string | null {
  return summary.submission?.id ?? summary.loan?.submissionId ?? null;
}

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
  tags: TAGS,
});

/** The history of one loan and kind, from its first page (the owner key names both). */
export function showHistory(query: HistoryQuery): Promise<void> {
  historyQuery = query;
  return repaymentHistory.showFirst(`${query.submissionId}|${query.kind ?? 'ALL'}`);
}

// ---------------------------------------------------------------------------------------------
// VA catch-up

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
