import { describe, expect, it } from 'vitest';
import type { CheckoutResult, LendingSettings } from '@domain/contract/money-sandbox';
import { call, createTestPlatform, uniquePhone } from './support';
import { buy, seededUser, setClock } from './support/money-support';
import { platformForFile } from './support/file-platform';

const platform = platformForFile({ now: '2026-01-10T10:00:00+07:00' });

const checkout = (body: Record<string, unknown>) =>
  call<CheckoutResult>(platform.app, 'POST', '/sandbox/checkout', { merchant: 'Tokopedia', product: 'paylater', ...body });
const refusal = (answer: { status: number; errors: { code: string; cause: string }[] }) => [
  answer.status,
  ...answer.errors.map((item) => `${item.code}:${item.cause}`),
];

async function form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return platform.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('the sandbox checkout', () => {
  it('buys with pay-later in instalments, the remainder on the first, each on a later bill', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    const order = await buy(platform, user, 1_000_000, { tenor: 3, merchant: 'Blibli' });
    expect(order).toMatchObject({ product: 'paylater', merchant: 'Blibli', amount: 1_000_000, tenor: 3, cost: 0, total: 1_000_000 });
    expect(order.instalments).toEqual([
      { number: 1, dueDate: '2026-02-01', amount: 333_334 },
      { number: 2, dueDate: '2026-03-01', amount: 333_333 },
      { number: 3, dueDate: '2026-04-01', amount: 333_333 },
    ]);
  });

  it('refuses a field that is not valid, naming it', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    expect(refusal(await checkout({ phone: user.phone, amount: 9_999 }))).toEqual([400, 'CHECKOUT_FIELD_INVALID:amount']);
    expect(refusal(await checkout({ phone: user.phone, amount: 50_000, product: 'cicilan', tenor: 1 }))).toEqual([
      400,
      'CHECKOUT_FIELD_INVALID:tenor',
    ]);
    expect(refusal(await checkout({ phone: user.phone, amount: 50_000, merchant: '' }))).toEqual([400, 'CHECKOUT_FIELD_INVALID:merchant']);
    expect(refusal(await checkout({ phone: uniquePhone().e164, amount: 50_000 }))).toEqual([404, 'NOT_FOUND:phone']);
  });

  it('refuses what the platform would: not activated, over the limit, overdue', async () => {
    const fresh = await seededUser(platform, 'new');
    expect(refusal(await checkout({ phone: fresh.phone, amount: 50_000 }))).toEqual([409, 'CHECKOUT_PRODUCT_NOT_ACTIVE:NOT_APPLIED']);
    const user = await seededUser(platform, 'paylater-activated');
    expect(refusal(await checkout({ phone: user.phone, amount: 10_000_001 }))).toEqual([409, 'CHECKOUT_LIMIT_EXCEEDED:10000000']);
    const full = await seededUser(platform, 'paylater-limit-reached-nodues');
    expect(refusal(await checkout({ phone: full.phone, amount: 10_000 }))).toEqual([409, 'CHECKOUT_LIMIT_EXCEEDED:0']);
    const late = await seededUser(platform, 'paylater-overdue');
    expect(refusal(await checkout({ phone: late.phone, amount: 10_000 }))[1]).toBe('CHECKOUT_OVERDUE:OVERDUE_LATEFEE');
  });

  it('takes cicilan through its closing date (23:59 WIB), then refuses it', async () => {
    await setClock(platform, '2022-12-12T23:59:00+07:00');
    const user = await seededUser(platform, 'cicilan-closed');
    const order = await checkout({ phone: user.phone, amount: 1_000_000, product: 'cicilan', tenor: 3 });
    expect(order.status).toBe(201);
    expect(order.data).toMatchObject({ cost: 82_500, total: 1_082_500 });
    expect(order.data.instalments.map((instalment) => instalment.dueDate)).toEqual(['2023-01-20', '2023-02-20', '2023-03-20']);
    await setClock(platform, '2022-12-13T00:00:00+07:00');
    expect(refusal(await checkout({ phone: user.phone, amount: 1_000_000, product: 'cicilan', tenor: 3 }))).toEqual([
      409,
      'CICILAN_CLOSED:2022-12-12',
    ]);
    // Moving the closing date opens it again.
    const settings = await call<LendingSettings>(platform.app, 'POST', '/sandbox/lending-settings', { cicilanClosingDate: '2022-12-31' });
    expect(settings.data).toEqual({ cicilanClosingDate: '2022-12-31', vaFreezeDates: [] });
    expect((await checkout({ phone: user.phone, amount: 100_000, product: 'cicilan', tenor: 2 })).status).toBe(201);
    expect((await call(platform.app, 'POST', '/sandbox/lending-settings', { cicilanClosingDate: '2022-13-01' })).status).toBe(400);
    await call(platform.app, 'POST', '/sandbox/lending-settings', { cicilanClosingDate: '2022-12-12' });
    // A cicilan order is never refunded.
    expect(
      refusal(await call(platform.app, 'POST', '/sandbox/refunds', { phone: user.phone, orderId: order.data.orderId, amount: 1_000 })),
    ).toEqual([409, 'REFUND_NOT_SUPPORTED:orderId']);
    expect(
      refusal(await call(platform.app, 'POST', '/sandbox/refunds', { phone: user.phone, orderId: 'ORD-NOPE', amount: 1_000 })),
    ).toEqual([404, 'NOT_FOUND:orderId']);
    await setClock(platform, '2026-01-10T10:00:00+07:00');
  });
});

