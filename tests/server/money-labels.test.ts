/**
 * The figures the money pages label (issue 36), as the platform answers them: what is owed date by
 * date (overdue apart from what is due, the next bill only what falls due on its date), what a
 * partial repayment left, what an order repaid early cost and waived, and the receipt a paid VA became.
 * Each is checked against the sandbox ledger's own sums.
 */
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@domain/contract/profile';
import type { CicilanHistoryPage, CicilanOrder, CicilanProfile, CicilanReceipt, CicilanUnpaid } from '@domain/contract/cicilan';
import type { OwedByDate } from '@domain/contract/lending';
import type { PaylaterPaidPage, PaylaterProfile, PaylaterReceipt, PaylaterUnpaid } from '@domain/contract/paylater';
import type { CurrentVirtualAccount } from '@domain/contract/lending-catchup';
import { dueTotal, overdueTotal } from '@domain/lending/owed';
import type { SandboxLedger } from '@domain/contract/money-sandbox';
import { bankNotice, buy, get, ledgerOf, type MoneyUser, openVa, repay, seededUser, setClock } from './support/money-support';
import { platformForFile } from './support/file-platform';

const platform = platformForFile({ now: '2026-01-10T10:00:00+07:00' });

/** The groups add up to the ledger's dues, and every date is where its group says. */
function expectOwedAsLedger(owed: OwedByDate, ledger: SandboxLedger, today: string): void {
  expect(overdueTotal(owed)).toBe(ledger.dues.overdue);
  expect(dueTotal(owed)).toBe(ledger.dues.current);
  expect(owed.lateFees).toBe(ledger.unpaidLateFees);
  const dated = [...owed.overdue, ...owed.due, ...(owed.nextBill ? [owed.nextBill] : [])];
  expect(owed.total).toBe(ledger.unpaidByDueDate.reduce((sum, item) => sum + item.unpaid, ledger.unpaidLateFees));
  for (const item of dated) expect(ledger.unpaidByDueDate).toContainEqual({ dueDate: item.dueDate, unpaid: item.amount });
  for (const item of owed.overdue) expect(item.dueDate < today).toBe(true);
  for (const item of [...owed.due, ...(owed.nextBill ? [owed.nextBill] : [])]) expect(item.dueDate >= today).toBe(true);
}

