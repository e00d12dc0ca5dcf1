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

/** A tile that waits for the user (no file yet, or its upload failed), not for the network. */
export function needsUser(state: TileState): boolean {
  return state.kind === 'empty' || state.kind === 'failed';
}

export interface MissingDocuments {
  /** How many the note beside Continue counts. */
  count: number;
  /** What they wait for: the user's pick, or only their uploads to finish. */
  waitingFor: 'user' | 'uploads' | null;
}

/**
 * What Continue, pressed before all nine are in, says is left: the documents the user must still
 * pick (or pick again) first; when none, those still on their way up.
 */
export function missingDocuments(states: readonly TileState[]): MissingDocuments {
  const forUser = states.filter(needsUser).length;
  if (forUser > 0) return { count: forUser, waitingFor: 'user' };
  const inFlight = states.filter((state) => state.kind !== 'done').length;
  return inFlight > 0 ? { count: inFlight, waitingFor: 'uploads' } : { count: 0, waitingFor: null };
}
