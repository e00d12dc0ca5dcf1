import { describe, expect, it } from 'vitest';
import {
  feeDiscountFor,
  isPlanChangeDue,
  nextCycleStartsAt,
  pickLimitRefusal,
  planBadges,
  planChangeEffectiveAt,
  planChangeTiming,
  systemCancelReason,
} from '@domain/paylater/plans';

const wib = (local: string): string => new Date(`${local}+07:00`).toISOString();

describe('when a signed plan change applies (document 2, section 4)', () => {
  it.each([
    // overdue  used this cycle  timing
    [false, false, 'INSTANT'],
    [false, true, 'NEXT_MONTH'],
    [true, false, 'AFTER_REPAYMENT'],
    [true, true, 'AFTER_REPAYMENT'],
  ] as const)('overdue %s, limit used %s: %s', (overdue, limitUsedThisCycle, timing) => {
    expect(planChangeTiming({ overdue, limitUsedThisCycle })).toBe(timing);
  });

  it.each([
    // now (WIB)              next cycle starts (WIB)
    ['2026-01-10T10:00:00', '2026-01-17T00:00:00'],
    ['2026-01-16T23:59:59', '2026-01-17T00:00:00'],
    ['2026-01-17T00:00:00', '2026-02-17T00:00:00'],
    ['2026-01-31T12:00:00', '2026-02-17T00:00:00'],
    ['2026-12-20T08:00:00', '2027-01-17T00:00:00'],
  ])('next month from %s is %s', (now, next) => {
    expect(nextCycleStartsAt(wib(now))).toBe(wib(next));
  });

  it.each([
    ['INSTANT', wib('2026-01-10T10:00:00')],
    ['NEXT_MONTH', wib('2026-01-17T00:00:00')],
    ['AFTER_REPAYMENT', null],
  ] as const)('%s signed on 10 Jan takes effect at %s', (timing, at) => {
    expect(planChangeEffectiveAt(timing, wib('2026-01-10T10:00:00'))).toBe(at);
  });

  it.each([
    // timing, effective at, now, overdue, due
    ['INSTANT', wib('2026-01-10T10:00:00'), wib('2026-01-10T10:00:00'), false, true],
    ['NEXT_MONTH', wib('2026-01-17T00:00:00'), wib('2026-01-16T23:59:59'), false, false],
    ['NEXT_MONTH', wib('2026-01-17T00:00:00'), wib('2026-01-17T00:00:00'), false, true],
    ['AFTER_REPAYMENT', null, wib('2026-01-10T10:00:00'), true, false],
    ['AFTER_REPAYMENT', null, wib('2026-01-10T10:00:00'), false, true],
  ] as const)('%s effective %s, at %s, overdue %s: due %s', (timing, effectiveAt, now, overdue, due) => {
    expect(isPlanChangeDue({ timing, effectiveAt }, { now, overdue })).toBe(due);
  });
});

describe('cancelled by the system when it comes due', () => {
  it.each([
    // new limit, unpaid purchases, closing, reason
    [5_000_000, 1_000_000, false, null],
    [5_000_000, 5_000_000, false, null],
    [3_000_000, 4_000_000, false, 'LIMIT_BELOW_USAGE'],
    [15_000_000, 0, true, 'ACCOUNT_CLOSING'],
  ] as const)('new %i, used %i, closing %s: %s', (newLimit, unpaidPrincipal, closing, reason) => {
    expect(systemCancelReason({ newLimit, unpaidPrincipal, closing })).toBe(reason);
  });
});

describe('pick-limit: the chosen limit differs from the new and the current one (section 5)', () => {
  it.each([
    // chosen, current, upcoming, refusal
    [15_000_000, 10_000_000, null, null],
    [10_000_000, 10_000_000, null, 'SAME_AS_CURRENT'],
    [15_000_000, 10_000_000, 15_000_000, 'SAME_AS_NEW'],
    [5_000_000, 10_000_000, 15_000_000, null],
    [10_000_000, 10_000_000, 15_000_000, 'SAME_AS_CURRENT'],
  ] as const)('%i with current %i and new %s: %s', (chosen, current, upcoming, refusal) => {
    expect(pickLimitRefusal(chosen, current, upcoming)).toBe(refusal);
  });
});

describe('plan badges', () => {
  const offer = { current: 10_000_000, upcoming: 15_000_000, recommended: 15_000_000, discounted: [20_000_000] };
  it.each([
    [10_000_000, ['current']],
    [15_000_000, ['new', 'recommended']],
    [20_000_000, ['discounted']],
    [3_000_000, []],
  ] as const)('%i: %j', (limit, badges) => {
    expect(planBadges(limit, offer)).toEqual(badges);
  });
  it('never recommends the current limit', () => {
    expect(planBadges(10_000_000, { ...offer, recommended: 10_000_000 })).toEqual(['current']);
  });
});

describe("a plan's monthly-fee discount covers its bills from the cycle it applied in", () => {
  const discount = { fromDueDate: '2026-03-01', cycles: 3, percentage: 50 };
  it.each([
    ['2026-02-01', 0],
    ['2026-03-01', 50],
    ['2026-05-01', 50],
    ['2026-06-01', 0],
  ] as const)('bill due %s: %i%%', (dueDate, percentage) => {
    expect(feeDiscountFor(dueDate, [discount])).toBe(percentage);
  });
  it('a later plan decides where two overlap', () => {
    expect(feeDiscountFor('2026-04-01', [discount, { fromDueDate: '2026-04-01', cycles: 1, percentage: 20 }])).toBe(20);
  });
});
