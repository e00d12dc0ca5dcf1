/**
 * Splitting an amount into instalments (pay-later "up to 12 instalments", the cicilan schedule).
 * Whole rupiah; what does not divide evenly goes on the FIRST instalment, so the later ones are equal
 * and the remainder (at most count - 1 rupiah) is gone soonest.
 */
export function splitAmount(total: number, count: number): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Not a rupiah amount: ${total}`);
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`Not an instalment count: ${count}`);
  const each = Math.floor(total / count);
  const remainder = total - each * count;
  return Array.from({ length: count }, (_, index) => (index === 0 ? each + remainder : each));
}
