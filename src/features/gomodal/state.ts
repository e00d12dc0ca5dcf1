/**
 * What every merchant-loan page shares: how a failure is shown. Each sub-area's state module
 * (apply/, eligibility/, home/, loan/, catchup/ `state.ts`) calls the data worker for its pages
 * and presents failures through these. Every failure is shown one way (presentGomodalError): a
 * loan redirect code (SME03-SME05) leaves the app for its target, SME01 leaves a step for the
 * ineligible screen, the loan's own codes have their message in the catalogue, 5xx opens the
 * generic dialog, 401/403 end the session (and the shell sends the user to the gomodal home).
 * The loan's money answers are atoms (src/state/answers.ts), read again on each arrival and when a
 * payment invalidates 'gomodal'; offline they hold this device's kept answers with their time.
 */
import type { ErrorContext } from '@domain/error-presentation';
import { type ApiErrorData, isSessionRejection } from '@domain/errors';
import { sme01Redirect } from '@domain/gomodal/sme01';
import { hasMessage } from '@i18n/catalogue';
import { asApiError, formRefusalOf } from '@state/errors';
import { navigateTo } from '@state/navigation';
import { showFlash } from '@state/notify';
import type { UiText } from '@state/ui';
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
export function shown<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    presentGomodalError(error);
    throw error;
  });
}

/** The tag every money answer of the loan carries: a payment invalidates 'gomodal'. */
export const GOMODAL_TAGS = ['gomodal'] as const;

/** How a loan page presents a failed read (useAnswer's `errors`). */
export const presentGomodalFailure = (error: ApiErrorData): void => void presentGomodalError(error);
