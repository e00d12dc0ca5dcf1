import { describe, expect, it } from 'vitest';
import {
  dueDateCalendar,
  dueDateCalendarFileName,
  dueDateEventUid,
  escapeText,
  foldLine,
  icsDate,
  icsUtcDateTime,
} from '@domain/repayment/calendar';
import { clockOffsetMs, countdownDuration, countdownParts, formatCountdown, msUntil } from '@domain/lending/countdown';

const octets = (line: string): number => new TextEncoder().encode(line).length;

describe('the due-date calendar file', () => {
  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeText('Rp1.250.000')).toBe('Rp1.250.000');
  });

  it('folds lines at 75 octets, continuation lines starting with a space, never inside a character', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const long = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.length).toBe(3);
    for (const line of folded) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(long);

    // Multi-byte text (é is 2 octets, the rupiah sign and emoji more): counted in octets, kept whole.
    const accented = `SUMMARY:${'é'.repeat(60)}💳${'é'.repeat(10)}`;
    const parts = foldLine(accented).split('\r\n');
    for (const line of parts) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(parts.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(accented);
  });

  it('writes dates in the basic format and DTSTAMP in UTC', () => {
    expect(icsDate('2026-02-01')).toBe('20260201');
    expect(() => icsDate('1 Feb 2026')).toThrow(RangeError);
    expect(icsUtcDateTime(Date.UTC(2026, 1, 20, 3, 4, 5, 678))).toBe('20260220T030405Z');
  });

  it('makes one VEVENT on the due date in Asia/Jakarta with a reminder the day before', () => {
    const file = dueDateCalendar({
      dueDate: '2026-03-01',
      summary: 'Pay PayLater bill Rp1.250.000',
      description: 'Open the app, choose what to pay; bank, VA',
      reminder: 'PayLater bill due tomorrow',
      uid: dueDateEventUid('paylater', '2026-03-01'),
      now: Date.UTC(2026, 1, 20, 3, 0, 0),
    });
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    const lines = file.trimEnd().split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('TZID:Asia/Jakarta');
    expect(lines).toContain('TZOFFSETTO:+0700');
    expect(lines).toContain('DTSTART;TZID=Asia/Jakarta:20260301T090000');
    expect(lines).toContain('DTEND;TZID=Asia/Jakarta:20260301T093000');
    expect(lines).toContain('DTSTAMP:20260220T030000Z');
    expect(lines).toContain('UID:paylater-due-2026-03-01@paylater.repayment');
    expect(lines).toContain('SUMMARY:Pay PayLater bill Rp1.250.000');
    expect(lines).toContain('DESCRIPTION:Open the app\\, choose what to pay\\; bank\\, VA');
    expect(lines).toContain('TRIGGER:-P1D');
    expect(lines).toContain('ACTION:DISPLAY');
    expect(dueDateCalendarFileName('cicilan', '2026-03-01')).toBe('cicilan-due-2026-03-01.ics');
  });
});

describe('the VA countdown', () => {
  it('counts on the platform clock: the offset comes from asOf and when the answer arrived', () => {
    const arrived = Date.UTC(2026, 1, 20, 3, 0, 0);
    const offset = clockOffsetMs('2026-02-20T13:00:00Z', arrived); // the sandbox clock is 10 h ahead
    expect(offset).toBe(10 * 3600_000);
    expect(msUntil('2026-02-20T16:00:00Z', arrived, offset)).toBe(3 * 3600_000);
    expect(clockOffsetMs('not a time', arrived)).toBe(0);
  });

  it('formats hours, minutes and seconds, rounding up to the second, and says when it is over', () => {
    expect(countdownParts(2 * 3600_000 + 5 * 60_000 + 8_001)).toEqual({ hours: 2, minutes: 5, seconds: 9, over: false });
    expect(formatCountdown(countdownParts(2 * 3600_000 + 5 * 60_000 + 9_000))).toBe('02:05:09');
    expect(countdownDuration(countdownParts(2 * 3600_000 + 5 * 60_000 + 9_000))).toBe('PT2H5M9S');
    expect(countdownParts(1)).toMatchObject({ seconds: 1, over: false });
    expect(countdownParts(0)).toEqual({ hours: 0, minutes: 0, seconds: 0, over: true });
    expect(countdownParts(-5_000).over).toBe(true);
    expect(formatCountdown(countdownParts(30 * 3600_000))).toBe('30:00:00');
  });
});
