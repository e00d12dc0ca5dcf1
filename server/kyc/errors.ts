/** The KYC area's error codes join the platform's (server/http/errors AreaErrorCodes). */
import type { KycErrorCode } from '../../src/domain/contract/kyc';

declare module '../http/errors' {
  interface AreaErrorCodes extends Record<KycErrorCode, true> {}
}

export {};
