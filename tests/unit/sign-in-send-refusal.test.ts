import { describe, expect, it } from 'vitest';
import { apiErrorFromFetchFailure } from '@worker/http/api-error';
import { makeApiError } from '@domain/errors';
import { refusalApplies, sendRefusalOf } from '../../src/features/sign-in/send-refusal';

const asked = { countryCode: '+62', phoneNumber: '81234567890' };
const other = { countryCode: '+62', phoneNumber: '81299998888' };
const text = { id: 'errors.OTP_FAILED_TOO_MANY_REQUESTS' };

/** What wretch throws for a 429 with a Retry-After header. */
function tooMany(retryAfter: string | null, cause = 'rate limit') {
  return {
    status: 429,
    json: {
      errors: [{ code: 'OTP_FAILED_TOO_MANY_REQUESTS', message: 'Too many codes', errorKey: 'OTP_FAILED_TOO_MANY_REQUESTS', cause }],
    },
    response: { statusText: 'Too Many Requests', headers: { get: (name: string) => (name === 'Retry-After' ? retryAfter : null) } },
  };
}

describe('the wait a refused send names', () => {
  it('the worker carries the Retry-After seconds with the error', () => {
    expect(apiErrorFromFetchFailure(tooMany('898'), false).retryAfterSeconds).toBe(898);
    expect(apiErrorFromFetchFailure(tooMany(null), false).retryAfterSeconds).toBeUndefined();
  });

  it('a 429 with a wait counts down to it; the number it is about clears it when another is typed', () => {
    const refusal = sendRefusalOf(apiErrorFromFetchFailure(tooMany('60'), false), text, asked, 1_000);
    expect(refusal).toEqual({ text, until: 61_000, about: asked });
    expect(refusalApplies(refusal, asked)).toBe(true);
    expect(refusalApplies(refusal, other)).toBe(false);
  });

  it("the device's own limit applies whatever number is typed", () => {
    const refusal = sendRefusalOf(apiErrorFromFetchFailure(tooMany('60', 'client rate limit'), false), text, asked, 0);
    expect(refusal.about).toBeNull();
    expect(refusalApplies(refusal, other)).toBe(true);
  });

  it('any other refusal names no wait and stays until the user acts', () => {
    const offline = makeApiError(0, [{ code: 'NETWORK_ERROR', message: 'offline' }]);
    expect(sendRefusalOf(offline, { id: 'errors.NETWORK_ERROR' }, asked, 0)).toEqual({
      text: { id: 'errors.NETWORK_ERROR' },
      until: null,
      about: asked,
    });
    expect(refusalApplies(null, asked)).toBe(false);
  });
});
