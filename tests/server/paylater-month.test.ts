import { beforeAll, describe, expect, it } from 'vitest';
import type { PaylaterPaidPage, PaylaterProfile, PaylaterReceipt, PaylaterUnpaid } from '@domain/contract/paylater';
import type { RepaymentDues } from '@domain/contract/lending-catchup';
import { buy, get, ledgerOf, type MoneyUser, repay, seededUser, setClock } from './support/money-support';
import { platformForFile } from './support/file-platform';

const platform = platformForFile({ now: '2026-01-10T10:00:00+07:00' });
let user: MoneyUser;
let accountId = '';
beforeAll(async () => {
  user = await seededUser(platform, 'paylater-activated');
});

const profile = async () => (await get<PaylaterProfile>(platform, user, '/pls/akhirbulan/profile')).data;

describe('a month of pay-later on the sandbox clock', () => {
  it('starts ACTIVATED with the whole limit and nothing owed', async () => {
    const answer = await get<PaylaterProfile>(platform, user, '/pls/akhirbulan/profile');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.data).toMatchObject({
      product_status: 'ACTIVATED',
      provider_version: 'NEW',
      credit_limit: 10_000_000,
      available_limit: 10_000_000,
      amount_due: 0,
      current_balance: 0,
      due_date: null,
      is_fee_waived: true,
      subscription_fee: 0,
      daily_late_fee: 2_000,
    });
    expect(answer.data.billing_cycle).toEqual({ start_date: '2025-12-17', type: 'REGULAR' });
    accountId = answer.data.account_id ?? '';
    expect(accountId).toMatch(/^ACC-/);
  });

  it('a purchase on the 10th is due on the 1st of next month, unbilled until the 17th', async () => {
    const order = await buy(platform, user, 500_000);
    expect(order.instalments).toEqual([{ number: 1, dueDate: '2026-02-01', amount: 500_000 }]);
    expect(await profile()).toMatchObject({
      product_status: 'ACTIVE_NODUES',
      available_limit: 9_500_000,
      amount_due: 0,
      current_balance: 500_000,
      due_date: '2026-02-01',
      subscription_fee: 10_000,
      is_fee_waived: true,
    });
    const unpaid = (await get<PaylaterUnpaid>(platform, user, '/pls/akhirbulan/transactions/unpaid')).data;
    expect(unpaid.due_date_info_type).toBe('UPCOMING');
    expect(unpaid.transactions).toMatchObject([
      {
        kind: 'PAYMENT',
        status: 'UNPAID',
        dueDate: '2026-02-01',
        amount: 500_000,
        unpaidAmount: 500_000,
        billId: null,
        serviceName: 'Tokopedia',
      },
    ]);
  });

  it('the bill is issued on the 17th, without a fee in the first month of use', async () => {
    await setClock(platform, '2026-01-17T09:00:00+07:00');
    expect(await profile()).toMatchObject({
      product_status: 'ACTIVE_WITHDUES',
      amount_due: 500_000,
      due_date: '2026-02-01',
      grace_end_date: '2026-02-06',
    });
    const unpaid = (await get<PaylaterUnpaid>(platform, user, '/pls/akhirbulan/transactions/unpaid')).data;
    expect(unpaid.transactions.map((line) => [line.kind, line.billId])).toEqual([['PAYMENT', `${accountId}-2026-02-01`]]);
  });

  it('overdue in grace, then a late fee each day from the 7th', async () => {
    await setClock(platform, '2026-02-03T09:00:00+07:00');
    expect(await profile()).toMatchObject({ product_status: 'OVERDUE', overdue_amount: 500_000, late_fee_amount: 0 });
    await setClock(platform, '2026-02-08T09:00:00+07:00');
    expect(await profile()).toMatchObject({ product_status: 'OVERDUE_LATEFEE', overdue_amount: 504_000, late_fee_amount: 4_000 });
    const unpaid = (await get<PaylaterUnpaid>(platform, user, '/pls/akhirbulan/transactions/unpaid')).data;
    expect(unpaid.due_date_info_type).toBe('LATE_FEE');
    expect(unpaid.transactions.map((line) => [line.kind, line.unpaidAmount])).toEqual([
      ['PAYMENT', 500_000],
      ['LATE_FEE', 4_000],
    ]);
  });

  it('paying everything by VA settles the bill and its late fees; the receipts tell each', async () => {
    const dues = (await get<RepaymentDues>(platform, user, `/sme/v1/submissions/${accountId}/dues`)).data;
    expect(dues).toMatchObject({ scope: 'PAYLATER_ACCOUNT', overdue: 504_000, current: 0, payoff: 504_000 });
    const paid = await repay(platform, user, accountId, 'ALL_DUES');
    expect(paid.state).toBe('PAID');
    expect(await profile()).toMatchObject({
      product_status: 'ACTIVE_PAID',
      amount_due: 0,
      current_balance: 0,
      available_limit: 10_000_000,
    });
    const page = (await get<PaylaterPaidPage>(platform, user, '/pls/akhirbulan/transactions/paid')).data;
    expect(page.transactions.map((line) => line.kind).sort()).toEqual(['LATE_FEE', 'PAYMENT', 'REPAYMENT']);
    const repayment = page.transactions.find((line) => line.kind === 'REPAYMENT');
    const receipt = (await get<PaylaterReceipt>(platform, user, `/pls/akhirbulan/receipts/${repayment?.receiptId}`)).data;
    expect(receipt).toMatchObject({ kind: 'REPAYMENT', amount: 504_000, bankName: 'BCA', catchupType: 'ALL_DUES' });
    const lateFee = page.transactions.find((line) => line.kind === 'LATE_FEE');
    expect((await get<PaylaterReceipt>(platform, user, `/pls/akhirbulan/receipts/${lateFee?.receiptId}`)).data).toMatchObject({
      kind: 'LATE_FEE',
      days: 2,
      dailyLateFee: 2_000,
      amount: 4_000,
      dueDate: '2026-02-01',
    });
    const ledger = await ledgerOf(platform, user, 'paylater');
    expect(ledger.balance).toBe(0);
    expect(ledger.entries.map((entry) => entry.kind)).toEqual(['PURCHASE', 'LATE_FEE', 'LATE_FEE', 'REPAYMENT']);
  });
});
