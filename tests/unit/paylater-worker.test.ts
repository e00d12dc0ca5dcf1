import { describe, expect, it } from 'vitest';
import type { WorkerAreaDeps } from '@worker/area-deps';
import type { ApiClient } from '@worker/http/client';
import { createPaylaterApi } from '@worker/paylater/api';

/** A client that records each call and answers `{}`. */
function recordingDeps(): { deps: WorkerAreaDeps; calls: Array<[string, string, unknown]> } {
  const calls: Array<[string, string, unknown]> = [];
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
  return { deps: { client } as WorkerAreaDeps, calls };
}

describe('the worker pay-later area', () => {
  it('reads the profile, the unpaid lines and a receipt at their contract paths', async () => {
    const { deps, calls } = recordingDeps();
    const api = createPaylaterApi(deps);
    await api.profile();
    await api.unpaid();
    await api.receipt('line 1/2');
    expect(calls.map(([method, path]) => `${method} ${path}`)).toEqual([
      'GET /pls/akhirbulan/profile',
      'GET /pls/akhirbulan/transactions/unpaid',
      'GET /pls/akhirbulan/receipts/line%201%2F2',
    ]);
  });

  it('asks for 20 paid lines a page, passing the cursor of the previous answer', async () => {
    const { deps, calls } = recordingDeps();
    const api = createPaylaterApi(deps);
    await api.paidPage(null);
    await api.paidPage('c=2&x');
    expect(calls.map(([, path]) => path)).toEqual([
      '/pls/akhirbulan/transactions/paid?size=20',
      '/pls/akhirbulan/transactions/paid?page=c%3D2%26x&size=20',
    ]);
  });

  it('applies with the wire name paylater', async () => {
    const { deps, calls } = recordingDeps();
    await createPaylaterApi(deps).apply();
    expect(calls).toEqual([['POST', '/v1/user/account', { productName: 'paylater' }]]);
  });

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
