import { formatPlainDate } from '@domain/plain-date';
import { describe, expect, it } from 'vitest';
import { formatRupiah, formatTypedRupiah, roundToNearestThousand } from '@domain/money';
import { formatJakartaDate, formatJakartaDateTime, jakartaDate } from '@domain/time';
import { randomString } from '@domain/random';

describe('formatRupiah', () => {
  it.each([
    [0, 'Rp0'],
    [999, 'Rp999'],
    [1000, 'Rp1.000'],
    [1_250_000, 'Rp1.250.000'],
    [1234.56, 'Rp1.235'],
    [-50_000, '-Rp50.000'],
  ])('%d -> %s', (amount, expected) => {
    expect(formatRupiah(amount)).toBe(expected);
  });
  it('refuses what is not an amount', () => {
    expect(() => formatRupiah(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatTypedRupiah', () => {
  it('reads typed digits back as rupiah, beyond what a double holds exactly', () => {
    expect(formatTypedRupiah('1500000000')).toBe('Rp1.500.000.000');
    expect(formatTypedRupiah('0012000')).toBe('Rp12.000');
    expect(formatTypedRupiah('0')).toBe('Rp0');
    expect(formatTypedRupiah('123456789012345678901')).toBe('Rp123.456.789.012.345.678.901');
  });
  it('says nothing of what is not just digits', () => {
    expect(formatTypedRupiah('')).toBeNull();
    expect(formatTypedRupiah('12a')).toBeNull();
    expect(formatTypedRupiah('1.000')).toBeNull();
  });
});

describe('roundToNearestThousand', () => {
  it.each([
    [0, 0],
    [499, 0],
    [500, 1000],
    [1499, 1000],
    [1500, 2000],
    [123_456, 123_000],
    [-1500, -2000],
    [-400, 0],
  ])('%d -> %d', (amount, expected) => {
    expect(roundToNearestThousand(amount)).toBe(expected);
  });
});

describe('Jakarta dates', () => {
  it('formats "DD MMM YYYY, h:mm A" (English) and "DD MMM YYYY, HH.mm WIB" (Indonesian) in Asia/Jakarta whatever the machine zone', () => {
    // 2026-05-04T20:07Z is 03:07 on the 5th in Jakarta (UTC+7).
    expect(formatJakartaDateTime('2026-05-04T20:07:00Z', 'en')).toBe('05 May 2026, 3:07 AM');
    expect(formatJakartaDateTime('2026-05-04T20:07:00Z', 'id')).toBe('05 Mei 2026, 03.07 WIB');
    expect(formatJakartaDateTime('2026-08-17T05:00:00Z', 'id')).toBe('17 Agu 2026, 12.00 WIB');
    expect(formatJakartaDateTime('2026-12-31T17:30:00Z', 'en')).toBe('01 Jan 2027, 12:30 AM');
    expect(formatJakartaDateTime('2026-12-31T17:30:00Z', 'id')).toBe('01 Jan 2027, 00.30 WIB');
    expect(formatJakartaDateTime('2026-05-05T13:45:00Z', 'id')).toBe('05 Mei 2026, 20.45 WIB');
    expect(formatJakartaDate(Date.UTC(2026, 9, 1, 0, 0), 'id')).toBe('01 Okt 2026');
  });
});

describe('randomString', () => {
  it('is 16 alphanumeric characters by default, and different each time', () => {
    const a = randomString();
    const b = randomString();
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(a).not.toBe(b);
  });
  it('honours the length', () => {
    expect(randomString(43)).toHaveLength(43);
    expect(randomString(0)).toBe('');
    expect(() => randomString(-1)).toThrow(RangeError);
  });
  it('uses only bytes that keep the alphabet unbiased', () => {
    // 248 and above would favour the first letters; the source below returns only those first.
    let call = 0;
    const source = {
      getRandomValues<T extends Uint8Array>(array: T): T {
        array.fill(call++ === 0 ? 250 : 0);
        return array;
      },
    };
    expect(randomString(4, source)).toBe('AAAA');
  });
});

describe('formatPlainDate', () => {
  it('shows a calendar date as DD MMM YYYY in either language, without time zones', () => {
    expect(formatPlainDate('2026-12-07', 'en')).toBe('07 Dec 2026');
    expect(formatPlainDate('2026-05-31', 'id')).toBe('31 Mei 2026');
    expect(formatPlainDate('not a date', 'en')).toBe('not a date');
  });
});

describe('jakartaDate', () => {
  it('is the calendar date in Jakarta (UTC+7), not in UTC', () => {
    expect(jakartaDate('2026-11-22T16:59:59Z')).toBe('2026-11-22');
    expect(jakartaDate('2026-11-22T17:00:00Z')).toBe('2026-11-23');
  });
});
