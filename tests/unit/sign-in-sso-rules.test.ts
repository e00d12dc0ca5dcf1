import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/compile-catalogues';
import { SSO_ERROR_CODES, identityTypeOf, userTypeOf } from '@domain/contract/sign-in-sso';
import { sourceInfoFromQuery } from '@domain/source-info';
import { routeAfterSessionRejection } from '@domain/session-routing';
import { loginTypeFor, ssoFailureMessageId } from '@domain/sign-in/routing';

describe('the login look from the referrer', () => {
  it('is business capital for a gomodal page, pay-later for anything else', () => {
    expect(loginTypeFor('/gomodal/home')).toBe('business');
    expect(loginTypeFor('/gomodal')).toBe('business');
    expect(loginTypeFor('/gomodal?x=1')).toBe('business');
    expect(loginTypeFor('/gomodalx')).toBe('paylater');
    expect(loginTypeFor('/paylater/plans')).toBe('paylater');
    expect(loginTypeFor(null)).toBe('paylater');
  });
});

describe('where a rejected session (401/403) sends the user', () => {
  const at = (sourceApp: string | null, pathname: string, search = '') => routeAfterSessionRejection({ sourceApp, pathname, search });
  it('to the matching SSO route for a partner-app session', () => {
    expect(at('gobiz', '/gomodal/home')).toBe('/sso/gobiz');
    expect(at('gojek', '/paylater')).toBe('/sso/gojek');
    expect(at('gopay', '/kyc/step2')).toBe('/sso/gopay');
  });
  it('to the gomodal home for gomodal (the partner app or a gomodal page)', () => {
    expect(at('gma', '/paylater')).toBe('/gomodal/home');
    expect(at(null, '/gomodal/submission/form', '?a=1')).toBe('/gomodal/home');
  });
  it('to the current page otherwise, query included', () => {
    expect(at(null, '/kyc/step2', '?product=paylater')).toBe('/kyc/step2?product=paylater');
    expect(at('tokopedia', '/')).toBe('/');
  });
});

describe('source info', () => {
  it('is read from a partner deep link and absent otherwise', () => {
    expect(sourceInfoFromQuery(new URLSearchParams('source=tokopedia&redirect_url=https%3A%2F%2Fx.test&app_version=4.70'))).toEqual({
      sourceApp: 'tokopedia',
      redirectUrl: 'https://x.test',
      sourcePage: null,
      appVersion: '4.70',
      partner: null,
    });
    expect(sourceInfoFromQuery(new URLSearchParams('code=abc'))).toBeNull();
  });
});

describe('sign-in messages', () => {
  it('exist for every error code of the area, in both languages', async () => {
    for (const language of ['en', 'id']) {
      const { messages } = await readCatalogue(language);
      for (const code of SSO_ERROR_CODES) expect(messages, `${language} ${code}`).toHaveProperty([`errors.${code}`]);
    }
  });
});

describe('the sign-in identity types (platform document, section 6)', () => {
  it('are gobiz_sso for the merchant app and gopay_sso for the wallet and the super-app (the same customer account)', () => {
    expect(identityTypeOf('gobiz')).toBe('gobiz_sso');
    expect(identityTypeOf('gopay')).toBe('gopay_sso');
    expect(identityTypeOf('gojek')).toBe('gopay_sso');
    expect(userTypeOf('gobiz_sso')).toBe('merchant');
    expect(userTypeOf('gopay_sso')).toBe('customer');
  });
});

describe('the message of a refused partner sign-in', () => {
  it('is "login failed, try again later" for TOKEN_SSO_BAD_REQUEST, in both languages, and the linking message otherwise', async () => {
    expect(ssoFailureMessageId('TOKEN_SSO_BAD_REQUEST')).toBe('errors.TOKEN_SSO_BAD_REQUEST');
    expect(ssoFailureMessageId('SSO_STATE_REPLAYED')).toBe('sso.error.body');
    expect(ssoFailureMessageId('NETWORK_ERROR')).toBe('sso.error.body');
    expect((await readCatalogue('en')).messages['errors.TOKEN_SSO_BAD_REQUEST']).toBe('Login failed. Please try again later.');
    expect((await readCatalogue('id')).messages['errors.TOKEN_SSO_BAD_REQUEST']).toBe('Gagal masuk. Silakan coba lagi nanti.');
  });
});
