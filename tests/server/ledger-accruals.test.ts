import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaylaterProfile, PaylaterReceipt, PaylaterUnpaid } from '@domain/contract/paylater';
import type { SandboxLedger } from '@domain/contract/money-sandbox';
import type { RefundResult } from '@domain/contract/paylater-sandbox';
import { call, createTestPlatform, type TestPlatform } from './support';
import { buy, get, ledgerOf, type MoneyUser, repay, seededUser, setClock } from './support/money-support';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform.dispose();
});

const profileOf = async (user: MoneyUser) => (await get<PaylaterProfile>(platform, user, '/pls/akhirbulan/profile')).data;
const kinds = (ledger: SandboxLedger, kind: string) => ledger.entries.filter((entry) => entry.kind === kind);
const refundOf = (user: MoneyUser, orderId: string, amount: number) =>
  call<RefundResult>(platform.app, 'POST', '/sandbox/refunds', { phone: user.phone, orderId, amount });

describe('late fees', () => {
  it('one a day per account from the day after grace, however many bills are late, whenever they are read', async () => {
    await setClock(platform, '2026-01-10T10:00:00+07:00');
    const watched = await seededUser(platform, 'paylater-activated');
    const unwatched = await seededUser(platform, 'paylater-activated');
    for (const user of [watched, unwatched]) await buy(platform, user, 100_000);
    await setClock(platform, '2026-01-20T10:00:00+07:00');
    for (const user of [watched, unwatched]) await buy(platform, user, 50_000);

    await setClock(platform, '2026-02-06T23:59:59+07:00');
    expect(await profileOf(watched)).toMatchObject({ product_status: 'OVERDUE', late_fee_amount: 0 });
    await setClock(platform, '2026-02-07T00:00:00+07:00');
    expect(await profileOf(watched)).toMatchObject({ product_status: 'OVERDUE_LATEFEE', late_fee_amount: 2_000 });
    await setClock(platform, '2026-02-16T10:00:00+07:00');
    expect((await profileOf(watched)).late_fee_amount).toBe(20_000);

    // 7-28 Feb and 1-10 Mar: 32 days, one fee each although the bill of 1 Mar is late too.
    await setClock(platform, '2026-03-10T10:00:00+07:00');
    const [seen, unseen] = [await ledgerOf(platform, watched, 'paylater'), await ledgerOf(platform, unwatched, 'paylater')];
    expect(kinds(seen, 'LATE_FEE')).toHaveLength(32);
    expect(kinds(seen, 'LATE_FEE').every((fee) => fee.amount === 2_000 && fee.dueDate === '2026-02-01')).toBe(true);
    // Read once at the end or every few days: the same entries at the same instants.
    const shape = (ledger: SandboxLedger) =>
      ledger.entries
        .filter((entry) => entry.kind === 'LATE_FEE' || entry.kind === 'SUBSCRIPTION_FEE')
        .map((entry) => [entry.kind, entry.amount, entry.postedAt, entry.dueDate]);
    expect(shape(unseen)).toEqual(shape(seen));
    expect(kinds(seen, 'LATE_FEE')[0]?.postedAt).toBe('2026-02-06T17:00:00.000Z');
  });

  it('carry the oldest unpaid due date, and stop the day after everything late is paid', async () => {
    await setClock(platform, '2026-01-10T10:00:00+07:00');
    const user = await seededUser(platform, 'paylater-activated');
    await buy(platform, user, 100_000);
    await setClock(platform, '2026-01-20T10:00:00+07:00');
    await buy(platform, user, 50_000);
    await setClock(platform, '2026-03-10T10:00:00+07:00');
    const accountId = (await profileOf(user)).account_id ?? '';
    // 100,000 pays the bill of 1 Feb's purchase; the bill of 1 Mar (past its grace) is now the oldest.
    await repay(platform, user, accountId, 'PARTIAL', '100000');
    await setClock(platform, '2026-03-11T10:00:00+07:00');
    const fees = kinds(await ledgerOf(platform, user, 'paylater'), 'LATE_FEE');
    expect(fees.at(-1)).toMatchObject({ dueDate: '2026-03-01', postedAt: '2026-03-10T17:00:00.000Z' });
    await repay(platform, user, accountId, 'ALL_DUES');
    await setClock(platform, '2026-03-20T10:00:00+07:00');
    const after = await ledgerOf(platform, user, 'paylater');
    expect(kinds(after, 'LATE_FEE')).toHaveLength(fees.length);
    expect(after.balance).toBe(0);
    expect(after.status).toBe('ACTIVE_NODUES');
  });

  it('are posted once when many reads come at once', async () => {
    await setClock(platform, '2026-01-10T10:00:00+07:00');
    const user = await seededUser(platform, 'paylater-activated');
    await buy(platform, user, 100_000);
    await setClock(platform, '2026-02-08T10:00:00+07:00');
    const answers = await Promise.all(Array.from({ length: 8 }, () => profileOf(user)));
    expect(answers.map((answer) => answer.late_fee_amount)).toEqual(Array.from({ length: 8 }, () => 4_000));
    expect(kinds(await ledgerOf(platform, user, 'paylater'), 'LATE_FEE')).toHaveLength(2);
  });
});

