import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KtpDetailsAnswer, KycReviewResult, KycSubmission } from '@domain/contract/kyc';
import type { UserProfile } from '@domain/contract/profile';
import { bearer, call, createTestPlatform, signIn, type TestPlatform } from './support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
}, 60_000);
afterAll(async () => {
  await platform.dispose();
});

let nikCounter = 0;
/** A fresh 16-digit NIK per test (the platform refuses one NIK on two accounts). */
const freshNik = (): string => `3174${String(Date.now() % 1e8).padStart(8, '0')}${String(nikCounter++ % 10000).padStart(4, '0')}`;

async function newUser() {
  const session = await signIn(platform.app);
  const headers = bearer(session.bearerToken);
  const profile = await call<UserProfile>(platform.app, 'GET', '/v1/user', undefined, headers);
  return { headers, userId: profile.data.userId, phone: session.phone.e164 };
}

const put = (headers: Record<string, string>, body: unknown) =>
  call<KtpDetailsAnswer>(platform.app, 'PUT', '/v1/user/kyc/ktp-details', body, headers);
const get = (headers: Record<string, string>) =>
  call<KtpDetailsAnswer>(platform.app, 'GET', '/v1/user/kyc/ktp-details', undefined, headers);
const details = (nik: string) => ({ nameOnId: '  Siti Wulandari ', placeOfBirth: 'Bandung', dateOfBirth: '1990-07-14', nik });

