import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { addDays, addMonths, daysBetween, instantString, jakartaDay, jakartaTimeOn, withDay } from '@domain/calendar-date';
import { jakartaDate } from '@domain/time';

/** The polyfill-free date arithmetic (src/domain/calendar-date.ts) answers what Temporal answers. */
describe('calendar dates without Temporal', () => {
  const dates = [
    '2026-01-31',
    '2026-01-17',
    '2026-02-28',
    '2028-02-29',
    '2028-01-31',
    '2026-03-31',
    '2026-12-31',
    '2026-12-01',
    '2025-12-17',
  ];

  for (const date of dates) {
    it(`adds days and months to ${date} as Temporal does`, () => {
      const plain = Temporal.PlainDate.from(date);
      for (const days of [-366, -31, -1, 1, 30, 365]) expect(addDays(date, days)).toBe(plain.add({ days }).toString());
      for (const months of [-13, -2, -1, 1, 2, 11, 12, 25]) expect(addMonths(date, months)).toBe(plain.add({ months }).toString());
      for (const other of dates)
        expect(daysBetween(date, other)).toBe(plain.until(Temporal.PlainDate.from(other), { largestUnit: 'days' }).days);
    });
  }

  it('clamps the day at month ends and rolls the year', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-17', 1)).toBe('2027-01-17');
    expect(addMonths('2026-01-17', -1)).toBe('2025-12-17');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('sets the day only within the month and refuses what is not a date', () => {
    expect(withDay('2026-02-03', 16)).toBe('2026-02-16');
    expect(() => withDay('2026-02-03', 29)).toThrow(RangeError);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('26-02-01', 1)).toThrow(RangeError);
  });
});

describe('Jakarta (WIB, UTC+7) instants without Temporal', () => {
  const instants = [
    '2026-01-16T16:59:59.999Z', // 23:59:59.999 WIB, 16 Jan
    '2026-01-16T17:00:00Z', // 00:00 WIB, 17 Jan
    '2026-12-31T16:59:59Z',
    '2026-12-31T17:00:00Z', // new year in Jakarta, still 31 Dec in UTC
    '2028-02-28T17:30:00Z', // 29 Feb in Jakarta
    '2026-05-05T08:07:00+07:00',
  ];
  for (const instant of instants) {
    it(`dates ${instant} in Jakarta as Temporal does`, () => {
      expect(jakartaDay(instant)).toBe(jakartaDate(instant));
      expect(jakartaDay(Temporal.Instant.from(instant))).toBe(jakartaDate(instant));
      expect(jakartaDay(Date.parse(instant))).toBe(jakartaDate(instant));
    });
  }

  it('places a WIB wall-clock time on a date', () => {
    expect(instantString(jakartaTimeOn('2026-03-10', '23:00'))).toBe('2026-03-10T16:00:00Z');
    expect(instantString(jakartaTimeOn('2027-01-01', '00:00'))).toBe('2026-12-31T17:00:00Z');
    expect(instantString(jakartaTimeOn('2028-02-29', '20:45'))).toBe('2028-02-29T13:45:00Z');
  });

  it('writes instants as Temporal.Instant#toString does', () => {
    for (const instant of [
      '2026-03-10T05:00:00.000Z',
      '2026-03-10T05:00:10.500Z',
      '2026-03-10T05:00:00.120Z',
      '2026-03-10T05:00:00.007Z',
    ]) {
      expect(instantString(instant)).toBe(Temporal.Instant.from(instant).toString());
    }
    expect(() => jakartaDay('not a date')).toThrow(RangeError);
  });
});
