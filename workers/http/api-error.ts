/**
 * Turns whatever a call or a service threw into the one error model (src/domain/errors.ts), so only
 * plain, structured-cloneable ApiErrorData values ever leave the worker.
 */
import { apiErrorFromResponse, isApiErrorData, makeApiError, networkApiError, timeoutApiError, type ApiErrorData } from '@domain/errors';
import { parseRetryAfter } from '../queue/retry-policy';

export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';
export const CLIENT_ERROR_CODE = 'CLIENT_ERROR';
export const STORAGE_QUOTA_CODE = 'STORAGE_QUOTA_EXCEEDED';

/** What wretch 2 throws for a non-2xx answer (its WretchError, read structurally). */
interface HttpFailure {
  status: number;
  text?: string;
  json?: unknown;
  response?: { statusText?: string; headers?: { get(name: string): string | null } };
}

function isHttpFailure(error: unknown): error is HttpFailure {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number' && 'response' in error;
}

/** The error body: wretch parses it only when the answer says application/json, so try the text too. */
function errorBody(failure: HttpFailure): unknown {
  if (failure.json !== undefined) return failure.json;
  if (typeof failure.text !== 'string' || failure.text === '') return undefined;
  try {
    return JSON.parse(failure.text) as unknown;
  } catch {
    return failure.text; // HTML from a proxy, plain text: no error list
  }
}

/** An answer that is not the platform's `{ data }` envelope (e.g. the app's index.html). */
export function invalidResponseError(status: number): ApiErrorData {
  return makeApiError(status, [{ code: INVALID_RESPONSE_CODE, message: 'Unexpected answer from the server' }]);
}

/**
 * A failure of an HTTP call. `timedOut` is the caller's own knowledge that its timer aborted the
 * request: an abort is otherwise indistinguishable from a dropped connection.
 */
export function apiErrorFromFetchFailure(error: unknown, timedOut: boolean): ApiErrorData {
  if (isApiErrorData(error)) return error;
  if (timedOut) return timeoutApiError();
  if (isHttpFailure(error)) {
    // The page says how long to wait (a 429's Retry-After, exposed by the platform's CORS).
    const retryAfterMs = parseRetryAfter(error.response?.headers?.get('Retry-After'), Date.now());
    const retryAfterSeconds = retryAfterMs === null ? null : Math.ceil(retryAfterMs / 1000);
    return apiErrorFromResponse(error.status, errorBody(error), error.response?.statusText ?? '', retryAfterSeconds);
  }
  return networkApiError();
}

/**
 * True when IndexedDB refused a write for lack of space. Dexie hands it over wrapped: an AbortError
 * (the transaction aborted) whose `inner` is the QuotaExceededError, possibly nested again.
 */
export function isQuotaError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { name?: unknown }).name === 'QuotaExceededError') return true;
    current = (current as { inner?: unknown }).inner;
  }
  return false;
}

/** Any failure inside the worker (a call, IndexedDB, a bug) as ApiErrorData for the main thread. */
export function toApiErrorData(error: unknown): ApiErrorData {
  if (isApiErrorData(error)) return error;
  if (isHttpFailure(error)) return apiErrorFromFetchFailure(error, false);
  const message = error instanceof Error || error instanceof DOMException ? error.message : String(error);
  if (isQuotaError(error)) {
    return makeApiError(0, [{ code: STORAGE_QUOTA_CODE, message, errorKey: STORAGE_QUOTA_CODE }]);
  }
  return makeApiError(0, [{ code: CLIENT_ERROR_CODE, message: message || 'Unexpected error' }]);
}

/** Runs a call of the worker's surface: whatever it throws leaves as ApiErrorData. */
export async function guarded<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    throw toApiErrorData(error);
  }
}