describe('the monthly fee', () => {
  it('is posted when the bill is issued (00:00 WIB on the 17th), free in the first month of use, 2% after', async () => {
    await setClock(platform, '2026-01-05T10:00:00+07:00');
    const user = await seededUser(platform, 'paylater-activated');
    const accountId = (await profileOf(user)).account_id ?? '';
    await buy(platform, user, 400_000);
    await setClock(platform, '2026-01-17T00:00:00+07:00');
    expect(kinds(await ledgerOf(platform, user, 'paylater'), 'SUBSCRIPTION_FEE')).toEqual([]);
    await repay(platform, user, accountId, 'ALL_DUES');
    await buy(platform, user, 250_000, { tenor: 2 });
    expect((await profileOf(user)).is_fee_waived).toBe(false);
    await setClock(platform, '2026-02-17T00:00:00+07:00');
    const [fee] = kinds(await ledgerOf(platform, user, 'paylater'), 'SUBSCRIPTION_FEE');
    expect(fee).toMatchObject({ amount: 5_000, dueDate: '2026-03-01', postedAt: '2026-02-16T17:00:00.000Z' });
    const unpaid = (await get<PaylaterUnpaid>(platform, user, '/pls/akhirbulan/transactions/unpaid')).data;
    const feeLine = unpaid.transactions.find((line) => line.kind === 'FEE');
    expect(feeLine).toMatchObject({ amount: 5_000, billId: `${accountId}-2026-03-01`, dueDate: '2026-03-01' });
    const receipt = (await get<PaylaterReceipt>(platform, user, `/pls/akhirbulan/receipts/${feeLine?.receiptId}`)).data;
    expect(receipt).toMatchObject({ kind: 'FEE', cycleStartDate: '2026-01-17', cycleEndDate: '2026-02-16', listAmount: 5_000 });
    // The instalment on the next bill is not a new use: no fee for a cycle without purchases.
    await setClock(platform, '2026-03-17T00:00:00+07:00');
    expect(kinds(await ledgerOf(platform, user, 'paylater'), 'SUBSCRIPTION_FEE')).toHaveLength(1);
  });

  it('is 15,000 flat on the old provider', async () => {
    await setClock(platform, '2026-03-20T10:00:00+07:00');
    const user = await seededUser(platform, 'paylater-old-provider');
    await setClock(platform, '2026-04-17T01:00:00+07:00');
    expect(kinds(await ledgerOf(platform, user, 'paylater'), 'SUBSCRIPTION_FEE').map((fee) => fee.amount)).toEqual([15_000]);
  });

  it('counts no use for a cycle whose purchases were refunded before it closed', async () => {
    await setClock(platform, '2026-01-05T10:00:00+07:00');
    const user = await seededUser(platform, 'paylater-activated');
    const first = await buy(platform, user, 300_000);
    expect((await refundOf(user, first.orderId, 300_000)).status).toBe(201);
    await setClock(platform, '2026-01-20T10:00:00+07:00');
    await buy(platform, user, 200_000);
    await setClock(platform, '2026-02-17T10:00:00+07:00');
    // The first cycle had no use, so the second is the first month of use: free.
    expect(kinds(await ledgerOf(platform, user, 'paylater'), 'SUBSCRIPTION_FEE')).toEqual([]);
  });
});

describe('refunds', () => {
  it('are Pending for 24 hours, then Completed with a credit on the purchase, never more than it', async () => {
    await setClock(platform, '2026-01-10T10:00:00+07:00');
    const user = await seededUser(platform, 'paylater-activated');
    const order = await buy(platform, user, 300_000, { tenor: 3 });
    await setClock(platform, '2026-01-11T10:00:00+07:00');
    const refund = await refundOf(user, order.orderId, 150_000);
    expect(refund.data).toMatchObject({ amount: 150_000, status: 'Pending', completedAt: null, orderId: order.orderId, billId: null });
    expect((await refundOf(user, order.orderId, 150_001)).errors[0]).toMatchObject({ code: 'REFUND_TOO_LARGE', cause: '150000' });
    await setClock(platform, '2026-01-12T09:59:59+07:00');
    expect(kinds(await ledgerOf(platform, user, 'paylater'), 'REFUND')).toEqual([]);
    await setClock(platform, '2026-01-12T10:00:01+07:00');
    const ledger = await ledgerOf(platform, user, 'paylater');
    expect(kinds(ledger, 'REFUND')).toMatchObject([{ amount: 150_000, reference: refund.data.refundId }]);
    expect(kinds(ledger, 'REFUND')[0]?.postedAt.slice(0, 19)).toBe('2026-01-12T03:00:00');
    expect(ledger.balance).toBe(150_000);
    const receipt = (await get<PaylaterReceipt>(platform, user, `/pls/akhirbulan/receipts/${refund.data.refundId}`)).data;
    expect(receipt).toMatchObject({ kind: 'REFUND', status: 'Completed', amount: 150_000 });
    // The nearest instalment first: the first (100,000) is refunded, 50,000 off the second.
    const lines = (await get<PaylaterUnpaid>(platform, user, '/pls/akhirbulan/transactions/unpaid')).data.transactions;
    expect(lines.map((line) => [line.instalment?.number, line.unpaidAmount])).toEqual([
      [2, 50_000],
      [3, 100_000],
    ]);
  });

  it('of a purchase already repaid credit nothing (the rest goes back outside the ledger)', async () => {
    await setClock(platform, '2026-01-10T10:00:00+07:00');
    const user = await seededUser(platform, 'paylater-activated');
    const accountId = (await profileOf(user)).account_id ?? '';
    const order = await buy(platform, user, 120_000);
    await repay(platform, user, accountId, 'ALL_DUES');
    await refundOf(user, order.orderId, 120_000);
    await setClock(platform, '2026-01-12T10:00:00+07:00');
    const ledger = await ledgerOf(platform, user, 'paylater');
    expect(kinds(ledger, 'REFUND')).toEqual([]);
    expect(ledger.balance).toBe(0);
  });
});
