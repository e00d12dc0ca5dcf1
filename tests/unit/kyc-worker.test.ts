import { describe, expect, it } from 'vitest';
import type { WorkerAreaDeps } from '@worker/area-deps';
import { sendLedgerFor } from './helpers/send-ledger';
import type { ApiClient } from '@worker/http/client';
import { createKycApi } from '@worker/kyc/api';
import type { SessionStore } from '@worker/session';

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
  const session = { snapshot: () => null } as unknown as SessionStore;
  const drafts = { remove: async () => undefined };
  return { deps: { client, session, drafts, sends: sendLedgerFor(drafts) } as unknown as WorkerAreaDeps, calls };
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

/** The kyc area's dependencies: a client that records PATCH calls and a session with the profile's segments. */
function kycApiWith(segments: string[] | null) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const client = {
    patch: async <T>(path: string, body?: unknown) => {
      calls.push({ path, body });
      return { kycStatus: 'NEW', statuses: {}, userProductInfo: {} } as T;
    },
  } as Partial<ApiClient>;
  const session = {
    snapshot: () => (segments ? { csTrackingId: 'cs-1', phoneNumber: '81234567890', countryCode: '+62', segments } : null),
  } as unknown as SessionStore;
  const drafts = { remove: async () => undefined };
  const deps = { client, session, drafts, sends: sendLedgerFor(drafts) } as unknown as WorkerAreaDeps;
  return { api: createKycApi(deps), calls };
}

describe('PATCH /v2/user/account from the worker (document 2, section 7: additionalDetails, productName, segment)', () => {
  it("sends the profile's first segment with the step's answers", async () => {
    const { api, calls } = kycApiWith(['merchant', 'paylater']);
    await api.saveDetails({ product: 'paylater', additionalDetails: { emailAddress: 'a@b.co' }, confirm: false });
    expect(calls).toEqual([
      {
        path: '/v2/user/account?confirm=false',
        body: { additionalDetails: { emailAddress: 'a@b.co' }, productName: 'paylater', segment: 'merchant' },
      },
    ]);
  });

  it('leaves segment out when the profile has none', async () => {
    const { api, calls } = kycApiWith([]);
    await api.saveDetails({ product: 'gomodal', additionalDetails: {}, confirm: true });
    expect(calls[0]?.path).toBe('/v2/user/account?confirm=true');
    expect(calls[0]?.body).toEqual({ additionalDetails: {}, productName: 'gomodal' });
  });
});
