/** Codes stored as keyed hashes, the sandbox inbox only when on, and limits per client as well as per number (issue 12). */
import { createHmac, createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OtpResponse } from '@domain/contract/sign-in';
import { DEFAULT_LIMITS } from '@server/http/types';
import { OTP_BRUTE_FORCE_CEILING, OTP_MAX_PER_NUMBER, OTP_MAX_PER_WINDOW } from '@server/sign-in/otp';
import { OTP_LENGTH, OTP_MAX_WRONG_TRIES } from '@domain/otp';

const OTP_MAX_PER_CLIENT = DEFAULT_LIMITS.otpCodesPerClient;
import { type TestPlatform, createTestPlatform, latestSms, login, uniquePhone } from './support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform?.dispose();
});

/** A request as it arrives from a socket at `address` (what @hono/node-server passes in c.env), with the device's cookie if it has one. */
async function requestOtpFrom(address: string, phone: { countryCode: string; phoneNumber: string }, cookie = '') {
  const response = await platform.app.request(
    '/v1/otp',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ countryCode: phone.countryCode, phoneNumber: phone.phoneNumber }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  const json = (await response.json()) as { data?: OtpResponse; errors?: { code: string; cause: string }[] };
  return { status: response.status, data: json.data, errors: json.errors ?? [], retryAfter: response.headers.get('retry-after') };
}

describe('OTP codes at rest', () => {
  it('stores the code only as an HMAC keyed with the server secret, not a plain hash', async () => {
    const phone = uniquePhone();
    const issued = await requestOtpFrom('10.1.0.1', phone);
    const code = (await latestSms(platform.app, phone.e164)).code;
    const [row] = await platform.db.query<{ code_hash: string }>('select code_hash from otp_requests where phone_e164 = $1', [phone.e164]);
    const [secret] = await platform.db.query<{ secret: string }>(`select secret from server_secrets where purpose = 'otp'`);
    const token = issued.data?.otpToken ?? '';
    expect(row?.code_hash).not.toBe(createHash('sha256').update(`${token}:${code}`).digest('hex'));
    expect(row?.code_hash).toBe(
      createHmac('sha256', Buffer.from(secret?.secret ?? '', 'hex'))
        .update(`${token}:${code}`)
        .digest('hex'),
    );
    expect(JSON.stringify(row)).not.toContain(code);
    expect((await login(platform.app, code, token, phone.phoneNumber)).status).toBe(200);
  });

  it('keeps no copy of the code in the SMS inbox when the sandbox is off', async () => {
    const off = await createTestPlatform({ sandbox: false });
    try {
      const phone = uniquePhone();
      const answer = await off.app.request('/v1/otp', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ countryCode: phone.countryCode, phoneNumber: phone.phoneNumber }),
      });
      expect(answer.status).toBe(200);
      expect(await off.db.query('select 1 from sandbox_sms')).toEqual([]);
    } finally {
      await off.dispose();
    }
  });
});

describe('OTP limits', () => {
  it(`refuses a client more than ${OTP_MAX_PER_CLIENT} codes in the window, whatever the numbers, while other clients go on`, async () => {
    for (let i = 0; i < OTP_MAX_PER_CLIENT; i++) expect((await requestOtpFrom('10.2.0.1', uniquePhone())).status).toBe(200);
    const refused = await requestOtpFrom('10.2.0.1', uniquePhone());
    expect(refused.status).toBe(429);
    expect(refused.errors[0]).toMatchObject({ code: 'OTP_FAILED_TOO_MANY_REQUESTS', cause: 'client rate limit' });
    // Until the oldest of the twenty leaves the 15-minute window: a wait that says how long.
    expect(Number(refused.retryAfter)).toBeGreaterThan(880);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(900);
    expect((await requestOtpFrom('10.2.0.2', uniquePhone())).status).toBe(200);
  });

  it("does not let a stranger lock a number out or void the owner's code", async () => {
    const victim = uniquePhone();
    const owners = await requestOtpFrom('10.3.0.1', victim);
    const ownersCode = (await latestSms(platform.app, victim.e164)).code;
    for (let i = 0; i < OTP_MAX_PER_WINDOW; i++) expect((await requestOtpFrom('10.3.0.66', victim)).status).toBe(200);
    expect((await requestOtpFrom('10.3.0.66', victim)).status).toBe(429);
    // The owner's code still works, and the owner can still ask for codes.
    expect((await login(platform.app, ownersCode, owners.data?.otpToken ?? '', victim.phoneNumber)).status).toBe(200);
    expect((await requestOtpFrom('10.3.0.1', victim)).status).toBe(200);
  });

  it('still supersedes the same client’s earlier code for the number', async () => {
    const phone = uniquePhone();
    const first = await requestOtpFrom('10.4.0.1', phone);
    const firstCode = (await latestSms(platform.app, phone.e164)).code;
    await requestOtpFrom('10.4.0.1', phone);
    const answer = await login(platform.app, firstCode, first.data?.otpToken ?? '', phone.phoneNumber);
    expect(answer.errors[0]?.code).toBe('OTP_EXPIRED');
  });
});

