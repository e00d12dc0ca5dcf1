/** A one-time code belongs to the number it was sent to (src/domain/sign-in/code-request.ts). */
import { describe, expect, it } from 'vitest';
import { recipientOf, requestForField, sameRecipient, withoutOtherNumbersRequest } from '@domain/sign-in/code-request';

const sentTo0812 = { countryCode: '+62', phoneNumber: '81234567890' };
interface Request {
  otpToken: string;
  sentTo?: typeof sentTo0812;
}
const request: Request = { otpToken: 'token', sentTo: sentTo0812 };

describe('the number a code was asked for', () => {
  it('is the national number, however it was typed', () => {
    for (const typed of ['0812-3456-7890', '081234567890', '+62 812 3456 7890', '6281234567890', '81234567890']) {
      expect(sameRecipient(recipientOf('+62', typed), sentTo0812)).toBe(true);
    }
    expect(sameRecipient(recipientOf('+62', '0812-3456-7891'), sentTo0812)).toBe(false);
    expect(sameRecipient(recipientOf('+65', '81234567890'), sentTo0812)).toBe(false);
  });
});

describe('the code step opens only for the number in the field', () => {
  it('keeps a request for the number typed, in any of its spellings', () => {
    expect(requestForField(request, '+62', '0812 3456 7890')).toBe(request);
    expect(requestForField(request, '+62', '+62 812-3456-7890')).toBe(request);
  });

  it('ignores a request for another number, another country code, or one that does not say whom it went to', () => {
    expect(requestForField(request, '+62', '0813 3456 7890')).toBeNull();
    expect(requestForField(request, '+62', '0812 3456 789')).toBeNull();
    expect(requestForField(request, '+60', '0812 3456 7890')).toBeNull();
    const olderVersions: Request = { otpToken: 'kept by an older version' };
    expect(requestForField(olderVersions, '+62', '081234567890')).toBeNull();
    expect(requestForField(null, '+62', '081234567890')).toBeNull();
  });

  it('a typed change drops a request for another number with its half-typed code, and keeps one for this number', () => {
    const typedOther = { countryCode: '+62', phoneNumber: '0813', otpRequest: request, otp: '12' };
    expect(withoutOtherNumbersRequest(typedOther)).toEqual({ ...typedOther, otpRequest: null, otp: '' });
    const sameNumber = { countryCode: '+62', phoneNumber: '0812-3456-7890', otpRequest: request, otp: '12' };
    expect(withoutOtherNumbersRequest(sameNumber)).toBe(sameNumber);
    const none = { countryCode: '+62', phoneNumber: '0813', otpRequest: null, otp: '' };
    expect(withoutOtherNumbersRequest(none)).toBe(none);
  });
});
