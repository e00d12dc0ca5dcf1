import { describe, expect, it } from 'vitest';
import { runValidators } from '@domain/validation';
import {
  birthDateValidators,
  emailValidators,
  employerNameValidators,
  motherMaidenNameValidators,
  nikValidators,
  placeOfBirthValidators,
  positiveNumberValidators,
} from '@domain/kyc/validators';

const first = (value: string, validators: Parameters<typeof runValidators>[1], mandatory = true) =>
  runValidators(value, validators, mandatory);

describe('KYC field validators', () => {
  it('reports an empty mandatory field as not valid, with no message', () => {
    expect(first('', emailValidators)).toEqual({ valid: false, issue: null });
    expect(first('   ', motherMaidenNameValidators)).toEqual({ valid: false, issue: null });
  });

  it('accepts a valid email and refuses malformed ones', () => {
    expect(first('siti.rahma@example.co.id', emailValidators).valid).toBe(true);
    for (const bad of ['siti', 'siti@', 'siti@example', 'si ti@example.com', '@example.com']) {
      expect(first(bad, emailValidators).issue?.messageId, bad).toBe('kyc.validation.email');
    }
    expect(first(`${'a'.repeat(250)}@example.com`, emailValidators).issue).toEqual({
      messageId: 'validation.maxLength',
      values: { max: 255 },
    });
  });

  it('allows letters, space, hyphen, apostrophe and period in names, at least 3 characters', () => {
    for (const good of ['Siti Aminah', "Nur'aini", 'Ann-Marie', 'R.A. Kartini', 'Dewi'])
      expect(first(good, motherMaidenNameValidators).valid, good).toBe(true);
    expect(first('Siti2', motherMaidenNameValidators).issue?.messageId).toBe('kyc.validation.nameCharacters');
    expect(first('Siti@', motherMaidenNameValidators).issue?.messageId).toBe('kyc.validation.nameCharacters');
    expect(first('Al', motherMaidenNameValidators).issue).toEqual({ messageId: 'validation.minLength', values: { min: 3 } });
  });

  it('shows the first failing rule only (characters before length)', () => {
    expect(first('A1', motherMaidenNameValidators).issue?.messageId).toBe('kyc.validation.nameCharacters');
  });

  it('accepts NA as an employer (not employed) and company punctuation', () => {
    expect(first('NA', employerNameValidators).valid).toBe(true);
    expect(first('PT. Maju & Jaya (Persero)', employerNameValidators).valid).toBe(true);
    expect(first('Shop<script>', employerNameValidators).issue?.messageId).toBe('kyc.validation.employerCharacters');
    expect(first('N', employerNameValidators).issue?.messageId).toBe('validation.minLength');
  });

  it('takes a NIK of exactly 16 digits, digits only', () => {
    expect(first('3174012309870001', nikValidators).valid).toBe(true);
    expect(first('317401230987000', nikValidators).issue).toEqual({ messageId: 'kyc.validation.nikLength', values: { length: 16 } });
    expect(first('3174 0123 0987 0001', nikValidators).issue?.messageId).toBe('kyc.validation.digitsOnly');
    expect(first('31740123O9870001', nikValidators).issue?.messageId).toBe('kyc.validation.digitsOnly');
  });

  it('refuses special characters in the place of birth, minimum 2 characters', () => {
    expect(first('Jakarta Selatan', placeOfBirthValidators).valid).toBe(true);
    expect(first('Jakarta!', placeOfBirthValidators).issue?.messageId).toBe('kyc.validation.noSpecialCharacters');
    expect(first('J', placeOfBirthValidators).issue).toEqual({ messageId: 'validation.minLength', values: { min: 2 } });
  });

  it('wants positive numbers above 0', () => {
    expect(first('1', positiveNumberValidators).valid).toBe(true);
    expect(first('0', positiveNumberValidators).issue?.messageId).toBe('kyc.validation.positive');
    expect(first('-5', positiveNumberValidators).issue?.messageId).toBe('kyc.validation.digitsOnly');
  });

  it('accepts real dates of birth from 1920-01-01 to today', () => {
    const rules = birthDateValidators('2026-05-05');
    expect(first('1990-02-28', rules).valid).toBe(true);
    expect(first('1920-01-01', rules).valid).toBe(true);
    expect(first('2024-02-29', rules).valid).toBe(true);
    expect(first('2023-02-29', rules).issue?.messageId).toBe('kyc.validation.date');
    expect(first('1990-13-01', rules).issue?.messageId).toBe('kyc.validation.date');
    expect(first('01/02/1990', rules).issue?.messageId).toBe('kyc.validation.date');
    expect(first('1919-12-31', rules).issue?.messageId).toBe('kyc.validation.dateTooEarly');
    expect(first('2026-05-06', rules).issue?.messageId).toBe('kyc.validation.dateInFuture');
  });
});
