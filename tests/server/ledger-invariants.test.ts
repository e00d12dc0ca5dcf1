import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CicilanProfile, CicilanUnpaid } from '@domain/contract/cicilan';
import { LEDGER_CREDIT_KINDS, type CheckoutResult, type SandboxLedger } from '@domain/contract/money-sandbox';
import type { PaylaterProfile, PaylaterUnpaid } from '@domain/contract/paylater';
import type { RepaymentDues } from '@domain/contract/lending-catchup';
import { call, createTestPlatform, type TestPlatform } from './support';
import { bankNotice, DAY, get, HOUR, ledgerOf, type MoneyUser, moveClock, openVa, seededUser, setClock } from './support/money-support';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform.dispose();
});

/** A small deterministic generator, so a failing walk can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const sumOf = (ledger: SandboxLedger, credit: boolean) =>
  ledger.entries.filter((entry) => LEDGER_CREDIT_KINDS.includes(entry.kind) === credit).reduce((sum, entry) => sum + entry.amount, 0);

async function checkPaylater(user: MoneyUser, orders: CheckoutResult[]): Promise<void> {
  const ledger = await ledgerOf(platform, user, 'paylater');
  const profile = (await get<PaylaterProfile>(platform, user, '/pls/akhirbulan/profile')).data;
  const unpaid = (await get<PaylaterUnpaid>(platform, user, '/pls/akhirbulan/transactions/unpaid')).data;
  // The balance is the entries' sum, and it is what the pages say is owed.
  expect(ledger.balance).toBe(sumOf(ledger, false) - sumOf(ledger, true));
  expect(ledger.balance).toBeGreaterThanOrEqual(0);
  expect(ledger.dues.payoff).toBe(ledger.balance);
  expect(profile.current_balance).toBe(ledger.balance);
  expect(unpaid.total_amount).toBe(ledger.balance);
  expect(profile.amount_due).toBe(ledger.dues.overdue + ledger.dues.current);
  for (const line of unpaid.transactions) {
    expect(line.unpaidAmount).toBeGreaterThan(0);
    expect(line.unpaidAmount).toBeLessThanOrEqual(line.amount);
  }
  // A refund never credits more than its purchase.
  for (const order of orders) {
    const refunded = ledger.entries
      .filter((entry) => entry.kind === 'REFUND' && entry.orderId === order.orderId)
      .reduce((sum, entry) => sum + entry.amount, 0);
    expect(refunded).toBeLessThanOrEqual(order.amount);
  }
  expect(profile.available_limit).toBeGreaterThanOrEqual(0);
}

async function checkCicilan(user: MoneyUser): Promise<void> {
  const ledger = await ledgerOf(platform, user, 'cicilan');
  const profile = (await get<CicilanProfile>(platform, user, '/pls/cicilan/profile')).data;
  const unpaid = (await get<CicilanUnpaid>(platform, user, '/pls/cicilan/transactions/unpaid')).data;
  expect(ledger.balance).toBe(sumOf(ledger, false) - sumOf(ledger, true));
  expect(profile.total_amount).toBe(ledger.balance);
  expect(unpaid.total_amount).toBe(ledger.balance);
  expect(profile.payoff_amount).toBeLessThanOrEqual(ledger.balance);
  expect(profile.payoff_amount).toBeGreaterThanOrEqual(profile.amount_due);
  for (const line of unpaid.transactions) expect(line.unpaidAmount).toBeLessThanOrEqual(line.amount);
}

describe('the ledger, through a random walk of purchases, refunds, repayments and time', () => {
  it('pay-later: balances are sums of entries, nothing is ever owed below zero, refunds stay within purchases', async () => {
    await setClock(platform, '2026-01-03T09:00:00+07:00');
    const user = await seededUser(platform, 'paylater-activated');
    const accountId = (await get<PaylaterProfile>(platform, user, '/pls/akhirbulan/profile')).data.account_id ?? '';
    const next = random(42);
    const orders: CheckoutResult[] = [];
    for (let step = 0; step < 30; step += 1) {
      const roll = next();
      if (roll < 0.35) {
        const answer = await call<CheckoutResult>(platform.app, 'POST', '/sandbox/checkout', {
          phone: user.phone,
          merchant: 'Tokopedia',
          amount: 10_000 + Math.floor(next() * 90) * 10_000,
          product: 'paylater',
          tenor: 1 + Math.floor(next() * 4),
        });
        if (answer.status === 201) orders.push(answer.data);
        else expect(['CHECKOUT_OVERDUE', 'CHECKOUT_LIMIT_EXCEEDED']).toContain(answer.errors[0]?.code);
      } else if (roll < 0.5 && orders.length > 0) {
        const order = orders[Math.floor(next() * orders.length)];
        if (order) {
          const answer = await call(platform.app, 'POST', '/sandbox/refunds', {
            phone: user.phone,
            orderId: order.orderId,
            amount: Math.max(1, Math.floor(order.amount * next())),
          });
          expect([201, 409]).toContain(answer.status);
        }
      } else if (roll < 0.75) {
        const dues = (await get<RepaymentDues>(platform, user, `/sme/v1/submissions/${accountId}/dues`)).data;
        const option = dues.options[Math.floor(next() * dues.options.length)];
        if (option && dues.vaWindow.open) {
          const amount = option.catchupType === 'PARTIAL' ? String(Math.max(50_000, Math.floor(dues.payoff * next()))) : undefined;
          const va = await openVa(platform, user, accountId, { catchupType: option.catchupType, ...(amount ? { amount } : {}) });
          expect(va.status, JSON.stringify(va.errors)).toBe(201);
          const noticeId = `walk-${step}`;
          await bankNotice(platform, va.data, { noticeId });
          // The bank says so again: nothing more is posted.
          expect((await bankNotice(platform, va.data, { noticeId })).data.posted).toBe(false);
        }
      } else {
        await moveClock(platform, Math.floor(next() * 12) * DAY + Math.floor(next() * 20) * HOUR);
      }
      await checkPaylater(user, orders);
    }
    const ledger = await ledgerOf(platform, user, 'paylater');
    const repayments = ledger.entries.filter((entry) => entry.kind === 'REPAYMENT').map((entry) => entry.reference);
    expect(new Set(repayments).size).toBe(repayments.length);
  });

  it('cicilan: the unpaid lines add up to the balance; payoff never exceeds it', async () => {
    await setClock(platform, '2026-01-03T09:00:00+07:00');
    const user = await seededUser(platform, 'cicilan-closing-open');
    const accountId = (await get<CicilanProfile>(platform, user, '/pls/cicilan/profile')).data.account_id ?? '';
    const next = random(7);
    for (let step = 0; step < 25; step += 1) {
      const roll = next();
      if (roll < 0.3) {
        const answer = await call(platform.app, 'POST', '/sandbox/checkout', {
          phone: user.phone,
          merchant: 'Blibli',
          amount: 100_000 + Math.floor(next() * 20) * 50_000,
          product: 'cicilan',
          tenor: 2 + Math.floor(next() * 11),
        });
        expect([201, 409]).toContain(answer.status);
      } else if (roll < 0.6) {
        const dues = (await get<RepaymentDues>(platform, user, `/sme/v1/submissions/${accountId}/dues`)).data;
        const option = dues.options.find((candidate) => candidate.catchupType !== 'PARTIAL');
        if (option && dues.vaWindow.open) {
          const va = await openVa(platform, user, accountId, { catchupType: option.catchupType });
          await bankNotice(platform, va.data);
        }
      } else {
        await moveClock(platform, Math.floor(next() * 15) * DAY);
      }
      await checkCicilan(user);
    }
  });
});
