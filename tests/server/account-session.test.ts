import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '@domain/contract/profile';
import { type TestPlatform, advanceClock, bearer, call, createTestPlatform, signIn } from './support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.dispose());

describe('GET /v1/user', () => {
  it('answers 401 UNAUTHORIZED without a token, with a malformed header and with an unknown token', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('made-up-token')]) {
      const answer = await call(platform.app, 'GET', '/v1/user', undefined, headers);
      expect(answer.status).toBe(401);
      expect(answer.errors[0]).toMatchObject({ code: 'UNAUTHORIZED', errorKey: 'UNAUTHORIZED' });
    }
  });

  it("says the platform's instant, from its movable clock, so the app reads today as the platform does", async () => {
    await advanceClock(platform.app, platform.clock, 400 * 24 * 3600_000);
    const session = await signIn(platform.app);
    const answer = await call<UserProfile>(platform.app, 'GET', '/v1/user', undefined, bearer(session.bearerToken));
    expect(Math.abs(Date.parse(answer.data.asOf ?? '') - platform.clock.now().getTime())).toBeLessThan(5_000);
    expect(Date.parse(answer.data.asOf ?? '') - Date.now()).toBeGreaterThan(399 * 24 * 3600_000);
  });

  it('gives a new user the default profile', async () => {
    const session = await signIn(platform.app);
    const answer = await call<UserProfile>(platform.app, 'GET', '/v1/user', undefined, bearer(session.bearerToken));
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      userId: expect.any(String),
      phoneNumber: session.phone.phoneNumber,
      countryCode: '+62',
      segments: [],
      kycStatus: 'NEW',
      kycRejectionType: null,
      userProductInfo: {
        paylater: { productId: null, status: 'NOT_APPLIED', eligibility: 'REQUIRES_KYC', whitelisted: true, restPeriodEndDate: null },
        cicilan: { productId: null, status: 'NOT_APPLIED', eligibility: 'NOT_ELIGIBLE', whitelisted: false, restPeriodEndDate: null },
        gomodal: { productId: null, status: 'NOT_APPLIED', eligibility: 'NOT_ELIGIBLE', whitelisted: false, restPeriodEndDate: null },
      },
      asOf: expect.any(String),
    });
    const products = await platform.db.query<{ product: string }>('select product from user_products where user_id = $1 order by product', [
      answer.data.userId,
    ]);
    expect(products.map((p) => p.product)).toEqual(['cicilan', 'gomodal', 'paylater']);
  });

  it('reads stored product changes (a rest period comes back as a plain date)', async () => {
    const session = await signIn(platform.app);
    const me = await call<UserProfile>(platform.app, 'GET', '/v1/user', undefined, bearer(session.bearerToken));
    await platform.db.query(
      `update user_products set status = 'REJECTED', rest_period_end_date = '2026-12-31' where user_id = $1 and product = 'paylater'`,
      [me.data.userId],
    );
    const after = await call<UserProfile>(platform.app, 'GET', '/v1/user', undefined, bearer(session.bearerToken));
    expect(after.data.userProductInfo.paylater).toMatchObject({ status: 'REJECTED', restPeriodEndDate: '2026-12-31' });
  });

  it('answers 405 for another method', async () => {
    const answer = await call(platform.app, 'DELETE', '/v1/user');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET');
    expect(answer.errors[0]?.code).toBe('METHOD_NOT_ALLOWED');
  });
});

describe('POST /v1/logout', () => {
  it('revokes the token: the profile answers 401 afterwards, other sessions keep working', async () => {
    const session = await signIn(platform.app);
    const other = await signIn(platform.app, session.phone);

    const out = await call(platform.app, 'POST', '/v1/logout', undefined, bearer(session.bearerToken));
    expect(out.status).toBe(200);
    expect(out.data).toEqual({ loggedOut: true });

    expect((await call(platform.app, 'GET', '/v1/user', undefined, bearer(session.bearerToken))).status).toBe(401);
    expect((await call(platform.app, 'POST', '/v1/logout', undefined, bearer(session.bearerToken))).status).toBe(401);
    expect((await call(platform.app, 'GET', '/v1/user', undefined, bearer(other.bearerToken))).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await call(platform.app, 'POST', '/v1/logout')).status).toBe(401);
  });
});

describe('session lifetime', () => {
  it('ends a session after 30 days on the sandbox clock', async () => {
    const session = await signIn(platform.app);
    await advanceClock(platform.app, platform.clock, 29 * 24 * 3600 * 1000);
    expect((await call(platform.app, 'GET', '/v1/user', undefined, bearer(session.bearerToken))).status).toBe(200);
    await advanceClock(platform.app, platform.clock, 2 * 24 * 3600 * 1000);
    const late = await call(platform.app, 'GET', '/v1/user', undefined, bearer(session.bearerToken));
    expect(late.status).toBe(401);
    expect(late.errors[0]?.code).toBe('UNAUTHORIZED');
  });
});
