import type { EligibilityStatus, KycStatus, ProductName, ProductStatus } from '../products';

export interface ProductInfo {
  /** The platform's id of the user's account for this product ({product}Id); null before applying. */
  productId: string | null;
  status: ProductStatus;
  eligibility: EligibilityStatus;
  whitelisted: boolean;
  /** ISO date (YYYY-MM-DD) before which a rejected user may not apply again. */
  restPeriodEndDate: string | null;
}

/** GET /v1/user */
export interface UserProfile {
  userId: string;
  phoneNumber: string;
  countryCode: string;
  segments: string[];
  kycStatus: KycStatus;
  kycRejectionType: string | null;
  userProductInfo: Record<ProductName, ProductInfo>;
}
