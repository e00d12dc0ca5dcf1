import type { AuthErrorCode } from '@domain/contract/sign-in';
import type { SsoErrorCode } from '@domain/contract/sign-in-sso';
import { type ErrorStatus, PlatformError } from '../http/errors';

/** The sign-in area's error codes join the platform's (server/http/errors AreaErrorCodes). */
declare module '@server/http/errors' {
  interface AreaErrorCodes extends Record<AuthErrorCode, true> {}
}

/** A failure of this area in the platform's envelope (errorKey equals code, as everywhere). */
export function ssoError(status: ErrorStatus, code: SsoErrorCode, message: string, cause = ''): PlatformError {
  return new PlatformError(status, [{ code, message, errorKey: code, cause }]);
}

/** TOKEN_SSO_BAD_REQUEST: the one answer for any code, state or verifier that does not check out. */
export function ssoBadRequest(cause: string): PlatformError {
  return ssoError(400, 'TOKEN_SSO_BAD_REQUEST', 'The sign-in with the partner app could not be confirmed. Start the sign-in again.', cause);
}