/** Signs in from `address` with the code just sent; answers the device cookie the platform set. */
async function signInFrom(address: string, phone: ReturnType<typeof uniquePhone>, cookie = ''): Promise<string> {
  const issued = await requestOtpFrom(address, phone, cookie);
  expect(issued.status).toBe(200);
  const code = (await latestSms(platform.app, phone.e164)).code;
  const response = await platform.app.request(
    '/v2/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-user-locale': 'EN', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ otp: code, otpToken: issued.data?.otpToken, phoneNumber: phone.phoneNumber }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  expect(response.status).toBe(200);
  const setCookie = response.headers.get('set-cookie') ?? '';
  expect(setCookie).toMatch(/^device=[A-Za-z0-9_-]{32,64}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Strict$/);
  return setCookie.split(';')[0] ?? '';
}

describe('a number cannot be locked out by strangers (issue 34)', () => {
  it("three other clients use up the number's cap, and the owner's device still gets a code and signs in", async () => {
    const owner = uniquePhone();
    const device = await signInFrom('10.5.0.1', owner);
    let strangersCodes = 0;
    for (const stranger of ['10.5.0.66', '10.5.0.67', '10.5.0.68']) {
      for (let i = 0; i < OTP_MAX_PER_WINDOW; i++) if ((await requestOtpFrom(stranger, owner)).status === 200) strangersCodes++;
    }
    // The owner's own first code, before the device was known, counted too.
    expect(strangersCodes).toBe(OTP_MAX_PER_NUMBER - 1);
    const fourth = await requestOtpFrom('10.5.0.69', owner);
    expect(fourth.status).toBe(429);
    expect(fourth.errors[0]).toMatchObject({ code: 'OTP_FAILED_TOO_MANY_REQUESTS', cause: 'rate limit' });
    // The owner's phone, from another address (mobile data after wifi): a code, and it signs in.
    const again = await signInFrom('10.5.0.2', owner, device);
    expect(again).toBe(device);
    // It is still held to its own five per window.
    for (let i = 1; i < OTP_MAX_PER_WINDOW; i++) expect((await requestOtpFrom('10.5.0.2', owner, device)).status).toBe(200);
    expect((await requestOtpFrom('10.5.0.2', owner, device)).status).toBe(429);
  });

  it("a device cookie of another number, or a made-up one, does not pass the number's cap", async () => {
    const owner = uniquePhone();
    const strangersOwnDevice = await signInFrom('10.6.0.66', uniquePhone());
    for (const stranger of ['10.6.0.67', '10.6.0.68', '10.6.0.69']) {
      for (let i = 0; i < OTP_MAX_PER_WINDOW; i++) expect((await requestOtpFrom(stranger, owner)).status).toBe(200);
    }
    expect((await requestOtpFrom('10.6.0.66', owner, strangersOwnDevice)).status).toBe(429);
    expect((await requestOtpFrom('10.6.0.70', owner, `device=${'A'.repeat(43)}`)).status).toBe(429);
  });

  it('holds the brute-force ceiling: strangers on any number of addresses get at most the cap of codes per window', async () => {
    const target = uniquePhone();
    let codes = 0;
    for (let address = 1; address <= 10; address++) {
      for (let i = 0; i < OTP_MAX_PER_WINDOW; i++) if ((await requestOtpFrom(`10.7.0.${address}`, target)).status === 200) codes++;
    }
    expect(codes).toBe(OTP_MAX_PER_NUMBER);
    const guesses = codes * OTP_MAX_WRONG_TRIES;
    expect(guesses).toBe(OTP_BRUTE_FORCE_CEILING);
    console.log(
      `Brute-force ceiling: ${codes} codes per number per 15 minutes from 10 addresses x ${OTP_MAX_WRONG_TRIES} wrong tries each = ${guesses} guesses; ` +
        `the chance of guessing a ${OTP_LENGTH}-digit code in one window is ${guesses} in ${(10 ** OTP_LENGTH).toLocaleString('en')} (${((guesses / 10 ** OTP_LENGTH) * 100).toFixed(4)} %).`,
    );
  });
});
