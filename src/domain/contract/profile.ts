import type { DueDateInfoType } from '../lending/grace';
import type { OwedByDate } from '../lending/owed';
import type { EligibilityStatus, KycStatus, ProductName, ProductStatus } from '../products';

/**
 * What the platform home's card shows of an activated consumer product (pay-later, cicilan), from
 * its ledger at asOf (server/CONTRACT.md "Profile"). Amounts whole rupiah, dates YYYY-MM-DD Jakarta.
 */
export interface ProductSummary {
  creditLimit: number;
  /** What is left of the limit ("limit left"). */
  availableLimit: number;
  /** Due now: overdue + the issued bill (cicilan: billed instalments), late fees included. */
  amountDue: number;
  /** Of amountDue, what is past its due date. */
  overdueAmount: number;
  /** The oldest unpaid billed due date, else the next one, else null. */
  dueDate: string | null;
  /** How the card words dueDate (NONE, UPCOMING, DUE_TODAY, GRACE_PERIOD, LATE_FEE). */
  dueDateInfoType: DueDateInfoType;
  /** What is owed, each amount with its own date (the card says overdue, due and next bill apart). */
  owed: OwedByDate;
  /** The platform's instant of these figures (ISO). */
  asOf: string;
}

export interface ProductInfo {
  /** The platform's id of the user's account for this product ({product}Id); null before applying. */
  productId: string | null;
  status: ProductStatus;
  eligibility: EligibilityStatus;
  whitelisted: boolean;
  /** ISO date (YYYY-MM-DD) before which a rejected user may not apply again. */
  restPeriodEndDate: string | null;
  /**
   * GET /v1/user only, and only for an ACTIVATED pay-later or cicilan: the card's figures (its
   * eligibility is then the ledger's status). Absent otherwise.
   */
  summary?: ProductSummary;
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
  /**
   * GET /v1/user only: the platform's instant of this answer (ISO). Dates the account is compared
   * with (the rest period's end) are the platform's, so "today" is read from here, not the device.
   */
  asOf?: string;
}

/** The answer of PATCH /v2/user/account (the KYC wizard) and POST /v1/user/account (apply). */
export interface AccountUpdateResponse {
  kycStatus: KycStatus;
  /** Per product, as the cards read them. */
  statuses: Record<ProductName, ProductStatus>;
  userProductInfo: Record<ProductName, ProductInfo>;
}
