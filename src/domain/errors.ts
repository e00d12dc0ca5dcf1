/** One error as the platform sends it inside `{ errors: [...] }`. */
export interface ApiErrorItem {
  code: string;
  message: string;
  errorKey?: string;
  cause?: string;
}

/**
 * Every failure of a call (HTTP, network, timeout) as one plain, structured-cloneable value,
 * so it crosses the worker boundary with its fields intact.
 */
export interface ApiErrorData {
  readonly kind: 'ApiError';
  /** HTTP status; 0 when no answer arrived (offline, DNS, CORS). */
  readonly status: number;
  readonly errors: readonly ApiErrorItem[];
  /** The messages of all errors joined with ", ". */
  readonly message: string;
  /** errorKey of the first error, or "Unknown Error". */
  readonly errorKey: string;
  /** How long the platform asked to wait before trying again (a 429's Retry-After), in whole seconds. */
  readonly retryAfterSeconds?: number;
}

export const UNKNOWN_ERROR_KEY = 'Unknown Error';
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const TIMEOUT_ERROR_CODE = 'REQUEST_TIMED_OUT';

function isErrorItem(value: unknown): value is ApiErrorItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.code === 'string' && typeof item.message === 'string';
}

export function makeApiError(status: number, errors: readonly ApiErrorItem[], fallbackMessage = ''): ApiErrorData {
  const message = errors.length > 0 ? errors.map((e) => e.message).join(', ') : fallbackMessage;
  return {
    kind: 'ApiError',
    status,
    errors,
    message,
    errorKey: errors[0]?.errorKey || UNKNOWN_ERROR_KEY,
  };
}

/** An HTTP answer with an error status; the body may be anything (HTML from a proxy, nothing at all). */
export function apiErrorFromResponse(
  status: number,
  body: unknown,
  statusText = '',
  retryAfterSeconds: number | null = null,
): ApiErrorData {
  const list = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  const errors = Array.isArray(list)
    ? list.filter(isErrorItem).map((e) => ({
        code: e.code,
        message: e.message,
        ...(typeof e.errorKey === 'string' ? { errorKey: e.errorKey } : {}),
        ...(typeof e.cause === 'string' ? { cause: e.cause } : {}),
      }))
    : [];
  const error = makeApiError(status, errors, statusText || `HTTP ${status}`);
  return retryAfterSeconds === null ? error : { ...error, retryAfterSeconds };
}

export function networkApiError(detail = 'Network request failed'): ApiErrorData {
  return makeApiError(0, [{ code: NETWORK_ERROR_CODE, message: detail, errorKey: NETWORK_ERROR_CODE }]);
}

export function timeoutApiError(): ApiErrorData {
  return makeApiError(0, [{ code: TIMEOUT_ERROR_CODE, message: 'Request timed out', errorKey: TIMEOUT_ERROR_CODE }]);
}

export function isApiErrorData(value: unknown): value is ApiErrorData {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'ApiError' &&
    typeof (value as { status?: unknown }).status === 'number' &&
    Array.isArray((value as { errors?: unknown }).errors)
  );
}

/** True for failures worth retrying: no answer, a timeout, or a server-side (5xx) error. */
export function isTransientApiError(error: ApiErrorData): boolean {
  return error.status === 0 || error.status >= 500;
}

/** The session is no longer valid: the platform's rule for clearing it. */
export function isSessionRejection(error: ApiErrorData): boolean {
  return error.status === 401 || error.status === 403;
}

export function hasErrorCode(error: ApiErrorData, code: string): boolean {
  return error.errors.some((e) => e.code === code);
}

/** No answer at all: the network failed or the call timed out (not a failure inside the app). */
export function isNoAnswer(error: ApiErrorData): boolean {
  return error.status === 0 && (hasErrorCode(error, NETWORK_ERROR_CODE) || hasErrorCode(error, TIMEOUT_ERROR_CODE));
}
