/** The repayment area's error codes join the platform's (server/http/errors AreaErrorCodes). */
import type { RepaymentErrorCode } from '@domain/contract/lending-catchup';
import { type ErrorStatus, PlatformError } from '../http/errors';

declare module '@server/http/errors' {
  interface AreaErrorCodes extends Record<RepaymentErrorCode, true> {}
}

export function repaymentError(status: ErrorStatus, code: RepaymentErrorCode, message: string, cause = ''): PlatformError {
  return PlatformError.of(status, code, message, cause);
}
