/**
 * The main terms of a product's activation contract, told with its signing info so the user sees
 * what they sign (issue 37): the limit is the book owner's opening limit, the one the account is
 * opened with once signed (server/ledger/accounts.ts), so the page and the ledger agree.
 */
import type { ContractTerms, SigningProduct } from '@domain/contract/home';
import {
  CICILAN_ADMIN_FEE,
  CICILAN_DAILY_LATE_FEE,
  CICILAN_EARLY_REPAYMENT_FEE_PERCENT,
  CICILAN_MAX_TENOR,
  CICILAN_MIN_TENOR,
  CICILAN_YEARLY_RATE_BASIS_POINTS,
} from '@domain/cicilan/pricing';
import { GRACE_DAYS } from '@domain/lending/grace';
import { DUE_DAY } from '@domain/paylater/billing';
import { NEW_MONTHLY_FEE_BASIS_POINTS, OLD_MONTHLY_FEE, PAYLATER_DAILY_LATE_FEES } from '@domain/paylater/fees';
import { DEFAULT_PROVIDER_VERSION } from '../ledger/accounts';
import { bookOwnerOf } from '../ledger/book-owners';

export function activationTerms(product: SigningProduct): ContractTerms {
  const version = DEFAULT_PROVIDER_VERSION;
  const creditLimit = bookOwnerOf(product).defaultCreditLimit(version);
  if (product === 'cicilan') {
    return {
      product,
      credit_limit: creditLimit,
      monthly_rate_basis_points: Math.round(CICILAN_YEARLY_RATE_BASIS_POINTS / 12),
      min_tenor: CICILAN_MIN_TENOR,
      max_tenor: CICILAN_MAX_TENOR,
      admin_fee: CICILAN_ADMIN_FEE,
      early_repayment_fee_percent: CICILAN_EARLY_REPAYMENT_FEE_PERCENT,
      grace_days: GRACE_DAYS,
      daily_late_fee: CICILAN_DAILY_LATE_FEE,
    };
  }
  return {
    product,
    credit_limit: creditLimit,
    monthly_fee: version === 'OLD' ? OLD_MONTHLY_FEE : null,
    monthly_fee_basis_points: version === 'NEW' ? NEW_MONTHLY_FEE_BASIS_POINTS : null,
    first_month_free: true,
    due_day: DUE_DAY,
    grace_days: GRACE_DAYS,
    daily_late_fee: PAYLATER_DAILY_LATE_FEES[version],
  };
}
