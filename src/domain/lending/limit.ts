/** Limit not yet used by unpaid purchases (both products); fees and late fees do not use the limit. Never below 0. */
export function availableLimit(creditLimit: number, unpaidPrincipal: number): number {
  return Math.max(0, creditLimit - unpaidPrincipal);
}
