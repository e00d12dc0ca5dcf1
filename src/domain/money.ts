/** Rupiah as users read it: "Rp" prefix, no decimals, dot as the thousands separator. */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const whole = Math.round(amount);
  const digits = Math.abs(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole < 0 ? '-' : ''}Rp${digits}`;
}

/** Rounds to the nearest thousand rupiah (half away from zero, as cashiers do). */
export function roundToNearestThousand(amount: number): number {
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount) / 1000) * 1000;
  return rounded === 0 ? 0 : rounded; // never -0
}
