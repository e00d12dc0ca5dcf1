/** The merchant loan's error codes join the platform's (server/http/errors AreaErrorCodes). */
import type { ApplyBlockerErrorCode, GomodalErrorCode } from '@domain/contract/gomodal';
import type { GomodalSandboxErrorCode } from '@domain/contract/gomodal-sandbox';
import type { LoanRedirectCode } from '@domain/gomodal/loan-redirects';
import { type ErrorStatus, PlatformError } from '../http/errors';

type Code = GomodalErrorCode | ApplyBlockerErrorCode | GomodalSandboxErrorCode | 'SME01' | LoanRedirectCode;

declare module '@server/http/errors' {
  interface AreaErrorCodes extends Record<Code, true> {}
}

export function gomodalError(status: ErrorStatus, code: Code, message: string, cause = ''): PlatformError {
  return PlatformError.of(status, code, message, cause);
}