describe('the sandbox money pages', () => {
  it('are linked from the sandbox page and answer for people', async () => {
    const index = await (await platform.app.request('/sandbox')).text();
    for (const path of ['/sandbox/checkout', '/sandbox/bank', '/sandbox/ledger/view', '/sandbox/lending']) {
      expect(index).toContain(`href="${path}"`);
      const page = await platform.app.request(path);
      expect([path, page.status, page.headers.get('content-type')]).toEqual([path, 200, 'text/html; charset=UTF-8']);
    }
  });

  it('buy and refund through the checkout form, and show the orders', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    const bought = await form('/sandbox/checkout', {
      phone: user.phone,
      merchant: 'Alfamart',
      amount: '250.000',
      product: 'paylater',
      tenor: '1',
    });
    const page = await bought.text();
    expect(bought.status).toBe(200);
    expect(page).toContain('Bought: order ORD-');
    const orderId = /Bought: order (ORD-[0-9A-F]+)/.exec(page)?.[1] ?? '';
    const refunded = await form('/sandbox/refunds', { phone: user.phone, orderId, amount: '100000' });
    expect(refunded.status).toBe(200);
    expect(await refunded.text()).toContain('Pending until 24 hours from now');
    const refused = await form('/sandbox/checkout', {
      phone: user.phone,
      merchant: 'Alfamart',
      amount: '99000000',
      product: 'paylater',
      tenor: '1',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('class="error"');
    expect((await form('/sandbox/checkout', { phone: user.phone, amount: '1' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const ledger = await platform.app.request(`/sandbox/ledger/view?phone=${encodeURIComponent(user.phone)}&product=paylater`);
    expect(await ledger.text()).toContain('PURCHASE');
  });

  it('set the lending settings by form', async () => {
    const saved = await form('/sandbox/lending-settings', { action: 'freeze', vaFreezeDates: '2026-02-01, 2026-01-31' });
    expect(saved.status).toBe(200);
    expect((await call<LendingSettings>(platform.app, 'GET', '/sandbox/lending-settings')).data.vaFreezeDates).toEqual([
      '2026-01-31',
      '2026-02-01',
    ]);
    await form('/sandbox/lending-settings', { action: 'no-closing' });
    expect((await call<LendingSettings>(platform.app, 'GET', '/sandbox/lending-settings')).data.cicilanClosingDate).toBeNull();
    await form('/sandbox/lending-settings', { action: 'documented-closing' });
    expect((await call<LendingSettings>(platform.app, 'GET', '/sandbox/lending-settings')).data.cicilanClosingDate).toBe('2022-12-12');
  });

  it('are absent when SANDBOX is off', async () => {
    const closed = await createTestPlatform({ sandbox: false });
    try {
      for (const path of [
        '/sandbox/checkout',
        '/sandbox/bank',
        '/sandbox/ledger?phone=%2B62812&product=paylater',
        '/sandbox/lending-settings',
      ]) {
        expect([path, (await closed.app.request(path)).status]).toEqual([path, 404]);
      }
    } finally {
      await closed.dispose();
    }
  });
});
