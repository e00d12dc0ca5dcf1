import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KycReviewResult, KycSubmission } from '@domain/contract/kyc';
import type { AccountUpdateResponse } from '@domain/contract/profile';
import type { UserProfile } from '@domain/contract/profile';
import { bearer, call, createTestPlatform, signIn, type TestPlatform } from './support';

/** The seams of the photos and progressive KYC areas, played by the test. */
const seams = vi.hoisted(() => ({ uploaded: new Set<string>(), progressive: new Set<string>() }));
vi.mock('@server/kyc/photos/documents', () => ({
  kycDocumentsFor: async (_deps: unknown, userId: string) =>
    (['KTP', 'KTP_SELFIE'] as const).map((type) => ({
      type,
      url: `/storage/kyc/${userId}/${type}`,
      readUrl: seams.uploaded.has(`${userId}:${type}`) ? `/storage/kyc/${userId}/${type}?read` : null,
      uploaded: seams.uploaded.has(`${userId}:${type}`),
    })),
}));
vi.mock('@server/kyc/progressive/state', () => ({
  progressiveKycAccepted: async (_db: unknown, userId: string) => seams.progressive.has(userId),
}));

const PERSONAL = {
  emailAddress: 'siti@example.co.id',
  motherMaidenName: '  Siti Aminah ',
  latestEducation: 'BACHELORS_OR_EQUIVALENT',
  homeOwnership: 'HOME_OWNER',
};
const EMPLOYMENT = {
  occupation: 'SLIK_OCCUPATION_012',
  occupationSector: 'SLIK_SECTOR_521000',
  occupationInternetBased: 'NOT_INTERNET_BASED',
  employerName: 'PT. Maju Jaya',
  workExperience: 'EXPERIENCE_GT1_LT2',
  monthlyIncome: '5750000',
};

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform.dispose();
});
beforeEach(() => {
  seams.uploaded.clear();
  seams.progressive.clear();
});

async function newUser() {
  const session = await signIn(platform.app);
  const headers = bearer(session.bearerToken);
  const profile = await call<UserProfile>(platform.app, 'GET', '/v1/user', undefined, headers);
  return { headers, userId: profile.data.userId, phone: session.phone.e164 };
}

const patch = (headers: Record<string, string>, body: unknown, confirm = false, extra: Record<string, string> = {}) =>
  call<AccountUpdateResponse>(platform.app, 'PATCH', `/v2/user/account?confirm=${confirm}`, body, { ...headers, ...extra });
const submission = (headers: Record<string, string>, product = 'paylater') =>
  call<KycSubmission>(platform.app, 'GET', '/v1/user/kyc/submission', undefined, { ...headers, 'x-product-name': product });
const review = (body: unknown) => call<KycReviewResult>(platform.app, 'POST', '/sandbox/kyc/review', body);

