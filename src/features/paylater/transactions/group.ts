import type { PaylaterTransaction } from '@domain/contract/paylater';

export interface DueDateGroup {
  /** YYYY-MM-DD; null for lines without one (never among unpaid lines: repayments are never owed). */
  dueDate: string | null;
  lines: PaylaterTransaction[];
  /** What is left to pay of the group's lines. */
  unpaid: number;
}

/** Unpaid lines by bill (due date), in the order the platform gives them: oldest due date first. */
export function groupByDueDate(lines: readonly PaylaterTransaction[]): DueDateGroup[] {
  const groups: DueDateGroup[] = [];
  for (const line of lines) {
    const group = groups.find((candidate) => candidate.dueDate === line.dueDate);
    if (group) {
      group.lines.push(line);
      group.unpaid += line.unpaidAmount;
    } else {
      groups.push({ dueDate: line.dueDate, lines: [line], unpaid: line.unpaidAmount });
    }
  }
  return groups;
}
