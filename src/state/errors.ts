import { isApiErrorData, makeApiError, type ApiErrorData } from '@domain/errors';
import { presentApiError, type ErrorContext } from '@domain/error-presentation';
import { hasMessage } from '@i18n/catalogue';
import { navigateTo } from './navigation';
import { openGenericErrorDialog, showFlash } from './notify';

/** Anything thrown by a worker call, as an ApiErrorData (a bug becomes an unknown error, never a crash). */
export function asApiError(error: unknown): ApiErrorData {
  if (isApiErrorData(error)) return error;
  console.error('Unexpected failure', error);
  return makeApiError(0, [], 'Unexpected error');
}

const DEFAULT_CONTEXT: ErrorContext = { flow: 'default', product: 'paylater' };

/** Shows a failed call the way the error catalogue says. */
export function presentError(error: unknown, context: ErrorContext = DEFAULT_CONTEXT): void {
  const presentation = presentApiError(asApiError(error), context);
  switch (presentation.kind) {
    case 'session-reset':
      return; // the worker's session-ended event does the redirect
    case 'redirect':
      navigateTo(presentation.to);
      return;
    case 'generic-dialog':
      openGenericErrorDialog();
      return;
    case 'flash-key':
      showFlash({ id: hasMessage(presentation.messageId) ? presentation.messageId : presentation.fallbackId });
      return;
    case 'flash-text':
      showFlash(hasMessage(presentation.messageId) ? { id: presentation.messageId } : { text: presentation.text });
      return;
  }
}
