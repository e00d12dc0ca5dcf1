/**
 * The worker's merchant-loan area: each call at its contract path, and the application sent from the
 * user's draft (never from what the page passes), forgotten once the platform took it.
 */
import { describe, expect, it } from 'vitest';
import { type ApiErrorData, isApiErrorData, makeApiError } from '@domain/errors';
import { EMPTY_APPLICATION_DRAFT, type GomodalApplicationDraft } from '@domain/gomodal/application';
import type { WorkerAreaDeps } from '@worker/area-deps';
import { sendLedgerFor } from './helpers/send-ledger';
import type { DraftKey, DraftSnapshot } from '@worker/contract';
import { APPLICATION_DRAFT, createGomodalApi } from '@worker/gomodal/api';
import type { ApiClient } from '@worker/http/client';

const COMPLETE: GomodalApplicationDraft = {
  principal: '2000000',
  purpose: 'P01',
  tenure: 12,
  offerType: 'FLEXI',
  bankConfirmed: true,
  outletIds: ['OUT-1', 'OUT-2', 'OUT-1'],
  termsAccepted: true,
};

/** A client that records each call and answers `answer` (or fails with it), and drafts kept in a map. */
function recordingDeps(options: { answer?: unknown; fail?: ApiErrorData; draft?: GomodalApplicationDraft | null } = {}) {
  const calls: Array<[string, string, unknown]> = [];
  const record =
    (method: string) =>
    async <T>(path: string, body?: unknown): Promise<T> => {
      calls.push([method, path, body]);
      if (options.fail) throw options.fail;
      return (options.answer ?? {}) as T;
    };
  const client = { get: async <T>(path: string) => record('GET')<T>(path), post: record('POST') } as unknown as ApiClient;
  const drafts = new Map<string, DraftSnapshot<unknown>>();
  if (options.draft) drafts.set(APPLICATION_DRAFT.flow, { value: options.draft, schemaVersion: 1, updatedAt: 0, fieldTimes: {} });
  // Reads go straight through (the kept answers have their own test: kept-answers-worker.test.ts).
  const kept = {
    read: async <T>(_key: string, ask: () => Promise<T>) => ({ answer: await ask(), answeredAt: '2026-03-02T04:00:00Z', source: 'live' }),
    updateAll: async () => undefined,
  };
  const draftStore = {
    load: async (key: DraftKey) => drafts.get(key.flow) ?? null,
    save: async () => undefined,
    remove: async (key: DraftKey) => {
      drafts.delete(key.flow);
    },
  };
  const deps = {
    client,
    kept,
    session: { signedInUserId: () => 'user-1' },
    drafts: draftStore,
    sends: sendLedgerFor(draftStore, () => 'user-1'),
  } as unknown as WorkerAreaDeps;
  return { deps, calls, drafts };
}