describe('pay-later: each amount with its own date', () => {
  let user: MoneyUser;
  let accountId = '';

  it('the next bill is only what falls due on its date; the rest is later', async () => {
    user = await seededUser(platform, 'paylater-activated');
    await buy(platform, user, 750_000);
    await buy(platform, user, 1_200_000, { tenor: 3 });
    const profile = (await get<PaylaterProfile>(platform, user, '/pls/akhirbulan/profile')).data;
    accountId = profile.account_id ?? '';
    expect(profile.owed).toEqual({
      overdue: [],
      lateFees: 0,
      due: [],
      nextBill: { dueDate: '2026-02-01', amount: 1_150_000 },
      later: 800_000,
      total: 1_950_000,
    });
    const unpaid = (await get<PaylaterUnpaid>(platform, user, '/pls/akhirbulan/transactions/unpaid')).data;
    expect(unpaid.owed).toEqual(profile.owed);
    expectOwedAsLedger(profile.owed, await ledgerOf(platform, user, 'paylater'), '2026-01-10');
    const summary = (await get<UserProfile>(platform, user, '/v1/user')).data.userProductInfo.paylater.summary;
    expect(summary?.owed).toEqual(profile.owed);
  });

  it('a partial repayment is PARTIAL with what it left on its bill, in the history and on its receipt', async () => {
    await setClock(platform, '2026-01-17T09:00:00+07:00');
    const before = (await get<PaylaterProfile>(platform, user, '/pls/akhirbulan/profile')).data;
    expect(before.owed.due).toEqual([{ dueDate: '2026-02-01', amount: 1_150_000 }]);
    expect(before.owed.nextBill).toEqual({ dueDate: '2026-03-01', amount: 400_000 });
    await repay(platform, user, accountId, 'PARTIAL', '500000');
    const page = (await get<PaylaterPaidPage>(platform, user, '/pls/akhirbulan/transactions/paid')).data;
    const partial = page.transactions.find((line) => line.kind === 'REPAYMENT');
    expect(partial).toMatchObject({ status: 'PARTIAL', amount: 500_000, leftAfter: 650_000 });
    const receipt = (await get<PaylaterReceipt>(platform, user, `/pls/akhirbulan/receipts/${partial?.receiptId}`)).data;
    expect(receipt).toMatchObject({ kind: 'REPAYMENT', catchupType: 'PARTIAL', amount: 500_000, leftAfter: 650_000 });

    await repay(platform, user, accountId, 'CURRENT_DUES');
    const after = (await get<PaylaterPaidPage>(platform, user, '/pls/akhirbulan/transactions/paid')).data.transactions;
    const repayments = after.filter((line) => line.kind === 'REPAYMENT');
    expect(repayments.map((line) => [line.amount, line.status, line.leftAfter]).sort()).toEqual([
      [500_000, 'PARTIAL', 650_000],
      [650_000, 'PAID', 0],
    ]);
    // Every other kind of line has no outcome of its own.
    expect(after.filter((line) => line.kind !== 'REPAYMENT').every((line) => line.leftAfter === null)).toBe(true);
  });

  it('a paid VA names the receipt its payment became', async () => {
    const va = await openVa(platform, user, accountId, { catchupType: 'ALL_DUES' });
    const open = (await get<CurrentVirtualAccount>(platform, user, `/sme/v1/submissions/${accountId}/catchup`)).data;
    expect(open).toMatchObject({ virtualAccount: { id: va.data.id, state: 'ACTIVE' }, receiptId: null });
    const paid = await bankNotice(platform, va.data);
    const current = (await get<CurrentVirtualAccount>(platform, user, `/sme/v1/submissions/${accountId}/catchup`)).data;
    expect(current.virtualAccount?.state).toBe('PAID');
    expect(current.receiptId).toBe(paid.data.repaymentId);
    const receipt = (await get<PaylaterReceipt>(platform, user, `/pls/akhirbulan/receipts/${current.receiptId}`)).data;
    expect(receipt).toMatchObject({ kind: 'REPAYMENT', amount: 800_000, leftAfter: 0 });
  });

  it('overdue is only what is past due, the bill after it apart with its own date', async () => {
    const overdue = await seededUser(platform, 'paylater-overdue');
    const profile = (await get<PaylaterProfile>(platform, overdue, '/pls/akhirbulan/profile')).data;
    const ledger = await ledgerOf(platform, overdue, 'paylater');
    expect(profile.owed.overdue.length).toBeGreaterThan(0);
    expect(profile.owed.lateFees).toBeGreaterThan(0);
    expectOwedAsLedger(profile.owed, ledger, jakartaToday(profile.as_of));
    expect(profile.overdue_amount).toBe(overdueTotal(profile.owed));
    expect(profile.amount_due).toBe(overdueTotal(profile.owed) + dueTotal(profile.owed));
  });
});

function jakartaToday(instant: string): string {
  return new Date(Date.parse(instant) + 7 * 3_600_000).toISOString().slice(0, 10);
}

describe('cicilan: an order repaid early says what was paid and waived, and that it is closed', () => {
  it('paid + waived = total, waived = the ledger cost waiver, closed when it was repaid', async () => {
    const user = await seededUser(platform, 'cicilan-early-repayable');
    const profile = (await get<CicilanProfile>(platform, user, '/pls/cicilan/profile')).data;
    expectOwedAsLedger(profile.owed, await ledgerOf(platform, user, 'cicilan'), jakartaToday(profile.as_of));
    const unpaid = (await get<CicilanUnpaid>(platform, user, '/pls/cicilan/transactions/unpaid')).data;
    expect(unpaid.owed).toEqual(profile.owed);
    const history = (await get<CicilanHistoryPage>(platform, user, '/pls/cicilan/transactions/history')).data;
    const orderId = history.months[0]?.orders[0]?.orderId ?? '';
    const before = (await get<CicilanOrder>(platform, user, `/pls/cicilan/orders/${orderId}`)).data;
    expect(before).toMatchObject({ status: 'ONGOING', waivedAmount: 0, closedAt: null, total: 3_495_000 });
    expect(before.paidAmount).toBe(582_500);

    const paid = await repay(platform, user, orderId, 'ALL_DUES');
    const after = (await get<CicilanOrder>(platform, user, `/pls/cicilan/orders/${orderId}`)).data;
    const ledger = await ledgerOf(platform, user, 'cicilan');
    const waived = ledger.entries.filter((entry) => entry.kind === 'COST_WAIVER').reduce((sum, entry) => sum + entry.amount, 0);
    expect(after).toMatchObject({ status: 'PAID_EARLY', unpaidAmount: 0, waivedAmount: waived, paidAmount: 3_495_000 - waived });
    expect(after.paidAmount).toBe(3_165_000);
    expect(after.closedAt).not.toBeNull();
    const receipt = (await get<CicilanReceipt>(platform, user, `/pls/cicilan/receipts/${paid.repaymentId}`)).data;
    expect(receipt).toMatchObject({ kind: 'REPAYMENT', catchupType: 'ALL_DUES', leftAfter: 0 });
  });
});