describe('PATCH /v2/user/account (the wizard saving its steps)', () => {
  it('saves step by step, merging answers and trimming the names; the submission reads them back', async () => {
    const user = await newUser();
    const saved = await patch(user.headers, { additionalDetails: PERSONAL, productName: 'paylater' });
    expect(saved.status).toBe(200);
    expect(saved.data.kycStatus).toBe('NEW');
    expect(saved.data.statuses.paylater).toBe('NOT_APPLIED');
    await patch(user.headers, { additionalDetails: { occupation: 'SLIK_OCCUPATION_012' }, productName: 'paylater' });

    const read = await submission(user.headers);
    expect(read.status).toBe(200);
    expect(read.data.additionalDetails).toEqual({ ...PERSONAL, motherMaidenName: 'Siti Aminah', occupation: 'SLIK_OCCUPATION_012' });
    expect(read.data.docs.map((doc) => doc.type)).toEqual(['KTP', 'KTP_SELFIE']);
    expect(read.data.productName).toBe('paylater');
  });

  it('refuses values outside the enumerations and malformed fields, naming the field, and stores nothing', async () => {
    const user = await newUser();
    const answer = await patch(user.headers, {
      additionalDetails: { emailAddress: 'not-an-email', occupation: 'SLIK_OCCUPATION_050', motherMaidenName: 'S1ti' },
      productName: 'paylater',
    });
    expect(answer.status).toBe(400);
    expect(answer.errors.map((e) => [e.code, e.cause]).sort()).toEqual([
      ['KYC_FIELD_INVALID', 'emailAddress'],
      ['KYC_FIELD_INVALID', 'motherMaidenName'],
      ['KYC_FIELD_INVALID', 'occupation'],
    ]);
    expect((await submission(user.headers)).data.additionalDetails).toEqual({});
  });

  it('refuses unknown fields and a missing or unknown product (a service must be chosen first)', async () => {
    const user = await newUser();
    expect(
      (await patch(user.headers, { additionalDetails: { nik: '3174012309870001' }, productName: 'paylater' })).errors[0],
    ).toMatchObject({ code: 'KYC_FIELD_INVALID', cause: 'nik' });
    expect((await patch(user.headers, { additionalDetails: PERSONAL })).errors[0]).toMatchObject({
      code: 'KYC_PRODUCT_REQUIRED',
      cause: 'productName',
    });
    expect((await patch(user.headers, { additionalDetails: PERSONAL, productName: 'gopaylater' })).errors[0]?.code).toBe(
      'KYC_PRODUCT_REQUIRED',
    );
    expect((await submission(user.headers, '')).errors[0]?.code).toBe('KYC_PRODUCT_REQUIRED');
    expect(
      (await patch(user.headers, { additionalDetails: PERSONAL, productName: 'paylater' }, 'maybe' as unknown as boolean)).status,
    ).toBe(400);
  });

  it('needs a session, and each user sees only their own answers', async () => {
    expect((await patch({}, { additionalDetails: PERSONAL, productName: 'paylater' })).status).toBe(401);
    expect((await call(platform.app, 'GET', '/v1/user/kyc/submission', undefined, { 'x-product-name': 'paylater' })).status).toBe(401);
    const alice = await newUser();
    const bob = await newUser();
    await patch(alice.headers, { additionalDetails: PERSONAL, productName: 'paylater' });
    expect((await submission(bob.headers)).data.additionalDetails).toEqual({});
  });
});

