import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CicilanProfile } from '@domain/contract/cicilan';
import type { LendingSettings } from '@domain/contract/money-sandbox';
import { call, createTestPlatform, type TestPlatform } from './support';
import { get, seededUser } from './support/money-support';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform.dispose();
});

describe('the cicilan closing date on a fresh sandbox', () => {
  it('is none: cicilan is open for new purchases and its home names no closing date', async () => {
    expect((await call<LendingSettings>(platform.app, 'GET', '/sandbox/lending-settings')).data.cicilanClosingDate).toBeNull();
    const user = await seededUser(platform, 'cicilan-activated');
    expect((await get<CicilanProfile>(platform, user, '/pls/cicilan/profile')).data).toMatchObject({
      closing_date: null,
      is_open_for_new_transactions: true,
    });
    const order = await call(platform.app, 'POST', '/sandbox/checkout', {
      phone: user.phone,
      merchant: 'Tokopedia',
      product: 'cicilan',
      amount: 100_000,
      tenor: 2,
    });
    expect(order.status).toBe(201);
  });

  it("the closed state is seeded: the documents' 12 Dec 2022, and checkout refuses cicilan", async () => {
    const user = await seededUser(platform, 'cicilan-closed');
    expect((await get<CicilanProfile>(platform, user, '/pls/cicilan/profile')).data).toMatchObject({
      closing_date: '2022-12-12',
      is_open_for_new_transactions: false,
    });
    const refused = await call(platform.app, 'POST', '/sandbox/checkout', {
      phone: user.phone,
      merchant: 'Tokopedia',
      product: 'cicilan',
      amount: 100_000,
      tenor: 2,
    });
    expect([refused.status, refused.errors[0]?.code]).toEqual([409, 'CICILAN_CLOSED']);
  });
});
