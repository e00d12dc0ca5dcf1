/**
 * The worker's repayment area through the real surface (createDataWorker) on fake-indexeddb: the
 * bill kept per session user and scope, answered when the network fails, cleared at logout.
 */
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { RepaymentDues, VirtualAccount } from '@domain/contract/repayment';
import { isApiErrorData } from '@domain/errors';
import type { WorkerConfig } from '@worker/contract';
import { openDataDb, type DataDb } from '@worker/db';
import { createDataWorker, type DataWorkerServices } from '@worker/worker-api';
import { fakeFetch, jsonResponse, type RecordedRequest } from './helpers/fake-fetch';

const CONFIG: WorkerConfig = { apiBaseUrl: '', targetApplication: 'PAYLATER_WEB', language: 'id' };
const login = (phoneNumber: string) => ({ otp: '123456', otpToken: 'otp-token', phoneNumber, countryCode: '+62' });

function dues(scopeId: string, scope: RepaymentDues['scope'], overrides: Partial<RepaymentDues> = {}): RepaymentDues {
  return {
    scopeId,
    scope,
    product: scope === 'PAYLATER_ACCOUNT' ? 'paylater' : 'cicilan',
    dueDate: '2026-03-01',
    gracePeriodEnd: '2026-03-06',
    overdue: 0,
    current: 315_000,
    payoff: 815_000,
    discount: 0,
    options: [
      { catchupType: 'CURRENT_DUES', amount: 315_000 },
      { catchupType: 'ALL_DUES', amount: 815_000 },
      { catchupType: 'PARTIAL', amount: 0 },
    ],
    partial: { min: 50_000, max: 815_000 },
    vaWindow: { open: true, freezeDay: false, closesAt: '2026-02-20T13:45:00Z', opensAt: '2026-02-20T03:00:00Z' },
    asOf: '2026-02-20T03:00:00Z',
    ...overrides,
  };
}

function va(scopeId: string, overrides: Partial<VirtualAccount> = {}): VirtualAccount {
  return {
    id: `va-${scopeId}`,
    scopeId,
    scope: 'PAYLATER_ACCOUNT',
    catchupType: 'CURRENT_DUES',
    bankName: 'BCA',
    vaNumber: '3935812345678901',
    amount: 315_000,
    state: 'ACTIVE',
    createdAt: '2026-02-20T03:00:00Z',
    expiresAt: '2026-02-20T16:00:00Z',
    paidAt: null,
    ...overrides,
  };
}

/** A platform whose answers the test changes as it goes; `offline` makes every call fail like a dropped connection. */
function platform() {
  const state = {
    offline: false,
    duesFor: new Map<string, RepaymentDues>([
      ['PL-1', dues('PL-1', 'PAYLATER_ACCOUNT')],
      ['CC-1', dues('CC-1', 'CICILAN_ACCOUNT')],
      ['ORD-1', dues('ORD-1', 'CICILAN_ORDER', { payoff: 200_000, current: 100_000 })],
    ]),
    vaFor: new Map<string, VirtualAccount | null>(),
    dueStatus: 200,
  };
  const responder = (request: RecordedRequest) => {
    if (state.offline) return 'network-error' as const;
    const path = new URL(request.url).pathname;
    if (path === '/v2/login') {
      const phone = (request.body as { phoneNumber: string }).phoneNumber;
      return jsonResponse(200, { data: { bearerToken: `tok-${phone}`, csTrackingId: `cs-${phone}` } });
    }
    if (path === '/v1/logout') return jsonResponse(200, { data: { loggedOut: true } });
    if (path === '/v1/user/events') return jsonResponse(200, { data: { stored: 1, duplicates: 0 } });
    const match = /^\/sme\/v1\/submissions\/([^/]+)\/(dues|catchup)$/.exec(path);
    if (match) {
      const [, id = '', call] = match;
      if (call === 'dues') {
        if (state.dueStatus !== 200) return jsonResponse(state.dueStatus, { errors: [{ code: 'INTERNAL', message: 'Down' }] });
        return jsonResponse(200, { data: state.duesFor.get(id) });
      }
      if (request.method === 'GET') return jsonResponse(200, { data: { virtualAccount: state.vaFor.get(id) ?? null } });
      const opened = va(id, { bankName: (request.body as { bankName: VirtualAccount['bankName'] }).bankName });
      state.vaFor.set(id, opened);
      return jsonResponse(201, { data: opened });
    }
    return jsonResponse(404, { errors: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  };
  return { state, responder };
}

const services: DataWorkerServices[] = [];
const dbs: DataDb[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) {
    service.analytics.stop();
    service.uploads.stop();
  }
  const names = new Set(dbs.map((db) => db.name));
  for (const db of dbs.splice(0)) db.close();
  for (const name of names) await Dexie.delete(name);
});

