import { describe, expect, it } from 'vitest';
import { cashLoanRedirectUrl } from '@domain/home/cash-loan';
import { downtimeService, partnerAppHomeLink } from '@domain/home/partner-app';
import { isSafeExternalUrl, signedRedirect, type SignedRedirectInput } from '@domain/home/signed-redirect';
import type { ProductStatus } from '@domain/products';
import { makeApiError } from '@domain/errors';
import type { WorkerAreaDeps } from '@worker/area-deps';
import { sendLedgerFor } from './helpers/send-ledger';
import type { DraftKey } from '@worker/contract';
import type { SessionDrafts } from '@worker/drafts';
import { createProductsApi } from '@worker/home/api';
import type { ApiClient } from '@worker/http/client';
import type { SessionStore } from '@worker/session';

const statuses = (paylater: ProductStatus, cicilan: ProductStatus = 'NOT_APPLIED'): SignedRedirectInput['statuses'] => ({
  paylater,
  cicilan,
  gomodal: 'NOT_APPLIED',
});
const input = (overrides: Partial<SignedRedirectInput>): SignedRedirectInput => ({
  context: null,
  statuses: statuses('ACTIVATED'),
  sourceApp: null,
  redirectUrl: null,
  ...overrides,
});

describe('where /signed goes', () => {
  it('goes to the due-date change confirmation in that flow', () => {
    expect(signedRedirect(input({ context: { product: 'paylater', flow: 'duedate' } }))).toEqual({
      kind: 'route',
      to: '/paylater/duedate/contract/signed',
    });
  });
  it('goes to the plans after a plan selection', () => {
    expect(signedRedirect(input({ context: { product: 'paylater', flow: 'plans' } }))).toEqual({ kind: 'route', to: '/paylater/plans' });
  });
  it('goes to the activated page of the product just signed', () => {
    expect(signedRedirect(input({ context: { product: 'paylater', flow: 'activation' } }))).toEqual({
      kind: 'route',
      to: '/paylater/activated',
    });
    expect(
      signedRedirect(input({ context: { product: 'cicilan', flow: 'activation' }, statuses: statuses('ACTIVATED', 'ACTIVATED') })),
    ).toEqual({ kind: 'route', to: '/cicilan/activated' });
    expect(signedRedirect(input({ statuses: statuses('APPROVED', 'ACTIVATED') }))).toEqual({ kind: 'route', to: '/cicilan/activated' });
  });
  it('goes back to the marketplace app when it sent the user with a redirect URL', () => {
    const marketplace = { sourceApp: 'tokopedia', redirectUrl: 'https://marketplace.example/checkout?id=1' };
    expect(signedRedirect(input(marketplace))).toEqual({ kind: 'external', url: 'https://marketplace.example/checkout?id=1' });
    expect(signedRedirect(input({ ...marketplace, redirectUrl: 'javascript:alert(1)' }))).toEqual({
      kind: 'route',
      to: '/paylater/activated',
    });
    expect(signedRedirect(input({ sourceApp: 'gojek', redirectUrl: 'https://x.example/' }))).toEqual({
      kind: 'route',
      to: '/paylater/activated',
    });
  });
  it('goes home when nothing was activated', () => {
    expect(signedRedirect(input({ statuses: statuses('APPROVED') }))).toEqual({ kind: 'route', to: '/' });
  });
  it('follows only web addresses', () => {
    expect(isSafeExternalUrl('https://a.example')).toBe(true);
    expect(isSafeExternalUrl('http://localhost:8080/x')).toBe(true);
    expect(isSafeExternalUrl('//evil.example')).toBe(false);
    expect(isSafeExternalUrl('data:text/html,hi')).toBe(false);
    expect(isSafeExternalUrl(null)).toBe(false);
  });
});

describe('the cash-loan redirect', () => {
  const query = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });
  it('carries code, sid and the tracking parameters present', () => {
    const url = cashLoanRedirectUrl({
      url: 'https://cash.example/landing',
      token: 'a b+c',
      sid: 'cs-1',
      sourceApp: null,
      query: query({ utm_source: 'home', utm_campaign: 'spring', other: 'x' }),
    });
    expect(url).toBe('https://cash.example/landing?code=a%20b%2Bc&sid=cs-1&utm_source=home&utm_campaign=spring');
  });
  it('adds from=GMA for the business-loan partner app, keeping an existing query and fragment', () => {
    const url = cashLoanRedirectUrl({ url: '/sandbox/cash-loan?lang=id#top', token: 't', sid: 's', sourceApp: 'gma', query: query({}) });
    expect(url).toBe('/sandbox/cash-loan?lang=id&code=t&sid=s&from=GMA#top');
  });
});

