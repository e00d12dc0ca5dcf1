/** The error codes of this area, joined to the server's ErrorCode (server/http/errors.ts). */
import type { ProgressiveKycErrorCode } from '@domain/contract/kyc/progressive';
import { PlatformError } from '@server/http/errors';

declare module '@server/http/errors' {
  interface AreaErrorCodes extends Record<ProgressiveKycErrorCode, true> {}
}

/** Failures of this area carry their cause as code, errorKey and cause alike (the app reads the cause). */
export function challengeFailure(status: 400 | 404 | 422 | 429, code: ProgressiveKycErrorCode, message: string): PlatformError {
  return PlatformError.of(status, code, message, code);
}
