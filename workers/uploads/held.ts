/**
 * Before a file is sent again after an attempt that may have landed (a browser killed mid-send, an
 * answer lost with the connection), the outbox asks the platform what it holds at the upload
 * address: HEAD answers its size and SHA-256 (server/storage/routes.ts). The same size and hash as
 * ours: the file arrived, and is not stored twice.
 */
import { HELD_SHA256_HEADER, HELD_SIZE_HEADER } from '@domain/contract/storage';
import { makeApiError, networkApiError, type ApiErrorData } from '@domain/errors';
import type { FetchFn } from '../http/client';

export interface HeldFile {
  size: number;
  sha256: string;
}

/** What the platform holds at an address: nothing (null), a file, or an answer that is no answer. */
export type HeldAnswer =
  | { kind: 'held'; file: HeldFile | null }
  /** 403: the address is refused (a HEAD answer has no body to say why): a fresh one will do. */
  | { kind: 'address-refused'; error: ApiErrorData }
  | { kind: 'failed'; error: ApiErrorData };

export type HeldQuery = (url: string) => Promise<HeldAnswer>;

export function fetchHeldQuery(fetchFn: FetchFn = (input, init) => globalThis.fetch(input, init)): HeldQuery {
  return async (url) => {
    let response: Response;
    try {
      response = await fetchFn(url, { method: 'HEAD', cache: 'no-store' });
    } catch {
      return { kind: 'failed', error: networkApiError() };
    }
    if (response.status === 404) return { kind: 'held', file: null };
    if (response.status === 403) {
      const error = makeApiError(403, [{ code: 'UPLOAD_ADDRESS_INVALID', message: 'Address refused', errorKey: 'UPLOAD_ADDRESS_INVALID' }]);
      return { kind: 'address-refused', error };
    }
    const size = Number(response.headers.get(HELD_SIZE_HEADER));
    const sha256 = response.headers.get(HELD_SHA256_HEADER);
    if (response.ok && Number.isFinite(size) && sha256) return { kind: 'held', file: { size, sha256: sha256.toLowerCase() } };
    // An answer without the headers (a platform that does not say): nothing known, send.
    if (response.ok) return { kind: 'held', file: null };
    return { kind: 'failed', error: makeApiError(response.status, [{ code: 'HELD_QUERY_FAILED', message: `HEAD ${response.status}` }]) };
  };
}

export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** True when what the platform holds is this very file. */
export async function holdsThisFile(held: HeldFile | null, bytes: ArrayBuffer): Promise<boolean> {
  return held !== null && held.size === bytes.byteLength && held.sha256 === (await sha256Hex(bytes));
}