describe('confirm=true (step 3)', () => {
  it('refuses without both photos, keeping the answers, and names the missing photo', async () => {
    const user = await newUser();
    seams.uploaded.add(`${user.userId}:KTP`);
    const answer = await patch(user.headers, { additionalDetails: { ...PERSONAL, ...EMPLOYMENT }, productName: 'paylater' }, true);
    expect(answer.status).toBe(409);
    expect(answer.errors).toEqual([expect.objectContaining({ code: 'KYC_PHOTOS_MISSING', cause: 'KTP_SELFIE' })]);
    const read = await submission(user.headers);
    expect(read.data.kycStatus).toBe('NEW');
    expect(read.data.additionalDetails.employerName).toBe('PT. Maju Jaya');
  });

  it('refuses while details are missing, listing each one', async () => {
    const user = await newUser();
    seams.uploaded.add(`${user.userId}:KTP`).add(`${user.userId}:KTP_SELFIE`);
    const answer = await patch(user.headers, { additionalDetails: PERSONAL, productName: 'paylater' }, true);
    expect(answer.status).toBe(400);
    expect(answer.errors.map((e) => e.cause)).toEqual([
      'monthlyIncome',
      'employerName',
      'occupation',
      'occupationInternetBased',
      'occupationSector',
      'workExperience',
    ]);
    expect(answer.errors.every((e) => e.code === 'KYC_DETAILS_INCOMPLETE')).toBe(true);
  });

  it('submits with both photos: KYC submitted, the product waiting, and no more changes until reviewed', async () => {
    const user = await newUser();
    seams.uploaded.add(`${user.userId}:KTP`).add(`${user.userId}:KTP_SELFIE`);
    await patch(user.headers, { additionalDetails: PERSONAL, productName: 'gomodal' });
    const answer = await patch(user.headers, { additionalDetails: EMPLOYMENT, productName: 'gomodal' }, true);
    expect(answer.status).toBe(200);
    expect(answer.data.kycStatus).toBe('KYC_SUBMITTED');
    expect(answer.data.statuses).toEqual({ paylater: 'NOT_APPLIED', cicilan: 'NOT_APPLIED', gomodal: 'WAITING' });
    expect(answer.data.userProductInfo.gomodal.status).toBe('WAITING');
    const again = await patch(user.headers, { additionalDetails: { employerName: 'Other' }, productName: 'gomodal' });
    expect(again.status).toBe(409);
    expect(again.errors[0]?.code).toBe('KYC_ALREADY_SUBMITTED');
  });

  it('accepts gopaypinjam, the personal loan (document 2, section 1): the KYC is submitted, no product status moves', async () => {
    const user = await newUser();
    seams.uploaded.add(`${user.userId}:KTP`).add(`${user.userId}:KTP_SELFIE`);
    const saved = await patch(user.headers, { additionalDetails: PERSONAL, productName: 'gopaypinjam' });
    expect(saved.status).toBe(200);
    expect((await submission(user.headers, 'gopaypinjam')).data.productName).toBe('gopaypinjam');
    const answer = await patch(user.headers, { additionalDetails: EMPLOYMENT, productName: 'gopaypinjam' }, true);
    expect(answer.status).toBe(200);
    expect(answer.data.kycStatus).toBe('KYC_SUBMITTED');
    expect(answer.data.statuses).toEqual({ paylater: 'NOT_APPLIED', cicilan: 'NOT_APPLIED', gomodal: 'NOT_APPLIED' });
  });

  it('lets progressive KYC stand in for the photos only when the platform accepted it', async () => {
    const user = await newUser();
    const body = { additionalDetails: { ...PERSONAL, ...EMPLOYMENT }, productName: 'paylater' };
    const refused = await patch(user.headers, body, true, { 'x-kyc-type': 'PROGRESSIVE_GOPAY' });
    expect(refused.errors[0]).toMatchObject({ code: 'KYC_PHOTOS_MISSING', cause: 'x-kyc-type' });
    seams.progressive.add(user.userId);
    expect((await submission(user.headers)).data.progressive).toBe(true);
    const accepted = await patch(user.headers, body, true, { 'x-kyc-type': 'PROGRESSIVE_GOPAY' });
    expect(accepted.status).toBe(200);
    expect(accepted.data.kycStatus).toBe('KYC_SUBMITTED');
  });
});

