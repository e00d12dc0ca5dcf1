import { describe, expect, it } from 'vitest';
import type { UploadSnapshot, UploadState } from '@worker/uploads/contract';
import { EMPTY_TILE, continueNoteId, type PhotoTileState } from '../../src/features/kyc/photos/photo-view';

const inOutbox = (state: UploadState): PhotoTileState => ({
  view: { kind: 'outbox', upload: { state } as UploadSnapshot },
  previewUrl: null,
});
const stored: PhotoTileState = { view: { kind: 'stored' }, previewUrl: null };

describe('the note under the KYC photos', () => {
  it('asks for both photos while one is missing or failed', () => {
    expect(continueNoteId([EMPTY_TILE, stored])).toBe('kycPhotos.continueHint');
    expect(continueNoteId([inOutbox('failed'), stored])).toBe('kycPhotos.continueHint');
  });
  it('says the user may go on while a photo is still on its way', () => {
    for (const state of ['queued', 'waiting-network', 'uploading'] as const)
      expect(continueNoteId([inOutbox(state), stored]), state).toBe('kycPhotos.continueNote');
  });
  it('says nothing once every photo is uploaded', () => {
    expect(continueNoteId([inOutbox('uploaded'), stored])).toBeNull();
    expect(continueNoteId([stored, stored])).toBeNull();
  });
});
