// @vitest-environment happy-dom
/// <reference path="../../src/vite-env.d.ts" />
/**
 * The merchant-loan pages rendered in both languages with a fake data worker: every home-card state,
 * the offer, the ineligible and error pages, the loan form's live instalment and its messages. A
 * message missing from a catalogue fails the test (react-intl's onError).
 */
import { Provider } from 'jotai';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GomodalApplyCheck, GomodalOffer } from '@domain/contract/gomodal';
import type { GomodalLoanHeadline, GomodalLoanSummary } from '@domain/contract/gomodal-loan';
import { GOMODAL_HOME_CARD_STATES, type GomodalHomeCardState } from '@domain/gomodal/home-card';
import { INELIGIBLE_SCREEN_TYPES, LOAN_ERROR_TYPES } from '@domain/gomodal/routes';
import en from '../../locales/en/gomodal.json';
import id from '../../locales/id/gomodal.json';
import common from '../../locales/en/shell.json';
import commonId from '../../locales/id/shell.json';
import { loanSummary, submissionHeadline } from './helpers/gomodal-summary';
import { settle } from './helpers/render-hook';

const fake = vi.hoisted(() => ({
  summary: null as unknown,
  check: null as unknown,
  offer: null as unknown,
  draft: null as unknown,
}));
vi.mock('../../src/data/bridge', () => ({
  dataWorker: () => ({
    gomodal: {
      loanSummary: async () => ({ answer: fake.summary, answeredAt: '2026-03-02T03:00:00Z', source: 'live' }),
      applyCheck: async () => fake.check,
      offer: async () => fake.offer,
    },
    drafts: {
      load: async () => (fake.draft ? { value: fake.draft, schemaVersion: 1, updatedAt: 0 } : null),
      save: async () => undefined,
      remove: async () => undefined,
    },
  }),
}));
vi.mock('@i18n/catalogue', () => ({ hasMessage: () => true }));

const { default: HomePage } = await import('../../src/features/gomodal/home/HomePage');
const { default: IneligiblePage } = await import('../../src/features/gomodal/eligibility/IneligiblePage');
const pages = await import('../../src/features/gomodal/eligibility/pages');
const outcome = await import('../../src/features/gomodal/apply/outcome-pages');
const { default: LoanFormPage } = await import('../../src/features/gomodal/apply/LoanFormPage');
const { default: VaErrorPage } = await import('../../src/features/gomodal/catchup/VaErrorPage');

const { appStore } = await import('@state/store');
const { clearAnswers } = await import('@state/answers');

const CATALOGUES = { en: { ...common, ...en }, id: { ...commonId, ...id } } as Record<'en' | 'id', Record<string, string>>;

let root: Root | null = null;
let container: HTMLElement;
const missing: string[] = [];

async function render(Page: ComponentType, path: string, language: 'en' | 'id' = 'en'): Promise<HTMLElement> {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <IntlProvider
        locale={language}
        messages={CATALOGUES[language]}
        onError={(error) => {
          missing.push(error.message);
        }}
      >
        <Provider store={appStore}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path.split('?')[0]} element={<Page />} />
              <Route path="*" element={<p data-testid="moved">moved</p>} />
            </Routes>
          </MemoryRouter>
        </Provider>
      </IntlProvider>,
    ),
  );
  await settle();
  await settle();
  return container;
}

beforeEach(() => {
  missing.length = 0;
  clearAnswers();
});
afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
  expect(missing).toEqual([]);
});

const loan = {
  submissionId: 'S1',
  loanId: 'L-1',
  loanType: 'FLEXI',
  principal: 2_000_000,
  tenure: 12,
  duesState: 'ONGOING',
  dueDate: '2026-04-01',
  monthlyInstalment: 201_666,
  dailyDeduction: 10_084,
  currentDailyDeduction: 10_084,
  amountDue: 50_000,
  overdueAmount: 50_000,
  missedAmount: 20_168,
  lateFee: 150,
  dailyLateFee: 50,
  gracePeriodEnd: '2026-04-11',
  totalRemaining: 1_500_000,
  payoffAmount: 1_400_000,
  pause: { from: '2026-03-10', resumeOn: '2026-03-15' },
  paidInstalments: 3,
  remainingInstalments: 9,
  completedAt: '2026-03-02T03:00:00Z',
  completedEarly: false,
} as GomodalLoanHeadline;

