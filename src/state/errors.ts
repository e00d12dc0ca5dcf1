import { isApiErrorData, isNoAnswer, makeApiError, type ApiErrorData } from '@domain/errors';
import { presentApiError, type ErrorContext } from '@domain/error-presentation';
import { hasMessage } from '@i18n/catalogue';
import { navigateTo } from './navigation';
import { openGenericErrorDialog, showFlash } from './notify';
import type { UiText } from './ui';

/** Anything thrown by a worker call, as an ApiErrorData (a bug becomes an unknown error, never a crash). */
export function asApiError(error: unknown): ApiErrorData {
  if (isApiErrorData(error)) return error;
  console.error('Unexpected failure', error);
  return makeApiError(0, [], 'Unexpected error');
}

const DEFAULT_CONTEXT: ErrorContext = { flow: 'default', product: 'paylater' };

/**
 * What a failed call says, for the page to show beside what it is about (a field, a button) until the
 * user acts; null when the failure was dealt with otherwise (a redirect, the generic dialog, the
 * session ended), as the error catalogue says.
 */
export function errorTextOf(error: unknown, context: ErrorContext = DEFAULT_CONTEXT): UiText | null {
  const presentation = presentApiError(asApiError(error), context);
  switch (presentation.kind) {
    case 'session-reset':
      return null; // the worker's session-ended event does the redirect
    case 'redirect':
      navigateTo(presentation.to);
      return null;
    case 'generic-dialog':
      openGenericErrorDialog();
      return null;
    case 'flash-key':
      return { id: hasMessage(presentation.messageId) ? presentation.messageId : presentation.fallbackId };
    case 'flash-text':
      return hasMessage(presentation.messageId) ? { id: presentation.messageId } : { text: presentation.text };
  }
}

/**
 * What a form says beside its field or button about a failed send; null when it was dealt with
 * otherwise. No answer at all (offline, a timeout) is about the connection, not the form: it goes to
 * the flash, which the shell folds into its offline notice (one message about the connection).
 */
export function formRefusalOf(error: unknown, context: ErrorContext = DEFAULT_CONTEXT): UiText | null {
  if (isNoAnswer(asApiError(error))) {
    presentError(error, context);
    return null;
  }
  return errorTextOf(error, context);
}

/** Shows a failed call the way the error catalogue says: a failure tied to no field goes to the flash. */
export function presentError(error: unknown, context: ErrorContext = DEFAULT_CONTEXT): void {
  const text = errorTextOf(error, context);
  if (text) showFlash(text);
}
