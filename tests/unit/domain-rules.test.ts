import { describe, expect, it } from 'vitest';
import {
  isValidPhoneNumber,
  formatPhone,
  maskPhone,
  nationalPhoneNumber,
  sanitisePhoneInput,
  toE164,
  isValidCountryCode,
} from '@domain/phone';
import { formatCountdown, isCompleteOtp, resendUnlocksInSeconds, sanitiseOtpInput } from '@domain/otp';
import { resolveLanguage, assertSupportedLanguage, UnsupportedLanguageError } from '@domain/languages';
import { referrerFrom, signInUrlFor } from '@domain/referrer';
import { sourceInfoFromQuery } from '@domain/source-info';
import { minLength, runValidators, matches, trimLeading } from '@domain/validation';
import { isPastOnboarding } from '@domain/products';
import { isAppVersionAtLeast, nativeBridgeApplies } from '@domain/native-bridge';

describe('phone rule', () => {
  it.each([
    ['812345678', true],
    ['8123456789012', true],
    [' 81234567', true],
    ['81234567', false],
    ['081234567', false],
    ['81234567890123', false],
    ['8123a5678', false],
  ])('%j -> %s', (phone, valid) => {
    expect(isValidPhoneNumber(phone)).toBe(valid);
  });
  it('keeps digits, spaces, dashes and a leading +, 20 at most', () => {
    expect(sanitisePhoneInput('+62 (812) 3456-7890')).toBe('+62 812 3456-7890');
    expect(sanitisePhoneInput('0812+3456')).toBe('08123456');
    expect(sanitisePhoneInput('0812 3456 7890 1234 5678')).toBe('0812 3456 7890 1234 ');
  });
  it.each([
    ['0812-3456-7890', '81234567890'],
    ['081234567890', '81234567890'],
    ['62812 3456 7890', '81234567890'],
    ['+62 812 3456 7890', '81234567890'],
    ['+62 0812 3456 7890', '81234567890'],
    ['81234567890', '81234567890'],
    [' 81234567', ' 81234567'],
    ['628', '628'],
  ])('reads %j as the national number %j', (typed, national) => {
    expect(nationalPhoneNumber(typed, '+62')).toBe(national);
    expect(isValidPhoneNumber(nationalPhoneNumber(typed, '+62'))).toBe(national.length >= 9);
  });
  it('shows a number one way: +62, then the prefix, the middle and the last four by dashes', () => {
    const shown = (phone: string) => formatPhone(phone).replace(/\u00a0/g, ' ');
    expect(shown('+6281234567890')).toBe('+62 812-3456-7890');
    expect(shown('81234567890')).toBe('+62 812-3456-7890');
    expect(shown('081234567890')).toBe('+62 812-3456-7890');
    expect(shown('+62812345678')).toBe('+62 812-34-5678');
    expect(shown('+62812345678901')).toBe('+62 812-34567-8901');
    expect(shown('+6581234567')).toBe('+65 8123-4567');
    // One line: the country code and the number are joined by a non-breaking space.
    expect(formatPhone('+6281234567890')).toBe('+62\u00a0812-3456-7890');
  });
  it('masks a number in the same shape: only the last four digits visible, whatever the length', () => {
    const masked = (phone: string) => maskPhone(phone).replace(/\u00a0/g, ' ');
    expect(masked('+62812345678')).toBe('+62 •••-••••-5678');
    expect(masked('+6281234567890')).toBe('+62 •••-••••-7890');
    expect(masked('+62812345678901')).toBe('+62 •••-••••-8901');
    expect(masked('+65 8123-4567')).toBe('+65 •••-••••-4567');
    // The platform's own masked form (progressive KYC's maskedPhoneNo) is shown the same way.
    expect(masked('+62 ****-****-7890')).toBe('+62 •••-••••-7890');
  });
  it('joins country code and number without spaces', () => {
    expect(toE164('+62', ' 812345678')).toBe('+62812345678');
  });
  it('accepts + and 1 to 4 digits as a country code', () => {
    expect(isValidCountryCode('+62')).toBe(true);
    expect(isValidCountryCode('62')).toBe(false);
    expect(isValidCountryCode('+0')).toBe(false);
    expect(isValidCountryCode('+12345')).toBe(false);
  });
});

