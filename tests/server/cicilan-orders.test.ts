import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CicilanHistoryPage,
  CicilanOrder,
  CicilanProfile,
  CicilanReceipt,
  CicilanUnpaid,
  EarlyRepaymentQuote,
} from '@domain/contract/cicilan';
import type { RepaymentDues } from '@domain/contract/lending-catchup';
import { appendMonthGroups } from '@domain/cicilan/history';
import { createTestPlatform, type TestPlatform } from './support';
import { buy, get, ledgerOf, type MoneyUser, repay, seededUser, setClock } from './support/money-support';

let platform: TestPlatform;
let user: MoneyUser;
let accountId = '';
let orderId = '';

beforeAll(async () => {
  platform = await createTestPlatform();
  await setClock(platform, '2026-01-15T12:00:00+07:00');
  user = await seededUser(platform, 'cicilan-closing-open');
});
afterAll(async () => {
  await platform.dispose();
});

const profile = async () => (await get<CicilanProfile>(platform, user, '/pls/cicilan/profile')).data;
const order = async (id = orderId) => (await get<CicilanOrder>(platform, user, `/pls/cicilan/orders/${id}`)).data;

describe('a cicilan order from purchase to early repayment', () => {
  it('costs 2.75% a month flat, in three instalments from the 20th of next month', async () => {
    const bought = await buy(platform, user, 1_200_000, { product: 'cicilan', tenor: 3 });
    orderId = bought.orderId;
    expect(bought).toMatchObject({ cost: 99_000, total: 1_299_000 });
    const now = await profile();
    accountId = now.account_id ?? '';
    expect(now).toMatchObject({
      product_status: 'ACTIVE_NODUES',
      credit_limit: 10_000_000,
      available_limit: 8_800_000,
      due_date: '2026-02-20',
      amount_due: 0,
      total_amount: 1_299_000,
      payoff_amount: 1_233_000,
      daily_late_fee: 2_000,
      monthly_rate_percent: 2.75,
      closing_date: null,
      is_open_for_new_transactions: true,
    });
    const unpaid = (await get<CicilanUnpaid>(platform, user, '/pls/cicilan/transactions/unpaid')).data;
    expect(unpaid.transactions.map((line) => [line.kind, line.dueDate, line.amount, line.instalment?.number])).toEqual([
      ['INSTALMENT', '2026-02-20', 433_000, 1],
      ['INSTALMENT', '2026-03-20', 433_000, 2],
      ['INSTALMENT', '2026-04-20', 433_000, 3],
    ]);
    expect((await get<EarlyRepaymentQuote>(platform, user, `/pls/cicilan/orders/${orderId}/early-repayment`)).data).toEqual({
      discount: 66_000,
      amount_to_pay: 1_233_000,
      is_early_repayment_enabled: true,
    });
    expect((await get<CicilanReceipt>(platform, user, `/pls/cicilan/receipts/${orderId}`)).data).toMatchObject({
      kind: 'LOAN_ORDER',
      principal: 1_200_000,
      cost: 99_000,
      tenor: 3,
      firstDueDate: '2026-02-20',
      firstInstalment: 433_000,
      otherInstalments: 433_000,
    });
  });

  it('is billed 14 days before its due date, and paid on time it is ACTIVE_PAID', async () => {
    await setClock(platform, '2026-02-05T12:00:00+07:00');
    expect((await profile()).product_status).toBe('ACTIVE_NODUES');
    await setClock(platform, '2026-02-06T12:00:00+07:00');
    expect(await profile()).toMatchObject({ product_status: 'ACTIVE_WITHDUES', amount_due: 433_000 });
    await repay(platform, user, accountId, 'CURRENT_DUES');
    expect(await profile()).toMatchObject({ product_status: 'ACTIVE_PAID', amount_due: 0, available_limit: 9_200_000 });
    expect((await order()).paidInstalments).toBe(1);
  });

  it('repaid early, the cost of the months not started is waived: PAID_EARLY', async () => {
    await setClock(platform, '2026-02-25T12:00:00+07:00');
    const dues = (await get<RepaymentDues>(platform, user, `/sme/v1/submissions/${orderId}/dues`)).data;
    expect(dues).toMatchObject({ scope: 'CICILAN_ORDER', product: 'cicilan', payoff: 833_000, discount: 33_000 });
    const paid = await repay(platform, user, orderId, 'ALL_DUES');
    const settled = await order();
    expect(settled).toMatchObject({ status: 'PAID_EARLY', unpaidAmount: 0, nextDueDate: null, paidInstalments: 3 });
    expect(settled.instalments.map((line) => [line.paidAmount, line.waivedAmount, line.status])).toEqual([
      [433_000, 0, 'PAID'],
      [433_000, 0, 'PAID'],
      [400_000, 33_000, 'PAID'],
    ]);
    expect(settled.repaymentIds).toHaveLength(2);
    expect(settled.repaymentIds.at(-1)).toBe(paid.repaymentId);
    expect((await get<CicilanReceipt>(platform, user, `/pls/cicilan/receipts/${paid.repaymentId}`)).data).toMatchObject({
      kind: 'REPAYMENT',
      amount: 833_000,
      catchupType: 'ALL_DUES',
    });
    const ledger = await ledgerOf(platform, user, 'cicilan');
    expect(ledger.entries.filter((entry) => entry.kind === 'COST_WAIVER').map((entry) => entry.amount)).toEqual([33_000]);
    expect(ledger.balance).toBe(0);
    expect((await get<EarlyRepaymentQuote>(platform, user, `/pls/cicilan/orders/${orderId}/early-repayment`)).data).toEqual({
      discount: 0,
      amount_to_pay: 0,
      is_early_repayment_enabled: false,
    });
  });
});

