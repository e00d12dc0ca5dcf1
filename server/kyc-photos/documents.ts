/**
 * The KYC photos as the KYC submission shows them (owned by the KYC photos area; read by the
 * KYC submission route). Placeholder until that area lands.
 */
import type { Db } from '../db/client';
import type { Clock } from '../sandbox/clock';

export type KycDocumentType = 'KTP' | 'KTP_SELFIE';

export interface KycDocumentLinks {
  type: KycDocumentType;
  /** A fresh signed address to PUT the photo to. */
  url: string;
  /** A signed address to read it back (owner only); null until uploaded. */
  readUrl: string | null;
  uploaded: boolean;
}

/** The ID card first, then the selfie with the ID card (the order the submission answers). */
export async function kycDocumentsFor(deps: { db: Db; clock: Clock }, userId: string): Promise<KycDocumentLinks[]> {
  void deps;
  void userId;
  return [];
}
