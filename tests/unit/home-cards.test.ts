import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/compile-catalogues';
import {
  PRODUCTS_ERROR_CODES,
  type GomodalEligibility,
  type LoanSubmissionStatus,
  type LoanSubmissionSummary,
} from '@domain/contract/home';
import type { ProductInfo, UserProfile } from '@domain/contract/profile';
import { cardAction, productLink } from '@domain/home/card-actions';
import {
  SIGNED_IN_LOADING_STATE,
  SIGNED_OUT_STATE,
  applyWaitingRule,
  businessCapitalStatus,
  homeCards,
  initialHomeState,
  isCicilanShown,
  isPaylaterShown,
  type BusinessCapitalData,
  type CardState,
} from '@domain/home/card-state';
import type { KycStatus, ProductStatus } from '@domain/products';

const TODAY = '2026-03-10';

const info = (overrides: Partial<ProductInfo> = {}): ProductInfo => ({
  productId: null,
  status: 'NOT_APPLIED',
  eligibility: 'REQUIRES_KYC',
  whitelisted: true,
  restPeriodEndDate: null,
  ...overrides,
});

const eligibility = (overrides: Partial<GomodalEligibility> = {}): GomodalEligibility => ({
  accountStatus: 'ACTIVE',
  whitelist: 'WHITELISTED',
  merchantOwner: true,
  merchantTier: 'PREMIUM',
  loanType: 'ONE_TIME',
  ...overrides,
});

const submission = (status: LoanSubmissionStatus): LoanSubmissionSummary => ({
  id: status,
  status,
  principal: 2_000_000,
  tenure: 12,
  createdAt: '2026-03-01T00:00:00Z',
  updatedAt: '2026-03-01T00:00:00Z',
});

const data = (overrides: Partial<BusinessCapitalData> = {}): BusinessCapitalData => ({
  eligibility: eligibility(),
  submissions: [],
  ongoing: null,
  ...overrides,
});

const profile = (
  products: Partial<Record<'paylater' | 'cicilan' | 'gomodal', Partial<ProductInfo>>> = {},
  kycStatus: KycStatus = 'KYC_APPROVED',
): UserProfile => ({
  userId: 'u',
  phoneNumber: '812345678',
  countryCode: '+62',
  segments: [],
  kycStatus,
  kycRejectionType: null,
  userProductInfo: {
    paylater: info(products.paylater),
    cicilan: info({ eligibility: 'NOT_ELIGIBLE', whitelisted: false, ...products.cicilan }),
    gomodal: info({ eligibility: 'NOT_ELIGIBLE', whitelisted: false, ...products.gomodal }),
  },
});

const statusesOf = (cards: CardState[]): Record<string, ProductStatus> =>
  Object.fromEntries(cards.map((card) => [card.product, card.status]));

describe('initial statuses', () => {
  it('are LOGIN for every product when logged out', () => {
    expect(initialHomeState(false)).toBe(SIGNED_OUT_STATE);
    expect(SIGNED_OUT_STATE.statuses).toEqual({ paylater: 'LOGIN', cicilan: 'LOGIN', gomodal: 'LOGIN' });
  });
  it('are DISABLED with KYC rejected and pay-later NOT_ELIGIBLE when logged in before data', () => {
    expect(initialHomeState(true)).toBe(SIGNED_IN_LOADING_STATE);
    expect(SIGNED_IN_LOADING_STATE).toEqual({
      statuses: { paylater: 'DISABLED', cicilan: 'DISABLED', gomodal: 'DISABLED' },
      kycStatus: 'KYC_REJECTED',
      paylaterEligibility: 'NOT_ELIGIBLE',
    });
  });
  it('give login cards to a visitor, and loading cards until the business-capital calls answer', () => {
    const visitor = homeCards({ profile: null, businessCapital: null, businessCapitalFailed: false, sourceApp: null, today: TODAY });
    expect(statusesOf(visitor)).toEqual({ paylater: 'LOGIN', cicilan: 'LOGIN', gomodal: 'LOGIN' });
    const loading = homeCards({ profile: profile(), businessCapital: null, businessCapitalFailed: false, sourceApp: null, today: TODAY });
    expect(loading.every((card) => card.status === 'DISABLED' && card.disabledReason === 'loading')).toBe(true);
  });
  it('stop waiting for business capital once its calls failed (no business card)', () => {
    const cards = homeCards({ profile: profile(), businessCapital: null, businessCapitalFailed: true, sourceApp: null, today: TODAY });
    expect(statusesOf(cards)).toEqual({ paylater: 'NOT_APPLIED' });
  });
});

