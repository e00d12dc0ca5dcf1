/**
 * The lender application's nine documents as the platform holds them: PDFs in the storage's
 * 'lender' bucket, one slot per document type, owned by the user who uploaded them.
 */
import { createHash } from 'node:crypto';
import {
  LENDER_DOCUMENT_TYPES,
  type LenderDocumentStatus,
  type LenderDocumentType,
  type OnboardingDoc,
  type SandboxLenderDocument,
} from '@domain/contract/lender/documents';
import type { Db } from '@server/db/client';
import type { Clock } from '@server/sandbox/clock';
import { listStoredFiles, type StoredFile } from '@server/storage/files';
import { issueUploadAddress, type FileLocation } from '@server/storage/signing';

export const LENDER_BUCKET = 'lender' as const;

export function lenderDocumentLocation(userId: string, type: LenderDocumentType): FileLocation {
  return { bucket: LENDER_BUCKET, ownerId: userId, slot: type };
}

/**
 * A document's id: stable for (user, type), so a fresh address for the same document keeps its id
 * and a re-upload replaces the file instead of adding one. Derived, so no table is needed.
 */
export function lenderDocumentId(userId: string, type: LenderDocumentType): string {
  return createHash('sha256').update(`lender-document\n${userId}\n${type}`).digest('hex').slice(0, 32);
}

/** A fresh signed upload address for each of the nine documents. */
export async function issueLenderDocumentAddresses(deps: { db: Db; clock: Clock }, userId: string): Promise<OnboardingDoc[]> {
  const docs: OnboardingDoc[] = [];
  for (const type of LENDER_DOCUMENT_TYPES) {
    const address = await issueUploadAddress(deps, lenderDocumentLocation(userId, type));
    docs.push({ type, id: lenderDocumentId(userId, type), url: address.url });
  }
  return docs;
}

async function storedByType(db: Db, userId: string): Promise<Map<string, StoredFile>> {
  const files = await listStoredFiles(db, LENDER_BUCKET, userId);
  return new Map(files.map((file) => [file.slot, file]));
}

function status(userId: string, type: LenderDocumentType, file: StoredFile | undefined): LenderDocumentStatus {
  return {
    type,
    id: lenderDocumentId(userId, type),
    uploaded: file !== undefined,
    size: file?.size ?? null,
    uploadedAt: file?.uploadedAt.toISOString() ?? null,
  };
}

/** The user's nine documents, in the step's order, each with whether the platform holds it. */
export async function lenderDocumentStatuses(db: Db, userId: string): Promise<LenderDocumentStatus[]> {
  const stored = await storedByType(db, userId);
  return LENDER_DOCUMENT_TYPES.map((type) => status(userId, type, stored.get(type)));
}

/** For the sandbox's applications page: the nine documents with how often each was uploaded. */
export async function listLenderDocuments(db: Db, userId: string): Promise<SandboxLenderDocument[]> {
  const stored = await storedByType(db, userId);
  return LENDER_DOCUMENT_TYPES.map((type) => {
    const file = stored.get(type);
    return { ...status(userId, type, file), uploadCount: file?.uploadCount ?? 0 };
  });
}

/** Whether all nine lender documents are stored (the lender application post refuses otherwise). */
export async function lenderDocumentsComplete(db: Db, userId: string): Promise<boolean> {
  const stored = await storedByType(db, userId);
  return LENDER_DOCUMENT_TYPES.every((type) => stored.has(type));
}
