/** Codes stored as keyed hashes, the sandbox inbox only when on, and limits per client as well as per number (issue 12). */
import { createHmac, createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OtpResponse } from '@domain/contract/sign-in';
import { DEFAULT_LIMITS } from '@server/http/types';
import { OTP_MAX_PER_WINDOW } from '@server/sign-in/otp';

const OTP_MAX_PER_CLIENT = DEFAULT_LIMITS.otpCodesPerClient;
import { type TestPlatform, createTestPlatform, latestSms, login, uniquePhone } from './support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform?.dispose();
});

/** A request as it arrives from a socket at `address` (what @hono/node-server passes in c.env). */
async function requestOtpFrom(address: string, phone: { countryCode: string; phoneNumber: string }) {
  const response = await platform.app.request(
    '/v1/otp',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(phone) },
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
    expect(refused.retryAfter).toBe('900');
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
