import { describe, expect, it } from 'vitest';
import type { WorkerConfig } from '@worker/contract';
import { fakeFetch, jsonResponse, type Responder } from './helpers/fake-fetch';
import { stopWorkersAfterEach, testWorker } from './helpers/test-worker';

const CONFIG: WorkerConfig = { apiBaseUrl: '', targetApplication: 'PAYLATER_WEB', language: 'en' };
const PROFILE = {
  userId: 'u1',
  phoneNumber: '81234567890',
  countryCode: '+62',
  segments: ['PUBLIC'],
  kycStatus: 'NEW',
  kycRejectionType: null,
  userProductInfo: {},
};

stopWorkersAfterEach();

const platform: Responder = (request) => {
  const path = new URL(request.url).pathname;
  if (path.startsWith('/v1/login/') || path === '/v2/login/gobiz')
    return jsonResponse(200, { data: { bearerToken: 'tok-sso', csTrackingId: 'cs-1', userType: 'merchant' } });
  if (path === '/v1/user') return jsonResponse(200, { data: PROFILE });
  if (path === '/v1/user/events') return jsonResponse(200, { data: { stored: 1, duplicates: 0 } });
  return jsonResponse(404, { errors: [{ code: 'NOT_FOUND', message: 'Not found' }] });
};

async function worker(responder: Responder = platform) {
  const { fetch, requests } = fakeFetch(responder);
  const built = testWorker(`sso-${Math.random()}`, { fetch });
  await built.api.session.start(CONFIG);
  return { ...built, requests };
}

describe('the worker sign-in area', () => {
  it('confirms a partner code with the verifier, stores the session with the profile number, and remembers the provider', async () => {
    const { api, requests, services: s } = await worker();
    await api.session.saveSourceInfo({
      sourceApp: null,
      redirectUrl: 'https://shop.test/back',
      sourcePage: null,
      appVersion: null,
      partner: null,
    });
    const snapshot = await api.sso.loginWithSsoCode('gobiz', {
      code: 'c',
      state: 's'.repeat(32),
      codeVerifier: 'v'.repeat(64),
      redirectUrl: 'https://app.test/sso/gobiz',
    });
    const login = requests.find((r) => new URL(r.url).pathname === '/v1/login/sso/gobiz');
    expect(login?.body).toEqual({
      code: 'c',
      state: 's'.repeat(32),
      codeVerifier: 'v'.repeat(64),
      redirectUrl: 'https://app.test/sso/gobiz',
    });
    expect(login?.headers['x-user-locale']).toBe('EN');
    expect(snapshot).toMatchObject({ phoneNumber: '81234567890', countryCode: '+62', segments: ['PUBLIC'] });
    expect(s.session.token()).toBe('tok-sso');
    expect(await api.session.sourceInfo()).toMatchObject({ sourceApp: 'gobiz', redirectUrl: 'https://shop.test/back' });
  });

  it('sends the partner app code as x-token with the given language, and marks the session as the partner app', async () => {
    const { api, requests } = await worker();
    await api.sso.loginWithGmaCode('gma-code', 'id');
    const login = requests.find((r) => new URL(r.url).pathname === '/v1/login/gma');
    expect(login?.headers['x-token']).toBe('gma-code');
    expect(login?.headers['x-user-locale']).toBe('ID');
    expect(login?.body).toBeUndefined();
    expect((await api.session.sourceInfo())?.sourceApp).toBe('gma');
  });

  it('the business-capital OTP login goes to /v2/login/gobiz', async () => {
    const { api, requests } = await worker();
    const snapshot = await api.sso.loginBusiness({ otp: '123456', otpToken: 't', phoneNumber: '81234567890', countryCode: '+62' });
    expect(requests.some((r) => new URL(r.url).pathname === '/v2/login/gobiz')).toBe(true);
    expect(snapshot.phoneNumber).toBe('81234567890');
  });

  it('a failed magic link rejects with the platform error and stores nothing', async () => {
    const { api, db } = await worker(() =>
      jsonResponse(400, { errors: [{ code: 'MAGIC_LINK_INVALID', message: 'used', errorKey: 'MAGIC_LINK_INVALID' }] }),
    );
    await expect(api.sso.loginWithMagicLink('x')).rejects.toMatchObject({ kind: 'ApiError', status: 400, errorKey: 'MAGIC_LINK_INVALID' });
    expect(await db.session.count()).toBe(0);
  });
});
