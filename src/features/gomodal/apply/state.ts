/**
 * The application's state: the apply check, the offer, the bank and outlets, the send (once at a
 * time), the call-back, signing and the application's status.
 */
import type { CallbackReason, GomodalCallback } from '@domain/contract/gomodal';
import type { GomodalSubmission } from '@domain/contract/gomodal-loan';
import { type ApiErrorData, hasErrorCode } from '@domain/errors';
import type { ApplicationStep } from '@domain/gomodal/application';
import { APPLY_BLOCKERS, type ApplyBlocker } from '@domain/gomodal/blockers';
import { applyBlockerRoute } from '@domain/gomodal/blocker-routes';
import { loanErrorRoute } from '@domain/gomodal/routes';
import { asApiError } from '@state/errors';
import type { UiText } from '@state/ui';
import type { SendState } from '@worker/contract';
import { dataWorker } from '../../../data/bridge';
import { newestOf } from '../home/state';
import { gomodalRefusalOf, presentGomodalError, shown } from '../state';

export const loadApplyCheck = () => shown(dataWorker().gomodal.applyCheck());
export const loadOffer = () => shown(dataWorker().gomodal.offer());
export const loadBankProfile = () => shown(dataWorker().gomodal.bankProfile());
export const loadOutlets = () => shown(dataWorker().gomodal.outlets());
export const loadSubmission = async (submissionId: string) => (await shown(dataWorker().gomodal.submission(submissionId))).answer;
export const loadCallback = () => shown(dataWorker().gomodal.callback());

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