describe('eligible pay-later products', () => {
  it('shows the monthly product unless NOT_ELIGIBLE or INELIGIBLE', () => {
    expect(isPaylaterShown(info())).toBe(true);
    expect(isPaylaterShown(info({ eligibility: 'NOT_ELIGIBLE' }))).toBe(false);
    expect(isPaylaterShown(info({ status: 'INELIGIBLE' }))).toBe(false);
  });
  it('shows the instalment product from the wallet app, or when eligible, whitelisted and not INELIGIBLE', () => {
    const notEligible = info({ eligibility: 'NOT_ELIGIBLE', whitelisted: false, status: 'INELIGIBLE' });
    expect(isCicilanShown(notEligible, 'gopay')).toBe(true);
    expect(isCicilanShown(notEligible, 'gojek')).toBe(false);
    expect(isCicilanShown(info({ eligibility: 'REQUIRES_CONSENT', whitelisted: true }), null)).toBe(true);
    expect(isCicilanShown(info({ eligibility: 'REQUIRES_CONSENT', whitelisted: false }), null)).toBe(false);
    expect(isCicilanShown(info({ eligibility: 'REQUIRES_CONSENT', whitelisted: true, status: 'INELIGIBLE' }), null)).toBe(false);
  });
});

describe('business-capital status', () => {
  const status = (product: Partial<ProductInfo>, input: Partial<BusinessCapitalData>, kyc: KycStatus = 'KYC_APPROVED') =>
    businessCapitalStatus(info(product), kyc, data(input), TODAY);

  it('is INELIGIBLE without a merchant account, when permanently blocked, or when the profile says so', () => {
    expect(status({}, { eligibility: eligibility({ accountStatus: 'INELIGIBLE' }) })).toBe('INELIGIBLE');
    expect(status({}, { eligibility: eligibility({ accountStatus: 'PERMANENTLY_BLOCKED' }) })).toBe('INELIGIBLE');
    expect(status({ status: 'INELIGIBLE' }, {})).toBe('INELIGIBLE');
  });
  it('takes the merchant account states as they are', () => {
    for (const accountStatus of ['MERCHANT_PENDING', 'MERCHANT_REJECTED', 'GOMODAL_ACTIVATION_REQUIRED'] as const) {
      expect(status({}, { eligibility: eligibility({ accountStatus }) })).toBe(accountStatus);
    }
  });
  it('is WAITING for a pending, submitted or lender-pending submission, APPROVED once a contract is sent', () => {
    for (const waiting of ['PENDING', 'SUBMITTED', 'APPLIED'] as const)
      expect(status({}, { ongoing: submission(waiting) })).toBe('WAITING');
    expect(status({}, { ongoing: submission('CONTRACT_SENT') })).toBe('APPROVED');
  });
  it('is ACTIVATED with a loan paid out or when the profile says so', () => {
    expect(status({}, { submissions: [submission('DISBURSED')] })).toBe('ACTIVATED');
    expect(status({}, { submissions: [submission('APPLICATION_COMPLETED')] })).toBe('ACTIVATED');
    expect(status({ status: 'ACTIVATED' }, {})).toBe('ACTIVATED');
  });
  it('is REJECTED after a credit rejection while the rest period runs, NOT_APPLIED once it is over', () => {
    expect(status({ restPeriodEndDate: '2026-04-20' }, { submissions: [submission('ERROR_CREDIT_POLICY')] })).toBe('REJECTED');
    expect(status({ status: 'REJECTED', restPeriodEndDate: '2026-04-20' }, {})).toBe('REJECTED');
    expect(status({ status: 'REJECTED' }, {})).toBe('REJECTED');
    expect(status({ status: 'REJECTED', restPeriodEndDate: TODAY }, {})).toBe('NOT_APPLIED');
    expect(status({}, { eligibility: eligibility({ accountStatus: 'BLOCKED' }) })).toBe('REJECTED');
  });
  it('follows identity verification for a product in review', () => {
    expect(status({ status: 'WAITING' }, {}, 'KYC_SUBMITTED')).toBe('WAITING');
    expect(status({ status: 'WAITING' }, {}, 'KYC_REJECTED')).toBe('REJECTED');
    expect(status({ status: 'APPROVED' }, {})).toBe('APPROVED');
  });
  it('is NOT_APPLIED for a merchant with nothing going on, or a cancelled application', () => {
    expect(status({}, {})).toBe('NOT_APPLIED');
    expect(status({}, { submissions: [submission('ERROR_USER_CANCELLED')] })).toBe('NOT_APPLIED');
  });
});

