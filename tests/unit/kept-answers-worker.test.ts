/**
 * The last answer of every money read kept by the worker (workers/kept-answers.ts), through the real
 * surface (createDataWorker) on fake-indexeddb: pay-later's, cicilan's, the repayment pages' and the
 * merchant loan's reads answer `live` and are kept per session user with the platform's time;
 * without an answer they answer the kept copy `kept`; another user never sees them; logout clears
 * them; opening a VA changes the kept answers it makes untrue.
 */
import { describe, expect, it } from 'vitest';
import type { RepaymentDues, VirtualAccount } from '@domain/contract/lending-catchup';
import { isApiErrorData } from '@domain/errors';
import type { WorkerConfig } from '@worker/contract';
import type { DataDb } from '@worker/db';
import { createDataWorker } from '@worker/worker-api';
import { fakeFetch, jsonResponse, type RecordedRequest } from './helpers/fake-fetch';
import { repaymentDues, virtualAccount } from './helpers/repayment-fixtures';
import { openTestDb, stopAfterTest, stopWorkersAfterEach } from './helpers/test-worker';

const CONFIG: WorkerConfig = { apiBaseUrl: '', targetApplication: 'PAYLATER_WEB', language: 'id' };
const login = (phoneNumber: string) => ({ otp: '123456', otpToken: 'otp-token', phoneNumber, countryCode: '+62' });

function dues(scopeId: string, scope: RepaymentDues['scope'], overrides: Partial<RepaymentDues> = {}): RepaymentDues {
  return repaymentDues({ scopeId, scope, product: scope === 'PAYLATER_ACCOUNT' ? 'paylater' : 'cicilan', ...overrides });
}

