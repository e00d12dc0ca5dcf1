/**
 * The PUT of one file (the single request a store that does not resume takes), over the outbox's
 * request layer (request.ts: XMLHttpRequest in the worker, for progress; fetch in Node).
 */
import { type ApiErrorData, apiErrorFromResponse, networkApiError } from '@domain/errors';
import { parseRetryAfter } from '../queue/retry-policy';
import { isAddressRefusal } from './addresses';
import type { FetchFn } from '../http/client';
import { type UploadRequestFn, defaultRequest, fetchRequest } from './request';

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

/** A PUT over one of the request layer's functions. */
export function putOver(send: UploadRequestFn): PutTransport {
  return async (request) => {
    const answer = await send({
      method: 'PUT',
      url: request.url,
      headers: { 'Content-Type': request.type },
      body: request.bytes,
      signal: request.signal,
      onProgress: request.onProgress,
    });
    return { status: answer.status, body: answer.body, retryAfter: answer.header('Retry-After') };
  };
}

export function fetchTransport(fetchFn?: FetchFn): PutTransport {
  return putOver(fetchRequest(fetchFn));
}

export function defaultTransport(): PutTransport {
  return putOver(defaultRequest());
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
