/**
 * The lender documents through the real worker surface: the outbox asks this area's address
 * source for addresses, PUTs the PDF, and asks again when the platform says one has expired.
 */
import { describe, expect, it } from 'vitest';
import { LENDER_DOCUMENT_TYPES } from '@domain/contract/lender/documents';
import type { WorkerEvent } from '@worker/contract';
import type { PutRequest } from '@worker/uploads/transport';
import { fakeFetch, jsonResponse, type Responder } from './helpers/fake-fetch';
import { stopWorkersAfterEach, testWorker } from './helpers/test-worker';
import { until } from './helpers/ticks';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
stopWorkersAfterEach();

let issued = 0;
const platform: Responder = (request) => {
  const path = new URL(request.url).pathname;
  if (path === '/v2/login') return jsonResponse(200, { data: { bearerToken: 'tok-1', csTrackingId: 'cs-1' } });
  if (path === '/legalEntityKYC/v1/onboarding-doc') {
    issued += 1;
    const expires = Math.floor(Date.now() / 1000) + 900;
    const docs = LENDER_DOCUMENT_TYPES.map((type) => ({
      type,
      id: `id-${type}`,
      url: `/sandbox/storage/lender/u1/${type}?expires=${expires}&signature=s${issued}`,
    }));
    return jsonResponse(200, { data: { docs } });
  }
  if (path === '/legalEntityKYC/v1/onboarding-doc/status') {
    return jsonResponse(200, {
      data: {
        documents: [{ type: 'passbookDoc', id: 'id-passbookDoc', uploaded: true, size: 15, uploadedAt: '2026-01-01T00:00:00.000Z' }],
      },
    });
  }
  return jsonResponse(404, { errors: [{ code: 'NOT_FOUND', message: 'Not found' }] });
};

async function signedInWorker(dbName: string, put: (request: PutRequest) => { status: number; body: string }) {
  const { fetch, requests } = fakeFetch(platform);
  const puts: PutRequest[] = [];
  const built = testWorker(dbName, {
    fetch,
    uploadLocks: null,
    uploadTransport: async (request) => {
      puts.push(request);
      return put(request);
    },
  });
  const received: WorkerEvent[] = [];
  await built.api.session.subscribe((event) => {
    received.push(event);
  });
  await built.api.session.start({ apiBaseUrl: '', targetApplication: 'PAYLATER_WEB', language: 'en' });
  await built.api.auth.login({ otp: '123456', otpToken: 't', phoneNumber: '81234567890', countryCode: '+62' });
  return { api: built.api, requests, puts, received };
}

describe('lender documents in the worker', () => {
  it("keeps a picked PDF as the signed-in user's and sends it to the address the platform issued, with its content type", async () => {
    issued = 0;
    const worker = await signedInWorker('lender-docs-1', () => ({ status: 200, body: '{"data":{}}' }));
    await worker.api.lenderDocuments.put({ type: 'passbookDoc', name: 'passbook.pdf', bytes: PDF.slice().buffer });
    await until(() => worker.received.some((event) => event.type === 'upload-changed' && event.upload.state === 'uploaded'));
    const addressCalls = worker.requests.filter((request) => request.url.endsWith('/legalEntityKYC/v1/onboarding-doc'));
    expect(addressCalls.map((request) => [request.method, request.body, request.headers.authorization])).toEqual([
      ['POST', {}, 'Bearer tok-1'],
    ]);
    expect(worker.puts).toHaveLength(1);
    expect(worker.puts[0]!.url).toMatch(/^https:\/\/app\.test\/sandbox\/storage\/lender\/u1\/passbookDoc\?expires=\d+&signature=s1$/);
    expect(worker.puts[0]!.type).toBe('application/pdf');
    expect((await worker.api.lenderDocuments.list()).map((upload) => [upload.userId, upload.state])).toEqual([['cs-1', 'uploaded']]);
  });

  it('asks for fresh addresses when the platform says one has expired, then succeeds', async () => {
    issued = 0;
    const expired = JSON.stringify({
      errors: [{ code: 'UPLOAD_ADDRESS_EXPIRED', message: 'expired', errorKey: 'UPLOAD_ADDRESS_EXPIRED' }],
    });
    const worker = await signedInWorker('lender-docs-2', (request) =>
      request.url.includes('signature=s1') ? { status: 403, body: expired } : { status: 200, body: '{"data":{}}' },
    );
    await worker.api.lenderDocuments.put({ type: 'powerOfAttorneyDoc', name: 'poa.pdf', bytes: PDF.slice().buffer });
    await until(() => worker.received.some((event) => event.type === 'upload-changed' && event.upload.state === 'uploaded'));
    expect(issued).toBe(2);
    expect(worker.puts.map((request) => /signature=(\w+)/.exec(request.url)?.[1])).toEqual(['s1', 's2']);
    expect(worker.received.some((event) => event.type === 'upload-changed' && event.upload.state === 'failed')).toBe(false);
  });

  it('reads what the platform holds', async () => {
    const worker = await signedInWorker('lender-docs-3', () => ({ status: 200, body: '' }));
    expect(await worker.api.lenderDocuments.statuses()).toEqual([
      { type: 'passbookDoc', id: 'id-passbookDoc', uploaded: true, size: 15, uploadedAt: '2026-01-01T00:00:00.000Z' },
    ]);
  });
});
