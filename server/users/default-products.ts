import type { ProductInfo } from '@domain/contract/profile';
import type { ProductName } from '@domain/products';

/**
 * What a new user holds: pay-later is open to them once they pass KYC (whitelisted); the
 * instalment and business-loan products are not offered until a later review says so.
 */
export const DEFAULT_PRODUCTS: Readonly<Record<ProductName, ProductInfo>> = {
  paylater: { productId: null, status: 'NOT_APPLIED', eligibility: 'REQUIRES_KYC', whitelisted: true, restPeriodEndDate: null },
  cicilan: { productId: null, status: 'NOT_APPLIED', eligibility: 'NOT_ELIGIBLE', whitelisted: false, restPeriodEndDate: null },
  gomodal: { productId: null, status: 'NOT_APPLIED', eligibility: 'NOT_ELIGIBLE', whitelisted: false, restPeriodEndDate: null },
};
