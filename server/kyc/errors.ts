/** The KYC area's error codes join the platform's (server/http/errors AreaErrorCodes). */
import type { KycErrorCode } from '@domain/contract/kyc';
import { type ErrorItem, errorItem } from '../http/errors';

declare module '@server/http/errors' {
  interface AreaErrorCodes extends Record<KycErrorCode, true> {}
}

/** A KYC form sent without the service it verifies the user for. */
export function productRequired(): ErrorItem {
  return errorItem(
    'KYC_PRODUCT_REQUIRED',
    'Choose a service (productName: paylater, cicilan, gomodal or paylater_cicilan) before identity verification.',
    'productName',
  );
}
