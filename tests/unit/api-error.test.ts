import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiErrorData, type ApiErrorData } from '@domain/errors';
import { toApiErrorData } from '@worker/http/api-error';
import { createApiClient, type FetchFn } from '@worker/http/client';
import { fakeFetch, jsonResponse, type Responder } from './helpers/fake-fetch';

function clientAnswering(responder: Responder) {
  const { fetch, requests } = fakeFetch(responder);
  return { client: clientWith(fetch), requests };
}

function clientWith(fetch: FetchFn) {
  return createApiClient({
    settings: () => ({ apiBaseUrl: 'https://api.test', targetApplication: 'PAYLATER_WEB', language: 'id' }),
    session: { token: () => null, rejected: async () => undefined },
    fetch,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiErrorData> {
  try {
    await promise;
  } catch (error) {
    expect(isApiErrorData(error)).toBe(true);
    return error as ApiErrorData;
  }
  throw new Error('The call did not fail');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('every failure of a call becomes ApiErrorData', () => {
  it('an HTTP error with an errors list: status, the list, messages joined, first errorKey', async () => {
    const errors = [
      { code: 'OTP_FAILED', message: 'Something went wrong', errorKey: 'OTP_FAILED', cause: 'upstream' },
      { code: 'OTHER', message: 'Try later', errorKey: 'OTHER' },
    ];
    const { client } = clientAnswering(() => jsonResponse(422, { errors }));
    const error = await failureOf(client.post('/v1/otp', { phoneNumber: '81234567890' }));
    expect(error).toEqual({
      kind: 'ApiError',
      status: 422,
      errors,
      message: 'Something went wrong, Try later',
      errorKey: 'OTP_FAILED',
    });
  });

  it('without an errorKey the key is "Unknown Error"', async () => {
    const { client } = clientAnswering(() => jsonResponse(400, { errors: [{ code: 'X', message: 'Bad' }] }));
    const error = await failureOf(client.get('/v1/user'));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Bad');
    expect(error.errorKey).toBe('Unknown Error');
  });

  it('a JSON error body sent without a JSON content type is still read', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(409, { errors: [{ code: 'C', message: 'Conflict', errorKey: 'K' }] }, 'text/plain'),
    );
    const error = await failureOf(client.get('/v1/user'));
    expect(error.errorKey).toBe('K');
    expect(error.message).toBe('Conflict');
  });

  it('an HTML error page from a proxy: the status, no errors, "Unknown Error"', async () => {
    const { client } = clientAnswering(
      () =>
        new Response('<html><body>Bad gateway</body></html>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'content-type': 'text/html' },
        }),
    );
    const error = await failureOf(client.get('/v1/user'));
    expect(error).toEqual({ kind: 'ApiError', status: 502, errors: [], message: 'Bad Gateway', errorKey: 'Unknown Error' });
  });

  it('an empty error body', async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 503 }));
    const error = await failureOf(client.get('/v1/user'));
    expect(error.status).toBe(503);
    expect(error.errors).toEqual([]);
    expect(error.errorKey).toBe('Unknown Error');
  });

  it('a JSON error body that is not the errors envelope', async () => {
    const { client } = clientAnswering(() => jsonResponse(500, { message: 'boom' }));
    const error = await failureOf(client.get('/v1/user'));
    expect(error.status).toBe(500);
    expect(error.errors).toEqual([]);
  });

  it('a network failure: status 0 and NETWORK_ERROR', async () => {
    const { client } = clientAnswering(() => 'network-error');
    const error = await failureOf(client.get('/v1/user'));
    expect(error.status).toBe(0);
    expect(error.errors[0]?.code).toBe('NETWORK_ERROR');
    expect(error.errorKey).toBe('NETWORK_ERROR');
  });

  it('no answer within 20 s: REQUEST_TIMED_OUT', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { client, requests } = clientAnswering(() => 'hang');
    const failure = failureOf(client.get('/v1/user'));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(requests).toHaveLength(1);
    let settled = false;
    void failure.finally(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failure;
    expect(error.status).toBe(0);
    expect(error.errors[0]?.code).toBe('REQUEST_TIMED_OUT');
    expect(error.errorKey).toBe('REQUEST_TIMED_OUT');
  });

  it('a per-call timeout replaces the default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { client } = clientAnswering(() => 'hang');
    const failure = failureOf(client.get('/v1/user', { timeoutMs: 3_000 }));
    await vi.advanceTimersByTimeAsync(3_000);
    expect((await failure).errorKey).toBe('REQUEST_TIMED_OUT');
  });

  it('a 200 that is not the { data } envelope (e.g. the app shell) is an error', async () => {
    const { client } = clientAnswering(
      () => new Response('<!doctype html><html></html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const error = await failureOf(client.get('/v1/user'));
    expect(error.status).toBe(200);
    expect(error.errors[0]?.code).toBe('INVALID_RESPONSE');
  });

  it('any other failure inside the worker becomes ApiErrorData too', () => {
    const error = toApiErrorData(new Error('disk on fire'));
    expect(isApiErrorData(error)).toBe(true);
    expect(error.message).toBe('disk on fire');
    expect(error.errorKey).toBe('Unknown Error');
    const quota = toApiErrorData(new DOMException('full', 'QuotaExceededError'));
    expect(quota.errors[0]?.code).toBe('STORAGE_QUOTA_EXCEEDED');
  });

  it("a full disk is found inside Dexie's AbortError (its `inner`), however deep", () => {
    const inner = new DOMException('full', 'QuotaExceededError');
    const abort = Object.assign(new Error('Transaction aborted'), { name: 'AbortError', inner });
    expect(toApiErrorData(abort).errors[0]?.code).toBe('STORAGE_QUOTA_EXCEEDED');
    const twice = Object.assign(new Error('wrapped'), { name: 'OpenFailedError', inner: abort });
    expect(toApiErrorData(twice).errors[0]?.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(toApiErrorData(Object.assign(new Error('x'), { name: 'AbortError' })).errors[0]?.code).toBe('CLIENT_ERROR');
  });

  it('ApiErrorData survives structuredClone (what Comlink does to a thrown non-Error) with its fields', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(400, { errors: [{ code: 'OTP_BAD_REQUEST', message: 'Wrong code', errorKey: 'OTP_BAD_REQUEST', cause: 'c' }] }),
    );
    const error = await failureOf(client.post('/v2/login', {}));
    const copy = structuredClone(error);
    expect(copy).toEqual(error);
    expect(copy).not.toBe(error);
    expect(isApiErrorData(copy)).toBe(true);
    expect(copy.status).toBe(400);
    expect(copy.errorKey).toBe('OTP_BAD_REQUEST');
    expect(copy.errors[0]).toEqual({ code: 'OTP_BAD_REQUEST', message: 'Wrong code', errorKey: 'OTP_BAD_REQUEST', cause: 'c' });
  });
});