describe('the disabled-while-another-is-waiting rule', () => {
  it('greys NOT_APPLIED and REJECTED products while another waits, and nothing else', () => {
    expect(applyWaitingRule({ paylater: 'NOT_APPLIED', cicilan: 'REJECTED', gomodal: 'WAITING' })).toEqual({
      paylater: 'DISABLED',
      cicilan: 'DISABLED',
      gomodal: 'WAITING',
    });
    expect(applyWaitingRule({ paylater: 'ACTIVATED', cicilan: 'APPROVED', gomodal: 'WAITING' })).toEqual({
      paylater: 'ACTIVATED',
      cicilan: 'APPROVED',
      gomodal: 'WAITING',
    });
    expect(applyWaitingRule({ paylater: 'WAITING', gomodal: 'NOT_APPLIED' })).toEqual({ paylater: 'WAITING', gomodal: 'DISABLED' });
    expect(applyWaitingRule({ paylater: 'NOT_APPLIED', gomodal: 'NOT_APPLIED' })).toEqual({
      paylater: 'NOT_APPLIED',
      gomodal: 'NOT_APPLIED',
    });
  });
  it('says why a card is greyed', () => {
    const cards = homeCards({
      profile: profile(),
      businessCapital: data({ ongoing: submission('SUBMITTED') }),
      businessCapitalFailed: false,
      sourceApp: null,
      today: TODAY,
    });
    expect(cards.find((card) => card.product === 'paylater')).toMatchObject({ status: 'DISABLED', disabledReason: 'another-waiting' });
    expect(cardAction(cards[0]!, 'KYC_APPROVED').messageId).toBe('home.cta.disabledWaiting');
  });
});

describe('home cards', () => {
  it('shows the try-again date only while the rest period runs', () => {
    const resting = homeCards({
      profile: profile({ paylater: { status: 'REJECTED', restPeriodEndDate: '2026-04-24' } }),
      businessCapital: data({ eligibility: eligibility({ accountStatus: 'INELIGIBLE' }) }),
      businessCapitalFailed: false,
      sourceApp: null,
      today: TODAY,
    });
    expect(resting).toEqual([{ product: 'paylater', status: 'REJECTED', disabledReason: null, tryAgainDate: '2026-04-24' }]);
    const over = homeCards({
      profile: profile({ paylater: { status: 'REJECTED', restPeriodEndDate: '2026-03-01' } }),
      businessCapital: data({ eligibility: eligibility({ accountStatus: 'INELIGIBLE' }) }),
      businessCapitalFailed: false,
      sourceApp: null,
      today: TODAY,
    });
    expect(over).toEqual([{ product: 'paylater', status: 'NOT_APPLIED', disabledReason: null, tryAgainDate: null }]);
  });
  it('lists shown products in order and leaves out ineligible ones', () => {
    const cards = homeCards({
      profile: profile({
        paylater: { status: 'ACTIVATED', eligibility: 'ACTIVE_NODUES' },
        cicilan: { eligibility: 'REQUIRES_CONSENT', whitelisted: true },
      }),
      businessCapital: data({ submissions: [submission('DISBURSED')] }),
      businessCapitalFailed: false,
      sourceApp: null,
      today: TODAY,
    });
    expect(statusesOf(cards)).toEqual({ paylater: 'ACTIVATED', cicilan: 'NOT_APPLIED', gomodal: 'ACTIVATED' });
    expect(cards.map((card) => card.product)).toEqual(['paylater', 'cicilan', 'gomodal']);
  });
});