describe('one-time code', () => {
  it('is exactly six digits', () => {
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
    expect(sanitiseOtpInput('12a34 5678')).toBe('123456');
  });
  it('counts down as mm:ss', () => {
    expect(formatCountdown(720)).toBe('12:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(-3)).toBe('00:00');
  });
  it('unlocks "send again" when the code dies, if that comes before the 12-minute countdown ends', () => {
    expect(resendUnlocksInSeconds(600)).toBe(600);
    expect(resendUnlocksInSeconds(900)).toBe(720);
    expect(resendUnlocksInSeconds(0)).toBe(0);
    expect(resendUnlocksInSeconds(Number.NaN)).toBe(0);
  });
});

describe('language resolution', () => {
  it('prefers the stored choice, then the browser language, then its base part, then id', () => {
    expect(resolveLanguage('en', ['id-ID'])).toBe('en');
    expect(resolveLanguage(null, ['en'])).toBe('en');
    expect(resolveLanguage(null, ['en-GB', 'id'])).toBe('en');
    expect(resolveLanguage(null, ['fr-FR', 'id-ID'])).toBe('id');
    expect(resolveLanguage(null, ['fr-FR'])).toBe('id');
    expect(resolveLanguage('de', [])).toBe('id');
  });
  it('refuses to switch to an unsupported language', () => {
    expect(() => assertSupportedLanguage('fr')).toThrow(UnsupportedLanguageError);
    expect(assertSupportedLanguage('en')).toBe('en');
  });
});

describe('referrer', () => {
  it('carries the path and query to the sign-in page', () => {
    expect(signInUrlFor('/kyc/step1', '?product=paylater')).toBe('/?referrer=%2Fkyc%2Fstep1%3Fproduct%3Dpaylater');
    expect(signInUrlFor('/', '')).toBe('/');
    expect(referrerFrom(new URLSearchParams('?referrer=%2Fkyc%2Fstep1%3Fproduct%3Dpaylater'))).toBe('/kyc/step1?product=paylater');
  });
  it('never redirects off the app', () => {
    expect(referrerFrom(new URLSearchParams('?referrer=https%3A%2F%2Fevil.example'))).toBeNull();
    expect(referrerFrom(new URLSearchParams('?referrer=%2F%2Fevil.example'))).toBeNull();
    expect(referrerFrom(new URLSearchParams('?referrer=%2F%5Cevil.example'))).toBeNull();
    expect(referrerFrom(new URLSearchParams(''))).toBeNull();
  });
});

describe('source info', () => {
  it('reads the partner fields from the query, or nothing', () => {
    expect(
      sourceInfoFromQuery(
        new URLSearchParams('?source=gojek&redirect_url=https%3A%2F%2Fx.example&source_page=home&app_version=4.70.1&partner=tokopedia'),
      ),
    ).toEqual({
      sourceApp: 'gojek',
      redirectUrl: 'https://x.example',
      sourcePage: 'home',
      appVersion: '4.70.1',
      partner: 'tokopedia',
    });
    expect(sourceInfoFromQuery(new URLSearchParams('?source=gopay'))).toMatchObject({ sourceApp: 'gopay', redirectUrl: null });
    expect(sourceInfoFromQuery(new URLSearchParams('?foo=bar'))).toBeNull();
  });
});

describe('validators', () => {
  const validators = [minLength(3), matches(/^[a-z ]+$/i, 'validation.lettersOnly')];
  it('reports the first failing rule', () => {
    expect(runValidators('a1', validators, true)).toEqual({
      valid: false,
      issue: { messageId: 'validation.minLength', values: { min: 3 } },
    });
    expect(runValidators('abc1', validators, true)).toEqual({ valid: false, issue: { messageId: 'validation.lettersOnly' } });
    expect(runValidators('abcd', validators, true)).toEqual({ valid: true, issue: null });
  });
  it('an empty mandatory field is not valid and says nothing; an empty optional one is valid', () => {
    expect(runValidators('  ', validators, true)).toEqual({ valid: false, issue: null });
    expect(runValidators('', validators, false)).toEqual({ valid: true, issue: null });
  });
  it('trims leading whitespace only', () => {
    expect(trimLeading('  Budi  ')).toBe('Budi  ');
  });
});

describe('products', () => {
  it('is past onboarding unless in an onboarding state', () => {
    expect(isPastOnboarding('REQUIRES_KYC')).toBe(false);
    expect(isPastOnboarding('NOT_ELIGIBLE')).toBe(false);
    expect(isPastOnboarding('ACTIVE_NODUES')).toBe(true);
  });
});

describe('native analytics bridge', () => {
  it('applies from app version 4.67, compared number by number', () => {
    expect(nativeBridgeApplies('4.67')).toBe(true);
    expect(nativeBridgeApplies('4.67.0')).toBe(true);
    expect(nativeBridgeApplies('4.100.2')).toBe(true); // not a string comparison
    expect(nativeBridgeApplies('5.0')).toBe(true);
    expect(nativeBridgeApplies('4.66.9')).toBe(false);
    expect(nativeBridgeApplies('4.7')).toBe(false);
    expect(nativeBridgeApplies(null)).toBe(false);
  });

  it('treats what is not a dotted number as no version', () => {
    expect(isAppVersionAtLeast('4.67-beta', '4.67')).toBe(false);
    expect(isAppVersionAtLeast('', '4.67')).toBe(false);
    expect(isAppVersionAtLeast(' 4.68 ', '4.67')).toBe(true);
  });
});
