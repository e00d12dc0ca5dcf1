import { describe, expect, it } from 'vitest';
import { makeApiError } from '@domain/errors';
import { LENDER_DRAFT_VERSION, emptyLenderDraft, type LenderApplicationDraft } from '@domain/lender/application';
import type { WorkerAreaDeps } from '@worker/area-deps';
import type { DraftKey, DraftSnapshot } from '@worker/contract';
import type { ApiClient } from '@worker/http/client';
import { createLenderApi } from '@worker/lender/api';
import type { SessionStore } from '@worker/session';
import { sendLedgerFor } from './helpers/send-ledger';

/** A complete application (steps 1 to 3), as the wizard leaves it in its draft. */
const COMPLETE: LenderApplicationDraft = {
  ...emptyLenderDraft(),
  step: 4,
  legalEntityName: 'PT Maju Jaya',
  legalEntityType: 'PT',
  registrationCode: 'AHU-0012345',
  taxIdentificationNumber: '012345678901234',
  placeOfIncorporation: 'Jakarta',
  dateOfIncorporation: '01/02/2010',
  entityOwnership: 'Private',
  sector: 'TRADE',
  averageRevenuePerMonth: '150000000',
  totalAssets: '2000000000',
  isInternetBased: 'NOT_INTERNET_BASED',
  legalEntityStreetAddress: 'Jl. Sudirman 1',
  legalEntityAddressRegion1: 'DKI Jakarta',
  legalEntityAddressRegion2: 'Jakarta Pusat',
  legalEntityAddressRegion3: 'Tanah Abang',
  legalEntityAddressRegion4: 'Gelora',
  legalEntityPostalCode: '10270',
  directorNationalID: '3171234567890001',
  directorFullName: 'Budi Santoso',
  directorPlaceOfBirth: 'Bandung',
  directorDateOfBirth: '17/08/1980',
  directorMaritalStatus: 'MARRIED',
  directorStreetAddress: 'Jl. Thamrin 2',
  directorAddressRegion1: 'DKI Jakarta',
  directorAddressRegion2: 'Jakarta Pusat',
  directorAddressRegion3: 'Menteng',
  directorAddressRegion4: 'Gondangdia',
  directorPostalCode: '10350',
  authorizedRepresentativeEmail: 'budi@majujaya.co.id',
  authorizedRepresentativePhone: '81234567890',
  authorizedRepresentativeNationalID: '3171234567890002',
  authorizedRepresentativeFullName: 'Siti Aminah',
  authorizedRepresentativePlaceOfBirth: 'Surabaya',
  authorizedRepresentativeDateOfBirth: '05/05/1985',
  bankAccountBankCode: '014',
  bankAccountBankAccountNumber: '1234567890',
  bankAccountBankAccountName: 'PT Maju Jaya',
  dataConfirmed: true,
};

/** The lender area's dependencies: a client, a signed-in session (or none) and the drafts it reads. */
function depsWith(client: Partial<ApiClient>, stored: LenderApplicationDraft | null = null, signedIn = true) {
  const drafts = new Map<string, unknown>();
  const keyOf = (key: DraftKey): string => JSON.stringify([key.owner, key.flow, key.product]);
  if (stored) drafts.set(keyOf({ owner: 'user', flow: 'lender-application', product: 'lender' }), stored);
  const draftStore = {
    load: async <T>(key: DraftKey, version: number): Promise<DraftSnapshot<T> | null> =>
      drafts.has(keyOf(key)) && version === LENDER_DRAFT_VERSION
        ? { value: drafts.get(keyOf(key)) as T, schemaVersion: version, updatedAt: 0, fieldTimes: {} }
        : null,
    remove: async (key: DraftKey) => {
      drafts.delete(keyOf(key));
    },
  };
  const session = {
    signedInUserId: () => {
      if (!signedIn) throw makeApiError(401, [{ code: 'UNAUTHORIZED', message: 'Sign in first.', errorKey: 'UNAUTHORIZED' }]);
      return 'cs-1';
    },
  };
  const deps = {
    client: client as ApiClient,
    clock: { now: () => Date.UTC(2026, 0, 15) },
    session: session as unknown as SessionStore,
    drafts: draftStore,
    sends: sendLedgerFor(draftStore, () => session.signedInUserId()),
  } as unknown as WorkerAreaDeps;
  return { deps, drafts };
}

