import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/compile-catalogues';
import type { ProductInfo, ProductSummary, UserProfile } from '@domain/contract/account';
import { cardFigures } from '@domain/home/card-figures';
import { homeCards, type CardState } from '@domain/home/card-state';

const summary = (overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  creditLimit: 10_000_000,
  availableLimit: 7_500_000,
  amountDue: 1_250_000,
  overdueAmount: 0,
  dueDate: '2026-04-01',
  dueDateInfoType: 'UPCOMING',
  asOf: '2026-03-20T03:00:00Z',
  ...overrides,
});

const info = (overrides: Partial<ProductInfo> = {}): ProductInfo => ({
  productId: 'acc',
  status: 'ACTIVATED',
  eligibility: 'ACTIVE_WITHDUES',
  whitelisted: true,
  restPeriodEndDate: null,
  ...overrides,
});

const activated = (
  product: CardState['product'],
  figures: ProductSummary | undefined,
  status: CardState['status'] = 'ACTIVATED',
): CardState => ({
  product,
  status,
  disabledReason: null,
  tryAgainDate: null,
  ...(figures ? { summary: figures } : {}),
});

describe('the home cards of activated consumer products', () => {
  it('carry the profile summary of ACTIVATED pay-later and cicilan, and nothing else', () => {
    const profile: UserProfile = {
      userId: 'u',
      phoneNumber: '812345678',
      countryCode: '+62',
      segments: [],
      kycStatus: 'KYC_APPROVED',
      kycRejectionType: null,
      userProductInfo: {
        paylater: info({ summary: summary() }),
        cicilan: info({ summary: summary({ amountDue: 0 }) }),
        gomodal: info({ status: 'NOT_APPLIED', eligibility: 'NOT_ELIGIBLE' }),
      },
    };
    const cards = homeCards({ profile, businessCapital: null, businessCapitalFailed: true, sourceApp: null, today: '2026-03-20' });
    expect(cards.find((card) => card.product === 'paylater')?.summary?.availableLimit).toBe(7_500_000);
    expect(cards.find((card) => card.product === 'cicilan')?.summary?.amountDue).toBe(0);
    // Without a summary (an older platform) the card is as before: no key at all.
    const without = homeCards({
      profile: { ...profile, userProductInfo: { ...profile.userProductInfo, paylater: info() } },
      businessCapital: null,
      businessCapitalFailed: true,
      sourceApp: null,
      today: '2026-03-20',
    });
    expect(without.find((card) => card.product === 'paylater')).toEqual({
      product: 'paylater',
      status: 'ACTIVATED',
      disabledReason: null,
      tryAgainDate: null,
    });
  });

  it('pay-later: limit left, then amount due and due date; cicilan: amount due and due date', () => {
    expect(cardFigures(activated('paylater', summary()))).toEqual([
      { kind: 'rupiah', labelId: 'home.figures.limitLeft', amount: 7_500_000, emphasis: 'none' },
      { kind: 'rupiah', labelId: 'home.figures.amountDue', amount: 1_250_000, emphasis: 'none' },
      { kind: 'date', labelId: 'home.figures.dueDate', date: '2026-04-01', emphasis: 'none' },
    ]);
    expect(cardFigures(activated('cicilan', summary()))).toEqual([
      { kind: 'rupiah', labelId: 'home.figures.amountDue', amount: 1_250_000, emphasis: 'none' },
      { kind: 'date', labelId: 'home.figures.dueDate', date: '2026-04-01', emphasis: 'none' },
    ]);
  });

  it('says overdue in its own words and colour, and "no bill" rather than Rp0', () => {
    for (const dueDateInfoType of ['GRACE_PERIOD', 'LATE_FEE'] as const) {
      expect(cardFigures(activated('cicilan', summary({ dueDateInfoType, overdueAmount: 1_250_000 })))[0]).toMatchObject({
        labelId: 'home.figures.amountOverdue',
        emphasis: 'overdue',
      });
    }
    expect(cardFigures(activated('paylater', summary({ amountDue: 0, dueDate: null, dueDateInfoType: 'NONE' })))).toEqual([
      { kind: 'rupiah', labelId: 'home.figures.limitLeft', amount: 7_500_000, emphasis: 'none' },
      { kind: 'note', labelId: 'home.figures.nothingDue' },
    ]);
    expect(cardFigures(activated('cicilan', summary({ amountDue: 0 })))).toEqual([{ kind: 'note', labelId: 'home.figures.nothingDue' }]);
  });

  it('has no figures without a summary or outside ACTIVATED', () => {
    expect(cardFigures(activated('paylater', undefined))).toEqual([]);
    expect(cardFigures(activated('paylater', summary(), 'WAITING'))).toEqual([]);
  });

  it('every label is in both catalogues', async () => {
    const labels = [
      'home.figures.limitLeft',
      'home.figures.amountDue',
      'home.figures.amountOverdue',
      'home.figures.dueDate',
      'home.figures.nothingDue',
    ];
    for (const language of ['en', 'id']) {
      const messages = (await readCatalogue(language)).messages;
      expect(labels.filter((label) => !(label in messages))).toEqual([]);
    }
  });
});
