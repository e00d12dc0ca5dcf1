/**
 * First-loan cashback (document 3, section 9): "interest discount on the first 3 installments (0%
 * interest promo) with a maximum discount amount".
 *
 * Reading chosen: a merchant's first loan (none disbursed before) has the interest of its first three
 * instalments waived, in order, until 200,000 in all is waived: instalment 1's interest first, then
 * 2's, then 3's. The instalments themselves are lower (so are their daily deductions); nothing is
 * paid back later. "0% interest on the first instalments" is then literally what the merchant sees,
 * as far as the maximum reaches. A month repaid with it shows REPAID_DISCOUNT (status.ts); the total
 * is the loan's `discounts.interest`.
 */
import { FIRST_LOAN_CASHBACK_INSTALMENTS, FIRST_LOAN_CASHBACK_MAX } from './terms';

/** The interest waived on each instalment, in order (0 after the third, or once the maximum is used). */
export function firstLoanDiscounts(
  interests: readonly number[],
  max: number = FIRST_LOAN_CASHBACK_MAX,
  instalments: number = FIRST_LOAN_CASHBACK_INSTALMENTS,
): number[] {
  let left = max;
  return interests.map((interest, index) => {
    if (index >= instalments) return 0;
    const discount = Math.min(interest, left);
    left -= discount;
    return discount;
  });
}
