import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '@domain/contract/profile';
import type { CicilanProfile, EarlyRepaymentQuote, CicilanHistoryPage } from '@domain/contract/cicilan';
import type { SeedState, SeededUser } from '@domain/contract/home';
import type { SandboxLedger } from '@domain/contract/money-sandbox';
import type { PaylaterProfile, PaylaterUnpaid } from '@domain/contract/paylater';
import type { LedgerStatus } from '@domain/lending/status';
import { call, createTestPlatform, type TestPlatform, uniquePhone } from './support';
import { get, seededUser, setClock } from './support/money-support';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform.dispose();
});

const EXPECTED: [SeedState, 'paylater' | 'cicilan', LedgerStatus][] = [
  ['paylater-month-of-purchases', 'paylater', 'ACTIVE_NODUES'],
  ['paylater-bill-due', 'paylater', 'ACTIVE_WITHDUES'],
  ['paylater-due-today', 'paylater', 'ACTIVE_WITHDUES'],
  ['paylater-in-grace', 'paylater', 'OVERDUE'],
  ['paylater-overdue', 'paylater', 'OVERDUE_LATEFEE'],
  ['paylater-limit-reached', 'paylater', 'LIMIT_REACHED'],
  ['paylater-limit-reached-nodues', 'paylater', 'LIMIT_REACHED_NODUES'],
  ['paylater-paid', 'paylater', 'ACTIVE_PAID'],
  ['paylater-refund-pending', 'paylater', 'ACTIVE_NODUES'],
  ['paylater-old-provider', 'paylater', 'ACTIVE_PAID'],
  ['paylater-activated', 'paylater', 'ACTIVATED'],
  ['cicilan-activated', 'cicilan', 'ACTIVATED'],
  ['cicilan-new-order', 'cicilan', 'ACTIVE_NODUES'],
  ['cicilan-with-orders', 'cicilan', 'ACTIVE_WITHDUES'],
  ['cicilan-paid', 'cicilan', 'ACTIVE_PAID'],
  ['cicilan-in-grace', 'cicilan', 'OVERDUE'],
  ['cicilan-overdue', 'cicilan', 'OVERDUE_LATEFEE'],
  ['cicilan-early-repayable', 'cicilan', 'ACTIVE_WITHDUES'],
  ['cicilan-limit-reached', 'cicilan', 'LIMIT_REACHED'],
  ['cicilan-limit-reached-nodues', 'cicilan', 'LIMIT_REACHED_NODUES'],
  // Closed, then open again: the closing date is one setting for every user.
  ['cicilan-closed', 'cicilan', 'ACTIVATED'],
  ['cicilan-closing-open', 'cicilan', 'ACTIVATED'],
];

/** Days of the month that test every branch of the states' dates: the 1st, grace days, band edges, the 16th/17th, a month's last day. */
const START_DAYS = ['2026-03-01', '2026-03-04', '2026-03-09', '2026-03-16', '2026-03-17', '2026-03-24', '2026-01-31', '2024-02-29'];

async function seedAt(state: SeedState, day: string): Promise<{ phone: string; seeded: SeededUser }> {
  await setClock(platform, `${day}T13:30:00+07:00`);
  const phone = uniquePhone().e164;
  const seeded = await call<SeededUser>(platform.app, 'POST', '/sandbox/users', { phone, state });
  expect(seeded.status, JSON.stringify(seeded.errors)).toBe(201);
  return { phone, seeded: seeded.data };
}

