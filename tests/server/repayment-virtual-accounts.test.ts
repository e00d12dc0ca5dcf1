import { beforeAll, describe, expect, it } from 'vitest';
import type { SandboxLedger } from '@domain/contract/money-sandbox';
import type { CurrentVirtualAccount, RepaymentDues, VirtualAccount } from '@domain/contract/lending-catchup';
import { call } from './support';
import { bankNotice, buy, get, ledgerOf, type MoneyUser, openVa, seededUser, setClock } from './support/money-support';
import { platformForFile } from './support/file-platform';

const platform = platformForFile({ now: '2026-01-10T10:00:00+07:00' });
let user: MoneyUser;
let accountId = '';
beforeAll(async () => {
  user = await seededUser(platform, 'paylater-activated');
  await buy(platform, user, 500_000);
  accountId = (await get<{ account_id: string }>(platform, user, '/pls/akhirbulan/profile')).data.account_id;
});

const current = async (scopeId = accountId) =>
  (await get<CurrentVirtualAccount>(platform, user, `/sme/v1/submissions/${scopeId}/catchup`)).data.virtualAccount;
const codes = (answer: { errors: { code: string; cause: string }[] }) => answer.errors.map((item) => `${item.code}:${item.cause}`);

describe('opening a virtual account', () => {
  it('answers the dues with the choices worth offering and the window', async () => {
    const dues = await get<RepaymentDues>(platform, user, `/sme/v1/submissions/${accountId}/dues`);
    expect(dues.headers.get('cache-control')).toBe('no-store');
    expect(dues.data).toMatchObject({
      scope: 'PAYLATER_ACCOUNT',
      product: 'paylater',
      overdue: 0,
      current: 0,
      payoff: 500_000,
      discount: 0,
      partial: { min: 50_000, max: 500_000 },
    });
    expect(dues.data.options).toEqual([
      { catchupType: 'ALL_DUES', amount: 500_000 },
      { catchupType: 'PARTIAL', amount: 0 },
    ]);
    expect(dues.data.vaWindow).toMatchObject({ open: true, freezeDay: false, closesAt: '2026-01-10T13:45:00Z' });
  });

  it('refuses a bad body, an amount out of bounds and a type that pays nothing', async () => {
    expect(codes(await openVa(platform, user, accountId, { catchupType: 'EVERYTHING', bankName: 'Jago' }))).toEqual([
      'REPAYMENT_FIELD_INVALID:catchupType',
      'REPAYMENT_FIELD_INVALID:bankName',
    ]);
    expect(codes(await openVa(platform, user, accountId, { catchupType: 'PARTIAL', amount: '12a' }))).toEqual([
      'REPAYMENT_AMOUNT_INVALID:amount',
    ]);
    const low = await openVa(platform, user, accountId, { catchupType: 'PARTIAL', amount: '49999' });
    expect([low.status, ...codes(low)]).toEqual([400, 'REPAYMENT_AMOUNT_TOO_LOW:min:50000']);
    expect(codes(await openVa(platform, user, accountId, { catchupType: 'PARTIAL', amount: '500001' }))).toEqual([
      'REPAYMENT_AMOUNT_TOO_HIGH:max:500000',
    ]);
    const nothing = await openVa(platform, user, accountId, { catchupType: 'OVERDUES' });
    expect([nothing.status, ...codes(nothing)]).toEqual([409, 'REPAYMENT_NOTHING_DUE:OVERDUES']);
  });

  it("answers 404 for an id that is not the caller's scope", async () => {
    const other = await seededUser(platform, 'paylater-activated');
    expect(
      (
        await call(
          platform.app,
          'POST',
          `/sme/v1/submissions/${accountId}/catchup`,
          { catchupType: 'ALL_DUES', bankName: 'BCA' },
          other.headers,
        )
      ).status,
    ).toBe(404);
    expect((await call(platform.app, 'GET', `/sme/v1/submissions/${accountId}/dues`, undefined, other.headers)).status).toBe(404);
    expect((await call(platform.app, 'GET', '/sme/v1/submissions/ACC-NOPE/catchup', undefined, user.headers)).status).toBe(404);
    expect((await call(platform.app, 'GET', `/sme/v1/submissions/${accountId}/dues`)).status).toBe(401);
  });

  it('opens a VA until 23:00 WIB with the bank prefix; a newer one cancels it', async () => {
    const first = await openVa(platform, user, accountId, { catchupType: 'ALL_DUES', bankName: 'BCA' });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({
      amount: 500_000,
      state: 'ACTIVE',
      expiresAt: '2026-01-10T16:00:00.000Z',
      scope: 'PAYLATER_ACCOUNT',
      scopeId: accountId,
    });
    expect(first.data.vaNumber).toMatch(/^39358\d{11}$/);
    expect((await current())?.id).toBe(first.data.id);
    const second = await openVa(platform, user, accountId, { catchupType: 'PARTIAL', bankName: 'BRI', amount: '100000' });
    expect(second.data.vaNumber).toMatch(/^88810\d{11}$/);
    const cancelled = await bankNotice(platform, first.data);
    expect([cancelled.status, ...codes(cancelled)]).toEqual([409, 'VA_CANCELLED:CANCELLED']);
    expect(codes(await bankNotice(platform, second.data, { amount: 99_999 }))).toEqual(['VA_AMOUNT_MISMATCH:100000']);
    const unknown = await bankNotice(platform, { vaNumber: '1234567890123456', amount: 100_000 });
    expect([unknown.status, ...codes(unknown)]).toEqual([404, 'VA_NOT_FOUND:vaNumber']);
  });
});

