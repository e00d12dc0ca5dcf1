import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGmaCode, SandboxMail, SsoLoginResponse } from '@domain/contract/sign-in-sso';
import type { UserProfile } from '@domain/contract/profile';
import { type TestPlatform, advanceClock, bearer, call, createTestPlatform, latestSms, requestOtp, uniquePhone } from './support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform.dispose();
});

/** The origin the test's requests come to (app.request's default): the only registered redirect's origin. */
const APP = 'http://localhost';
const base64url = (bytes: Buffer): string => bytes.toString('base64url');

interface Pkce {
  state: string;
  verifier: string;
  challenge: string;
}
function freshPkce(): Pkce {
  const verifier = base64url(randomBytes(32));
  return { state: base64url(randomBytes(24)), verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeQuery(provider: string, pkce: Pkce, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    response_type: 'code',
    client_id: 'paylater-web',
    redirect_uri: `${APP}/sso/${provider}`,
    scope: 'openid phone',
    state: pkce.state,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ui_locales: 'en',
    ...overrides,
  };
}

/** A person on the provider's page: allow (with a number and role) or deny. Answers the redirect. */
async function decide(
  provider: string,
  query: Record<string, string>,
  choice: Record<string, string>,
): Promise<{ status: number; location: URL | null }> {
  const response = await platform.app.request(`/sandbox/sso/${provider}/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...query, ...choice }).toString(),
  });
  const location = response.headers.get('location');
  return { status: response.status, location: location ? new URL(location) : null };
}

async function codeFor(provider: string, pkce: Pkce, phone: string, role = 'owner'): Promise<string> {
  const { status, location } = await decide(provider, authorizeQuery(provider, pkce), { decision: 'allow', phone, merchant_role: role });
  expect(status).toBe(303);
  expect(location?.searchParams.get('state')).toBe(pkce.state);
  const code = location?.searchParams.get('code');
  if (!code) throw new Error('no code');
  return code;
}

function ssoLogin(provider: string, body: { code: string; state: string; codeVerifier: string; redirectUrl?: string }) {
  return call<SsoLoginResponse>(
    platform.app,
    'POST',
    `/v1/login/sso/${provider}`,
    { redirectUrl: `${APP}/sso/${provider}`, ...body },
    { 'x-user-locale': 'EN' },
  );
}

describe('merchant-app single sign-on (OAuth 2.0 code + PKCE)', () => {
  it('shows the provider page for a well-formed request, and refuses one without PKCE or with a foreign redirect', async () => {
    const pkce = freshPkce();
    const page = await platform.app.request(`/sandbox/sso/gobiz/authorize?${new URLSearchParams(authorizeQuery('gobiz', pkce))}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Deny access');
    const noPkce = await platform.app.request(
      `/sandbox/sso/gobiz/authorize?${new URLSearchParams(authorizeQuery('gobiz', pkce, { code_challenge: '' }))}`,
    );
    expect(noPkce.status).toBe(400);
    const foreign = await platform.app.request(
      `/sandbox/sso/gobiz/authorize?${new URLSearchParams(authorizeQuery('gobiz', pkce, { redirect_uri: 'https://evil.test/steal' }))}`,
    );
    expect(foreign.status).toBe(400);
    // Pinned to the registered address: the right path on another origin or port, or with a query, is refused too.
    for (const redirect of [
      'https://evil.test/sso/gobiz',
      'http://localhost:9999/sso/gobiz',
      `${APP}/sso/gobiz?next=x`,
      `${APP}/sso/gojek`,
    ]) {
      const answer = await platform.app.request(
        `/sandbox/sso/gobiz/authorize?${new URLSearchParams(authorizeQuery('gobiz', pkce, { redirect_uri: redirect }))}`,
      );
      expect(answer.status, redirect).toBe(400);
    }
  });

  it('signs in a merchant owner, and the session works', async () => {
    const phone = uniquePhone();
    const pkce = freshPkce();
    const code = await codeFor('gobiz', pkce, phone.e164);
    const answer = await ssoLogin('gobiz', { code, state: pkce.state, codeVerifier: pkce.verifier });
    expect(answer.status).toBe(200);
    expect(answer.data.userType).toBe('merchant');
    expect(answer.data.identityType).toBe('gobiz_sso');
    const profile = await call<UserProfile>(platform.app, 'GET', '/v1/user', undefined, bearer(answer.data.bearerToken));
    expect(profile.status).toBe(200);
    expect(profile.data.phoneNumber).toBe(phone.phoneNumber);
    const [identity] = await platform.db.query<{ merchant_role: string; identity_type: string }>(
      `select merchant_role, identity_type from sso_identities where provider = 'gobiz' and user_id = $1`,
      [profile.data.userId],
    );
    expect(identity).toEqual({ merchant_role: 'owner', identity_type: 'gobiz_sso' });
  });

  it('sends access_denied back with the state when the person denies access', async () => {
    const pkce = freshPkce();
    const { status, location } = await decide('gobiz', authorizeQuery('gobiz', pkce), { decision: 'deny' });
    expect(status).toBe(303);
    expect(location?.pathname).toBe('/sso/gobiz');
    expect(location?.searchParams.get('error')).toBe('access_denied');
    expect(location?.searchParams.get('state')).toBe(pkce.state);
    expect(location?.searchParams.get('code')).toBeNull();
  });

  it('a code cannot be replayed, even with a fresh state', async () => {
    const pkce = freshPkce();
    const code = await codeFor('gobiz', pkce, uniquePhone().e164);
    expect((await ssoLogin('gobiz', { code, state: pkce.state, codeVerifier: pkce.verifier })).status).toBe(200);
    const replay = await ssoLogin('gobiz', { code, state: freshPkce().state, codeVerifier: pkce.verifier });
    expect(replay.status).toBe(400);
    expect(replay.errors[0]).toMatchObject({ code: 'TOKEN_SSO_BAD_REQUEST', cause: 'code used' });
  });

  it('a state cannot be replayed, even with a new code', async () => {
    const pkce = freshPkce();
    const phone = uniquePhone().e164;
    const first = await codeFor('gobiz', pkce, phone);
    expect((await ssoLogin('gobiz', { code: first, state: pkce.state, codeVerifier: pkce.verifier })).status).toBe(200);
    const second = await codeFor('gobiz', pkce, phone); // an attacker re-running the same authorisation request
    const replay = await ssoLogin('gobiz', { code: second, state: pkce.state, codeVerifier: pkce.verifier });
    expect(replay.status).toBe(400);
    expect(replay.errors[0]?.code).toBe('SSO_STATE_REPLAYED');
  });

  it('refuses a wrong verifier, and the code is then used up', async () => {
    const pkce = freshPkce();
    const code = await codeFor('gobiz', pkce, uniquePhone().e164);
    const wrong = await ssoLogin('gobiz', { code, state: pkce.state, codeVerifier: freshPkce().verifier });
    expect(wrong.errors[0]).toMatchObject({ code: 'TOKEN_SSO_BAD_REQUEST', cause: 'verifier mismatch' });
    const right = await ssoLogin('gobiz', { code, state: freshPkce().state, codeVerifier: pkce.verifier });
    expect(right.errors[0]).toMatchObject({ code: 'TOKEN_SSO_BAD_REQUEST', cause: 'code used' });
  });

  it('refuses a state other than the one the code was issued for, a changed redirect and an expired code', async () => {
    const pkce = freshPkce();
    const phone = uniquePhone().e164;
    const mismatch = await ssoLogin('gobiz', {
      code: await codeFor('gobiz', pkce, phone),
      state: freshPkce().state,
      codeVerifier: pkce.verifier,
    });
    expect(mismatch.errors[0]).toMatchObject({ code: 'TOKEN_SSO_BAD_REQUEST', cause: 'state mismatch' });

    const other = freshPkce();
    const redirect = await ssoLogin('gobiz', {
      code: await codeFor('gobiz', other, phone),
      state: other.state,
      codeVerifier: other.verifier,
      redirectUrl: `${APP}/sso/gojek`,
    });
    expect(redirect.errors[0]).toMatchObject({ code: 'TOKEN_SSO_BAD_REQUEST', cause: 'redirect mismatch' });

    const late = freshPkce();
    const code = await codeFor('gobiz', late, phone);
    await advanceClock(platform.app, platform.clock, 61_000);
    try {
      const expired = await ssoLogin('gobiz', { code, state: late.state, codeVerifier: late.verifier });
      expect(expired.errors[0]).toMatchObject({ code: 'TOKEN_SSO_BAD_REQUEST', cause: 'code expired' });
    } finally {
      await platform.clock.reset();
    }
  });

  it('a code of one provider is unknown to another', async () => {
    const pkce = freshPkce();
    const code = await codeFor('gojek', pkce, uniquePhone().e164);
    const answer = await ssoLogin('gopay', { code, state: pkce.state, codeVerifier: pkce.verifier, redirectUrl: `${APP}/sso/gojek` });
    expect(answer.errors[0]).toMatchObject({ code: 'TOKEN_SSO_BAD_REQUEST', cause: 'unknown code' });
  });

  it('the super-app signs in a customer who is the same user as by phone', async () => {
    const phone = uniquePhone();
    const otp = await requestOtp(platform.app, phone);
    const sms = await latestSms(platform.app, phone.e164);
    const byPhone = await call<{ csTrackingId: string }>(platform.app, 'POST', '/v2/login/gobiz', {
      otp: sms.code,
      otpToken: otp.data.otpToken,
      phoneNumber: phone.phoneNumber,
    });
    expect(byPhone.status).toBe(200);
    const pkce = freshPkce();
    const answer = await ssoLogin('gojek', {
      code: await codeFor('gojek', pkce, `0${phone.phoneNumber}`),
      state: pkce.state,
      codeVerifier: pkce.verifier,
    });
    expect(answer.data).toMatchObject({ userType: 'customer', identityType: 'gopay_sso', csTrackingId: byPhone.data.csTrackingId });
  });

  it('records the identity types as document 1 names them: gopay_sso for the wallet and the super-app, gobiz_sso for the merchant app', async () => {
    const phone = uniquePhone();
    const typesAfter = async (provider: string): Promise<SsoLoginResponse> => {
      const pkce = freshPkce();
      const code = await codeFor(provider, pkce, phone.e164);
      return (await ssoLogin(provider, { code, state: pkce.state, codeVerifier: pkce.verifier })).data;
    };
    expect(await typesAfter('gopay')).toMatchObject({ userType: 'customer', identityType: 'gopay_sso' });
    expect(await typesAfter('gojek')).toMatchObject({ userType: 'customer', identityType: 'gopay_sso' });
    expect(await typesAfter('gobiz')).toMatchObject({ userType: 'merchant', identityType: 'gobiz_sso' });
    const rows = await platform.db.query<{ provider: string; identity_type: string }>(
      `select i.provider, i.identity_type from sso_identities i join users u on u.id = i.user_id
        where u.phone_number = $1 order by i.provider`,
      [phone.phoneNumber],
    );
    expect(rows).toEqual([
      { provider: 'gobiz', identity_type: 'gobiz_sso' },
      { provider: 'gojek', identity_type: 'gopay_sso' },
      { provider: 'gopay', identity_type: 'gopay_sso' },
    ]);
  });

  it('the token endpoint exchanges a code once (RFC 6749 4.1.3)', async () => {
    const pkce = freshPkce();
    const phone = uniquePhone().e164;
    const code = await codeFor('gopay', pkce, phone);
    const exchange = () =>
      platform.app.request('/sandbox/sso/gopay/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${APP}/sso/gopay`,
          client_id: 'paylater-web',
          code_verifier: pkce.verifier,
        }).toString(),
      });
    const first = await exchange();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ token_type: 'Bearer', phone_number: phone });
    const second = await exchange();
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ error: 'invalid_grant', error_description: 'code used' });
  });
});