describe('the worker merchant-loan area', () => {
  it('reads each answer at its contract path, ids encoded', async () => {
    const { deps, calls } = recordingDeps({ answer: { callback: null } });
    const api = createGomodalApi(deps);
    await api.applyCheck();
    await api.offer();
    await api.loanSummary();
    await api.eligibilityNotification();
    await api.askToBeTold();
    await api.bankProfile();
    await api.outlets();
    await api.submission('S 1/2');
    await api.signingInfo('S1');
    await api.signed('S1');
    await api.deductions('S1');
    await api.completedLoans();
    expect(await api.callback()).toBeNull();
    await api.requestCallback('CONTRACT_EXPIRED');
    expect(calls.map(([method, path]) => `${method} ${path}`)).toEqual([
      'GET /sme/v1/profile/apply-check',
      'GET /sme/v1/offer',
      'GET /sme/v1/loan-summary',
      'GET /sme/v1/profile/eligibility-notification',
      'POST /sme/v1/profile/eligibility-notification',
      'GET /sme/v1/bank-profile',
      'GET /sme/v1/outlets',
      'GET /sme/v1/submissions/S%201%2F2',
      'GET /sme/v1/submissions/S1/signing-info',
      'POST /sme/v1/submissions/S1/signed',
      'GET /sme/v1/deductions/S1',
      'GET /sme/v1/submissions/completed',
      'GET /sme/v1/callback',
      'POST /sme/v1/callback',
    ]);
    expect(calls.at(-1)?.[2]).toEqual({ reason: 'CONTRACT_EXPIRED' });
  });

  it('pages the repayment history 20 at a time with the cursor and the kind filter', async () => {
    const { deps, calls } = recordingDeps();
    const api = createGomodalApi(deps);
    await api.repaymentsPage('S1', null, null);
    await api.repaymentsPage('S1', 'c=2&x', 'VA_REPAYMENT');
    expect(calls.map(([, path]) => path)).toEqual([
      '/sme/v1/submissions/S1/repayments?size=20',
      '/sme/v1/submissions/S1/repayments?page=c%3D2%26x&size=20&kind=VA_REPAYMENT',
    ]);
  });

  it('reads the dues and the newest VA together, and opens a VA at the shared catch-up path', async () => {
    const { deps, calls } = recordingDeps({ answer: { virtualAccount: null } });
    const api = createGomodalApi(deps);
    const overview = await api.repaymentOverview('S1');
    expect(overview.answer.virtualAccount).toBeNull();
    await api.openVirtualAccount('S1', { catchupType: 'PARTIAL', bankName: 'BCA', amount: '75000' });
    expect(calls).toEqual([
      ['GET', '/sme/v1/submissions/S1/dues', undefined],
      ['GET', '/sme/v1/submissions/S1/catchup', undefined],
      ['POST', '/sme/v1/submissions/S1/catchup', { catchupType: 'PARTIAL', bankName: 'BCA', amount: '75000' }],
    ]);
  });

  it('sends the drafted application (outlets once each) and forgets the draft', async () => {
    const { deps, calls, drafts } = recordingDeps({ answer: { id: 'S9', status: 'PENDING' }, draft: COMPLETE });
    const submission = await createGomodalApi(deps).submitFromDraft();
    expect(submission).toEqual({ id: 'S9', status: 'PENDING' });
    expect(calls).toEqual([
      ['POST', '/sme/v2/submission', { principal: 2_000_000, tenure: 12, offerType: 'FLEXI', purpose: 'P01', outlets: ['OUT-1', 'OUT-2'] }],
    ]);
    expect(drafts.size).toBe(0);
  });

  it.each([
    ['no draft at all', null, 'loan'],
    ['an amount not in thousands-shape', { ...COMPLETE, principal: '12ab' }, 'loan'],
    ['a tenor too long for the amount', { ...COMPLETE, tenure: 24 }, 'loan'],
    ['the bank not confirmed', { ...COMPLETE, bankConfirmed: false }, 'bank'],
    ['no outlet', { ...COMPLETE, outletIds: [] }, 'outlet'],
    ['the terms not agreed', { ...COMPLETE, termsAccepted: false }, 'terms'],
    ['an empty draft', EMPTY_APPLICATION_DRAFT, 'loan'],
  ])('refuses without a call when a page is not done: %s', async (_, draft, step) => {
    const { deps, calls } = recordingDeps({ draft });
    const error: unknown = await createGomodalApi(deps)
      .submitFromDraft()
      .catch((thrown: unknown) => thrown);
    expect(isApiErrorData(error) && error.errors[0]).toMatchObject({ code: 'GOMODAL_APPLICATION_INCOMPLETE', cause: step });
    expect(calls).toEqual([]);
  });

  it('keeps the draft when the platform refuses the application', async () => {
    const refusal = makeApiError(400, [{ code: 'GOMODAL_PRINCIPAL_TOO_HIGH', message: 'Maksimal pinjaman', cause: '2000000' }]);
    const { deps, drafts } = recordingDeps({ fail: refusal, draft: COMPLETE });
    await expect(createGomodalApi(deps).submitFromDraft()).rejects.toEqual(refusal);
    expect(drafts.size).toBe(1);
  });

  it('a send whose answer was lost, sent again and refused as pending, is the application in progress: its status, the draft gone', async () => {
    const pending = makeApiError(409, [{ code: 'GOMODAL_PENDING_APPLICATION_EXISTS', message: 'Sudah ada', cause: '' }]);
    const { deps, drafts } = recordingDeps({ draft: COMPLETE });
    const client = deps.client as unknown as Record<string, unknown>;
    // First send: the connection drops with it (the platform stored it; the answer never came).
    const offline = async () => {
      throw makeApiError(0, [{ code: 'NETWORK_ERROR', message: 'offline', errorKey: 'NETWORK_ERROR' }]);
    };
    client.post = offline;
    client.get = offline;
    const api = createGomodalApi(deps);
    await expect(api.submitFromDraft()).rejects.toMatchObject({ status: 0 });
    expect(await api.application()).toMatchObject({ state: 'unknown' }); // the loan summary cannot be had offline either
    // Sent again: refused as pending, which is that first application.
    client.post = async () => {
      throw pending;
    };
    client.get = async (path: string) =>
      path === '/sme/v1/loan-summary' ? { submission: { id: 'S7', status: 'PENDING' } } : { id: 'S7', status: 'PENDING' };
    expect(await api.submitFromDraft()).toEqual({ id: 'S7', status: 'PENDING' });
    expect(drafts.size).toBe(0);
    expect(await api.application()).toEqual({ state: 'answered', kept: 'S7' });
    await api.forgetApplication();
    expect(await api.application()).toEqual({ state: 'none' });
  });

  it('a refusal as pending without a lost send of this device is a refusal: the draft stays', async () => {
    const pending = makeApiError(409, [{ code: 'GOMODAL_PENDING_APPLICATION_EXISTS', message: 'Sudah ada', cause: '' }]);
    const { deps, drafts } = recordingDeps({ fail: pending, draft: COMPLETE });
    await expect(createGomodalApi(deps).submitFromDraft()).rejects.toEqual(pending);
    expect(drafts.size).toBe(1);
  });
});