describe('the VA states', () => {
  it('DUE_AMOUNT_CHANGED once what is owed moves away from a fixed amount', async () => {
    const va = await openVa(platform, user, accountId, { catchupType: 'ALL_DUES' });
    await buy(platform, user, 100_000);
    expect((await current())?.state).toBe('DUE_AMOUNT_CHANGED');
    expect(codes(await bankNotice(platform, va.data))).toEqual(['VA_DUE_AMOUNT_CHANGED:DUE_AMOUNT_CHANGED']);
  });

  it('DENIED takes nothing and cannot be paid again', async () => {
    const va = await openVa(platform, user, accountId, { catchupType: 'ALL_DUES' });
    expect((await bankNotice(platform, va.data, { outcome: 'DENIED' })).data).toMatchObject({
      state: 'DENIED',
      posted: true,
      repaymentId: null,
    });
    expect(codes(await bankNotice(platform, va.data))).toEqual(['VA_DENIED:DENIED']);
  });

  it('EXPIRED at 23:00 WIB: paying late is refused, nothing taken', async () => {
    await setClock(platform, '2026-01-11T20:30:00+07:00');
    const va = await openVa(platform, user, accountId, { catchupType: 'PARTIAL', amount: '60000' });
    expect(va.status).toBe(201);
    await setClock(platform, '2026-01-11T23:00:00+07:00');
    expect((await current())?.state).toBe('EXPIRED');
    expect(codes(await bankNotice(platform, va.data))).toEqual(['VA_EXPIRED:EXPIRED']);
  });

  it('PENDING blocks a new VA, settles even after 23:00, and a notice sent twice is posted once', async () => {
    await setClock(platform, '2026-01-12T19:00:00+07:00');
    const va = await openVa(platform, user, accountId, { catchupType: 'ALL_DUES' });
    expect(va.data.amount).toBe(600_000);
    expect((await bankNotice(platform, va.data, { outcome: 'PENDING' })).data.state).toBe('PENDING');
    const blocked = await openVa(platform, user, accountId, { catchupType: 'PARTIAL', amount: '50000' });
    expect([blocked.status, blocked.errors[0]?.code]).toEqual([409, 'VA_REPAYMENT_PENDING']);
    await setClock(platform, '2026-01-12T23:30:00+07:00');
    expect((await current())?.state).toBe('PENDING');
    const settled = await bankNotice(platform, va.data, { noticeId: 'bank-notice-1' });
    expect(settled.data).toMatchObject({ state: 'PAID', posted: true });
    const again = await bankNotice(platform, va.data, { noticeId: 'bank-notice-1' });
    expect(again.status).toBe(200);
    expect(again.data).toEqual({ ...settled.data, posted: false });
    expect(codes(await bankNotice(platform, va.data))).toEqual(['VA_ALREADY_PAID:PAID']);
    const ledger: SandboxLedger = await ledgerOf(platform, user, 'paylater');
    expect(ledger.entries.filter((entry) => entry.kind === 'REPAYMENT')).toHaveLength(1);
    expect(ledger.balance).toBe(0);
    const paid = await current();
    expect(paid?.state).toBe('PAID');
    expect(paid?.paidAt?.slice(0, 16)).toBe('2026-01-12T16:30');
  });

  it('the same notice sent twice at once is posted once', async () => {
    await setClock(platform, '2026-01-13T10:00:00+07:00');
    await buy(platform, user, 200_000);
    const va = (await openVa(platform, user, accountId, { catchupType: 'ALL_DUES' })).data;
    const answers = await Promise.all([bankNotice(platform, va, { noticeId: 'twin' }), bankNotice(platform, va, { noticeId: 'twin' })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.data.posted).sort()).toEqual([false, true]);
    expect((await ledgerOf(platform, user, 'paylater')).entries.filter((entry) => entry.kind === 'REPAYMENT')).toHaveLength(2);
  });
});