async function gmaCode(phone: string, outcome: string): Promise<string> {
  const answer = await call<SandboxGmaCode>(platform.app, 'POST', '/sandbox/gma/codes', { phone, outcome, language: 'en' });
  expect(answer.status).toBe(200);
  expect(answer.data.url).toContain('/sso/gma?code=');
  return answer.data.code;
}
const gmaLogin = (code: string) =>
  call<SsoLoginResponse>(platform.app, 'POST', '/v1/login/gma', undefined, { 'x-token': code, 'x-user-locale': 'EN' });

describe('business-loan partner app (POST /v1/login/gma)', () => {
  it('signs in an eligible account once; the code cannot be replayed (E14)', async () => {
    const code = await gmaCode(uniquePhone().e164, 'eligible');
    const first = await gmaLogin(code);
    expect(first.status).toBe(200);
    expect(first.data.bearerToken).toBeTruthy();
    const replay = await gmaLogin(code);
    expect(replay.status).toBe(401);
    expect(replay.errors[0]).toMatchObject({ code: 'E14', cause: 'code used' });
  });

  it('answers the partner outcomes with their codes', async () => {
    const phone = uniquePhone().e164;
    expect((await gmaLogin(await gmaCode(phone, 'corporate'))).errors[0]?.code).toBe('GMA_CORPORATE');
    expect((await gmaLogin(await gmaCode(phone, 'foreigner'))).errors[0]?.code).toBe('GMA_FOREIGNER');
    expect((await gmaLogin(await gmaCode(phone, 'E14'))).errors[0]?.code).toBe('E14');
    expect((await gmaLogin(await gmaCode(phone, 'E15'))).errors[0]?.code).toBe('E15');
    expect((await gmaLogin('not-a-code')).errors[0]?.code).toBe('E14');
    const missing = await call(platform.app, 'POST', '/v1/login/gma');
    expect(missing.status).toBe(400);
    expect(missing.errors[0]?.code).toBe('INVALID_REQUEST_PAYLOAD');
  });
});