describe('seeded money states', () => {
  for (const day of START_DAYS) {
    it(`answer their intended status whatever the day (starting ${day})`, async () => {
      const wrong: string[] = [];
      for (const [state, product, status] of EXPECTED) {
        const { phone, seeded } = await seedAt(state, day);
        expect(Date.parse(seeded.now)).toBeGreaterThanOrEqual(Date.parse(`${day}T13:30:00+07:00`));
        const ledger = await call<SandboxLedger>(
          platform.app,
          'GET',
          `/sandbox/ledger?phone=${encodeURIComponent(phone)}&product=${product}`,
        );
        expect(ledger.status, `${state}: ${JSON.stringify(ledger.errors)}`).toBe(200);
        if (ledger.data.status !== status) wrong.push(`${state} at ${seeded.now}: ${ledger.data.status}`);
        // Every seeded ledger adds up: what is owed is its entries' sum, never negative.
        expect(ledger.data.balance).toBeGreaterThanOrEqual(0);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('move the clock forward only, to the day the state needs', async () => {
    expect((await seedAt('paylater-bill-due', '2026-03-05')).seeded.now.slice(0, 19)).toBe('2026-03-17T02:00:00');
    expect((await seedAt('paylater-due-today', '2026-03-05')).seeded.now.slice(0, 19)).toBe('2026-04-01T02:00:00');
    expect((await seedAt('paylater-in-grace', '2026-03-20')).seeded.now.slice(0, 19)).toBe('2026-04-02T02:00:00');
    expect((await seedAt('paylater-in-grace', '2026-03-04')).seeded.now.slice(0, 19)).toBe('2026-03-04T06:30:00');
    expect((await seedAt('cicilan-in-grace', '2026-03-18')).seeded.now.slice(0, 19)).toBe('2026-03-21T02:00:00');
    expect((await seedAt('paylater-overdue', '2026-03-18')).seeded.now.slice(0, 19)).toBe('2026-03-18T06:30:00');
  });

  it('show on the home card, the product pages and the history what each is for', async () => {
    await setClock(platform, '2026-03-20T10:00:00+07:00');
    const billDue = await seededUser(platform, 'paylater-bill-due');
    const home = (await get<UserProfile>(platform, billDue, '/v1/user')).data.userProductInfo.paylater;
    expect(home).toMatchObject({
      status: 'ACTIVATED',
      eligibility: 'ACTIVE_WITHDUES',
      summary: { amountDue: 797_400, dueDate: '2026-04-01', dueDateInfoType: 'UPCOMING' },
    });
    const unpaid = (await get<PaylaterUnpaid>(platform, billDue, '/pls/akhirbulan/transactions/unpaid')).data;
    expect(
      unpaid.transactions
        .filter((line) => line.billId !== null)
        .map((line) => line.kind)
        .sort(),
    ).toEqual(['FEE', 'PAYMENT', 'PAYMENT', 'PAYMENT']);

    const month = await seededUser(platform, 'paylater-month-of-purchases');
    expect((await get<PaylaterProfile>(platform, month, '/pls/akhirbulan/profile')).data).toMatchObject({
      is_fee_waived: false,
      subscription_fee: 37_780,
      amount_due: 0,
    });

    const refund = await seededUser(platform, 'paylater-refund-pending');
    const lines = (await get<PaylaterUnpaid>(platform, refund, '/pls/akhirbulan/transactions/unpaid')).data.transactions;
    expect(lines[0]?.refunds).toMatchObject([{ amount: 250_000, status: 'Pending', completedAt: null }]);

    const old = await seededUser(platform, 'paylater-old-provider');
    expect((await get<PaylaterProfile>(platform, old, '/pls/akhirbulan/profile')).data).toMatchObject({
      provider_version: 'OLD',
      migration_type: 'NEW_PROVIDER',
      subscription_fee: 15_000,
      daily_late_fee: 1_000,
      credit_limit: 3_000_000,
    });

    const early = await seededUser(platform, 'cicilan-early-repayable');
    const history = (await get<CicilanHistoryPage>(platform, early, '/pls/cicilan/transactions/history')).data;
    const orderId = history.months[0]?.orders[0]?.orderId ?? '';
    const quote = (await get<EarlyRepaymentQuote>(platform, early, `/pls/cicilan/orders/${orderId}/early-repayment`)).data;
    expect(quote.is_early_repayment_enabled).toBe(true);
    expect(quote.discount).toBeGreaterThan(0);

    const open = await seededUser(platform, 'cicilan-closing-open');
    expect((await get<CicilanProfile>(platform, open, '/pls/cicilan/profile')).data).toMatchObject({
      product_status: 'ACTIVATED',
      closing_date: null,
      is_open_for_new_transactions: true,
    });
    const closed = await seededUser(platform, 'cicilan-closed');
    expect((await get<CicilanProfile>(platform, closed, '/pls/cicilan/profile')).data).toMatchObject({
      product_status: 'ACTIVATED',
      closing_date: '2022-12-12',
      is_open_for_new_transactions: false,
    });
  });
});
