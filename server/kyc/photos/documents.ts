/**
 * The KYC photos as the KYC submission shows them (read by the KYC submission route): for each
 * slot a fresh signed upload address, and, once the photo is stored, a signed read address that
 * only works with the owner's session (server/storage/routes.ts).
 */
import type { KycDocument } from '@domain/contract/kyc';
import { KYC_PHOTO_BUCKET } from '@domain/contract/kyc/photos';
import { KYC_PHOTO_SLOTS } from '@domain/kyc/photos/rules';
import type { Db } from '@server/db/client';
import type { Clock } from '@server/sandbox/clock';
import { storedFile } from '@server/storage/files';
import { issueReadAddress, issueUploadAddress } from '@server/storage/signing';

export type KycDocumentType = KycDocument['type'];
export type KycDocumentLinks = KycDocument;

/** The ID card first, then the selfie with the ID card (the order the submission answers). */
export async function kycDocumentsFor(deps: { db: Db; clock: Clock }, userId: string): Promise<KycDocumentLinks[]> {
  return Promise.all(
    KYC_PHOTO_SLOTS.map(async (slot) => {
      const location = { bucket: KYC_PHOTO_BUCKET, ownerId: userId, slot };
      const [upload, stored] = await Promise.all([issueUploadAddress(deps, location), storedFile(deps.db, location)]);
      const readUrl = stored ? (await issueReadAddress(deps, location)).url : null;
      return { type: slot, url: upload.url, readUrl, uploaded: stored !== null };
    }),
  );
}
