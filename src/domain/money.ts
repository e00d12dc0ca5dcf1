const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** Rupiah as users read it: "Rp" prefix, no decimals, dot as the thousands separator. */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const whole = Math.round(amount);
  return `${whole < 0 ? '-' : ''}Rp${Math.abs(whole).toString().replace(THOUSANDS, '.')}`;
}

/**
 * A typed amount (digits only, any length: a company's assets can pass what a double holds
 * exactly) as rupiah; null when it is not just digits.
 */
export function formatTypedRupiah(typed: string): string | null {
  if (!/^\d+$/.test(typed)) return null;
  const digits = typed.replace(/^0+(?=\d)/, '');
  return `Rp${digits.replace(THOUSANDS, '.')}`;
}

/** Rounds to the nearest thousand rupiah (half away from zero, as cashiers do). */
export function roundToNearestThousand(amount: number): number {
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount) / 1000) * 1000;
  return rounded === 0 ? 0 : rounded; // never -0
}