describe('magic link (POST /v1/login/token)', () => {
  async function mailLink(phone: string): Promise<string> {
    const mail = await call<SandboxMail>(platform.app, 'POST', '/sandbox/magic-links', { phone });
    expect(mail.status).toBe(200);
    const inbox = await call<SandboxMail[]>(platform.app, 'GET', `/sandbox/mail?to=${encodeURIComponent(phone)}`);
    expect(inbox.data[0]?.link).toBe(mail.data.link);
    const code = new URL(mail.data.link).searchParams.get('code');
    if (!code) throw new Error('no code in the link');
    return code;
  }
  const redeem = (code: string) => call<SsoLoginResponse>(platform.app, 'POST', '/v1/login/token', { code }, { 'x-user-locale': 'ID' });

  it('signs in once; the link cannot be replayed', async () => {
    const code = await mailLink(uniquePhone().e164);
    expect((await redeem(code)).status).toBe(200);
    const replay = await redeem(code);
    expect(replay.status).toBe(400);
    expect(replay.errors[0]).toMatchObject({ code: 'MAGIC_LINK_INVALID', cause: 'link used' });
  });

  it('expires after 15 minutes', async () => {
    const code = await mailLink(uniquePhone().e164);
    await advanceClock(platform.app, platform.clock, 15 * 60_000 + 1_000);
    try {
      expect((await redeem(code)).errors[0]).toMatchObject({ code: 'MAGIC_LINK_INVALID', cause: 'link expired' });
    } finally {
      await platform.clock.reset();
    }
  });

  it('refuses a number that is not an Indonesian mobile number', async () => {
    const answer = await call(platform.app, 'POST', '/sandbox/magic-links', { phone: '12' });
    expect(answer.status).toBe(400);
  });
});
