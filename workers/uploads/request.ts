/**
 * One HTTP request of the upload outbox (a PUT, or the resumable protocol's POST, HEAD and PATCH).
 * XMLHttpRequest where there is one (dedicated workers have it): fetch cannot report upload
 * progress, and without progress a dead connection is only noticed when the socket gives up.
 * fetch otherwise (Node in unit tests).
 */
import type { FetchFn } from '../http/client';

export interface UploadRequest {
  method: 'PUT' | 'POST' | 'HEAD' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  body?: ArrayBuffer;
  signal: AbortSignal;
  /** Bytes of the body handed to the network so far. */
  onProgress?(loaded: number): void;
}

/** Any HTTP answer resolves; no answer at all (network, abort, stall) rejects. */
export interface UploadAnswer {
  status: number;
  body: string;
  header(name: string): string | null;
}

export type UploadRequestFn = (request: UploadRequest) => Promise<UploadAnswer>;

/** Nothing sent or received for this long: the connection is dead even if the socket is not closed yet (tus: 30 s). */
export const STALL_TIMEOUT_MS = 30_000;

export function xhrRequest(stallTimeoutMs = STALL_TIMEOUT_MS): UploadRequestFn {
  return (request) =>
    new Promise<UploadAnswer>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      let stallTimer: ReturnType<typeof setTimeout> | undefined;
      const armStallTimer = () => {
        clearTimeout(stallTimer);
        stallTimer = setTimeout(() => xhr.abort(), stallTimeoutMs);
      };
      const settle = () => {
        clearTimeout(stallTimer);
        request.signal.removeEventListener('abort', onAbort);
      };
      const fail = (reason: string) => () => {
        settle();
        reject(new Error(reason));
      };
      const onAbort = () => xhr.abort();
      xhr.open(request.method, request.url);
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        armStallTimer();
        request.onProgress?.(event.loaded);
      };
      // The answer on its way counts as life too (a HEAD has no body to send).
      xhr.onprogress = armStallTimer;
      xhr.onload = () => {
        settle();
        resolve({
          status: xhr.status,
          body: typeof xhr.responseText === 'string' ? xhr.responseText : '',
          header: (name) => xhr.getResponseHeader(name),
        });
      };
      xhr.onerror = fail('network');
      xhr.onabort = fail('aborted');
      xhr.ontimeout = fail('timeout');
      request.signal.addEventListener('abort', onAbort);
      armStallTimer();
      xhr.send(request.body ?? null);
    });
}

export function fetchRequest(fetchFn: FetchFn = (input, init) => globalThis.fetch(input, init)): UploadRequestFn {
  return async (request) => {
    const response = await fetchFn(request.url, {
      method: request.method,
      headers: request.headers,
      signal: request.signal,
      cache: 'no-store',
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    const body = await response.text();
    if (request.body !== undefined) request.onProgress?.(request.body.byteLength);
    return { status: response.status, body, header: (name) => response.headers.get(name) };
  };
}

export function defaultRequest(): UploadRequestFn {
  return typeof XMLHttpRequest === 'function' ? xhrRequest() : fetchRequest();
}
