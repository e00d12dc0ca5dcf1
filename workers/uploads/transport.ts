/**
 * The PUT of one file. XMLHttpRequest where there is one (dedicated workers have it), because
 * fetch cannot report upload progress; fetch otherwise (Node in unit tests).
 */
import { type ApiErrorData, apiErrorFromResponse, networkApiError } from '@domain/errors';
import { parseRetryAfter } from '../queue/retry-policy';
import { isAddressRefusal } from './addresses';

export interface PutRequest {
  url: string;
  bytes: ArrayBuffer;
  type: string;
  signal: AbortSignal;
  /** Bytes sent so far. */
  onProgress(loaded: number): void;
}

/** Any HTTP answer resolves; no answer at all (network, abort, stall) rejects. */
export interface PutAnswer {
  status: number;
  body: string;
  /** The Retry-After header, if any (a 429 or 503 may say how long to wait). */
  retryAfter?: string | null;
}

export type PutTransport = (request: PutRequest) => Promise<PutAnswer>;

/** No byte sent for this long: the connection is dead even if the socket is not closed yet. */
export const STALL_TIMEOUT_MS = 30_000;

export function xhrTransport(stallTimeoutMs = STALL_TIMEOUT_MS): PutTransport {
  return (request) =>
    new Promise<PutAnswer>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      let stallTimer: ReturnType<typeof setTimeout> | undefined;
      const armStallTimer = () => {
        clearTimeout(stallTimer);
        stallTimer = setTimeout(() => xhr.abort(), stallTimeoutMs);
      };
      const fail = (reason: string) => () => {
        clearTimeout(stallTimer);
        request.signal.removeEventListener('abort', onAbort);
        reject(new Error(reason));
      };
      const onAbort = () => xhr.abort();
      xhr.open('PUT', request.url);
      xhr.setRequestHeader('Content-Type', request.type);
      xhr.upload.onprogress = (event) => {
        armStallTimer();
        request.onProgress(event.loaded);
      };
      xhr.onload = () => {
        clearTimeout(stallTimer);
        request.signal.removeEventListener('abort', onAbort);
        resolve({
          status: xhr.status,
          body: typeof xhr.responseText === 'string' ? xhr.responseText : '',
          retryAfter: xhr.getResponseHeader('Retry-After'),
        });
      };
      xhr.onerror = fail('network');
      xhr.onabort = fail('aborted');
      xhr.ontimeout = fail('timeout');
      request.signal.addEventListener('abort', onAbort);
      armStallTimer();
      xhr.send(request.bytes);
    });
}

export function fetchTransport(fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init)): PutTransport {
  return async (request) => {
    const response = await fetchFn(request.url, {
      method: 'PUT',
      body: request.bytes,
      headers: { 'Content-Type': request.type },
      signal: request.signal,
    });
    const body = await response.text();
    request.onProgress(request.bytes.byteLength);
    return { status: response.status, body, retryAfter: response.headers.get('Retry-After') };
  };
}

export function defaultTransport(): PutTransport {
  return typeof XMLHttpRequest === 'function' ? xhrTransport() : fetchTransport();
}

/** What one PUT came to, read as the outbox acts on it. */
export type PutOutcome =
  | { kind: 'confirmed' }
  /** Stopped by the outbox (the file was replaced or removed meanwhile). */
  | { kind: 'aborted' }
  /** The storage refused the address, not the file: a fresh address will do. */
  | { kind: 'address-refused'; error: ApiErrorData }
  /** No answer (status 0) or a refusal; the retry policy decides what follows. */
  | { kind: 'failed'; error: ApiErrorData; retryAfterMs: number | null };

export async function putFile(transport: PutTransport, request: PutRequest, now: () => number): Promise<PutOutcome> {
  let answer: PutAnswer;
  try {
    answer = await transport(request);
  } catch {
    return request.signal.aborted ? { kind: 'aborted' } : { kind: 'failed', error: networkApiError(), retryAfterMs: null };
  }
  if (request.signal.aborted) return { kind: 'aborted' };
  if (answer.status >= 200 && answer.status < 300) return { kind: 'confirmed' };
  let body: unknown = answer.body;
  try {
    body = JSON.parse(answer.body);
  } catch {
    // not the platform's envelope: keep the text
  }
  const error = apiErrorFromResponse(answer.status, body);
  if (isAddressRefusal(error)) return { kind: 'address-refused', error };
  return { kind: 'failed', error, retryAfterMs: parseRetryAfter(answer.retryAfter, now()) };
}
