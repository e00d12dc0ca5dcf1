import { PLATFORM_ERROR_CODES } from './contract/envelope';
import { NETWORK_ERROR_CODE, TIMEOUT_ERROR_CODE, hasErrorCode, isSessionRejection, type ApiErrorData } from './errors';

const PLATFORM_CODES: ReadonlySet<string> = new Set(PLATFORM_ERROR_CODES);

/** Where a failed call happened, which decides how its error is shown (platform document, section 8). */
export interface ErrorContext {
  /** login: sign-in and code calls; gomodal: a merchant-loan page; default: anything else. */
  flow: 'login' | 'gomodal' | 'default';
  /** The product whose "unavailable" message is the fallback, e.g. 'paylater'. */
  product: string;
}

export type ErrorPresentation =
  /** The worker already cleared the session; the UI only redirects to sign-in. */
  | { kind: 'session-reset' }
  | { kind: 'redirect'; to: string }
  | { kind: 'generic-dialog' }
  /** A catalogue message: `errors.<errorKey>`, or `fallbackId` when the catalogue has no such key. */
  | { kind: 'flash-key'; messageId: string; fallbackId: string }
  /**
   * The server's own text, as is, unless the catalogue says the refusal (`errors.<code>` of the first
   * error, `messageId`) in the user's language: a refusal a page can meet is written there in both.
   */
  | { kind: 'flash-text'; text: string; messageId: string; fallbackId: string };

export function unavailableMessageId(product: string): string {
  return `common.${product}Unavailable`;
}

/** One decision for every failed call; the main thread carries it out. */
export function presentApiError(error: ApiErrorData, context: ErrorContext): ErrorPresentation {
  const fallbackId = unavailableMessageId(context.product);
  if (hasErrorCode(error, 'PLS1000')) return { kind: 'redirect', to: '/' };
  if (isSessionRejection(error)) return { kind: 'session-reset' };
  if (context.flow === 'gomodal' && error.status >= 500) return { kind: 'generic-dialog' };
  // No answer from the server (offline, timeout, a failure inside the app): there are no server
  // words to show, so say it in the user's language.
  if (error.status === 0 || hasErrorCode(error, TIMEOUT_ERROR_CODE)) {
    return { kind: 'flash-key', messageId: `errors.${error.errors[0]?.code ?? NETWORK_ERROR_CODE}`, fallbackId };
  }
  if (context.flow === 'login') return { kind: 'flash-key', messageId: `errors.${error.errorKey}`, fallbackId };
  // The codes any call may answer (NOT_FOUND, TOO_MANY_REQUESTS, ...) carry a generic English sentence
  // for developers (server/CONTRACT.md): the catalogue says them in the user's language.
  const platformCode = error.errors.find((item) => PLATFORM_CODES.has(item.code))?.code;
  if (platformCode) return { kind: 'flash-key', messageId: `errors.${platformCode}`, fallbackId };
  return error.message
    ? { kind: 'flash-text', text: error.message, messageId: `errors.${error.errors[0]?.code ?? error.errorKey}`, fallbackId }
    : { kind: 'flash-key', messageId: `errors.${error.errorKey}`, fallbackId };
}
