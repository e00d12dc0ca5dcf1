/**
 * "Add the due date to my calendar": one iCalendar file (RFC 5545) with the due date as an event in
 * Jakarta time and a reminder. Built here, without a dependency, so the page can offer it offline.
 *
 * The event is 09:00-09:30 WIB on the due date rather than all day: an all-day event has no time
 * zone and most calendars put its reminder at midnight; a morning slot leaves the whole day (VAs
 * open until 20:45 WIB) to pay. The reminder rings the day before, in time to top up the bank account.
 */

/** Calendars show this zone by name; Jakarta has had no daylight saving since 1964. */
export const CALENDAR_TIME_ZONE = 'Asia/Jakarta';
export const DUE_EVENT_START = '090000';
export const DUE_EVENT_END = '093000';
/** RFC 5545 duration before the event: the day before, same time. */
export const DUE_REMINDER_BEFORE = '-P1D';

export interface DueDateEventInput {
  /** YYYY-MM-DD, a Jakarta calendar date. */
  dueDate: string;
  /** One line, in the user's language (e.g. "Pay PayLater bill Rp1.250.000"). */
  summary: string;
  /** Free text in the user's language (e.g. where to pay); may hold line breaks. */
  description: string;
  /** The reminder's text. */
  reminder: string;
  /**
   * Stable for the same bill (product and due date), so adding it again updates the event instead
   * of adding a second one. Nothing personal: calendars sync it to other services.
   */
  uid: string;
  /** When the file is made (epoch ms): DTSTAMP. */
  now: number;
}

const CRLF = '\r\n';
/** Lines longer than 75 octets are folded (RFC 5545 3.1). */
const MAX_LINE_OCTETS = 75;

/** TEXT values escape backslash, semicolon and comma, and write line breaks as \n (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Splits a content line into lines of at most 75 octets of UTF-8, each continuation starting with
 * one space (which counts towards its 75). Never splits inside a character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-02-01" as the basic format "20260201"; throws on anything else (a bug, not user input). */
export function icsDate(plainDate: string): string {
  const match = PLAIN_DATE.exec(plainDate);
  if (!match) throw new RangeError(`Not a calendar date: ${plainDate}`);
  return `${match[1]}${match[2]}${match[3]}`;
}

/** An instant in UTC as "20260201T023000Z" (DTSTAMP must be UTC). */
export function icsUtcDateTime(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Jakarta's zone as calendars need it when a TZID is used: fixed UTC+7, named WIB. */
const JAKARTA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0700',
  'TZOFFSETTO:+0700',
  'TZNAME:WIB',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The whole .ics file: CRLF line ends, folded lines, escaped text. */
export function dueDateCalendar(input: DueDateEventInput): string {
  const day = icsDate(input.dueDate);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//PayLater//Repayment due date//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...JAKARTA_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeText(input.uid)}`,
    `DTSTAMP:${icsUtcDateTime(input.now)}`,
    `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${day}T${DUE_EVENT_START}`,
    `DTEND;TZID=${CALENDAR_TIME_ZONE}:${day}T${DUE_EVENT_END}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(input.reminder)}`,
    `TRIGGER:${DUE_REMINDER_BEFORE}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The file's name: the product and the date, nothing personal. */
export function dueDateCalendarFileName(product: string, dueDate: string): string {
  return `${product}-due-${dueDate}.ics`;
}

/** The event's UID for one bill: the same bill always gives the same one. */
export function dueDateEventUid(product: string, dueDate: string): string {
  return `${product}-due-${dueDate}@paylater.repayment`;
}