describe('late cicilan', () => {
  it('charges 2,000 a day after grace, on the order it is late on', async () => {
    await setClock(platform, '2026-03-03T12:00:00+07:00');
    const late = await buy(platform, user, 600_000, { product: 'cicilan', tenor: 2 });
    expect(late.instalments[0]?.dueDate).toBe('2026-04-10');
    await setClock(platform, '2026-04-17T12:00:00+07:00');
    expect(await profile()).toMatchObject({ product_status: 'OVERDUE_LATEFEE', late_fee_amount: 4_000 });
    const unpaid = (await get<CicilanUnpaid>(platform, user, '/pls/cicilan/transactions/unpaid')).data;
    expect(unpaid.due_date_info_type).toBe('LATE_FEE');
    expect(unpaid.transactions.find((line) => line.kind === 'LATE_FEE')).toMatchObject({
      orderId: late.orderId,
      dueDate: '2026-04-10',
      amount: 4_000,
      status: 'OVERDUE',
    });
    expect((await order(late.orderId)).status).toBe('OVERDUE');
    const quote = (await get<EarlyRepaymentQuote>(platform, user, `/pls/cicilan/orders/${late.orderId}/early-repayment`)).data;
    // Both months have begun (their cost is earned), and the order's late fees.
    expect(quote.amount_to_pay).toBe(600_000 + 33_000 + 4_000);
  });
});

describe('the history', () => {
  it('pages orders newest first by month, with a cursor that never repeats one', async () => {
    await setClock(platform, '2026-04-19T12:00:00+07:00');
    // Overdue blocks purchases: everything is paid first (the account's payoff).
    await repay(platform, user, accountId, 'ALL_DUES');
    expect((await profile()).payoff_amount).toBe(0);
    await buy(platform, user, 100_000, { product: 'cicilan', tenor: 2 });
    let groups: CicilanHistoryPage['months'] = [];
    let page: string | null = null;
    let calls = 0;
    do {
      const path: string = `/pls/cicilan/transactions/history?size=1${page ? `&page=${page}` : ''}`;
      const answer: CicilanHistoryPage = (await get<CicilanHistoryPage>(platform, user, path)).data;
      groups = appendMonthGroups(groups, answer.months);
      page = answer.next_page;
      calls += 1;
    } while (page && calls < 10);
    expect(calls).toBe(3);
    expect(groups.map((group) => [group.month, group.orders.length])).toEqual([
      ['2026-04', 1],
      ['2026-03', 1],
      ['2026-01', 1],
    ]);
    for (const query of ['size=0', 'size=51', 'size=ten', 'page=not-a-cursor']) {
      const answer = await get(platform, user, `/pls/cicilan/transactions/history?${query}`);
      expect([query, answer.status, answer.errors[0]?.code]).toEqual([query, 400, 'PAGE_QUERY_INVALID']);
    }
  });
});
