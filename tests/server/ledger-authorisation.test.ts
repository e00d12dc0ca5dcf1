import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CicilanProfile } from '@domain/contract/cicilan';
import type { PaylaterPaidPage, PaylaterProfile, PaylaterUnpaid } from '@domain/contract/paylater';
import type { RefundResult } from '@domain/contract/paylater-sandbox';
import { call, createTestPlatform, type TestPlatform } from './support';
import { buy, get, type MoneyUser, repay, seededUser, setClock } from './support/money-support';

let platform: TestPlatform;
let owner: MoneyUser;
let stranger: MoneyUser;
const ids = { paylater: '', cicilan: '', order: '', payment: '', repayment: '', refund: '', cicilanRepayment: '', paidCursor: '' };

beforeAll(async () => {
  platform = await createTestPlatform();
  await setClock(platform, '2026-01-10T10:00:00+07:00');
  owner = await seededUser(platform, 'cicilan-closing-open');
  stranger = await seededUser(platform, 'cicilan-closing-open');
  ids.paylater = (await get<PaylaterProfile>(platform, owner, '/pls/akhirbulan/profile')).data.account_id ?? '';
  ids.cicilan = (await get<CicilanProfile>(platform, owner, '/pls/cicilan/profile')).data.account_id ?? '';
  const bought = await buy(platform, owner, 200_000);
  await buy(platform, owner, 300_000);
  ids.order = (await buy(platform, owner, 1_000_000, { product: 'cicilan', tenor: 3 })).orderId;
  ids.refund = (
    await call<RefundResult>(platform.app, 'POST', '/sandbox/refunds', { phone: owner.phone, orderId: bought.orderId, amount: 50_000 })
  ).data.refundId;
  ids.payment = (await get<PaylaterUnpaid>(platform, owner, '/pls/akhirbulan/transactions/unpaid')).data.transactions[0]?.receiptId ?? '';
  ids.repayment = (await repay(platform, owner, ids.paylater, 'PARTIAL', '60000')).repaymentId ?? '';
  await repay(platform, owner, ids.paylater, 'PARTIAL', '70000');
  ids.cicilanRepayment = (await repay(platform, owner, ids.order, 'ALL_DUES')).repaymentId ?? '';
  ids.paidCursor = (await get<PaylaterPaidPage>(platform, owner, '/pls/akhirbulan/transactions/paid?size=1')).data.next_page ?? '';
});
afterAll(async () => {
  await platform.dispose();
});

const readPaths = () => [
  `/pls/akhirbulan/receipts/${ids.payment}`,
  `/pls/akhirbulan/receipts/${ids.repayment}`,
  `/pls/akhirbulan/receipts/${ids.refund}`,
  `/pls/cicilan/orders/${ids.order}`,
  `/pls/cicilan/orders/${ids.order}/early-repayment`,
  `/pls/cicilan/receipts/${ids.order}`,
  `/pls/cicilan/receipts/${ids.cicilanRepayment}`,
  `/sme/v1/submissions/${ids.paylater}/dues`,
  `/sme/v1/submissions/${ids.paylater}/catchup`,
  `/sme/v1/submissions/${ids.cicilan}/dues`,
  `/sme/v1/submissions/${ids.order}/catchup`,
];

describe("one user's money is nobody else's", () => {
  it('the owner reads every one of them', async () => {
    for (const path of readPaths()) expect([path, (await get(platform, owner, path)).status]).toEqual([path, 200]);
  });

  it('another signed-in user gets 404 for each, no-store, the same as for an id that does not exist', async () => {
    for (const path of readPaths()) {
      const answer = await get(platform, stranger, path);
      expect([path, answer.status, answer.errors[0]?.code, answer.headers.get('cache-control')]).toEqual([
        path,
        404,
        'NOT_FOUND',
        'no-store',
      ]);
    }
    expect((await get(platform, stranger, '/pls/akhirbulan/receipts/no-such-id')).status).toBe(404);
    for (const scope of [ids.paylater, ids.cicilan, ids.order]) {
      const opened = await call(
        platform.app,
        'POST',
        `/sme/v1/submissions/${scope}/catchup`,
        { catchupType: 'ALL_DUES', bankName: 'BNI' },
        stranger.headers,
      );
      expect([scope, opened.status]).toEqual([scope, 404]);
    }
  });

  it("another user's cursor is refused", async () => {
    expect(ids.paidCursor).not.toBe('');
    const answer = await get<PaylaterPaidPage>(platform, stranger, `/pls/akhirbulan/transactions/paid?page=${ids.paidCursor}`);
    expect([answer.status, answer.errors[0]?.code, answer.errors[0]?.cause]).toEqual([400, 'PAGE_QUERY_INVALID', 'page']);
  });

  it('nobody without a token', async () => {
    const paths = [
      ...readPaths(),
      '/pls/akhirbulan/profile',
      '/pls/akhirbulan/transactions/unpaid',
      '/pls/akhirbulan/transactions/paid',
      '/pls/cicilan/profile',
      '/pls/cicilan/transactions/unpaid',
      '/pls/cicilan/transactions/history',
    ];
    for (const path of paths) {
      const answer = await call(platform.app, 'GET', path);
      expect([path, answer.status, answer.headers.get('cache-control')]).toEqual([path, 401, 'no-store']);
    }
    expect((await call(platform.app, 'POST', '/v1/user/account', { productName: 'paylater' })).status).toBe(401);
  });

  it('a user whose products are not activated sees the onboarding status and nothing owed', async () => {
    const fresh = await seededUser(platform, 'new');
    expect((await get<PaylaterProfile>(platform, fresh, '/pls/akhirbulan/profile')).data).toMatchObject({
      product_status: 'REQUIRES_KYC',
      account_id: null,
      amount_due: 0,
      billing_cycle: null,
    });
    expect((await get<CicilanProfile>(platform, fresh, '/pls/cicilan/profile')).data).toMatchObject({
      product_status: 'NOT_ELIGIBLE',
      account_id: null,
    });
    expect((await get<PaylaterUnpaid>(platform, fresh, '/pls/akhirbulan/transactions/unpaid')).data.transactions).toEqual([]);
    expect((await get(platform, fresh, `/pls/akhirbulan/receipts/${ids.payment}`)).status).toBe(404);
    expect((await get(platform, fresh, `/sme/v1/submissions/${ids.paylater}/dues`)).status).toBe(404);
  });
});
