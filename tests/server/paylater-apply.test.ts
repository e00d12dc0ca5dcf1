import { describe, expect, it } from 'vitest';
import { type ApplyResponse, nextStepAfterApply } from '@domain/contract/apply';
import type { KycSubmission } from '@domain/contract/kyc';
import type { ProductName } from '@domain/products';
import { call } from './support';
import { type MoneyUser, seededUser } from './support/money-support';
import { platformForFile } from './support/file-platform';

const platform = platformForFile({ now: '2026-01-10T10:00:00+07:00' });

const apply = (user: MoneyUser, productName: unknown) =>
  call<ApplyResponse>(platform.app, 'POST', '/v1/user/account', productName === undefined ? {} : { productName }, user.headers);
const nextStep = (answer: ApplyResponse, product: ProductName) =>
  nextStepAfterApply({
    kycStatus: answer.kycStatus,
    status: answer.userProductInfo[product].status,
    eligibility: answer.userProductInfo[product].eligibility,
  });

describe('POST /v1/user/account (apply)', () => {
  it('takes only the wire names of the two consumer products', async () => {
    const user = await seededUser(platform, 'new');
    for (const name of ['cicilan', 'gomodal', 'gopaypinjam', 'PAYLATER', 42, undefined]) {
      const answer = await apply(user, name);
      expect([String(name), answer.status, answer.errors.map((item) => `${item.code}:${item.cause}`)]).toEqual([
        String(name),
        400,
        ['APPLY_PRODUCT_INVALID:productName'],
      ]);
    }
  });

  it('a new user waits for the KYC, which is now for the product applied for', async () => {
    const user = await seededUser(platform, 'new');
    const answer = await apply(user, 'paylater');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.data.userProductInfo.paylater).toMatchObject({ status: 'NOT_APPLIED', eligibility: 'REQUIRES_KYC' });
    expect(nextStep(answer.data, 'paylater')).toBe('KYC');
    const submission = await call<KycSubmission>(platform.app, 'GET', '/v1/user/kyc/submission', undefined, {
      ...user.headers,
      'x-product-name': 'paylater',
    });
    expect(submission.data.productName).toBe('paylater');
  });

  it('an approved KYC goes to the credit decision (WAITING), and the reviewer decides for that product', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    const answer = await apply(user, 'paylater_cicilan');
    expect(answer.data.statuses).toMatchObject({ paylater: 'ACTIVATED', cicilan: 'WAITING' });
    expect(nextStep(answer.data, 'cicilan')).toBe('KYC_REVIEW');
    // Applying again changes nothing.
    expect((await apply(user, 'paylater_cicilan')).data.statuses.cicilan).toBe('WAITING');
    const review = await call<{ product: string; productStatus: string }>(platform.app, 'POST', '/sandbox/kyc/review', {
      phone: user.phone,
      decision: 'APPROVE',
    });
    expect(review.data).toMatchObject({ product: 'cicilan', productStatus: 'APPROVED' });
    const approved = await apply(user, 'paylater_cicilan');
    expect(nextStep(approved.data, 'cicilan')).toBe('SIGN_CONTRACT');
    expect(nextStep((await apply(user, 'paylater')).data, 'paylater')).toBe('PRODUCT_HOME');
  });

  it('refuses the ineligible, the not allow-listed and a rest period not over', async () => {
    const ineligible = await seededUser(platform, 'paylater-ineligible');
    expect((await apply(ineligible, 'paylater')).errors[0]).toMatchObject({ code: 'APPLY_NOT_ELIGIBLE', cause: 'INELIGIBLE' });
    const notListed = await seededUser(platform, 'new');
    expect((await apply(notListed, 'paylater_cicilan')).errors[0]?.code).toBe('APPLY_NOT_ELIGIBLE');
    const rejected = await seededUser(platform, 'paylater-rejected');
    const refused = await apply(rejected, 'paylater');
    expect([refused.status, refused.errors[0]?.code, refused.errors[0]?.cause]).toEqual([409, 'APPLY_REST_PERIOD', '2026-02-24']);
  });

  it('after the rest period a rejected user applies again', async () => {
    const user = await seededUser(platform, 'paylater-rejected-ended');
    const answer = await apply(user, 'paylater');
    expect(answer.data.userProductInfo.paylater).toMatchObject({ status: 'WAITING', restPeriodEndDate: null });
  });
});

describe('the KYC calls name the instalment product paylater_cicilan', () => {
  it('saves and reads the KYC for paylater_cicilan, as for the old name cicilan', async () => {
    for (const name of ['paylater_cicilan', 'cicilan']) {
      const user = await seededUser(platform, 'new');
      const saved = await call(
        platform.app,
        'PATCH',
        '/v2/user/account?confirm=false',
        { productName: name, additionalDetails: { emailAddress: 'ana@example.co.id' } },
        user.headers,
      );
      expect([name, saved.status]).toEqual([name, 200]);
      const submission = await call<KycSubmission>(platform.app, 'GET', '/v1/user/kyc/submission', undefined, {
        ...user.headers,
        'x-product-name': name,
      });
      expect([name, submission.status, submission.data.productName]).toEqual([name, 200, 'cicilan']);
    }
  });
});
