import { describe, expect, it } from 'vitest';
import { SANDBOX_DAYS_OFF } from '@domain/gomodal/days-off';
import {
  callBackBy,
  contractExpiresAt,
  disbursementDeadline,
  isContractExpired,
  pendingApplicationRespondBy,
  sandboxDisbursementAt,
} from '@domain/gomodal/journey';
import { addWorkingDays, isWeekend, isWorkingDay, nextWorkingDay } from '@domain/gomodal/working-days';

const wib = (local: string): string => new Date(`${local}+07:00`).toISOString();

describe('the sandbox days off', () => {
  it('holds the 2026 decree (17 holidays, 8 collective-leave days) and 2027 national holidays', () => {
    const of = (year: string, kind: string) => SANDBOX_DAYS_OFF.filter((day) => day.date.startsWith(year) && day.kind === kind).length;
    // 2026: 17 holidays, Idulfitri counted as two days (21 and 22 March).
    expect(of('2026', 'PUBLIC_HOLIDAY')).toBe(17);
    expect(of('2026', 'COLLECTIVE_LEAVE')).toBe(8);
    expect(of('2027', 'PUBLIC_HOLIDAY')).toBe(17);
    expect(of('2027', 'COLLECTIVE_LEAVE')).toBe(0);
  });

  it('lists each date once, in order', () => {
    const dates = SANDBOX_DAYS_OFF.map((day) => day.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort()).toEqual(dates);
  });
});

describe('working days', () => {
  it.each([
    ['2026-01-09', false, true], // Friday
    ['2026-01-10', true, false], // Saturday
    ['2026-01-11', true, false], // Sunday
    ['2026-01-16', false, false], // Friday, Isra Mikraj
    ['2026-03-18', false, false], // Wednesday, collective leave
    ['2026-03-25', false, true], // Wednesday after Lebaran
    ['2026-08-17', false, false], // Monday, Independence Day
  ])('%s: weekend %s, working day %s', (date, weekend, working) => {
    expect(isWeekend(date)).toBe(weekend);
    expect(isWorkingDay(date)).toBe(working);
  });

  it.each([
    ['2026-01-09', '2026-01-12'], // Friday -> Monday
    ['2026-01-15', '2026-01-19'], // Thursday, then a Friday holiday and the weekend
    ['2026-03-17', '2026-03-25'], // Nyepi and Lebaran: eight days without a working day
    ['2026-05-13', '2026-05-18'], // Ascension Thursday, collective leave Friday, weekend
    ['2026-05-29', '2026-06-02'], // Friday, weekend, Pancasila Monday
    ['2026-12-23', '2026-12-28'], // Christmas leave and day, weekend
    ['2026-12-31', '2027-01-04'], // across the year
    ['2026-01-10', '2026-01-12'], // from a Saturday
  ])('the working day after %s is %s', (date, next) => {
    expect(nextWorkingDay(date)).toBe(next);
  });

  it('counts only working days, never the starting day', () => {
    expect(addWorkingDays('2026-07-06', 7)).toBe('2026-07-15');
    expect(addWorkingDays('2026-03-16', 7)).toBe('2026-04-01');
    expect(() => addWorkingDays('2026-03-16', 0)).toThrow(RangeError);
  });

  it('takes another calendar when given one', () => {
    expect(nextWorkingDay('2026-01-15', new Set())).toBe('2026-01-16');
  });
});

describe('the application clock', () => {
  it('gives the contract exactly one hour', () => {
    const sentAt = wib('2026-02-02T10:00:00');
    expect(contractExpiresAt(sentAt).toString()).toBe('2026-02-02T04:00:00Z');
    expect(isContractExpired(sentAt, wib('2026-02-02T10:59:59.999'))).toBe(false);
    expect(isContractExpired(sentAt, wib('2026-02-02T11:00:00'))).toBe(true);
  });

  it.each([
    // signed (Jakarta wall time)  paid out at the latest
    ['2026-01-12T09:00:00', '2026-01-13'], // Monday -> Tuesday
    ['2026-01-09T22:00:00', '2026-01-12'], // Friday night -> Monday
    ['2026-01-09T23:59:59', '2026-01-12'],
    ['2026-01-10T00:30:00', '2026-01-12'], // Saturday (still Friday in UTC)
    ['2026-03-17T15:00:00', '2026-03-25'], // before Nyepi and Lebaran
  ])('signed %s WIB: disbursed by %s', (signed, deadline) => {
    expect(disbursementDeadline(wib(signed))).toBe(deadline);
  });

  it('pays out in the sandbox at 10:00 WIB on the deadline day', () => {
    expect(sandboxDisbursementAt(wib('2026-01-09T22:00:00')).toString()).toBe('2026-01-12T03:00:00Z');
  });

  it('promises the call within 7 working days and a response to a pending application within 5', () => {
    expect(callBackBy(wib('2026-07-06T08:00:00'))).toBe('2026-07-15');
    expect(callBackBy(wib('2026-03-16T20:00:00'))).toBe('2026-04-01');
    expect(pendingApplicationRespondBy(wib('2026-08-12T12:00:00'))).toBe('2026-08-20');
  });
});
