/** The pay-later area's error codes join the platform's (server/http/errors AreaErrorCodes). */
import type { ApplyErrorCode } from '@domain/contract/apply';
import type { CheckoutErrorCode } from '@domain/contract/money-sandbox';
import type { DueDateErrorCode } from '@domain/contract/paylater-duedate';
import type { MigrationErrorCode } from '@domain/contract/paylater-migration';
import type { PlanErrorCode } from '@domain/contract/paylater-plans';
import { type ErrorStatus, PlatformError } from '../http/errors';

declare module '@server/http/errors' {
  interface AreaErrorCodes
    extends Record<ApplyErrorCode | CheckoutErrorCode | PlanErrorCode | DueDateErrorCode | MigrationErrorCode, true> {}
}

export function paylaterError(
  status: ErrorStatus,
  code: ApplyErrorCode | CheckoutErrorCode | PlanErrorCode | DueDateErrorCode | MigrationErrorCode,
  message: string,
  cause = '',
): PlatformError {
  return PlatformError.of(status, code, message, cause);
}
