import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '@domain/contract/profile';
import {
  type TestPlatform,
  advanceClock,
  bearer,
  call,
  createTestPlatform,
  latestSms,
  login,
  requestOtp,
  signIn,
  uniquePhone,
} from './support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.dispose());

describe('POST /v1/otp', () => {
  it('issues a token and "sends" a 6-digit code by SMS to the E.164 number', async () => {
    const phone = uniquePhone();
    const answer = await requestOtp(platform.app, phone);
    expect(answer.status).toBe(200);
    expect(answer.data.expiresInSeconds).toBe(600);
    expect(answer.data.otpToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const sms = await latestSms(platform.app, phone.e164);
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.phone).toBe(phone.e164);
    expect(sms.body).toBe(`Kode OTP Anda: ${sms.code}. Jangan berikan kode ini kepada siapa pun.`);
  });

  it('stores neither the code nor the token in the clear', async () => {
    const phone = uniquePhone();
    const answer = await requestOtp(platform.app, phone);
    const sms = await latestSms(platform.app, phone.e164);
    const rows = await platform.db.query<Record<string, unknown>>('select * from otp_requests where phone_e164 = $1', [phone.e164]);
    const stored = JSON.stringify(rows);
    expect(rows).toHaveLength(1);
    expect(stored).not.toContain(answer.data.otpToken);
    expect(stored).not.toContain(`"${sms.code}"`);
  });

  it('accepts the leading space the phone rule allows', async () => {
    const answer = await requestOtp(platform.app, { countryCode: '+62', phoneNumber: ' 81234567' });
    expect(answer.status).toBe(200);
    expect((await latestSms(platform.app, '+6281234567')).code).toMatch(/^\d{6}$/);
  });

  it.each([
    ['too short', { countryCode: '+62', phoneNumber: '8123' }],
    ['leading zero', { countryCode: '+62', phoneNumber: '0812345678' }],
    ['letters', { countryCode: '+62', phoneNumber: '81234567x9' }],
    ['too long', { countryCode: '+62', phoneNumber: '81234567890123' }],
    ['bad country code', { countryCode: '62', phoneNumber: '812345678' }],
  ])('answers 400 OTP_GENERATE_BAD_REQUEST for a bad phone (%s)', async (_, body) => {
    const answer = await call(platform.app, 'POST', '/v1/otp', body);
    expect(answer.status).toBe(400);
    expect(answer.errors[0]).toMatchObject({ code: 'OTP_GENERATE_BAD_REQUEST', errorKey: 'OTP_GENERATE_BAD_REQUEST' });
    expect(answer.errors[0]?.message).toMatch(/not valid/);
  });

  it('allows 5 codes per number in 15 minutes, then 429 until the window has moved on', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i += 1) expect((await requestOtp(platform.app, phone)).status).toBe(200);
    const sixth = await requestOtp(platform.app, phone);
    expect(sixth.status).toBe(429);
    expect(sixth.errors[0]?.code).toBe('OTP_FAILED_TOO_MANY_REQUESTS');
    // Another number is not affected.
    expect((await requestOtp(platform.app, uniquePhone())).status).toBe(200);

    await advanceClock(platform.app, platform.clock, 15 * 60 * 1000 + 1000);
    expect((await requestOtp(platform.app, phone)).status).toBe(200);
  });
});

