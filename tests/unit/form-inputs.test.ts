import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEXT_FIELD_RULES, isTextFieldValid, storedTextValue } from '@domain/lender/application';
import { isRegionChain, provinceCode, regionChoices, type ProvinceFile, type RegionIndex, type RegionNames } from '@domain/lender/regions';
import { isoDateToTyped, typedDateToIso } from '@domain/typed-date';
import { amountDigits, caretAfterDigits, digitsBeforeCaret, groupDigits } from '@ui/amount-input';

const TODAY = '2026-11-23';
const regionsDir = new URL('../../public/regions/', import.meta.url);
const index = JSON.parse(readFileSync(new URL('provinces.json', regionsDir), 'utf8')) as RegionIndex;
const province = (code: string): ProvinceFile => JSON.parse(readFileSync(new URL(`${code}.json`, regionsDir), 'utf8')) as ProvinceFile;

describe('an amount grouped as it is typed', () => {
  it('shows dots every three digits and keeps the digits alone', () => {
    expect(groupDigits('1000000')).toBe('1.000.000');
    expect(groupDigits('999')).toBe('999');
    expect(amountDigits('Rp 1.000.000')).toBe('1000000');
    expect(amountDigits('001.500')).toBe('1500');
    expect(amountDigits('0')).toBe('');
    expect(amountDigits('12a3')).toBe('123');
  });

  it('keeps the caret after the digit it followed when a dot appears or goes', () => {
    // "100|0" typed a fourth digit: the field now shows "1.000" and the caret stays after the 4th digit.
    expect(caretAfterDigits('1.000', digitsBeforeCaret('1000', 4))).toBe(5);
    // Caret after the first digit of "1.000.000" (a digit typed in front).
    expect(caretAfterDigits('21.000.000', digitsBeforeCaret('21.000.000', 1))).toBe(1);
    expect(caretAfterDigits('1.000', 0)).toBe(0);
  });

  it('is stored by the lender draft as the plain number its rules check', () => {
    expect(storedTextValue('totalAssets', amountDigits('5.000.000.000'))).toBe('5000000000');
    expect(isTextFieldValid('totalAssets', '5000000000', TODAY)).toBe(true);
    expect(isTextFieldValid('totalAssets', '0', TODAY)).toBe(false);
  });
});

describe("the date picker's value", () => {
  it('is kept in the draft as DD/MM/YYYY, as before the picker', () => {
    expect(isoDateToTyped('1975-03-05')).toBe('05/03/1975');
    expect(typedDateToIso('05/03/1975')).toBe('1975-03-05');
    expect(typedDateToIso('05/03')).toBeNull();
    const [rule] = TEXT_FIELD_RULES.directorDateOfBirth.validators(TODAY);
    expect(rule?.(isoDateToTyped('2999-01-01'))).toEqual({ messageId: 'lender.validation.date' });
    expect(rule?.(isoDateToTyped('1975-03-05'))).toBeNull();
  });
});

describe('the shipped region list', () => {
  it('holds the 38 provinces with their cities/regencies, each province file its districts and villages', () => {
    expect(index).toHaveLength(38);
    expect(index.reduce((sum, [, , regencies]) => sum + regencies.length, 0)).toBeGreaterThan(500);
    const jakarta = province('31');
    expect(jakarta['74']?.find(([, name]) => name === 'Kebayoran Baru')?.[2].map(([, name]) => name)).toContain('Senayan');
  });

  it('offers each level within the one chosen above it, nothing below an unchosen level', () => {
    const names: RegionNames = ['Jawa Barat', 'Kota Bandung', 'Coblong', ''];
    const code = provinceCode(index, names[0]);
    expect(code).toBe('32');
    const choices = regionChoices(index, province('32'), names);
    expect(choices.regencies.map(([, name]) => name)).toContain('Kabupaten Bandung Barat');
    expect(choices.districts.map(([, name]) => name)).toContain('Coblong');
    expect(choices.villages.map(([, name]) => name)).toEqual([
      'Cipaganti',
      'Lebak Gede',
      'Sadang Serang',
      'Dago',
      'Sekeloa',
      'Lebak Siliwangi',
    ]);
    expect(regionChoices(index, null, ['', '', '', ''])).toMatchObject({ regencies: [], districts: [], villages: [] });
    // Without the province's file (still loading) districts wait.
    expect(regionChoices(index, null, names).districts).toEqual([]);
  });

  it('accepts only a real chain of four (what the server checks)', () => {
    const load = (code: string) => province(code);
    expect(
      isRegionChain(index, load, ['Daerah Khusus Ibukota Jakarta', 'Kota Administrasi Jakarta Selatan', 'Kebayoran Baru', 'Senayan']),
    ).toBe(true);
    expect(
      isRegionChain(index, load, ['Daerah Khusus Ibukota Jakarta', 'Kota Administrasi Jakarta Selatan', 'Kebayoran Baru', 'Dago']),
    ).toBe(false);
    expect(isRegionChain(index, load, ['Jawa Barat', 'Kota Administrasi Jakarta Selatan', 'Kebayoran Baru', 'Senayan'])).toBe(false);
    expect(isRegionChain(index, load, ['DKI Jakarta', 'Jakarta Selatan', 'Kebayoran Baru', 'Senayan'])).toBe(false);
    expect(isRegionChain(index, load, ['', '', '', ''])).toBe(false);
  });
});
