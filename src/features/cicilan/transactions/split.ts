import type { CicilanLine } from '@domain/contract/cicilan';
import { isUpcoming } from '@domain/cicilan/upcoming';
import { jakartaDay } from '@domain/calendar-date';

export interface SplitLines {
  /** Due today or earlier (billed or overdue), and late fees. */
  due: CicilanLine[];
  /** Due after today, in the platform's order (oldest due date first). */
  upcoming: CicilanLine[];
}

/** The unpaid lines split the way the instalment page lists them, "today" being the platform's (as_of, Jakarta). */
export function splitUnpaid(lines: readonly CicilanLine[], asOf: string): SplitLines {
  const today = jakartaDay(asOf);
  return {
    due: lines.filter((line) => !isUpcoming(line.dueDate, today)),
    upcoming: lines.filter((line) => isUpcoming(line.dueDate, today)),
  };
}