describe('the sandbox reviewer', () => {
  async function submitted(product = 'paylater') {
    const user = await newUser();
    seams.uploaded.add(`${user.userId}:KTP`).add(`${user.userId}:KTP_SELFIE`);
    const answer = await patch(user.headers, { additionalDetails: { ...PERSONAL, ...EMPLOYMENT }, productName: product }, true);
    expect(answer.status).toBe(200);
    return user;
  }
  const profileOf = async (headers: Record<string, string>) =>
    (await call<UserProfile>(platform.app, 'GET', '/v1/user', undefined, headers)).data;

  it('approves: KYC approved, the product approved and on to signing', async () => {
    const user = await submitted();
    const result = await review({ phone: user.phone, decision: 'APPROVE' });
    expect(result.data).toMatchObject({ kycStatus: 'KYC_APPROVED', product: 'paylater', productStatus: 'APPROVED' });
    const profile = await profileOf(user.headers);
    expect(profile.kycStatus).toBe('KYC_APPROVED');
    expect(profile.userProductInfo.paylater).toMatchObject({ status: 'APPROVED', eligibility: 'REQUIRES_CONSENT' });
  });

  it('rejects with a type (aliases normalised), and the user can fix and submit again', async () => {
    const user = await submitted();
    const result = await review({ phone: user.phone, decision: 'REJECT', rejectionType: 'DATA_MISMATCH' });
    expect(result.data.kycRejectionType).toBe('USER_PROVIDED_DATA_MISMATCH');
    const profile = await profileOf(user.headers);
    expect(profile).toMatchObject({ kycStatus: 'KYC_REJECTED', kycRejectionType: 'USER_PROVIDED_DATA_MISMATCH' });
    expect(profile.userProductInfo.paylater.status).toBe('REJECTED');
    const fixed = await patch(
      user.headers,
      { additionalDetails: { motherMaidenName: 'Siti Aminah Putri' }, productName: 'paylater' },
      true,
    );
    expect(fixed.status).toBe(200);
    expect(await profileOf(user.headers)).toMatchObject({ kycStatus: 'KYC_SUBMITTED', kycRejectionType: null });
  });

  it('refuses credit after KYC with a retry date 45 days on, or next month when not allow-listed', async () => {
    const user = await submitted();
    await platform.clock.set(new Date('2026-05-05T03:00:00Z'));
    const result = await review({ phone: user.phone, decision: 'CREDIT_REJECT' });
    expect(result.data).toMatchObject({ kycStatus: 'KYC_APPROVED', productStatus: 'REJECTED', restPeriodEndDate: '2026-06-19' });
    const other = await submitted('gomodal');
    const notListed = await review({ phone: other.phone, decision: 'CREDIT_REJECT', allowListed: false });
    expect(notListed.data.restPeriodEndDate).toBe('2026-06-01');
    expect((await profileOf(other.headers)).userProductInfo.gomodal).toMatchObject({
      status: 'REJECTED',
      restPeriodEndDate: '2026-06-01',
      whitelisted: false,
    });
    await platform.clock.reset();
  });

  it('does not refuse credit for the instalment product, and checks its input', async () => {
    const user = await submitted('paylater_cicilan');
    expect((await review({ phone: user.phone, decision: 'CREDIT_REJECT' })).errors[0]?.code).toBe('KYC_REVIEW_NOT_ALLOWED');
    expect((await review({ phone: user.phone, decision: 'REJECT', rejectionType: 'NOPE' })).status).toBe(400);
    expect((await review({ phone: '+62899999999999', decision: 'APPROVE' })).status).toBe(404);
  });

  it('decides a personal-loan KYC on the KYC alone, and refuses a credit decision for it', async () => {
    const user = await submitted('gopaypinjam');
    expect((await review({ phone: user.phone, decision: 'CREDIT_REJECT' })).errors[0]?.code).toBe('KYC_REVIEW_NOT_ALLOWED');
    const result = await review({ phone: user.phone, decision: 'APPROVE' });
    expect(result.data).toMatchObject({ kycStatus: 'KYC_APPROVED', product: 'gopaypinjam', productStatus: null });
    const profile = await profileOf(user.headers);
    expect(profile.kycStatus).toBe('KYC_APPROVED');
    expect(Object.values(profile.userProductInfo).map((info) => info.status)).toEqual(['NOT_APPLIED', 'NOT_APPLIED', 'NOT_APPLIED']);
  });

  it('serves its page and takes its form', async () => {
    const user = await submitted();
    const page = await platform.app.request('/sandbox/kyc');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('BLUR_SELFIE');
    const form = new URLSearchParams({ phone: user.phone, decision: 'REJECT', rejectionType: 'FLASH_ID' });
    const answer = await platform.app.request('/sandbox/kyc/review', {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('KYC_REJECTED (FLASH_ID)');
  });

  it('is absent when the sandbox is off', async () => {
    const real = await createTestPlatform({ sandbox: false });
    expect((await real.app.request('/sandbox/kyc')).status).toBe(404);
    await real.dispose();
  });
});