describe('the opening window', () => {
  it('closes at 20:45 WIB every day (DAILY) and at 20:15 on a freeze day (FREEZE_DAY)', async () => {
    await buy(platform, user, 300_000);
    await setClock(platform, '2026-01-14T20:45:00+07:00');
    const late = await openVa(platform, user, accountId, { catchupType: 'ALL_DUES' });
    expect([late.status, ...codes(late)]).toEqual([409, 'VA_FREEZE_PERIOD:DAILY']);
    await setClock(platform, '2026-01-16T20:14:59+07:00');
    expect((await openVa(platform, user, accountId, { catchupType: 'ALL_DUES' })).status).toBe(201);
    await setClock(platform, '2026-01-16T20:15:00+07:00');
    expect(codes(await openVa(platform, user, accountId, { catchupType: 'ALL_DUES' }))).toEqual(['VA_FREEZE_PERIOD:FREEZE_DAY']);
    const dues = (await get<RepaymentDues>(platform, user, `/sme/v1/submissions/${accountId}/dues`)).data;
    expect(dues.vaWindow).toMatchObject({ open: false, freezeDay: true, opensAt: '2026-01-16T17:00:00Z' });
  });

  it('a freeze date of the lending settings counts for cicilan too', async () => {
    await setClock(platform, '2026-01-20T10:00:00+07:00');
    const cicilan = await seededUser(platform, 'cicilan-closing-open');
    await buy(platform, cicilan, 1_000_000, { product: 'cicilan', tenor: 3 });
    const cicilanId = (await get<{ account_id: string }>(platform, cicilan, '/pls/cicilan/profile')).data.account_id;
    await call(platform.app, 'POST', '/sandbox/lending-settings', { vaFreezeDates: ['2026-01-20'] });
    await setClock(platform, '2026-01-20T20:20:00+07:00');
    expect(codes(await openVa(platform, cicilan, cicilanId, { catchupType: 'ALL_DUES' }))).toEqual(['VA_FREEZE_PERIOD:FREEZE_DAY']);
    const va: VirtualAccount | null = (await get<CurrentVirtualAccount>(platform, cicilan, `/sme/v1/submissions/${cicilanId}/catchup`)).data
      .virtualAccount;
    expect(va).toBeNull();
  });
});
