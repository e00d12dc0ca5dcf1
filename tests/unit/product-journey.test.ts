import { describe, expect, it } from 'vitest';
import { nextStepAfterApply } from '@domain/contract/apply';
import type { EligibilityStatus, KycStatus, ProductStatus } from '@domain/products';
import { entryStep, stepAfterApply, type ConsumerProduct, type ProductAccount } from '@domain/product-journey';

const TODAY = '2026-03-10';

function account(
  status: ProductStatus,
  kycStatus: KycStatus = 'KYC_APPROVED',
  eligibility: EligibilityStatus = 'REQUIRES_KYC',
  restPeriodEndDate: string | null = null,
): ProductAccount {
  return { kycStatus, info: { status, eligibility, restPeriodEndDate } };
}

describe("a consumer product's home link before activation", () => {
  const leadsTo = (product: ConsumerProduct, given: ProductAccount, expected: ReturnType<typeof entryStep>): void => {
    expect(entryStep(product, given, TODAY)).toEqual(expected);
  };
  type Row = [string, ConsumerProduct, ProductAccount, string];

  it.each<Row>([
    ['activated: the product home', 'paylater', account('ACTIVATED', 'KYC_APPROVED', 'ACTIVE_NODUES'), '/gopaylater/ab'],
    ['activated cicilan: its own home', 'cicilan', account('ACTIVATED', 'KYC_APPROVED', 'OVERDUE'), '/gopaylater/cicilan'],
  ])('%s', (_, product, given, to) => leadsTo(product, given, { kind: 'home', to }));

  it.each<Row>([
    ['approved: the contract to sign', 'paylater', account('APPROVED', 'KYC_APPROVED', 'REQUIRES_CONSENT'), '/paylater/gopay-plus'],
    ['approved cicilan: its contract', 'cicilan', account('APPROVED', 'KYC_APPROVED', 'REQUIRES_CONSENT'), '/privy/intro?product=cicilan'],
  ])('%s', (_, product, given, to) => leadsTo(product, given, { kind: 'sign-contract', to }));

  it.each<Row>([
    [
      'waiting: the review status, coming back to this apply page',
      'cicilan',
      account('WAITING', 'KYC_SUBMITTED'),
      '/kyc/progress?product=paylater_cicilan&retry_url=%2Fcicilan%2Fapply',
    ],
    [
      'KYC rejected: the rejection screen to fix it',
      'paylater',
      account('REJECTED', 'KYC_REJECTED'),
      '/kyc/progress?product=paylater&retry_url=%2Fpaylater%2Fapply',
    ],
  ])('%s', (_, product, given, to) => leadsTo(product, given, { kind: 'kyc-review', to }));

  it.each<[string, string, ReturnType<typeof entryStep>]>([
    ['credit rejected, resting: the date to try again', '2026-04-01', { kind: 'rejected', retryDate: '2026-04-01' }],
    ['credit rejected, rest ends today: still resting', '2026-03-11', { kind: 'rejected', retryDate: '2026-03-11' }],
    ['credit rejected, rest over: apply again', TODAY, { kind: 'apply', to: '/paylater/apply' }],
  ])('%s', (_, restPeriodEndDate, expected) =>
    leadsTo('paylater', account('REJECTED', 'KYC_APPROVED', 'REQUIRES_KYC', restPeriodEndDate), expected));

  it('ineligible', () => leadsTo('paylater', account('INELIGIBLE', 'KYC_APPROVED', 'NOT_ELIGIBLE'), { kind: 'not-eligible' }));

  it('not applied, SLIK required: the questionnaire', () =>
    leadsTo('paylater', account('NOT_APPLIED', 'KYC_APPROVED', 'REQUIRES_SLIK'), { kind: 'slik', to: '/kyc/slik?product=paylater' }));

  it.each<Row>([
    [
      'not applied, KYC required: apply (its answer leads to KYC)',
      'paylater',
      account('NOT_APPLIED', 'NEW', 'REQUIRES_KYC'),
      '/paylater/apply',
    ],
    ['not applied cicilan: its apply page', 'cicilan', account('NOT_APPLIED', 'KYC_APPROVED', 'REQUIRES_CONSENT'), '/cicilan/apply'],
  ])('%s', (_, product, given, to) => leadsTo(product, given, { kind: 'apply', to }));
});

describe('after applying', () => {
  it('a new user starts the identity check for the product by its wire name', () => {
    const answer = account('NOT_APPLIED', 'NEW', 'REQUIRES_KYC');
    const next = nextStepAfterApply({ kycStatus: answer.kycStatus, ...answer.info });
    expect(stepAfterApply('cicilan', next, answer)).toEqual({ kind: 'kyc', to: '/kyc/step1?product=paylater_cicilan' });
    expect(stepAfterApply('paylater', next, answer)).toEqual({ kind: 'kyc', to: '/kyc/step1?product=paylater' });
  });

  it('a rejected KYC goes to its rejection screen, an approved one waits for the review', () => {
    const rejected = account('NOT_APPLIED', 'KYC_REJECTED');
    expect(stepAfterApply('paylater', nextStepAfterApply({ kycStatus: 'KYC_REJECTED', ...rejected.info }), rejected).kind).toBe(
      'kyc-review',
    );
    const waiting = account('WAITING', 'KYC_APPROVED');
    expect(stepAfterApply('paylater', nextStepAfterApply({ kycStatus: 'KYC_APPROVED', ...waiting.info }), waiting)).toEqual({
      kind: 'kyc-review',
      to: '/kyc/progress?product=paylater&retry_url=%2Fpaylater%2Fapply',
    });
  });

  it.each<[ProductStatus, EligibilityStatus, string]>([
    ['ACTIVATED', 'ACTIVATED', 'home'],
    ['APPROVED', 'REQUIRES_CONSENT', 'sign-contract'],
    ['INELIGIBLE', 'NOT_ELIGIBLE', 'not-eligible'],
    ['NOT_APPLIED', 'REQUIRES_SLIK', 'slik'],
    ['REJECTED', 'REQUIRES_KYC', 'rejected'],
  ])('%s / %s leads to %s', (status, eligibility, kind) => {
    const answer = account(status, 'KYC_APPROVED', eligibility, '2026-04-01');
    expect(stepAfterApply('paylater', nextStepAfterApply({ kycStatus: answer.kycStatus, ...answer.info }), answer).kind).toBe(kind);
  });
});