describe('downtime', () => {
  it('opens the partner app the user came from, if any', () => {
    expect(partnerAppHomeLink('gojek')).toBe('gojek://home');
    expect(partnerAppHomeLink(null)).toBeNull();
    expect(partnerAppHomeLink('unknown')).toBeNull();
  });
  it('knows the services with an unavailable message', () => {
    expect(downtimeService('lender')).toBe('lender');
    expect(downtimeService('auth')).toBe('auth');
    expect(downtimeService('x')).toBeNull();
  });
});

describe('signing in the worker: one call to start, one to complete', () => {
  /** The home area over a client that records its calls, drafts in a map and a marketplace source app. */
  function worker(fail: 'signing-info' | null = null) {
    const calls: string[] = [];
    const drafts = new Map<string, unknown>();
    const keyOf = (key: DraftKey) => JSON.stringify(key);
    const client = {
      get: async <T>(path: string): Promise<T> => {
        calls.push(`GET ${path}`);
        if (fail === 'signing-info') throw makeApiError(503, [{ code: 'PRIVY_DOWN', message: 'down' }]);
        return { is_signed: false, url: 'https://privy.test/sign' } as T;
      },
      post: async <T>(path: string): Promise<T> => {
        calls.push(`POST ${path}`);
        return { statuses: statuses('ACTIVATED'), userProductInfo: { paylater: { status: 'ACTIVATED' } } } as T;
      },
    } as unknown as ApiClient;
    const draftStore = {
      save: async (key: DraftKey, value: unknown) => void drafts.set(keyOf(key), value),
      load: async (key: DraftKey, schemaVersion: number) =>
        drafts.has(keyOf(key)) ? { value: drafts.get(keyOf(key)), schemaVersion, updatedAt: 0 } : null,
      remove: async (key: DraftKey) => void drafts.delete(keyOf(key)),
    } as unknown as SessionDrafts;
    const deps = {
      client,
      session: { sourceInfo: async () => ({ sourceApp: 'tokopedia', redirectUrl: 'https://shop.test/back' }) } as unknown as SessionStore,
      drafts: draftStore,
      sends: sendLedgerFor(draftStore),
    } as unknown as WorkerAreaDeps;
    return { api: createProductsApi(deps), calls, drafts };
  }

  it('keeps the context only when the signing info came, and forgets it once /signed has worked out where to go', async () => {
    const failing = worker('signing-info');
    await expect(failing.api.startSigning({ product: 'paylater', flow: 'activation' })).rejects.toMatchObject({ status: 503 });
    expect(failing.drafts.size).toBe(0);

    const { api, calls, drafts } = worker();
    expect(await api.startSigning({ product: 'paylater', flow: 'duedate' })).toEqual({ is_signed: false, url: 'https://privy.test/sign' });
    expect([...drafts.values()]).toEqual([{ product: 'paylater', flow: 'duedate' }]);
    expect(await api.completeSigning()).toEqual({
      userProductInfo: { paylater: { status: 'ACTIVATED' } },
      next: { kind: 'route', to: '/paylater/duedate/contract/signed' },
    });
    expect(calls).toEqual(['GET /pls/akhirbulan/loan-agreement/signing-info', 'POST /privy/signed']);
    expect(drafts.size).toBe(0);
  });

  it('/signed reopened after a kill that came between the answer and the way on goes the same way (the context went with the answer)', async () => {
    const { api, calls } = worker();
    await api.startSigning({ product: 'paylater', flow: 'duedate' });
    await api.completeSigning();
    // The page was killed before it followed the answer: /signed opens again, the context gone.
    expect(await api.completeSigning()).toMatchObject({ next: { kind: 'route', to: '/paylater/duedate/contract/signed' } });
    expect(calls.filter((call) => call === 'POST /privy/signed')).toHaveLength(2); // told again: the platform's call is idempotent
    // A new signing starts from nothing: its /signed does not inherit the last one's way on.
    await api.startSigning({ product: 'paylater', flow: 'activation' });
    expect(await api.completeSigning()).toMatchObject({ next: { kind: 'external', url: 'https://shop.test/back' } });
  });
});
