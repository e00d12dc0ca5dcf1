/**
 * The API client: one place that knows the base URL, the common headers (platform document,
 * section 7), the `{ data }` envelope, the timeout and the 401/403 rule. Every failure leaves as
 * ApiErrorData.
 */
import wretch from 'wretch';
import { HEADER_AUTHORIZATION, HEADER_IDEMPOTENCY_KEY, HEADER_TARGET_APPLICATION, HEADER_USER_LOCALE } from '@domain/contract/http';
import { isNoAnswer, isSessionRejection } from '@domain/errors';
import type { Language } from '@domain/languages';
import { systemClock, type Clock } from '../clock';
import { apiErrorFromFetchFailure, invalidResponseError } from './api-error';

export const DEFAULT_TIMEOUT_MS = 20_000;

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export interface ClientSettings {
  /** '' means the app's own origin; otherwise an absolute URL (a path prefix is kept). */
  apiBaseUrl: string;
  targetApplication: string;
  language: Language;
}

/** What the client needs of the session: the token to send, and who to tell when it is rejected. */
export interface ClientSession {
  token(): string | null;
  /** The platform answered 401/403 to a call that carried `sentToken`. */
  rejected(status: number, sentToken: string): Promise<void>;
}

export interface ClientDeps {
  settings(): ClientSettings;
  session: ClientSession;
  fetch?: FetchFn;
  clock?: Clock;
  /** The origin '' resolves against; the worker's own by default. */
  origin?: () => string;
  defaultTimeoutMs?: number;
  /**
   * Told after each call whether the platform answered at all (any status) or not (no network, a
   * timeout): the page's offline notice and its retries follow this, not navigator.onLine alone.
   */
  onReachability?: (reachable: boolean) => void;
}

export interface CallOptions {
  timeoutMs?: number;
  /** Replaces the x-user-locale value (the login call sends the language in upper case). */
  locale?: string;
  /** For calls whose rejection must not end the session by itself (logout ends it its own way). */
  keepSessionOnRejection?: boolean;
  /** Extra request headers a call needs (x-token, x-kyc-type); they never replace the common ones. */
  headers?: Record<string, string>;
  /**
   * A POST's Idempotency-Key: by default a fresh one per call, which is one per user action (the
   * page asks the worker once per action), so a duplicate of it gets the first answer instead of
   * creating twice (server/CONTRACT.md, "Idempotency keys"). A caller that sends one action again
   * passes that action's key; null sends none (analytics batches carry their own event ids).
   */
  idempotencyKey?: string | null;
}

export interface ApiClient {
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  delete<T>(path: string, options?: CallOptions): Promise<T>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A random key (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function workerOrigin(): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  if (!location?.origin) throw new Error('No origin to resolve the API base URL against');
  return location.origin;
}

/** '' or a relative base resolves against the origin; the result never ends with '/'. */
export function resolveBaseUrl(apiBaseUrl: string, origin: () => string = workerOrigin): string {
  const absolute = /^https?:\/\//i.test(apiBaseUrl) ? new URL(apiBaseUrl) : new URL(apiBaseUrl || '/', origin());
  return `${absolute.origin}${absolute.pathname}`.replace(/\/+$/, '');
}

/** The platform answers `{ data }`; an empty answer (204) is undefined; anything else is an error. */
function unwrap(status: number, text: string): unknown {
  if (text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidResponseError(status);
  }
  if (typeof parsed !== 'object' || parsed === null || !('data' in parsed)) throw invalidResponseError(status);
  return (parsed as { data: unknown }).data;
}

export function createApiClient(deps: ClientDeps): ApiClient {
  const clock = deps.clock ?? systemClock;
  // Called through a closure so the global fetch is looked up per call and keeps its own `this`.
  const fetchFn: FetchFn = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(method: Method, path: string, body: unknown, options: CallOptions = {}): Promise<T> {
    const settings = deps.settings();
    const token = deps.session.token();
    const headers: Record<string, string> = {
      ...options.headers,
      Accept: 'application/json',
      [HEADER_USER_LOCALE]: options.locale ?? settings.language,
      [HEADER_TARGET_APPLICATION]: settings.targetApplication,
    };
    if (token) headers[HEADER_AUTHORIZATION] = `Bearer ${token}`;
    const idempotencyKey = method === 'POST' ? (options.idempotencyKey === undefined ? newIdempotencyKey() : options.idempotencyKey) : null;
    if (idempotencyKey) headers[HEADER_IDEMPOTENCY_KEY] = idempotencyKey;

    // Our own timer rather than AbortSignal.timeout: it is fakeable in tests and tells a timeout
    // apart from a dropped connection.
    const controller = new AbortController();
    let timedOut = false;
    const timer = clock.setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      options.timeoutMs ?? deps.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    );

    try {
      const request = wretch(resolveBaseUrl(settings.apiBaseUrl, deps.origin) + path)
        .polyfills({ fetch: fetchFn })
        .headers(headers)
        .options({ signal: controller.signal });
      const chain =
        method === 'GET'
          ? request.get()
          : method === 'DELETE'
            ? request.delete()
            : method === 'PUT'
              ? request.put(body ?? null)
              : method === 'PATCH'
                ? request.patch(body ?? null)
                : request.post(body ?? null);
      // The body is read inside the timeout too: a stalled download is a timeout as well.
      const answer = await chain.res(async (response) => ({ status: response.status, text: await response.text() }));
      deps.onReachability?.(true);
      return unwrap(answer.status, answer.text) as T;
    } catch (error) {
      const apiError = apiErrorFromFetchFailure(error, timedOut);
      // An error status is an answer too; only no answer at all says the platform is out of reach.
      if (apiError.status !== 0 || isNoAnswer(apiError)) deps.onReachability?.(!isNoAnswer(apiError));
      if (token && isSessionRejection(apiError) && !options.keepSessionOnRejection) {
        await deps.session.rejected(apiError.status, token);
      }
      throw apiError;
    } finally {
      clock.clearTimeout(timer);
    }
  }

  return {
    get: (path, options) => call('GET', path, undefined, options),
    post: (path, body, options) => call('POST', path, body, options),
    put: (path, body, options) => call('PUT', path, body, options),
    patch: (path, body, options) => call('PATCH', path, body, options),
    delete: (path, options) => call('DELETE', path, undefined, options),
  };
}