describe('calls to action', () => {
  const action = (
    product: CardState['product'],
    status: ProductStatus,
    kyc: KycStatus | null = 'KYC_APPROVED',
    tryAgainDate: string | null = null,
  ) => cardAction({ product, status, disabledReason: status === 'DISABLED' ? 'loading' : null, tryAgainDate }, kyc);

  it('maps products to their links, /{product}/apply when there is none', () => {
    expect(productLink('paylater')).toBe('/gopaylater/ab');
    expect(productLink('gomodal')).toBe('/gomodal/home');
    expect(productLink('gopaypinjam')).toBe('/gopaypinjam');
    expect(productLink('cicilan')).toBe('/cicilan/apply');
  });
  it('gives each status its icon, text and link', () => {
    expect(action('paylater', 'LOGIN', null)).toEqual({
      icon: 'login',
      messageId: 'home.cta.login',
      href: '/?referrer=%2Fgopaylater%2Fab',
    });
    expect(action('paylater', 'DISABLED')).toEqual({ icon: 'lock', messageId: 'home.cta.disabledLoading', href: null });
    expect(action('paylater', 'NOT_APPLIED')).toEqual({ icon: 'apply', messageId: 'home.cta.apply', href: '/gopaylater/ab' });
    expect(action('cicilan', 'NOT_APPLIED').href).toBe('/cicilan/apply');
    expect(action('gomodal', 'NOT_APPLIED').href).toBe('/gomodal/home');
    expect(action('paylater', 'ACTIVATED')).toEqual({ icon: 'open', messageId: 'home.cta.open', href: '/gopaylater/ab' });
    expect(action('cicilan', 'ACTIVATED').href).toBe('/gopaylater/cicilan');
    expect(action('gomodal', 'ACTIVATED').href).toBe('/gomodal/home');
    expect(action('paylater', 'WAITING', 'KYC_SUBMITTED')).toEqual({
      icon: 'hourglass',
      messageId: 'home.cta.waiting',
      href: '/kyc/step4?product=paylater',
    });
    expect(action('cicilan', 'WAITING', 'KYC_SUBMITTED').href).toBe('/kyc/step4?product=paylater_cicilan');
    expect(action('gomodal', 'WAITING', 'KYC_APPROVED').href).toBe('/gomodal/home');
    expect(action('gomodal', 'WAITING', 'KYC_SUBMITTED').href).toBe('/kyc/step4?product=gomodal');
    expect(action('paylater', 'APPROVED')).toEqual({ icon: 'sign', messageId: 'home.cta.approved', href: '/paylater/gopay-plus' });
    expect(action('cicilan', 'APPROVED').href).toBe('/privy/intro?product=cicilan');
    expect(action('gomodal', 'APPROVED').href).toBe('/gomodal/home');
    expect(action('paylater', 'REJECTED', 'KYC_APPROVED', '2026-04-24')).toEqual({
      icon: 'rejected',
      messageId: 'home.cta.tryAgainOn',
      href: null,
    });
    expect(action('paylater', 'REJECTED', 'KYC_APPROVED')).toEqual({
      icon: 'rejected',
      messageId: 'home.cta.rejected',
      href: '/gopaylater/ab',
    });
    expect(action('paylater', 'REJECTED', 'KYC_REJECTED')).toEqual({
      icon: 'rejected',
      messageId: 'home.cta.kycRejected',
      href: '/kyc/step4?product=paylater',
    });
    expect(action('gomodal', 'MERCHANT_PENDING')).toEqual({ icon: 'store', messageId: 'home.cta.merchantPending', href: '/gomodal/home' });
    expect(action('gomodal', 'MERCHANT_REJECTED')).toEqual({
      icon: 'store-off',
      messageId: 'home.cta.merchantRejected',
      href: '/gomodal/contact',
    });
    expect(action('gomodal', 'GOMODAL_ACTIVATION_REQUIRED')).toEqual({
      icon: 'power',
      messageId: 'home.cta.activate',
      href: '/gomodal/apply',
    });
  });
  it('has every message it names, in both languages', async () => {
    const en = (await readCatalogue('en')).messages;
    const id = (await readCatalogue('id')).messages;
    const statuses: ProductStatus[] = [
      'LOGIN',
      'DISABLED',
      'NOT_APPLIED',
      'ACTIVATED',
      'WAITING',
      'APPROVED',
      'REJECTED',
      'MERCHANT_PENDING',
      'MERCHANT_REJECTED',
      'GOMODAL_ACTIVATION_REQUIRED',
    ];
    const ids = new Set<string>();
    for (const status of statuses)
      for (const kyc of ['KYC_APPROVED', 'KYC_REJECTED'] as const) ids.add(action('gomodal', status, kyc).messageId);
    ids.add(action('paylater', 'REJECTED', 'KYC_APPROVED', '2026-04-24').messageId);
    for (const code of PRODUCTS_ERROR_CODES) ids.add(`errors.${code}`);
    for (const product of ['paylater', 'cicilan', 'gomodal', 'gopaypinjam'])
      ids.add(`home.product.${product}.name`).add(`home.product.${product}.description`);
    for (const messageId of ids) {
      expect(en, messageId).toHaveProperty([messageId]);
      expect(id, messageId).toHaveProperty([messageId]);
    }
  });
});
