/**
 * The worker's pay-later and cicilan areas (one kit: the same reads, each at its own paths): each
 * call at its contract path, the paged reads with their cursor, applying with the wire name, and
 * every money read kept for offline under its own key (workers/kept-answers.ts).
 */
import { describe, expect, it } from 'vitest';
import type { WorkerAreaDeps } from '@worker/area-deps';
import { createCicilanApi } from '@worker/cicilan/api';
import type { ApiClient } from '@worker/http/client';
import { createPaylaterApi } from '@worker/paylater/api';

/** A client that records each call and answers `{}`; the kept answers record the key of each read they keep. */
function recordingDeps(): { deps: WorkerAreaDeps; calls: Array<[string, string, unknown]>; keptKeys: string[] } {
  const calls: Array<[string, string, unknown]> = [];
  const keptKeys: string[] = [];
  const record =
    (method: string) =>
    async <T>(path: string, body?: unknown): Promise<T> => {
      calls.push([method, path, body]);
      return {} as T;
    };
  const client = {
    get: async <T>(path: string) => record('GET')<T>(path),
    post: record('POST'),
    delete: async <T>(path: string) => record('DELETE')<T>(path),
  } as unknown as ApiClient;
  const kept = {
    read: async <T>(key: string, ask: () => Promise<T>) => {
      keptKeys.push(key);
      return { answer: await ask(), answeredAt: '2026-02-20T03:00:00Z', source: 'live' };
    },
  };
  return { deps: { client, kept } as unknown as WorkerAreaDeps, calls, keptKeys };
}

describe('the money reads of both products', () => {
  it('pay-later: profile, unpaid lines and a receipt at their contract paths, each kept under its key', async () => {
    const { deps, calls, keptKeys } = recordingDeps();
    const api = createPaylaterApi(deps);
    expect(await api.profile()).toMatchObject({ answer: {}, source: 'live' });
    await api.unpaid();
    await api.receipt('line 1/2');
    expect(calls.map(([method, path]) => `${method} ${path}`)).toEqual([
      'GET /pls/akhirbulan/profile',
      'GET /pls/akhirbulan/transactions/unpaid',
      'GET /pls/akhirbulan/receipts/line%201%2F2',
    ]);
    expect(keptKeys).toEqual(['paylater:profile', 'paylater:unpaid', 'paylater:receipt:line 1/2']);
  });

  it('cicilan: profile, unpaid, an order, its early-repayment quote and a receipt at their contract paths, each kept', async () => {
    const { deps, calls, keptKeys } = recordingDeps();
    const api = createCicilanApi(deps);
    await api.profile();
    await api.unpaid();
    await api.order('ORD 1');
    await api.earlyRepayment('ORD 1');
    await api.receipt('R-9');
    expect(calls.map(([method, path]) => `${method} ${path}`)).toEqual([
      'GET /pls/cicilan/profile',
      'GET /pls/cicilan/transactions/unpaid',
      'GET /pls/cicilan/orders/ORD%201',
      'GET /pls/cicilan/orders/ORD%201/early-repayment',
      'GET /pls/cicilan/receipts/R-9',
    ]);
    expect(keptKeys).toEqual([
      'cicilan:profile',
      'cicilan:unpaid',
      'cicilan:order:ORD 1',
      'cicilan:early-repayment:ORD 1',
      'cicilan:receipt:R-9',
    ]);
  });

  it.each([
    ['paylater', (deps: WorkerAreaDeps) => createPaylaterApi(deps).paidPage, '/pls/akhirbulan/transactions/paid'],
    ['cicilan', (deps: WorkerAreaDeps) => createCicilanApi(deps).historyPage, '/pls/cicilan/transactions/history'],
  ] as const)('%s: asks for 20 a page, passing the cursor of the previous answer; each page kept apart', async (product, pageOf, path) => {
    const { deps, calls, keptKeys } = recordingDeps();
    const page = pageOf(deps);
    await page(null);
    await page('c=2&x');
    expect(calls.map(([, called]) => called)).toEqual([`${path}?size=20`, `${path}?page=c%3D2%26x&size=20`]);
    expect(keptKeys.map((key) => key.split(':').slice(2).join(':'))).toEqual(['first', 'c=2&x']);
    expect(keptKeys.every((key) => key.startsWith(`${product}:`))).toBe(true);
  });

  it.each([
    ['paylater', (deps: WorkerAreaDeps) => createPaylaterApi(deps).apply(), 'paylater'],
    ['cicilan', (deps: WorkerAreaDeps) => createCicilanApi(deps).apply(), 'paylater_cicilan'],
  ] as const)('%s applies with the wire name %s', async (_product, apply, productName) => {
    const { deps, calls } = recordingDeps();
    await apply(deps);
    expect(calls).toEqual([['POST', '/v1/user/account', { productName }]]);
  });
});

describe('pay-later’s own calls', () => {
  it('reads, chooses and cancels plans at their contract paths', async () => {
    const { deps, calls } = recordingDeps();
    const api = createPaylaterApi(deps);
    await api.plans();
    await api.selectPlan('PLAN-15000000');
    await api.cancelPlan();
    expect(calls).toEqual([
      ['GET', '/pls/akhirbulan/plans', undefined],
      ['POST', '/pls/akhirbulan/plans/selection', { plan_id: 'PLAN-15000000' }],
      ['DELETE', '/pls/akhirbulan/plans/selection', undefined],
    ]);
  });

  it('reads, chooses and cancels due-date changes at their contract paths', async () => {
    const { deps, calls } = recordingDeps();
    const api = createPaylaterApi(deps);
    await api.dueDateChanges();
    await api.selectDueDateChange('DD-10');
    await api.cancelDueDateChange();
    expect(calls).toEqual([
      ['GET', '/pls/akhirbulan/due-date-changes', undefined],
      ['POST', '/pls/akhirbulan/due-date-changes/selection', { offer_id: 'DD-10' }],
      ['DELETE', '/pls/akhirbulan/due-date-changes/selection', undefined],
    ]);
  });
});
