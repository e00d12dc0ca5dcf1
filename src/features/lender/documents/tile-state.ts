/**
 * What one document tile shows, from the outbox's record of the file (if any), what the platform
 * says it holds, and whether the device is online. Pure, so the rules are unit-tested.
 */
import type { LenderDocumentStatus } from '@domain/contract/lender/documents';
import type { ApiErrorData } from '@domain/errors';
import type { UploadSnapshot } from '@worker/uploads/contract';

export type TileState =
  | { kind: 'empty' }
  /** In the outbox, about to be sent. */
  | { kind: 'queued'; name: string }
  | { kind: 'uploading'; name: string; percent: number }
  /** Offline or the connection dropped: it resumes by itself. */
  | { kind: 'waiting'; name: string }
  | { kind: 'failed'; name: string; error: ApiErrorData | null }
  /** The platform has it; name is null when only the platform remembers it (another device, storage cleared). */
  | { kind: 'done'; name: string | null };

export function tileState(upload: UploadSnapshot | undefined, stored: LenderDocumentStatus | undefined, online: boolean): TileState {
  if (upload) {
    switch (upload.state) {
      case 'uploaded':
        return { kind: 'done', name: upload.name };
      case 'failed':
        return { kind: 'failed', name: upload.name, error: upload.error };
      case 'waiting-network':
        return { kind: 'waiting', name: upload.name };
      case 'uploading':
        if (!online) return { kind: 'waiting', name: upload.name };
        return {
          kind: 'uploading',
          name: upload.name,
          percent: upload.size > 0 ? Math.min(100, Math.floor((upload.loaded / upload.size) * 100)) : 0,
        };
      case 'queued':
        return online ? { kind: 'queued', name: upload.name } : { kind: 'waiting', name: upload.name };
    }
  }
  return stored?.uploaded ? { kind: 'done', name: null } : { kind: 'empty' };
}

/** Continue needs all nine confirmed by the platform. */
export function allConfirmed(states: readonly TileState[], expected: number): boolean {
  return states.length === expected && states.every((state) => state.kind === 'done');
}
