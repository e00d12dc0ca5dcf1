import type { SandboxClock } from '@domain/contract/sandbox';
import { invalidPayload } from '../http/errors';
import type { Clock } from './clock';
import { JAKARTA_OFFSET } from './page';

/** Far enough for any due-date test, near enough that no date arithmetic overflows. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);

export function clockView(clock: Clock): SandboxClock {
  return { now: clock.now().toISOString(), offsetMs: clock.offsetMs };
}

export function checkInstant(text: string): Date {
  const instant = new Date(text);
  const ms = instant.getTime();
  if (!(ms >= EARLIEST && ms < LATEST)) throw invalidPayload('Field "now" must be an instant between the years 2000 and 2199.', 'now');
  return instant;
}

/** A form's time: with a zone it is taken as is, without one (datetime-local) as Jakarta wall time. */
export function instantFromForm(text: string): Date {
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) throw invalidPayload('Enter the time as year-month-day and hours:minutes.', 'now');
  return checkInstant(hasZone ? text : `${text}${JAKARTA_OFFSET}`);
}
