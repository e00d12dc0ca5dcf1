/**
 * Idempotency keys (server/http/idempotency.ts, server/CONTRACT.md "Idempotency keys"): a call that
 * creates something, sent twice with one key, creates once and answers the duplicate with the first answer.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxSms } from '@domain/contract/sandbox';
import type { CurrentVirtualAccount, VirtualAccount } from '@domain/contract/lending-catchup';
import type { OtpResponse } from '@domain/contract/sign-in';
import { call, createTestPlatform, type TestPlatform, uniquePhone } from './support';
import { buy, get, ledgerOf, type MoneyUser, seededUser, setClock } from './support/money-support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform.dispose();
});

const keyed = (key: string, headers: Record<string, string> = {}) => ({ ...headers, 'Idempotency-Key': key });
const inbox = async (e164: string) =>
  (await call<SandboxSms[]>(platform.app, 'GET', `/sandbox/sms?phone=${encodeURIComponent(e164)}`)).data;

describe('a code asked twice with one key', () => {
  it('sends one SMS and answers the second with the first answer', async () => {
    const phone = uniquePhone();
    const key = randomUUID();
    const body = { countryCode: phone.countryCode, phoneNumber: phone.phoneNumber };
    const first = await call<OtpResponse>(platform.app, 'POST', '/v1/otp', body, keyed(key));
    const second = await call<OtpResponse>(platform.app, 'POST', '/v1/otp', body, keyed(key));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.data.otpToken).toBe(first.data.otpToken);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await inbox(phone.e164)).toHaveLength(1);
    // The table alone reads nothing: the key as a digest, the answer (the code's token) sealed.
    const stored = JSON.stringify(await platform.db.query('select * from idempotent_requests'));
    expect(stored).not.toContain(first.data.otpToken);
    expect(stored).not.toContain(key);
    // Another press is another action, with its own key: a new code.
    await call(platform.app, 'POST', '/v1/otp', body, keyed(randomUUID()));
    expect(await inbox(phone.e164)).toHaveLength(2);
  });

  it('refuses the key for another body, and a malformed key, creating nothing', async () => {
    const phone = uniquePhone();
    const other = uniquePhone();
    const key = randomUUID();
    await call(platform.app, 'POST', '/v1/otp', { countryCode: '+62', phoneNumber: phone.phoneNumber }, keyed(key));
    const reused = await call(platform.app, 'POST', '/v1/otp', { countryCode: '+62', phoneNumber: other.phoneNumber }, keyed(key));
    expect([reused.status, reused.errors[0]?.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await inbox(other.e164)).toHaveLength(0);
    for (const bad of ['short', 'x'.repeat(201), 'with space in it']) {
      const answer = await call(platform.app, 'POST', '/v1/otp', { countryCode: '+62', phoneNumber: other.phoneNumber }, keyed(bad));
      expect([answer.status, answer.errors[0]?.code]).toEqual([400, 'IDEMPOTENCY_KEY_INVALID']);
    }
    expect(await inbox(other.e164)).toHaveLength(0);
  });

  it('keeps no refused answer: the same key may be sent again once the call can succeed', async () => {
    const phone = uniquePhone();
    const key = randomUUID();
    const refused = await call(platform.app, 'POST', '/v1/otp', { countryCode: '+62', phoneNumber: '12' }, keyed(key));
    expect(refused.status).toBe(400);
    const again = await call(platform.app, 'POST', '/v1/otp', { countryCode: '+62', phoneNumber: '12' }, keyed(key));
    expect([again.status, again.headers.get('Idempotent-Replayed')]).toEqual([400, null]);
    // Nothing was bound to the key: the number corrected, the same key is a call like any other.
    expect((await call(platform.app, 'POST', '/v1/otp', { countryCode: '+62', phoneNumber: phone.phoneNumber }, keyed(key))).status).toBe(
      200,
    );
    expect(await inbox(phone.e164)).toHaveLength(1);
  });
});

describe('a VA and its payment, each sent twice with one key', () => {
  let user: MoneyUser;
  let accountId = '';
  beforeAll(async () => {
    await setClock(platform, '2026-01-10T10:00:00+07:00');
    user = await seededUser(platform, 'paylater-activated');
    await buy(platform, user, 500_000);
    accountId = (await get<{ account_id: string }>(platform, user, '/pls/akhirbulan/profile')).data.account_id;
  });
  const vaPath = () => `/sme/v1/submissions/${accountId}/catchup`;

  it('opens one VA; the duplicate answers the same VA, which stays the current one', async () => {
    const key = randomUUID();
    const body = { catchupType: 'ALL_DUES', bankName: 'BCA' };
    const first = await call<VirtualAccount>(platform.app, 'POST', vaPath(), body, keyed(key, user.headers));
    const second = await call<VirtualAccount>(platform.app, 'POST', vaPath(), body, keyed(key, user.headers));
    expect(first.status).toBe(201);
    expect([second.status, second.data.id, second.data.vaNumber]).toEqual([201, first.data.id, first.data.vaNumber]);
    const current = await get<CurrentVirtualAccount>(platform, user, vaPath());
    expect(current.data.virtualAccount?.id).toBe(first.data.id);
    expect(current.data.virtualAccount?.state).toBe('ACTIVE');
  });

  it('the same key from another user is that user’s own call', async () => {
    const other = await seededUser(platform, 'paylater-activated');
    const key = randomUUID();
    const askCode = (headers: Record<string, string>) =>
      call(platform.app, 'POST', '/v1/otp', { countryCode: '+62', phoneNumber: uniquePhone().phoneNumber }, keyed(key, headers));
    const mine = await askCode(user.headers);
    const theirs = await askCode(other.headers);
    expect([mine.status, theirs.status, theirs.headers.get('Idempotent-Replayed')]).toEqual([200, 200, null]);
  });

  it('two sends at once: one VA, the other answered with it or told to ask again', async () => {
    const key = randomUUID();
    const body = { catchupType: 'PARTIAL', bankName: 'BRI', amount: '100000' };
    const answers = await Promise.all(
      [0, 1].map(() => call<VirtualAccount>(platform.app, 'POST', vaPath(), body, keyed(key, user.headers))),
    );
    const made = answers.filter((answer) => answer.status === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made.map((answer) => answer.data.id)).size).toBe(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect([answer.status, answer.errors[0]?.code, answer.headers.get('Retry-After')]).toEqual([
        409,
        'IDEMPOTENCY_REQUEST_IN_PROGRESS',
        '1',
      ]);
    }
    const retried = await call<VirtualAccount>(platform.app, 'POST', vaPath(), body, keyed(key, user.headers));
    expect([retried.status, retried.data.id]).toEqual([201, made[0]?.data.id]);
  });

  it('a bank notice sent twice with one key credits the account once', async () => {
    const va = (await get<CurrentVirtualAccount>(platform, user, vaPath())).data.virtualAccount;
    if (!va) throw new Error('no current VA');
    const key = randomUUID();
    const notice = { vaNumber: va.vaNumber, amount: va.amount, noticeId: randomUUID() };
    const first = await call(platform.app, 'POST', '/sandbox/bank/payments', notice, keyed(key));
    const second = await call(platform.app, 'POST', '/sandbox/bank/payments', notice, keyed(key));
    expect([first.status, second.status, second.headers.get('Idempotent-Replayed')]).toEqual([200, 200, 'true']);
    expect(second.data).toEqual(first.data);
    const repayments = (await ledgerOf(platform, user, 'paylater')).entries.filter((entry) => entry.kind === 'REPAYMENT');
    expect(repayments).toHaveLength(1);
  });

  it('keeps a key 24 hours on the platform clock; after that it is a new call', async () => {
    const phone = uniquePhone();
    const key = randomUUID();
    const body = { countryCode: '+62', phoneNumber: phone.phoneNumber };
    await call(platform.app, 'POST', '/v1/otp', body, keyed(key));
    await setClock(platform, '2026-01-11T10:01:00+07:00');
    const later = await call(platform.app, 'POST', '/v1/otp', body, keyed(key));
    expect([later.status, later.headers.get('Idempotent-Replayed')]).toEqual([200, null]);
    expect(await inbox(phone.e164)).toHaveLength(2);
  });
});
