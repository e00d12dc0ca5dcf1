/** The error codes of this area, joined to the server's ErrorCode (server/http/errors.ts). */
import type { ProgressiveKycErrorCode } from '../../src/domain/contract/progressive-kyc';
import { PlatformError } from '../http/errors';

declare module '../http/errors' {
  interface AreaErrorCodes extends Record<ProgressiveKycErrorCode, true> {}
}

/** Failures of this area carry their cause as code, errorKey and cause alike (the app reads the cause). */
export function challengeFailure(status: 400 | 404 | 422 | 429, code: ProgressiveKycErrorCode, message: string): PlatformError {
  return PlatformError.of(status, code, message, code);
}
