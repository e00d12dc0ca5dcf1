/** A fetch stand-in that records what was sent and answers what the test says. */
import type { FetchFn } from '@worker/http/client';

export interface RecordedRequest {
  url: string;
  method: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: unknown;
  /** Date.now() when sent (faked when the test fakes Date). */
  at: number;
}

/** 'network-error' rejects like a dropped connection; 'hang' never answers until aborted. */
export type Answer = Response | 'network-error' | 'hang';
export type Responder = (request: RecordedRequest, index: number) => Answer | Promise<Answer>;

export function jsonResponse(status: number, body: unknown, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

export function fakeFetch(responder: Responder = () => jsonResponse(200, { data: null })) {
  const requests: RecordedRequest[] = [];
  const fetch: FetchFn = async (input, init = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const raw = init.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const request: RecordedRequest = { url: String(input), method: init.method ?? 'GET', headers, body, at: Date.now() };
    requests.push(request);
    const answer = await responder(request, requests.length - 1);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    }
    return answer;
  };
  return { fetch, requests };
}
