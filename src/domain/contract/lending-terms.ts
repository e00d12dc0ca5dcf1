/**
 * The main terms of the contract a product's activation signs ("not shown": designed, see
 * server/home/CONTRACT.md), told with its signing info (GET .../loan-agreement/signing-info; field
 * names as the platform sends them). The limit is the one the account opens with once signed. Each
 * product answers its own variant (server/<product>/book-owner.ts) and the home's signing contract
 * (home.ts) re-exports the union, so no area's contract imports another's.
 */
export type ContractTerms =
  | {
      product: 'paylater';
      credit_limit: number;
      /** A flat fee per month of use (the older provider version), or null. */
      monthly_fee: number | null;
      /** A fee per month of use as basis points of that month's purchases (the newer version), or null. */
      monthly_fee_basis_points: number | null;
      /** The first month of use carries no fee. */
      first_month_free: boolean;
      /** The day of the month bills are due. */
      due_day: number;
      grace_days: number;
      daily_late_fee: number;
    }
  | {
      product: 'cicilan';
      credit_limit: number;
      /** The interest per month, in basis points of the purchase. */
      monthly_rate_basis_points: number;
      min_tenor: number;
      max_tenor: number;
      admin_fee: number;
      early_repayment_fee_percent: number;
      grace_days: number;
      daily_late_fee: number;
    };

/** One product's variant of the terms. */
export type ContractTermsOf<P extends ContractTerms['product']> = Extract<ContractTerms, { product: P }>;
