import { describe, expect, it } from 'vitest';
import type { WorkerAreaDeps } from '@worker/area-deps';
import type { ApiClient } from '@worker/http/client';
import { createCicilanApi } from '@worker/cicilan/api';

function recordingDeps(): { deps: WorkerAreaDeps; calls: Array<[string, string, unknown]> } {
  const calls: Array<[string, string, unknown]> = [];
  const record =
    (method: string) =>
    async <T>(path: string, body?: unknown): Promise<T> => {
      calls.push([method, path, body]);
      return {} as T;
    };
  const client = { get: async <T>(path: string) => record('GET')<T>(path), post: record('POST') } as unknown as ApiClient;
  return { deps: { client } as WorkerAreaDeps, calls };
}

describe('the worker cicilan area', () => {
  it('reads profile, unpaid, an order, its early-repayment quote and a receipt at their contract paths', async () => {
    const { deps, calls } = recordingDeps();
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
  });

  it('pages the history 20 orders at a time with the opaque cursor', async () => {
    const { deps, calls } = recordingDeps();
    const api = createCicilanApi(deps);
    await api.historyPage(null);
    await api.historyPage('next');
    expect(calls.map(([, path]) => path)).toEqual([
      '/pls/cicilan/transactions/history?size=20',
      '/pls/cicilan/transactions/history?page=next&size=20',
    ]);
  });

  it('applies with the wire name paylater_cicilan, never cicilan', async () => {
    const { deps, calls } = recordingDeps();
    await createCicilanApi(deps).apply();
    expect(calls).toEqual([['POST', '/v1/user/account', { productName: 'paylater_cicilan' }]]);
  });
});
