/** What one photo tile shows, derived from the outbox, the platform and the user's last action. */
import type { PhotoIssue } from '@domain/kyc/photos/quality';
import type { UiText } from '@state/ui';
import type { UploadSnapshot } from '@worker/uploads/contract';

export type PhotoView =
  /** Nothing taken yet. */
  | { kind: 'empty' }
  /** The worker is compressing and checking the photo just taken. */
  | { kind: 'preparing' }
  /** Picked, but the disk is full: kept in memory and stored as soon as there is room. */
  | { kind: 'unstored' }
  /** The checks found problems: retake, or use it anyway (the worker keeps the photo meanwhile). */
  | { kind: 'review'; issues: PhotoIssue[] }
  /** In the upload outbox (queued, uploading, waiting for the network, uploaded or failed). */
  | { kind: 'outbox'; upload: UploadSnapshot }
  /** On the platform, from an earlier visit (nothing of it left in the outbox). */
  | { kind: 'stored' };

export interface PhotoTileState {
  view: PhotoView;
  /** A blob: URL of the photo's bytes (local or read back from the platform); null when none. */
  previewUrl: string | null;
  /** Why the last take or upload of this photo failed, said on the tile until the user acts on it. */
  refusal?: UiText | null;
}

export const EMPTY_TILE: PhotoTileState = { view: { kind: 'empty' }, previewUrl: null };

/** Taken and on its way or there: what lets the user go on to step 2 (the outbox finishes the job). */
export function isTaken(state: PhotoTileState): boolean {
  const { view } = state;
  return view.kind === 'stored' || (view.kind === 'outbox' && view.upload.state !== 'failed');
}

/** On the platform: nothing left for the outbox to do. */
export function isUploaded(state: PhotoTileState): boolean {
  const { view } = state;
  return view.kind === 'stored' || (view.kind === 'outbox' && view.upload.state === 'uploaded');
}

/**
 * The note under the tiles: how to go on while a photo is missing, that one may go on while they
 * upload, and nothing once every photo is up (the note would then promise a wait that is over).
 */
export function continueNoteId(tiles: readonly PhotoTileState[]): 'kycPhotos.continueHint' | 'kycPhotos.continueNote' | null {
  if (!tiles.every(isTaken)) return 'kycPhotos.continueHint';
  return tiles.every(isUploaded) ? null : 'kycPhotos.continueNote';
}