function summary(card: GomodalHomeCardState | null, overrides: Partial<GomodalLoanSummary> = {}): GomodalLoanSummary {
  const submission = submissionHeadline({
    status: 'CONTRACT_SENT',
    contractExpiresAt: '2026-03-02T04:00:00Z',
    disbursementDeadline: '2026-03-03',
    outcomeRoute: '/gomodal/loan/error?type=disbursement',
  });
  return loanSummary(card, { submission, loan }, overrides);
}

describe('the merchant-loan home', () => {
  it.each(
    GOMODAL_HOME_CARD_STATES.flatMap((card) => [[card, 'en'] as const, [card, 'id'] as const]),
  )('renders the %s card in %s', async (card, language) => {
    fake.summary = summary(card);
    const page = await render(HomePage, '/gomodal/home', language);
    const section = page.querySelector(`[data-card="${card}"]`);
    expect(section?.querySelector('h2')?.textContent).toBe(CATALOGUES[language][`gomodal.card.${card}.title`]);
    expect(section?.textContent).not.toMatch(/\{|undefined|NaN/);
  });

  it('says what a day takes now, and that it is this period’s when it differs from the plan’s', async () => {
    fake.summary = summary('ONGOING', { submission: null });
    let page = await render(HomePage, '/gomodal/home');
    let card = page.querySelector('[data-card="ONGOING"]')?.textContent ?? '';
    expect(card).toContain('We deduct Rp10.084 a day');
    expect(card).toContain('Daily deductionRp10.084');
    fake.summary = summary('ONGOING', { submission: null, loan: { ...loan, currentDailyDeduction: 8_334 } });
    await act(async () => root?.unmount());
    container.remove();
    page = await render(HomePage, '/gomodal/home', 'id');
    card = page.querySelector('[data-card="ONGOING"]')?.textContent ?? '';
    expect(card).toContain('Kami memotong Rp8.334 per hari');
    expect(card).toContain('Potongan harian periode iniRp8.334');
  });

  it('shows the offer with its limit', async () => {
    fake.summary = summary(null, { maxPrincipal: 2_000_000, loan: null, submission: null });
    const page = await render(HomePage, '/gomodal/home');
    expect(page.querySelector('.gomodal-limit__amount')?.textContent).toBe('Rp2.000.000');
    expect(page.querySelector('a[href="/gomodal/apply"]')).not.toBeNull();
  });

  it('takes a non-owner to the non-owner page', async () => {
    fake.summary = summary(null, { blocker: 'NON_OWNER', blockerRoute: '/gomodal/error/non-owner', loan: null, submission: null });
    const page = await render(HomePage, '/gomodal/home');
    expect(page.querySelector('[data-testid="moved"]')).not.toBeNull();
  });
});

const check: GomodalApplyCheck = {
  blocker: 'NOT_WHITELISTED',
  route: '/gomodal/ineligible-screen',
  retryDate: '2026-04-16',
  respondBy: null,
  canAskToBeTold: true,
  askedToBeTold: false,
  firstLoan: true,
  loanType: 'FLEXI',
  asOf: '2026-03-02T03:00:00Z',
};

describe('the pages of who may not apply', () => {
  it.each([...INELIGIBLE_SCREEN_TYPES, 'none'])('the ineligible screen of type %s says why', async (type) => {
    fake.check = check;
    const page = await render(IneligiblePage, `/gomodal/ineligible-screen?type=${type}`, 'id');
    expect(page.querySelector('h2')?.textContent).toBe(
      CATALOGUES.id[`gomodal.ineligible.${type === 'none' ? 'not-whitelisted' : type}.heading`],
    );
    expect(page.textContent).toContain(CATALOGUES.id['gomodal.notify.ask']);
  });

  const simplePages: ReadonlyArray<readonly [string, ComponentType, string, string]> = [
    ['non-owner', pages.NonOwnerPage, '/gomodal/error/non-owner', 'gomodal.nonOwner.heading'],
    ['kyc first', pages.KycFirstPage, '/gomodal/kyc-first', 'gomodal.kycFirst.heading'],
    ['credit rejection', pages.CdeRejectedPage, '/gomodal/cde-rejected', 'gomodal.cdeRejected.heading'],
    ['rejected', pages.ApplicationRejectedPage, '/gomodal/application/rejected?type=fraud', 'gomodal.rejected.heading'],
    ['contact', pages.ContactPage, '/gomodal/contact', 'gomodal.contact.heading'],
    ['VA error', VaErrorPage, '/gomodal/error/va-transfer?id=S1&reason=freeze-day', 'gomodal.vaError.freeze-day.heading'],
    ...LOAN_ERROR_TYPES.map(
      (type) =>
        [`loan error ${type}`, outcome.LoanErrorPage, `/gomodal/loan/error?type=${type}`, `gomodal.loanError.${type}.heading`] as const,
    ),
  ];
  it.each(simplePages)('the %s page', async (_, Page, path, heading) => {
    fake.check = check;
    const page = await render(Page, path);
    expect(page.querySelector('h2')?.textContent).toBe(CATALOGUES.en[heading]);
  });

  it('the credit rejection names the day to apply again', async () => {
    fake.check = check;
    const page = await render(pages.CdeRejectedPage, '/gomodal/cde-rejected');
    expect(page.textContent).toContain('You can apply again from 16 Apr 2026.');
  });
});

const offer: GomodalOffer = {
  offerType: 'FLEXI',
  minPrincipal: 1_000_000,
  maxPrincipal: 2_000_000,
  tenures: [3, 6, 9, 12, 18, 24],
  monthlyInterestRatePercent: 1.75,
  adminFeePercent: 2,
  minDailyDeduction: 10_000,
  deductionDaysPerInstalment: 20,
  firstLoanCashback: { instalments: 3, maxDiscount: 200_000 },
  purposes: ['P01', 'P02', 'Other'],
  asOf: '2026-03-02T03:00:00Z',
};

async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

describe('the loan form', () => {
  it('shows the amount’s rule, then the tenors with their instalments, and the quote of the one chosen', async () => {
    fake.offer = offer;
    fake.draft = null;
    const page = await render(LoanFormPage, '/gomodal/loan/apply', 'id');
    const amount = page.querySelector<HTMLInputElement>('input[inputmode="numeric"]');
    if (!amount) throw new Error('no amount field');
    // Never while typing: the rule speaks once the field is left.
    await act(async () => amount.focus());
    await type(amount, '500000');
    expect(page.querySelector('.field__error')).toBeNull();
    await act(async () => amount.blur());
    await settle();
    expect(page.querySelector('.field__error')?.textContent).toBe('Minimal pinjaman Rp1.000.000');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await type(amount, '2500000');
    expect(page.querySelector('.field__error')?.textContent).toBe('Maksimal pinjaman Rp2.000.000');
    await type(amount, '1999500');
    expect(page.querySelector('.field__error')?.textContent).toBe('Bulatkan 3 angka terakhir jadi Rp2.000.000');
    await type(amount, '2000000');
    expect(page.querySelector('.field__error')).toBeNull();
    const tenures = [...page.querySelectorAll<HTMLInputElement>('input[name="tenure"]')].map((input) => input.value);
    expect(tenures).toEqual(['3', '6', '9', '12']);
    const twelve = page.querySelector<HTMLInputElement>('input[name="tenure"][value="12"]');
    await act(async () => twelve?.click());
    await settle();
    const quote = page.querySelector('.gomodal-quote')?.textContent ?? '';
    expect(quote).toContain('Rp201.666');
    expect(quote).toContain('Rp10.084');
    expect(quote).toContain('Rp1.960.000');
  });
});
