import { describe, expect, it } from 'vitest';
import { discountEndsOn, homeBadge, homeFeeConcession, subscriptionFeeOffer } from '@domain/paylater/home-extras';

const offered = { limit: 20_000_000, discount: { percentage: 50, duration: 3, available_until: '2026-01-24' } };

describe('subscriptionFeeOffer', () => {
  it('is null without a discount in force or on offer', () => {
    expect(subscriptionFeeOffer({ openDueDate: '2026-03-01', listFee: 20_000, discounts: [], offered: null })).toBeNull();
  });

  it('shows a discounted plan on offer, priced on the open cycle fee', () => {
    expect(subscriptionFeeOffer({ openDueDate: '2026-03-01', listFee: 15_001, discounts: [], offered })).toEqual({
      state: 'OFFERED',
      percentage: 50,
      amount: 15_001,
      discounted_amount: 7_500,
      available_until: '2026-01-24',
      duration: 3,
      credit_limit: 20_000_000,
    });
  });

  it('a discount in force outranks an offer, for each bill it covers and no other', () => {
    const discounts = [{ fromDueDate: '2026-03-01', cycles: 3, percentage: 50 }];
    const at = (openDueDate: string) => subscriptionFeeOffer({ openDueDate, listFee: 20_000, discounts, offered });
    expect(at('2026-02-01')?.state).toBe('OFFERED');
    for (const due of ['2026-03-01', '2026-04-01', '2026-05-01'])
      expect(at(due)).toMatchObject({ state: 'IN_FORCE', discounted_amount: 10_000, available_until: '2026-04-16', credit_limit: null });
    expect(at('2026-06-01')?.state).toBe('OFFERED');
  });

  it('the later plan wins an overlap, as on the bill', () => {
    const discounts = [
      { fromDueDate: '2026-03-01', cycles: 3, percentage: 50 },
      { fromDueDate: '2026-04-01', cycles: 1, percentage: 20 },
    ];
    expect(subscriptionFeeOffer({ openDueDate: '2026-04-01', listFee: 10_000, discounts, offered: null })).toMatchObject({
      percentage: 20,
      discounted_amount: 8_000,
      duration: 1,
      available_until: '2026-03-16',
    });
  });

  it('discountEndsOn: the 16th before the last covered bill, across a year end', () => {
    expect(discountEndsOn({ fromDueDate: '2026-12-01', cycles: 2, percentage: 10 })).toBe('2026-12-16');
    expect(discountEndsOn({ fromDueDate: '2026-01-01', cycles: 1, percentage: 10 })).toBe('2025-12-16');
  });
});

describe('homeFeeConcession', () => {
  const inForce = subscriptionFeeOffer({
    openDueDate: '2026-03-01',
    listFee: 20_000,
    discounts: [{ fromDueDate: '2026-03-01', cycles: 1, percentage: 50 }],
    offered: null,
  });
  const onOffer = subscriptionFeeOffer({ openDueDate: '2026-03-01', listFee: 20_000, discounts: [], offered });
  it.each([
    [true, inForce, 'free_trial'],
    [true, null, 'free_trial'],
    [false, inForce, 'discounted_fee'],
    [false, onOffer, 'none'],
    [false, null, 'none'],
  ] as const)('waived %s, offer %o: %s', (waived, offer, expected) => {
    expect(homeFeeConcession(waived, offer)).toBe(expected);
  });
});

describe('homeBadge', () => {
  const base = { status: 'ACTIVE_PAID', currentBalance: 0, extendedPeriodUntil: null, today: '2026-01-10' } as const;
  it.each([
    [{}, 'no_dues'],
    [{ status: 'ACTIVE_NODUES' }, 'no_dues'],
    [{ status: 'ACTIVATED' }, 'none'],
    [{ currentBalance: 1 }, 'none'],
    [{ status: 'OVERDUE', currentBalance: 5 }, 'none'],
    [{ extendedPeriodUntil: '2026-01-10' }, 'extended_period'],
    [{ extendedPeriodUntil: '2026-02-01', status: 'ACTIVE_WITHDUES', currentBalance: 9 }, 'extended_period'],
    [{ extendedPeriodUntil: '2026-01-09' }, 'no_dues'],
  ] as const)('%o: %s', (change, expected) => {
    expect(homeBadge({ ...base, ...change })).toBe(expected);
  });
});