describe('POST /v2/login', () => {
  it('signs in with the code from the inbox and creates the user once', async () => {
    const phone = uniquePhone();
    const otp = await requestOtp(platform.app, phone);
    const sms = await latestSms(platform.app, phone.e164);
    const answer = await login(platform.app, sms.code, otp.data.otpToken, phone.phoneNumber, 'EN');
    expect(answer.status).toBe(200);
    expect(answer.data.bearerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.data.csTrackingId).toBeTruthy();

    const profile = await call<UserProfile>(platform.app, 'GET', '/v1/user', undefined, bearer(answer.data.bearerToken));
    expect(profile.status).toBe(200);
    expect(profile.data.phoneNumber).toBe(phone.phoneNumber);

    // A second sign-in finds the same user: same id, same tracking id; the language is kept as sent.
    const again = await signIn(platform.app, phone);
    expect(again.csTrackingId).toBe(answer.data.csTrackingId);
    const users = await platform.db.query<{ language: string }>('select language from users where phone_e164 = $1', [phone.e164]);
    expect(users).toEqual([{ language: 'en' }]);
    const sessions = await platform.db.query<{ token_hash: string }>('select token_hash from sessions');
    expect(JSON.stringify(sessions)).not.toContain(answer.data.bearerToken);
  });

  it('reads x-user-locale case-insensitively and stores the language', async () => {
    const phone = uniquePhone();
    const otp = await requestOtp(platform.app, phone);
    const sms = await latestSms(platform.app, phone.e164);
    expect((await login(platform.app, sms.code, otp.data.otpToken, phone.phoneNumber, 'id')).status).toBe(200);
    const users = await platform.db.query<{ language: string }>('select language from users where phone_e164 = $1', [phone.e164]);
    expect(users).toEqual([{ language: 'id' }]);
  });

  it('refuses a code that was already used (OTP_ALREADY_REDEEMED)', async () => {
    const phone = uniquePhone();
    const otp = await requestOtp(platform.app, phone);
    const sms = await latestSms(platform.app, phone.e164);
    expect((await login(platform.app, sms.code, otp.data.otpToken, phone.phoneNumber)).status).toBe(200);
    const replay = await login(platform.app, sms.code, otp.data.otpToken, phone.phoneNumber);
    expect(replay.status).toBe(400);
    expect(replay.errors[0]?.code).toBe('OTP_ALREADY_REDEEMED');
  });

  it('lets only one of two simultaneous logins redeem a code', async () => {
    const phone = uniquePhone();
    const otp = await requestOtp(platform.app, phone);
    const sms = await latestSms(platform.app, phone.e164);
    const answers = await Promise.all([
      login(platform.app, sms.code, otp.data.otpToken, phone.phoneNumber),
      login(platform.app, sms.code, otp.data.otpToken, phone.phoneNumber),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.errors[0]?.code).toBe('OTP_ALREADY_REDEEMED');
  });

  it('counts wrong codes: 5 are answered LOGIN_invalidOTP, then the code is locked even when right', async () => {
    const phone = uniquePhone();
    const otp = await requestOtp(platform.app, phone);
    const sms = await latestSms(platform.app, phone.e164);
    const wrong = sms.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const answer = await login(platform.app, wrong, otp.data.otpToken, phone.phoneNumber);
      expect(answer.status).toBe(400);
      expect(answer.errors[0]).toMatchObject({ code: 'LOGIN_invalidOTP', errorKey: 'LOGIN_invalidOTP' });
    }
    const right = await login(platform.app, sms.code, otp.data.otpToken, phone.phoneNumber);
    expect(right.status).toBe(429);
    expect(right.errors[0]?.code).toBe('OTP_FAILED_TOO_MANY_REQUESTS');
  });

  it('expires a code after 10 minutes on the sandbox clock', async () => {
    const phone = uniquePhone();
    const otp = await requestOtp(platform.app, phone);
    const sms = await latestSms(platform.app, phone.e164);
    await advanceClock(platform.app, platform.clock, 10 * 60 * 1000 + 1000);
    const answer = await login(platform.app, sms.code, otp.data.otpToken, phone.phoneNumber);
    expect(answer.status).toBe(400);
    expect(answer.errors[0]).toMatchObject({ code: 'OTP_EXPIRED', cause: 'expired' });
  });

  it('still accepts a code just before the 10 minutes are over', async () => {
    const phone = uniquePhone();
    const otp = await requestOtp(platform.app, phone);
    const sms = await latestSms(platform.app, phone.e164);
    await advanceClock(platform.app, platform.clock, 9 * 60 * 1000);
    expect((await login(platform.app, sms.code, otp.data.otpToken, phone.phoneNumber)).status).toBe(200);
  });

  it('retires a code once a newer one is requested for the number', async () => {
    const phone = uniquePhone();
    const first = await requestOtp(platform.app, phone);
    const firstSms = await latestSms(platform.app, phone.e164);
    const second = await requestOtp(platform.app, phone);
    const secondSms = await latestSms(platform.app, phone.e164);
    expect(secondSms.id).not.toBe(firstSms.id);

    const old = await login(platform.app, firstSms.code, first.data.otpToken, phone.phoneNumber);
    expect(old.status).toBe(400);
    expect(old.errors[0]).toMatchObject({ code: 'OTP_EXPIRED', cause: 'superseded' });
    expect((await login(platform.app, secondSms.code, second.data.otpToken, phone.phoneNumber)).status).toBe(200);
  });

  it('answers OTP_BAD_REQUEST for an unknown token or a number the code was not sent to', async () => {
    const phone = uniquePhone();
    const otp = await requestOtp(platform.app, phone);
    const sms = await latestSms(platform.app, phone.e164);

    const unknown = await login(platform.app, sms.code, 'not-a-token-we-issued', phone.phoneNumber);
    expect(unknown.status).toBe(400);
    expect(unknown.errors[0]?.code).toBe('OTP_BAD_REQUEST');

    const otherNumber = await login(platform.app, sms.code, otp.data.otpToken, uniquePhone().phoneNumber);
    expect(otherNumber.status).toBe(400);
    expect(otherNumber.errors[0]?.code).toBe('OTP_BAD_REQUEST');

    // Neither counted as a try: the code still works.
    expect((await login(platform.app, sms.code, otp.data.otpToken, phone.phoneNumber)).status).toBe(200);
  });
});
