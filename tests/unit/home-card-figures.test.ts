import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/compile-catalogues';
import type { ProductInfo, ProductSummary, UserProfile } from '@domain/contract/profile';
import { cardFigures, type CardFigure } from '@domain/home/card-figures';
import { NOTHING_OWED, type OwedByDate } from '@domain/lending/owed';
import { homeCards, type CardState } from '@domain/home/card-state';

const summary = (overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  creditLimit: 10_000_000,
  availableLimit: 7_500_000,
  amountDue: 1_250_000,
  overdueAmount: 0,
  dueDate: '2026-04-01',
  dueDateInfoType: 'UPCOMING',
  owed: owed({ due: [{ dueDate: '2026-04-01', amount: 1_250_000 }] }),
  asOf: '2026-03-20T03:00:00Z',
  ...overrides,
});

function owed(parts: Partial<OwedByDate>): OwedByDate {
  const all = { ...NOTHING_OWED, ...parts };
  const sum = [...all.overdue, ...all.due, ...(all.nextBill ? [all.nextBill] : [])].reduce((total, item) => total + item.amount, 0);
  return { ...all, total: sum + all.lateFees + all.later };
}

/** A figure falling due on its date, as the card shows it (plain, "due on"). */
const dueOn = (labelId: string, amount: number, date: string): CardFigure => ({
  kind: 'owed',
  labelId,
  amount,
  date,
  dateId: 'home.figures.dueOn',
  emphasis: 'none',
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

/** A KYC-approved user's account with these products. */
const accountWith = (userProductInfo: UserProfile['userProductInfo']): UserProfile => ({
  userId: 'u',
  phoneNumber: '812345678',
  countryCode: '+62',
  segments: [],
  kycStatus: 'KYC_APPROVED',
  kycRejectionType: null,
  userProductInfo,
});

describe('the home cards of activated consumer products', () => {
  it('carry the profile summary of ACTIVATED pay-later and cicilan, and nothing else', () => {
    const profile = accountWith({
      paylater: info({ summary: summary() }),
      cicilan: info({ summary: summary({ amountDue: 0 }) }),
      gomodal: info({ status: 'NOT_APPLIED', eligibility: 'NOT_ELIGIBLE' }),
    });
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

  it('show while the business-capital calls load (a warm start): the active cards with figures, every other card waits', () => {
    const account = accountWith({
      paylater: info({ summary: summary() }),
      cicilan: info({ status: 'NOT_APPLIED', eligibility: 'REQUIRES_KYC' }),
      gomodal: info({ status: 'NOT_APPLIED', eligibility: 'NOT_ELIGIBLE' }),
    });
    const waiting = homeCards({
      profile: account,
      businessCapital: null,
      businessCapitalFailed: false,
      sourceApp: null,
      today: '2026-03-20',
    });
    expect(waiting).toEqual([
      activated('paylater', summary()),
      { product: 'cicilan', status: 'DISABLED', disabledReason: 'loading', tryAgainDate: null },
      { product: 'gomodal', status: 'DISABLED', disabledReason: 'loading', tryAgainDate: null },
    ]);
    // An active card without figures (an older platform) waits too: nothing to show before the rest.
    const plain = { ...account, userProductInfo: { ...account.userProductInfo, paylater: info() } };
    const none = homeCards({ profile: plain, businessCapital: null, businessCapitalFailed: false, sourceApp: null, today: '2026-03-20' });
    expect(none.every((card) => card.status === 'DISABLED')).toBe(true);
  });

  it('pay-later: limit left, then the amount due with its date; cicilan: the amount due with its date', () => {
    expect(cardFigures(activated('paylater', summary()))).toEqual([
      { kind: 'rupiah', labelId: 'home.figures.limitLeft', amount: 7_500_000 },
      dueOn('home.figures.amountDue', 1_250_000, '2026-04-01'),
    ]);
    expect(cardFigures(activated('cicilan', summary()))).toEqual([dueOn('home.figures.amountDue', 1_250_000, '2026-04-01')]);
  });

  it('overdue is only what is past due, since its date; the bill after it apart with its own date (issue 36)', () => {
    // The seeded pay-later-overdue: 696,000 past due (late fees included), 102,000 due on the next 1st.
    const figures = cardFigures(
      activated(
        'paylater',
        summary({
          owed: owed({
            overdue: [{ dueDate: '2026-02-01', amount: 680_000 }],
            lateFees: 16_000,
            due: [{ dueDate: '2026-03-01', amount: 102_000 }],
          }),
        }),
      ),
    );
    expect(figures.slice(1)).toEqual([
      {
        kind: 'owed',
        labelId: 'home.figures.amountOverdue',
        amount: 696_000,
        date: '2026-02-01',
        dateId: 'home.figures.since',
        emphasis: 'overdue',
      },
      dueOn('home.figures.amountDue', 102_000, '2026-03-01'),
    ]);
  });

  it('with nothing billed, the next bill is only what falls due on its date', () => {
    const figures = cardFigures(
      activated('paylater', summary({ owed: owed({ nextBill: { dueDate: '2026-04-01', amount: 1_150_000 }, later: 800_000 }) })),
    );
    expect(figures[1]).toEqual(dueOn('home.figures.nextBill', 1_150_000, '2026-04-01'));
  });

  it('says "no bill" rather than Rp0', () => {
    expect(cardFigures(activated('paylater', summary({ owed: NOTHING_OWED })))).toEqual([
      { kind: 'rupiah', labelId: 'home.figures.limitLeft', amount: 7_500_000 },
      { kind: 'note', labelId: 'home.figures.nothingDue' },
    ]);
    expect(cardFigures(activated('cicilan', summary({ owed: NOTHING_OWED })))).toEqual([
      { kind: 'note', labelId: 'home.figures.nothingDue' },
    ]);
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
      'home.figures.nextBill',
      'home.figures.since',
      'home.figures.dueOn',
      'home.figures.nothingDue',
    ];
    for (const language of ['en', 'id']) {
      const messages = (await readCatalogue(language)).messages;
      expect(labels.filter((label) => !(label in messages))).toEqual([]);
    }
  });
});
