import { describe, expect, it } from 'vitest';
import { formatJakartaDay, formatJakartaDayTime } from '@domain/jakarta-instant';
import { formatJakartaDate, formatJakartaDateTime } from '@domain/time';

/** The polyfill-free formatters (src/domain/jakarta-instant.ts) say what the Temporal ones say. */
describe('Jakarta instants without Temporal', () => {
  const instants = [
    '2026-03-01T16:59:59Z',
    '2026-03-01T17:00:00Z',
    '2026-12-31T16:30:00.123Z',
    '2026-05-05T08:07:00+07:00',
    '2024-02-28T23:00:00Z',
  ];
  for (const instant of instants) {
    for (const language of ['id', 'en'] as const) {
      it(`formats ${instant} in ${language} as Temporal does`, () => {
        expect(formatJakartaDay(instant, language)).toBe(formatJakartaDate(instant, language));
        expect(formatJakartaDayTime(instant, language)).toBe(formatJakartaDateTime(instant, language));
      });
    }
  }
  it('takes epoch milliseconds and refuses what is not an instant', () => {
    expect(formatJakartaDayTime(Date.UTC(2026, 0, 1, 5, 3), 'en')).toBe('01 Jan 2026, 12:03 PM');
    expect(() => formatJakartaDay('not a date', 'id')).toThrow(RangeError);
  });
});
