/**
 * The three requests of the resumable protocol (tus 1.0, server/storage/CONTRACT.md), each read
 * into what the outbox acts on: open a session at an upload address, ask its offset, append a chunk.
 */
import {
  HELD_SHA256_HEADER,
  HELD_SIZE_HEADER,
  TUS_CHUNK_TYPE,
  TUS_HEADERS,
  TUS_VERSION,
  UPLOAD_METADATA_KEYS,
} from '@domain/contract/storage';
import { type ApiErrorData, apiErrorFromResponse, makeApiError, networkApiError } from '@domain/errors';
import { parseRetryAfter } from '../queue/retry-policy';
import type { HeldFile } from './held';
import type { UploadAnswer, UploadRequest, UploadRequestFn } from './request';

/** No answer (status 0) or a refusal; the outbox's retry policy decides. */
export type TusFailure = { kind: 'failed'; error: ApiErrorData; retryAfterMs: number | null };

export type Created =
  | { kind: 'created'; sessionUrl: string; offset: number; expiresAt: number | null }
  /** The answer does not speak tus: this store takes a single PUT. */
  | { kind: 'not-offered' }
  | TusFailure;

export type OffsetAnswer = { kind: 'at'; offset: number } | { kind: 'gone' } | TusFailure;

export type Appended =
  /** `stored`: the last byte is in and the platform stored the file (its size and hash). */
  | { kind: 'acknowledged'; offset: number; stored: HeldFile | null }
  /** The chunk was not where the session stands; `offset` is where it does, when the answer says. */
  | { kind: 'mismatch'; offset: number | null }
  /** The session is no more (unknown, expired): a new one starts from byte 0. */
  | { kind: 'gone' }
  | TusFailure;

export interface FileDeclaration {
  size: number;
  type: string;
  /** The whole file's SHA-256, hex. */
  sha256: string;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

function offsetHeader(answer: UploadAnswer): number | null {
  const value = answer.header(TUS_HEADERS.offset);
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

function expiresHeader(answer: UploadAnswer): number | null {
  const value = Date.parse(answer.header(TUS_HEADERS.expires) ?? '');
  return Number.isFinite(value) ? value : null;
}

function speaksTus(answer: UploadAnswer): boolean {
  return answer.header(TUS_HEADERS.resumable) === TUS_VERSION;
}

function failure(answer: UploadAnswer, now: number): TusFailure {
  let body: unknown = answer.body;
  try {
    body = JSON.parse(answer.body);
  } catch {
    // not the platform's envelope (a HEAD has no body): the status says it
  }
  const parsed = apiErrorFromResponse(answer.status, body);
  const error =
    parsed.errors.length > 0
      ? parsed
      : makeApiError(answer.status, [{ code: 'UPLOAD_FAILED', message: `HTTP ${answer.status}`, errorKey: 'UPLOAD_FAILED' }]);
  return { kind: 'failed', error, retryAfterMs: parseRetryAfter(answer.header('Retry-After'), now) };
}

export class TusClient {
  constructor(
    private readonly send: UploadRequestFn,
    private readonly now: () => number,
  ) {}

  private async request(request: Omit<UploadRequest, 'headers'> & { headers?: Record<string, string> }): Promise<UploadAnswer | null> {
    try {
      return await this.send({ ...request, headers: { 'Tus-Resumable': TUS_VERSION, ...request.headers } });
    } catch {
      return null;
    }
  }

  /** POST to the upload address: the session (the same one if this address opened it already). */
  async create(url: string, file: FileDeclaration, signal: AbortSignal): Promise<Created> {
    const metadata = [
      `${UPLOAD_METADATA_KEYS.type} ${base64(new TextEncoder().encode(file.type))}`,
      `${UPLOAD_METADATA_KEYS.sha256} ${base64(hexBytes(file.sha256))}`,
    ].join(',');
    const answer = await this.request({
      method: 'POST',
      url,
      signal,
      headers: { 'Upload-Length': String(file.size), 'Upload-Metadata': metadata },
    });
    if (!answer) return { kind: 'failed', error: networkApiError(), retryAfterMs: null };
    if (!speaksTus(answer)) return { kind: 'not-offered' };
    const location = answer.header('Location');
    if (answer.status !== 201 || !location) return failure(answer, this.now());
    return {
      kind: 'created',
      sessionUrl: new URL(location, url).toString(),
      offset: offsetHeader(answer) ?? 0,
      expiresAt: expiresHeader(answer),
    };
  }

  /** HEAD on the session: the acknowledged offset. */
  async offset(sessionUrl: string, signal: AbortSignal): Promise<OffsetAnswer> {
    const answer = await this.request({ method: 'HEAD', url: sessionUrl, signal });
    if (!answer) return { kind: 'failed', error: networkApiError(), retryAfterMs: null };
    if (answer.status === 404 || answer.status === 410) return { kind: 'gone' };
    const offset = offsetHeader(answer);
    if (answer.status >= 200 && answer.status < 300 && offset !== null) return { kind: 'at', offset };
    return failure(answer, this.now());
  }

  /** PATCH: `chunk` at `offset` (an empty chunk at the end asks the verdict again). */
  async append(sessionUrl: string, offset: number, chunk: ArrayBuffer, signal: AbortSignal): Promise<Appended> {
    const answer = await this.request({
      method: 'PATCH',
      url: sessionUrl,
      signal,
      headers: { 'Content-Type': TUS_CHUNK_TYPE, 'Upload-Offset': String(offset) },
      body: chunk,
    });
    if (!answer) return { kind: 'failed', error: networkApiError(), retryAfterMs: null };
    if (answer.status === 404 || answer.status === 410) return { kind: 'gone' };
    if (answer.status === 409 && answer.header(TUS_HEADERS.offset) !== null) return { kind: 'mismatch', offset: offsetHeader(answer) };
    const acknowledged = offsetHeader(answer);
    if (answer.status >= 200 && answer.status < 300 && acknowledged !== null) {
      const size = Number(answer.header(HELD_SIZE_HEADER));
      const sha256 = answer.header(HELD_SHA256_HEADER);
      return {
        kind: 'acknowledged',
        offset: acknowledged,
        stored: sha256 && Number.isFinite(size) ? { size, sha256: sha256.toLowerCase() } : null,
      };
    }
    return failure(answer, this.now());
  }
}
