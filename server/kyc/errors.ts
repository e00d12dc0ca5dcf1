/** The KYC area's error codes join the platform's (server/http/errors AreaErrorCodes). */
import type { KycErrorCode } from '@domain/contract/kyc';

declare module '@server/http/errors' {
  interface AreaErrorCodes extends Record<KycErrorCode, true> {}
}
