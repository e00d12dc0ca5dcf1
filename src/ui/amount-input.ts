/**
 * A rupiah amount typed into a text field, grouped with dots as it is typed ("1.250.000"), while the
 * value the form keeps is the digits alone. Pure, for the field and its tests.
 */

/** At most this many digits: far beyond any debt, and within what a double holds exactly. */
export const MAX_AMOUNT_DIGITS = 15;

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** "1250000" as "1.250.000" (Indonesian grouping, the app's money format in both languages). */
export function groupDigits(digits: string): string {
  return digits.replace(THOUSANDS, '.');
}

/** What was typed or pasted, as the digits it holds: no leading zeros, at most MAX_AMOUNT_DIGITS. */
export function amountDigits(typed: string): string {
  return typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .replace(/^0$/, '')
    .slice(0, MAX_AMOUNT_DIGITS);
}

/**
 * Where the caret goes in the grouped text so that it stays after the same digit it followed in
 * what was typed: `digitsBefore` digits precede it.
 */
export function caretAfterDigits(grouped: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < grouped.length; index++) {
    if (/\d/.test(grouped[index] ?? '')) seen++;
    if (seen === digitsBefore) return index + 1;
  }
  return grouped.length;
}

/** How many digits precede `caret` in `text` (what the user typed, dots and all). */
export function digitsBeforeCaret(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, '').length;
}
