import { describe, expect, it } from 'vitest';
import type { WorkerAreaDeps } from '@worker/area-deps';
import type { ApiClient } from '@worker/http/client';
import { createKycApi } from '@worker/kyc/api';

type Call = { method: string; path: string; body?: unknown; headers?: Record<string, string> };

/** A client that records each call (with its headers) and answers `{}`. */
function recordingDeps(): { deps: WorkerAreaDeps; calls: Call[] } {
  const calls: Call[] = [];
  const client = {
    get: async (path: string, options?: { headers?: Record<string, string> }) => {
      calls.push({ method: 'GET', path, headers: options?.headers });
      return {};
    },
    patch: async (path: string, body: unknown) => {
      calls.push({ method: 'PATCH', path, body });
      return {};
    },
    put: async (path: string, body: unknown) => {
      calls.push({ method: 'PUT', path, body });
      return {};
    },
  } as unknown as ApiClient;
  return { deps: { client } as WorkerAreaDeps, calls };
}

describe('the worker KYC calls name the instalment product as the platform does', () => {
  it('sends paylater_cicilan, never cicilan, in the submission header and both bodies', async () => {
    const { deps, calls } = recordingDeps();
    const api = createKycApi(deps);
    await api.submission('cicilan');
    await api.saveDetails({ product: 'cicilan', confirm: true, additionalDetails: {} } as Parameters<typeof api.saveDetails>[0]);
    await api.saveKtpDetails({ product: 'cicilan', ktpDetails: {} } as Parameters<typeof api.saveKtpDetails>[0]);
    expect(calls[0]?.headers?.['x-product-name']).toBe('paylater_cicilan');
    expect(calls[1]?.body).toMatchObject({ productName: 'paylater_cicilan' });
    expect(calls[2]?.body).toMatchObject({ productName: 'paylater_cicilan' });
  });

  it('sends the other products by their own names', async () => {
    const { deps, calls } = recordingDeps();
    const api = createKycApi(deps);
    await api.submission('paylater');
    await api.submission('gomodal');
    expect(calls.map((call) => call.headers?.['x-product-name'])).toEqual(['paylater', 'gomodal']);
  });
});