describe('PUT /v1/user/kyc/ktp-details', () => {
  it('stores the confirmed details (names trimmed) and answers them masked, never the whole NIK', async () => {
    const user = await newUser();
    const nik = freshNik();
    const saved = await put(user.headers, { productName: 'paylater', ktpDetails: details(nik) });
    expect(saved.status).toBe(200);
    expect(saved.data.ktpDetails).toMatchObject({
      name: 'S*** W********',
      birthDate: '**/**/****',
      birthPlace: 'Ba*****',
      documentNumber: `${nik.slice(0, 4)}**********${nik.slice(-2)}`,
    });
    expect(JSON.stringify(saved.data)).not.toContain(nik);

    const rows = await platform.db.query<{ name_on_id: string; nik: string; date_of_birth: string }>(
      `select name_on_id, nik, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth from kyc_ktp_details where user_id = $1`,
      [user.userId],
    );
    expect(rows).toEqual([{ name_on_id: 'Siti Wulandari', nik, date_of_birth: '1990-07-14' }]);

    const read = await get(user.headers);
    expect(read.status).toBe(200);
    expect(read.data.ktpDetails?.documentNumber).toBe(saved.data.ktpDetails?.documentNumber);
    // It records the product the KYC is for, like every wizard save.
    const submission = await call<KycSubmission>(platform.app, 'GET', '/v1/user/kyc/submission', undefined, {
      ...user.headers,
      'x-product-name': 'paylater_cicilan',
    });
    expect(submission.data.productName).toBe('paylater');
  });

  it('refuses each bad field by name and stores nothing', async () => {
    const user = await newUser();
    const answer = await put(user.headers, {
      productName: 'paylater',
      ktpDetails: { nameOnId: 'S1ti', placeOfBirth: 'Bandung!', dateOfBirth: '1990-02-30', nik: '31740112' },
    });
    expect(answer.status).toBe(400);
    expect(answer.errors.map((e) => [e.code, e.cause]).sort()).toEqual([
      ['KYC_FIELD_INVALID', 'dateOfBirth'],
      ['KYC_FIELD_INVALID', 'nameOnId'],
      ['KYC_FIELD_INVALID', 'nik'],
      ['KYC_FIELD_INVALID', 'placeOfBirth'],
    ]);
    expect((await get(user.headers)).data.ktpDetails).toBeNull();
  });

  it('refuses a birth date before 1920-01-01 or after today on the platform clock, letters in the NIK, missing fields and a missing service', async () => {
    const user = await newUser();
    const tomorrow = new Date(platform.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [field, value] of [
      ['dateOfBirth', '1919-12-31'],
      ['dateOfBirth', tomorrow],
      ['nik', '31740112345678AB'],
      ['nik', '3174 0112 3456 78'],
    ] as const) {
      const answer = await put(user.headers, { productName: 'paylater', ktpDetails: { ...details(freshNik()), [field]: value } });
      expect(answer.status, `${field}=${value}`).toBe(400);
      expect(answer.errors.map((e) => e.cause)).toEqual([field]);
    }

    const missing = await put(user.headers, { productName: 'paylater', ktpDetails: { nameOnId: 'Siti Wulandari' } });
    expect(missing.status).toBe(400);
    expect(missing.errors.map((e) => e.cause).sort()).toEqual(['dateOfBirth', 'nik', 'placeOfBirth']);

    const noProduct = await put(user.headers, { ktpDetails: details(freshNik()) });
    expect(noProduct.status).toBe(400);
    expect(noProduct.errors[0]?.code).toBe('KYC_PRODUCT_REQUIRED');
    expect((await get(user.headers)).data.ktpDetails).toBeNull();
  });

  it('replaces the user’s own earlier confirmation, but refuses a NIK another account holds', async () => {
    const first = await newUser();
    const second = await newUser();
    const nik = freshNik();
    expect((await put(first.headers, { productName: 'paylater', ktpDetails: details(nik) })).status).toBe(200);
    // The same user confirming again (a typo fixed) is fine.
    const again = await put(first.headers, { productName: 'paylater', ktpDetails: { ...details(nik), placeOfBirth: 'Jakarta' } });
    expect(again.status).toBe(200);
    expect(again.data.ktpDetails?.birthPlace).toBe('Ja*****');

    const taken = await put(second.headers, { productName: 'cicilan', ktpDetails: details(nik) });
    expect(taken.status).toBe(409);
    expect(taken.errors.map((e) => [e.code, e.cause])).toEqual([['KYC_NIK_IN_USE', 'nik']]);
    expect((await get(second.headers)).data.ktpDetails).toBeNull();
  });

  it('refuses changes while the KYC is under review or approved', async () => {
    const user = await newUser();
    await platform.db.query(`update users set kyc_status = 'KYC_SUBMITTED' where id = $1`, [user.userId]);
    const underReview = await put(user.headers, { productName: 'paylater', ktpDetails: details(freshNik()) });
    expect(underReview.status).toBe(409);
    expect(underReview.errors[0]?.code).toBe('KYC_ALREADY_SUBMITTED');

    const approved = await call<KycReviewResult>(platform.app, 'POST', '/sandbox/kyc/review', { phone: user.phone, decision: 'APPROVE' });
    expect(approved.data.kycStatus).toBe('KYC_APPROVED');
    expect((await put(user.headers, { productName: 'paylater', ktpDetails: details(freshNik()) })).status).toBe(409);

    // A rejected KYC may be corrected.
    await call(platform.app, 'POST', '/sandbox/kyc/review', {
      phone: user.phone,
      decision: 'REJECT',
      rejectionType: 'USER_PROVIDED_DATA_MISMATCH',
    });
    expect((await put(user.headers, { productName: 'paylater', ktpDetails: details(freshNik()) })).status).toBe(200);
  });
});

describe('ownership', () => {
  it('needs a session, and each user reads only their own details', async () => {
    const owner = await newUser();
    const other = await newUser();
    expect((await put({}, { productName: 'paylater', ktpDetails: details(freshNik()) })).status).toBe(401);
    expect((await get({})).status).toBe(401);

    await put(owner.headers, { productName: 'paylater', ktpDetails: details(freshNik()) });
    const read = await get(other.headers);
    expect(read.status).toBe(200);
    expect(read.data.ktpDetails).toBeNull();
    expect(read.headers.get('cache-control')).toBe('no-store');
  });

  it('allows only GET and PUT', async () => {
    const user = await newUser();
    const answer = await call(platform.app, 'DELETE', '/v1/user/kyc/ktp-details', undefined, user.headers);
    expect(answer.status).toBe(405);
  });
});
