import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import type { PlatformErrorCode } from '@domain/contract/envelope';
import type { PAGE_QUERY_INVALID } from '@domain/contract/paging';
import type { StorageErrorCode } from '@domain/contract/storage';
import type { ApiErrorItem } from '@domain/errors';

/**
 * Codes of the areas (sign-in, KYC, lender, ...) join by declaration merging, so no area edits this file:
 *   declare module '@server/http/errors' { interface AreaErrorCodes { LENDER_DOCUMENTS_MISSING: true } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: areas add their codes by declaration merging, which only an interface allows.
export interface AreaErrorCodes {}
/** A body or query that does not check out, whichever area's route it reached. */
type RequestErrorCode = 'INVALID_REQUEST_PAYLOAD';
export type ErrorCode = RequestErrorCode | PlatformErrorCode | StorageErrorCode | typeof PAGE_QUERY_INVALID | keyof AreaErrorCodes;
export type ErrorStatus = ClientErrorStatusCode | ServerErrorStatusCode;

/** What this server always sends: every field filled, errorKey equal to the code. */
export type ErrorItem = Required<ApiErrorItem>;

/** cause: a short machine-readable detail (the field at fault, the reason), '' when none. */
export function errorItem(code: ErrorCode, message: string, cause = ''): ErrorItem {
  return { code, message, errorKey: code, cause };
}

/** Thrown anywhere while handling a request; the error handler turns it into `{ errors }`. */
export class PlatformError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly items: ErrorItem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(items.map((item) => item.message).join(', '));
    this.name = 'PlatformError';
  }

  static of(status: ErrorStatus, code: ErrorCode, message: string, cause = ''): PlatformError {
    return new PlatformError(status, [errorItem(code, message, cause)]);
  }
}

export function invalidPayload(message: string, cause = ''): PlatformError {
  return PlatformError.of(400, 'INVALID_REQUEST_PAYLOAD', message, cause);
}

export function unauthorized(cause: 'missing' | 'invalid'): PlatformError {
  const message =
    cause === 'missing'
      ? 'Sign in first: this call needs a bearer token in the Authorization header.'
      : 'The session has expired or was ended. Sign in again.';
  return PlatformError.of(401, 'UNAUTHORIZED', message, cause);
}

export function notFound(): PlatformError {
  return PlatformError.of(404, 'NOT_FOUND', 'There is nothing at this address.');
}

export function methodNotAllowed(allowed: readonly string[]): PlatformError {
  const error = PlatformError.of(405, 'METHOD_NOT_ALLOWED', `This address does not accept this method; it accepts ${allowed.join(', ')}.`);
  error.headers.Allow = allowed.join(', ');
  return error;
}

export function internalError(): PlatformError {
  return PlatformError.of(500, 'INTERNAL_ERROR', 'Something went wrong on the platform. Please try again later.');
}