function va(scopeId: string, overrides: Partial<VirtualAccount> = {}): VirtualAccount {
  return virtualAccount({ id: `va-${scopeId}`, scopeId, ...overrides });
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
    paylaterProfile: { product_status: 'ACTIVE_WITHDUES', amount_due: 315_000, as_of: '2026-02-20T03:00:00Z' },
    /** Answers without an instant of their own (a receipt) are dated by the platform's clock as last learnt. */
    receipt: { kind: 'REPAYMENT', id: 'RP-1', amount: 315_000 },
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
    if (path === '/pls/akhirbulan/profile') return jsonResponse(200, { data: state.paylaterProfile });
    if (path === '/pls/akhirbulan/receipts/RP-1') return jsonResponse(200, { data: state.receipt });
    if (path === '/sme/v1/loan-summary') return jsonResponse(200, { data: { card: 'ONGOING', asOf: '2026-02-20T03:00:00Z' } });
    const match = /^\/sme\/v1\/submissions\/([^/]+)\/(dues|catchup)$/.exec(path);
    if (match) {
      const [, id = '', call] = match;
      if (call === 'dues') {
        if (state.dueStatus !== 200) return jsonResponse(state.dueStatus, { errors: [{ code: 'INTERNAL', message: 'Down' }] });
        return jsonResponse(200, { data: state.duesFor.get(id) });
      }
      if (request.method === 'GET') return jsonResponse(200, { data: { virtualAccount: state.vaFor.get(id) ?? null, receiptId: null } });
      const opened = va(id, { bankName: (request.body as { bankName: VirtualAccount['bankName'] }).bankName });
      state.vaFor.set(id, opened);
      return jsonResponse(201, { data: opened });
    }
    return jsonResponse(404, { errors: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  };
  return { state, responder };
}

stopWorkersAfterEach();

async function signedInWorker(dbName = `repayment-${crypto.randomUUID()}`) {
  const db = openTestDb(dbName);
  const { state, responder } = platform();
  const { fetch, requests } = fakeFetch(responder);
  const built = createDataWorker({ db, fetch, origin: () => 'https://app.test', isOnline: () => true, locks: null, uploadLocks: null });
  stopAfterTest(built.services);
  await built.api.session.start(CONFIG);
  await built.api.auth.login(login('81111111111'));
  return { api: built.api, db, state, requests };
}

const keptAnswers = (db: DataDb) => db.keptAnswers.toArray();

describe('a money read', () => {
  it('answers live and is kept for this user with the platform’s instant it was answered', async () => {
    const { api, db, requests } = await signedInWorker();
    const profile = await api.paylater.profile();
    expect(profile).toEqual({
      answer: expect.objectContaining({ amount_due: 315_000 }),
      answeredAt: '2026-02-20T03:00:00Z',
      source: 'live',
    });
    expect(requests.map((request) => new URL(request.url).pathname)).toContain('/pls/akhirbulan/profile');
    expect(await keptAnswers(db)).toEqual([
      expect.objectContaining({ userId: 'cs-81111111111', key: 'paylater:profile', answeredAt: '2026-02-20T03:00:00Z' }),
    ]);
  });

  it('an answer that states no instant is dated on the platform’s clock as last learnt, not the phone’s', async () => {
    const { api } = await signedInWorker();
    await api.paylater.profile(); // learns the platform's clock: 2026-02-20T03:00Z as the answer came
    const receipt = await api.paylater.receipt('RP-1');
    expect(Math.abs(Date.parse(receipt.answeredAt) - Date.parse('2026-02-20T03:00:00Z'))).toBeLessThan(5_000);
  });

  it('offline, the kept copy with its time; another failure, or nothing kept, rejects', async () => {
    const { api, state } = await signedInWorker();
    await api.paylater.profile();
    await api.gomodal.loanSummary();
    state.offline = true;
    expect(await api.paylater.profile()).toEqual({
      answer: expect.objectContaining({ amount_due: 315_000 }),
      answeredAt: '2026-02-20T03:00:00Z',
      source: 'kept',
    });
    expect((await api.gomodal.loanSummary()).source).toBe('kept');
    const never = await api.paylater.receipt('RP-1').catch((error: unknown) => error);
    expect(isApiErrorData(never) && never.errors[0]?.code).toBe('NETWORK_ERROR');
  });
});

describe('the repayment overview', () => {
  it('asks for the dues and the newest VA of the scope, and keeps them for this user', async () => {
    const { api, db, state, requests } = await signedInWorker();
    state.vaFor.set('PL-1', va('PL-1'));
    const overview = await api.repayment.overview({ product: 'paylater', scopeId: 'PL-1' });
    expect(overview.source).toBe('live');
    expect(overview.answer.virtualAccount?.vaNumber).toBe('3935812345678901');
    const paths = requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);
    expect(paths).toEqual(expect.arrayContaining(['GET /sme/v1/submissions/PL-1/dues', 'GET /sme/v1/submissions/PL-1/catchup']));
    expect(await keptAnswers(db)).toEqual([expect.objectContaining({ userId: 'cs-81111111111', key: 'repayment:paylater:PL-1' })]);
  });

  it('offline, answers what was kept for that scope', async () => {
    const { api, state } = await signedInWorker();
    state.vaFor.set('PL-1', va('PL-1'));
    await api.repayment.overview({ product: 'paylater', scopeId: 'PL-1' });
    state.offline = true;
    const overview = await api.repayment.overview({ product: 'paylater', scopeId: 'PL-1' });
    expect(overview.source).toBe('kept');
    expect(overview.answeredAt).toBe('2026-02-20T03:00:00Z');
    expect(overview.answer.virtualAccount?.vaNumber).toBe('3935812345678901');
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

describe('whose answers', () => {
  it("are the signed-in user's only, and gone after a logout", async () => {
    const name = `repayment-${crypto.randomUUID()}`;
    const { api, db, state } = await signedInWorker(name);
    await api.repayment.overview({ product: 'paylater', scopeId: 'PL-1' });
    await api.paylater.profile();

    await api.auth.login(login('82222222222'));
    state.offline = true;
    const notTheirs = await api.paylater.profile().catch((error: unknown) => error);
    expect(isApiErrorData(notTheirs)).toBe(true);
    state.offline = false;

    await api.auth.logout();
    expect(await db.keptAnswers.count()).toBe(0);
  });
});

describe('opening a VA', () => {
  it('posts the choice; the scope’s kept answer carries the new VA, the product’s other scopes’ no longer show theirs', async () => {
    const { api, requests, state } = await signedInWorker();
    state.vaFor.set('ORD-1', va('ORD-1', { bankName: 'BNI' }));
    await api.repayment.overview({ product: 'cicilan', scopeId: 'CC-1' });
    await api.repayment.overview({ product: 'cicilan', scopeId: 'ORD-1' });
    await api.repayment.openVirtualAccount(
      { product: 'cicilan', scopeId: 'CC-1' },
      { catchupType: 'CURRENT_DUES', bankName: 'BRI', amount: '0' },
    );
    const post = requests.find((request) => request.method === 'POST' && request.url.includes('/catchup'));
    expect(new URL(post?.url ?? '').pathname).toBe('/sme/v1/submissions/CC-1/catchup');
    expect(post?.body).toEqual({ catchupType: 'CURRENT_DUES', bankName: 'BRI', amount: '0' });

    state.offline = true;
    expect((await api.repayment.overview({ product: 'cicilan', scopeId: 'CC-1' })).answer.virtualAccount?.bankName).toBe('BRI');
    // The platform cancelled the order's VA when the account's was opened: so here too.
    expect((await api.repayment.overview({ product: 'cicilan', scopeId: 'ORD-1' })).answer.virtualAccount).toBeNull();
  });
});