describe('the worker lender area', () => {
  it("submits the application from the signed-in user's draft in one call, then forgets the draft", async () => {
    const calls: Array<[string, unknown]> = [];
    const { deps, drafts } = depsWith(
      {
        post: async <T>(path: string, body?: unknown) => {
          calls.push([path, body]);
          return { id: 'a1' } as T;
        },
      },
      COMPLETE,
    );
    expect(await createLenderApi(deps).submitFromDraft()).toEqual({ id: 'a1' });
    expect(calls.map(([path]) => path)).toEqual(['/legalEntityKYC/v1']);
    expect(calls[0]?.[1]).toMatchObject({ legalEntityInformation: { identification: { name: 'PT Maju Jaya' } } });
    expect(drafts.size).toBe(0);
  });

  it('refuses an incomplete draft before any call, and keeps the draft when the platform refuses', async () => {
    const post = async () => {
      throw makeApiError(409, [
        { code: 'LENDER_DOCUMENTS_INCOMPLETE', message: 'Dokumen belum lengkap', errorKey: 'LENDER_DOCUMENTS_INCOMPLETE' },
      ]);
    };
    const incomplete = depsWith({ post }, { ...COMPLETE, legalEntityName: '' });
    await expect(createLenderApi(incomplete.deps).submitFromDraft()).rejects.toMatchObject({
      status: 400,
      errorKey: 'INVALID_REQUEST_PAYLOAD',
    });
    const none = depsWith({ post });
    await expect(createLenderApi(none.deps).submitFromDraft()).rejects.toMatchObject({ errorKey: 'INVALID_REQUEST_PAYLOAD' });
    const refused = depsWith({ post }, COMPLETE);
    await expect(createLenderApi(refused.deps).submitFromDraft()).rejects.toMatchObject({ errorKey: 'LENDER_DOCUMENTS_INCOMPLETE' });
    expect(refused.drafts.size).toBe(1);
    const signedOut = depsWith({ post }, COMPLETE, false);
    await expect(createLenderApi(signedOut.deps).submitFromDraft()).rejects.toMatchObject({ status: 401 });
  });

  it('answers null when the user has no application yet, and passes other failures on', async () => {
    const notFound = makeApiError(404, [
      { code: 'LENDER_APPLICATION_NOT_FOUND', message: 'none', errorKey: 'LENDER_APPLICATION_NOT_FOUND' },
    ]);
    const none = createLenderApi(depsWith({ get: () => Promise.reject(notFound) }).deps);
    expect(await none.myApplication()).toBeNull();
    const offline = makeApiError(0, [{ code: 'NETWORK_ERROR', message: 'offline', errorKey: 'NETWORK_ERROR' }]);
    const failing = createLenderApi(depsWith({ get: () => Promise.reject(offline) }).deps);
    await expect(failing.myApplication()).rejects.toEqual(offline);
  });

  it("a second send refused as existing (the first one's answer was lost) is the application the platform has: answered, the draft gone", async () => {
    const exists = makeApiError(409, [{ code: 'LENDER_APPLICATION_EXISTS', message: 'Sudah ada', errorKey: 'LENDER_APPLICATION_EXISTS' }]);
    const { deps, drafts } = depsWith(
      {
        post: async () => {
          throw exists;
        },
        get: async <T>() => ({ id: 'a1' }) as T,
      },
      COMPLETE,
    );
    const api = createLenderApi(deps);
    expect(await api.submitFromDraft()).toEqual({ id: 'a1' });
    expect(drafts.size).toBe(0);
    expect(await api.submission()).toEqual({ state: 'answered', kept: true });
  });
});