async function signedInWorker(dbName = `repayment-${crypto.randomUUID()}`) {
  const db = openDataDb(dbName);
  dbs.push(db);
  const { state, responder } = platform();
  const { fetch, requests } = fakeFetch(responder);
  const built = createDataWorker({ db, fetch, origin: () => 'https://app.test', isOnline: () => true, locks: null, uploadLocks: null });
  services.push(built.services);
  await built.api.session.start(CONFIG);
  await built.api.auth.login(login('81111111111'));
  return { api: built.api, db, state, requests };
}

describe('the repayment overview', () => {
  it('asks for the dues and the newest VA of the scope, and keeps the bill for this user', async () => {
    const { api, db, state, requests } = await signedInWorker();
    state.vaFor.set('PL-1', va('PL-1'));
    const overview = await api.repayment.overview({ product: 'paylater', scopeId: 'PL-1' });
    expect(overview.source).toBe('live');
    const paths = requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);
    expect(paths).toEqual(expect.arrayContaining(['GET /sme/v1/submissions/PL-1/dues', 'GET /sme/v1/submissions/PL-1/catchup']));
    const kept = await db.repaymentBills.toArray();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ userId: 'cs-81111111111', scopeId: 'PL-1', product: 'paylater' });
    expect(kept[0]?.bill).toMatchObject({
      amountDue: 315_000,
      payoff: 815_000,
      dueDate: '2026-03-01',
      gracePeriodEnd: '2026-03-06',
      asOf: '2026-02-20T03:00:00Z',
      virtualAccount: { vaNumber: '3935812345678901', bankName: 'BCA', state: 'ACTIVE' },
      paymentSteps: [
        { channel: 'ATM', messageId: 'repayment.steps.BCA.ATM' },
        { channel: 'MOBILE_BANKING', messageId: 'repayment.steps.BCA.MOBILE_BANKING' },
        { channel: 'INTERNET_BANKING', messageId: 'repayment.steps.BCA.INTERNET_BANKING' },
      ],
    });
  });

  it('keeps no VA that can no longer be paid', async () => {
    const { api, state } = await signedInWorker();
    state.vaFor.set('PL-1', va('PL-1', { state: 'EXPIRED' }));
    const overview = await api.repayment.overview({ product: 'paylater', scopeId: 'PL-1' });
    expect(overview.source === 'live' && overview.virtualAccount?.state).toBe('EXPIRED');
    expect((await api.repayment.lastBill('paylater'))?.virtualAccount).toBeNull();
    expect((await api.repayment.lastBill('paylater'))?.paymentSteps).toEqual([]);
  });

  it('offline, answers the bill kept for that scope, with the network error', async () => {
    const { api, state } = await signedInWorker();
    state.vaFor.set('PL-1', va('PL-1'));
    await api.repayment.overview({ product: 'paylater', scopeId: 'PL-1' });
    state.offline = true;
    const overview = await api.repayment.overview({ product: 'paylater', scopeId: 'PL-1' });
    expect(overview.source).toBe('stored');
    if (overview.source !== 'stored') return;
    expect(overview.bill.virtualAccount?.vaNumber).toBe('3935812345678901');
    expect(overview.error.errors[0]?.code).toBe('NETWORK_ERROR');
  });

  it('offline with nothing kept for the scope, and any failure with an answer, reject with ApiErrorData', async () => {
    const { api, state } = await signedInWorker();
    await api.repayment.overview({ product: 'paylater', scopeId: 'PL-1' });
    state.dueStatus = 500;
    const serverError = await api.repayment.overview({ product: 'paylater', scopeId: 'PL-1' }).catch((error: unknown) => error);
    expect(isApiErrorData(serverError) && serverError.status).toBe(500);
    state.dueStatus = 200;
    state.offline = true;
    const offline = await api.repayment.overview({ product: 'cicilan', scopeId: 'CC-1' }).catch((error: unknown) => error);
    expect(isApiErrorData(offline) && offline.errors[0]?.code).toBe('NETWORK_ERROR');
  });
});

