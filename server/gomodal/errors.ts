/** The merchant loan's error codes join the platform's (server/http/errors AreaErrorCodes). */
import type { ApplyBlockerErrorCode, GomodalErrorCode } from '@domain/contract/gomodal';
import type { GomodalSandboxErrorCode } from '@domain/contract/gomodal-sandbox';
import { type ErrorStatus, PlatformError } from '../http/errors';

type Code = GomodalErrorCode | ApplyBlockerErrorCode | GomodalSandboxErrorCode | 'SME01';

declare module '@server/http/errors' {
  interface AreaErrorCodes extends Record<GomodalErrorCode | ApplyBlockerErrorCode | GomodalSandboxErrorCode | 'SME01', true> {}
}

export function gomodalError(status: ErrorStatus, code: Code, message: string, cause = ''): PlatformError {
  return PlatformError.of(status, code, message, cause);
}
