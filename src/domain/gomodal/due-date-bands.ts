/**
 * The three month-day bands of a merchant loan's due date (document 3, section 9; the rule and its
 * table: due-dates.ts). Apart from it so a page can show them without the date library.
 */
export const GOMODAL_DUE_DATE_BANDS = [
  { firstDay: 1, lastDay: 8, dueDay: 1, monthsAhead: 1 },
  { firstDay: 9, lastDay: 23, dueDay: 15, monthsAhead: 1 },
  { firstDay: 24, lastDay: 31, dueDay: 1, monthsAhead: 2 },
] as const;