describe('lastBill (for the product homes)', () => {
  it("answers the product's account bill, not an order's early repayment, and makes no call", async () => {
    const { api, requests } = await signedInWorker();
    expect(await api.repayment.lastBill('cicilan')).toBeNull();
    await api.repayment.overview({ product: 'cicilan', scopeId: 'CC-1' });
    await api.repayment.overview({ product: 'cicilan', scopeId: 'ORD-1' });
    const before = requests.length;
    const bill = await api.repayment.lastBill('cicilan');
    expect(requests.length).toBe(before);
    expect(bill).toMatchObject({ scopeId: 'CC-1', scope: 'CICILAN_ACCOUNT', amountDue: 315_000 });
    expect(await api.repayment.lastBill('paylater')).toBeNull();
  });

  it("is the signed-in user's only, and gone after a logout", async () => {
    const name = `repayment-${crypto.randomUUID()}`;
    const { api, db } = await signedInWorker(name);
    await api.repayment.overview({ product: 'paylater', scopeId: 'PL-1' });
    expect(await api.repayment.lastBill('paylater')).not.toBeNull();

    await api.auth.login(login('82222222222'));
    expect(await api.repayment.lastBill('paylater')).toBeNull();

    await api.auth.logout();
    expect(await db.repaymentBills.count()).toBe(0);
    expect(await api.repayment.lastBill('paylater')).toBeNull();
  });
});

describe('opening a VA', () => {
  it('posts the choice and the kept bill carries the new VA; the VA kept on another scope of the product is dropped', async () => {
    const { api, requests } = await signedInWorker();
    await api.repayment.overview({ product: 'cicilan', scopeId: 'CC-1' });
    await api.repayment.overview({ product: 'cicilan', scopeId: 'ORD-1' });
    await api.repayment.openVirtualAccount(
      { product: 'cicilan', scopeId: 'CC-1' },
      { catchupType: 'CURRENT_DUES', bankName: 'BRI', amount: '0' },
    );
    const post = requests.find((request) => request.method === 'POST' && request.url.includes('/catchup'));
    expect(new URL(post?.url ?? '').pathname).toBe('/sme/v1/submissions/CC-1/catchup');
    expect(post?.body).toEqual({ catchupType: 'CURRENT_DUES', bankName: 'BRI', amount: '0' });
    expect((await api.repayment.lastBill('cicilan'))?.virtualAccount?.bankName).toBe('BRI');

    // The early repayment of one order cancels the account's VA on the platform: so here too.
    await api.repayment.openVirtualAccount(
      { product: 'cicilan', scopeId: 'ORD-1' },
      { catchupType: 'ALL_DUES', bankName: 'Mandiri', amount: '0' },
    );
    expect((await api.repayment.lastBill('cicilan'))?.virtualAccount).toBeNull();
  });
});
