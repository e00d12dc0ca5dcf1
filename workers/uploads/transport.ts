/**
 * The PUT of one file. XMLHttpRequest where there is one (dedicated workers have it), because
 * fetch cannot report upload progress; fetch otherwise (Node in unit tests).
 */

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
    const response = await fetchFn(request.url, { method: 'PUT', body: request.bytes, headers: { 'Content-Type': request.type }, signal: request.signal });
    const body = await response.text();
    request.onProgress(request.bytes.byteLength);
    return { status: response.status, body, retryAfter: response.headers.get('Retry-After') };
  };
}

export function defaultTransport(): PutTransport {
  return typeof XMLHttpRequest === 'function' ? xhrTransport() : fetchTransport();
}
