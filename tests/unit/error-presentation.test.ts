import { describe, expect, it } from 'vitest';
import { makeApiError, networkApiError, timeoutApiError } from '@domain/errors';
import { presentApiError } from '@domain/error-presentation';

const login = { flow: 'login', product: 'paylater' } as const;
const plain = { flow: 'default', product: 'paylater' } as const;

describe('presentApiError (error catalogue, platform section 8)', () => {
  it('PLS1000 sends the browser to /', () => {
    expect(presentApiError(makeApiError(400, [{ code: 'PLS1000', message: 'x' }]), plain)).toEqual({ kind: 'redirect', to: '/' });
  });
  it('401 and 403 reset the session', () => {
    expect(presentApiError(makeApiError(401, []), plain)).toEqual({ kind: 'session-reset' });
    expect(presentApiError(makeApiError(403, []), login)).toEqual({ kind: 'session-reset' });
  });
  it('a 5xx on a gomodal page opens the generic dialog', () => {
    expect(presentApiError(makeApiError(502, []), { flow: 'gomodal', product: 'gomodal' })).toEqual({ kind: 'generic-dialog' });
  });
  it('a login failure shows its errorKey from the catalogue, with the product-unavailable fallback', () => {
    const error = makeApiError(400, [{ code: 'OTP_ALREADY_REDEEMED', message: 'used', errorKey: 'OTP_ALREADY_REDEEMED' }]);
    expect(presentApiError(error, login)).toEqual({
      kind: 'flash-key',
      messageId: 'errors.OTP_ALREADY_REDEEMED',
      fallbackId: 'common.paylaterUnavailable',
    });
    expect(presentApiError(makeApiError(500, []), login)).toEqual({
      kind: 'flash-key',
      messageId: 'errors.Unknown Error',
      fallbackId: 'common.paylaterUnavailable',
    });
  });
  it('other failures flash the joined server messages', () => {
    const error = makeApiError(422, [
      { code: 'A', message: 'First' },
      { code: 'B', message: 'second' },
    ]);
    expect(presentApiError(error, plain)).toEqual({
      kind: 'flash-text',
      text: 'First, second',
      messageId: 'errors.A',
      fallbackId: 'common.paylaterUnavailable',
    });
  });
  it("the platform's own codes (their message is for developers, in English) are said from the catalogue", () => {
    const notFound = makeApiError(404, [{ code: 'NOT_FOUND', message: 'There is nothing at this address.', errorKey: 'NOT_FOUND' }]);
    expect(presentApiError(notFound, plain)).toEqual({
      kind: 'flash-key',
      messageId: 'errors.NOT_FOUND',
      fallbackId: 'common.paylaterUnavailable',
    });
    const busy = makeApiError(429, [{ code: 'TOO_MANY_REQUESTS', message: 'Too many event batches', errorKey: 'TOO_MANY_REQUESTS' }]);
    expect(presentApiError(busy, plain)).toMatchObject({ kind: 'flash-key', messageId: 'errors.TOO_MANY_REQUESTS' });
  });
  it('no answer at all is said in the user language', () => {
    expect(presentApiError(networkApiError(), plain)).toMatchObject({ kind: 'flash-key', messageId: 'errors.NETWORK_ERROR' });
    expect(presentApiError(timeoutApiError(), login)).toMatchObject({ kind: 'flash-key', messageId: 'errors.REQUEST_TIMED_OUT' });
    const storageFull = makeApiError(0, [{ code: 'STORAGE_QUOTA_EXCEEDED', message: 'QuotaExceededError' }]);
    expect(presentApiError(storageFull, plain)).toMatchObject({ kind: 'flash-key', messageId: 'errors.STORAGE_QUOTA_EXCEEDED' });
  });
});
