/**
 * Sends one file by the resumable protocol (tus.ts): opens its session at the upload address (or
 * asks an open session where it stands), then sends chunks from the bytes kept in IndexedDB, each
 * from the acknowledged offset. Every acknowledgement is written to the record at once (`loaded`,
 * what the platform has, is what the page shows), so a reload or a killed browser asks the
 * session's offset and goes on from there. What it cannot settle (no answer, a refusal, the store
 * not resuming at all) it hands back to the outbox.
 */
import type { ApiErrorData } from '@domain/errors';
import type { Clock } from '../clock';
import type { UploadRecord } from '../db';
import { isAddressRefusal } from './addresses';
import { ChunkSizer } from './chunk-size';
import { sha256Hex } from './held';
import type { TusClient, TusFailure } from './tus';

export type ResumableOutcome =
  | { kind: 'stored' }
  /** The store answered the creation without speaking tus: send the file by PUT. */
  | { kind: 'not-offered' }
  | { kind: 'address-refused'; error: ApiErrorData }
  /** The session is gone (expired, unknown) or its file arrived wrong: forget it and start anew. */
  | { kind: 'restart' }
  | { kind: 'failed'; error: ApiErrorData; retryAfterMs: number | null }
  | { kind: 'aborted' };

export interface ResumableSenderDeps {
  tus: TusClient;
  clock: Clock;
  resolveUrl(url: string): string;
  /** Writes the changes to the record (and tells the page); answers the record as it now is. */
  update(record: UploadRecord, changes: Partial<UploadRecord>): Promise<UploadRecord>;
}

/** A session the record may still use: one it opened, not past its expiry. */
export function liveSession(record: UploadRecord, now: number): NonNullable<UploadRecord['session']> | null {
  const session = record.session ?? null;
  return session && (session.expiresAt === null || session.expiresAt > now) ? session : null;
}

function failed(answer: TusFailure): ResumableOutcome {
  // The whole file arrived different from what was declared: nothing was stored; send it again.
  if (answer.error.errors.some((item) => (item.errorKey ?? item.code) === 'UPLOAD_CHECKSUM_MISMATCH')) return { kind: 'restart' };
  return { kind: 'failed', error: answer.error, retryAfterMs: answer.retryAfterMs };
}

export class ResumableSender {
  /** One for the outbox: the chunks fit this device's link, whichever file goes. */
  private readonly sizer = new ChunkSizer();

  constructor(private readonly deps: ResumableSenderDeps) {}

  async send(record: UploadRecord, bytes: ArrayBuffer, signal: AbortSignal): Promise<ResumableOutcome> {
    // On its way from the first request: the page says "Uploading" while the session is asked or opened.
    const session = liveSession(record, this.deps.clock.now());
    const starting = await this.deps.update(record, { state: 'uploading', error: null, loaded: session ? record.loaded : 0 });
    const opened = await this.open(starting, bytes, signal);
    if (signal.aborted) return { kind: 'aborted' };
    if (opened.kind !== 'open') return opened;
    let current = opened.offset === opened.record.loaded ? opened.record : await this.deps.update(opened.record, { loaded: opened.offset });
    // Each acknowledgement is written to the record without holding up the next chunk (the link
    // would idle for an IndexedDB commit per chunk); the writes stay in order, and all have landed
    // before this returns. Should a kill beat one, the next start asks the session anyway.
    let writes = Promise.resolve();
    const acknowledge = (changes: Partial<UploadRecord>): void => {
      const next = current;
      current = { ...current, ...changes };
      writes = writes.then(async () => {
        await this.deps.update(next, changes).catch((error: unknown) => console.warn('[uploads] progress not saved', error));
      });
    };
    const settled = async (outcome: ResumableOutcome): Promise<ResumableOutcome> => {
      await writes;
      return outcome;
    };
    let offset = opened.offset;
    const url = opened.url;
    for (;;) {
      const end = Math.min(bytes.byteLength, offset + this.sizer.next());
      const started = this.deps.clock.now();
      const answer = await this.deps.tus.append(url, offset, bytes.slice(offset, end), signal);
      if (signal.aborted) return settled({ kind: 'aborted' });
      switch (answer.kind) {
        case 'acknowledged':
          if (answer.offset > offset) this.sizer.measured(answer.offset - offset, this.deps.clock.now() - started);
          if (answer.offset >= bytes.byteLength) return settled({ kind: 'stored' });
          offset = answer.offset;
          // Progress made: the back-off starts over at the next drop.
          acknowledge({ loaded: offset, attempts: 0 });
          break;
        case 'mismatch': {
          const asked = answer.offset === null ? await this.deps.tus.offset(url, signal) : { kind: 'at' as const, offset: answer.offset };
          if (asked.kind === 'gone') return settled({ kind: 'restart' });
          if (asked.kind === 'failed') return settled(failed(asked));
          offset = asked.offset;
          acknowledge({ loaded: offset });
          break;
        }
        case 'gone':
          return settled({ kind: 'restart' });
        case 'failed':
          return settled(failed(answer));
      }
    }
  }

  /** The session to send to and where it stands: asked of an open session, or opened now. */
  private async open(
    record: UploadRecord,
    bytes: ArrayBuffer,
    signal: AbortSignal,
  ): Promise<{ kind: 'open'; record: UploadRecord; url: string; offset: number } | ResumableOutcome> {
    const session = liveSession(record, this.deps.clock.now());
    if (session) {
      const asked = await this.deps.tus.offset(session.url, signal);
      if (asked.kind === 'gone') return { kind: 'restart' };
      if (asked.kind === 'failed') return failed(asked);
      return { kind: 'open', record, url: session.url, offset: asked.offset };
    }
    if (!record.address) throw new Error('no upload address to open a session at');
    const created = await this.deps.tus.create(
      this.deps.resolveUrl(record.address.url),
      { size: bytes.byteLength, type: record.type, sha256: await sha256Hex(bytes) },
      signal,
    );
    if (created.kind === 'not-offered') return created;
    if (created.kind === 'failed') {
      if (isAddressRefusal(created.error)) return { kind: 'address-refused', error: created.error };
      return failed(created);
    }
    // Kept before the first chunk: after a kill, the next start asks this session, not a new one.
    const saved = await this.deps.update(record, { session: { url: created.sessionUrl, expiresAt: created.expiresAt } });
    return { kind: 'open', record: saved, url: created.sessionUrl, offset: created.offset };
  }
}
