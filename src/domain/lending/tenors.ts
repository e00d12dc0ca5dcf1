/**
 * How many months a purchase may be spread over, by product (documents 1 and 2): pay-later 1 (all on
 * one bill) to 12 instalments, cicilan 2 to 12 months. The shared checkout (contract/money-sandbox.ts)
 * checks a purchase against it; each product's own rules read their range from here.
 */
export const PURCHASE_TENORS = {
  paylater: { min: 1, max: 12 },
  cicilan: { min: 2, max: 12 },
} as const;

export type TenorProduct = keyof typeof PURCHASE_TENORS;

export function isPurchaseTenor(product: TenorProduct, tenor: number): boolean {
  const { min, max } = PURCHASE_TENORS[product];
  return Number.isInteger(tenor) && tenor >= min && tenor <= max;
}
