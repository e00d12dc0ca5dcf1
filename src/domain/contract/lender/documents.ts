/**
 * The lender application's nine PDF documents (document 3, sections 3 and 7): their types, the
 * groups the step shows them in, and the calls that issue upload addresses and say what is stored.
 * Shared by the server, the worker and the step 4 page.
 */
import * as v from 'valibot';

/** The nine documents, in the order the step shows them. */
export const LENDER_DOCUMENT_TYPES = [
  'deedOfIncorporationDoc',
  'deedOfDirectorAppointmentDoc',
  'businessOperatingLicenseDoc',
  'nationalBusinessIdDoc',
  'taxIdentificationNumberDoc',
  'directorNationalIdDoc',
  'authorizedRepresentativeNationalIdDoc',
  'powerOfAttorneyDoc',
  'passbookDoc',
] as const;
export type LenderDocumentType = (typeof LENDER_DOCUMENT_TYPES)[number];

export type LenderDocumentGroup = 'legalEntity' | 'director' | 'representative' | 'bank';

/** Four groups: legal entity (five), director (one), representative (two), bank account (one). */
export const LENDER_DOCUMENT_GROUPS: ReadonlyArray<{ group: LenderDocumentGroup; types: readonly LenderDocumentType[] }> = [
  {
    group: 'legalEntity',
    types: [
      'deedOfIncorporationDoc',
      'deedOfDirectorAppointmentDoc',
      'businessOperatingLicenseDoc',
      'nationalBusinessIdDoc',
      'taxIdentificationNumberDoc',
    ],
  },
  { group: 'director', types: ['directorNationalIdDoc'] },
  { group: 'representative', types: ['authorizedRepresentativeNationalIdDoc', 'powerOfAttorneyDoc'] },
  { group: 'bank', types: ['passbookDoc'] },
];

export function isLenderDocumentType(value: string): value is LenderDocumentType {
  return (LENDER_DOCUMENT_TYPES as readonly string[]).includes(value);
}

export const LENDER_DOCUMENT_PATHS = {
  /** POST, empty JSON body: a fresh signed upload address for each of the nine documents. */
  onboardingDoc: '/legalEntityKYC/v1/onboarding-doc',
  /** GET (not in the documents): which of the caller's nine documents the platform holds. */
  onboardingDocStatus: '/legalEntityKYC/v1/onboarding-doc/status',
} as const;

export const LENDER_DOCUMENTS_SANDBOX_PATHS = {
  /** GET ?userId=: a user's documents with their sizes and upload counts (the applications page reads it). */
  documents: '/sandbox/lender-documents',
} as const;

/** The upload address of one document: `url` is signed and expires (see signedAddressExpiry). */
export const onboardingDocSchema = v.object({
  type: v.picklist(LENDER_DOCUMENT_TYPES),
  id: v.string(),
  url: v.string(),
});
export type OnboardingDoc = v.InferOutput<typeof onboardingDocSchema>;

export const onboardingDocsResponseSchema = v.object({ docs: v.array(onboardingDocSchema) });
/** POST /legalEntityKYC/v1/onboarding-doc */
export type OnboardingDocsResponse = v.InferOutput<typeof onboardingDocsResponseSchema>;

/** The request body is an empty JSON object; nothing else is accepted. */
export const onboardingDocsRequestSchema = v.strictObject({});

/** What the platform holds of one document. */
export interface LenderDocumentStatus {
  type: LenderDocumentType;
  /** The document's id (the same as in the onboarding-doc answer). */
  id: string;
  uploaded: boolean;
  /** Bytes of the stored PDF; null until uploaded. */
  size: number | null;
  /** ISO instant of the last upload; null until uploaded. */
  uploadedAt: string | null;
}

/** GET /legalEntityKYC/v1/onboarding-doc/status */
export interface LenderDocumentStatusResponse {
  documents: LenderDocumentStatus[];
}

/** A document as the sandbox lists it, with how often it was uploaded (a re-upload replaces it). */
export interface SandboxLenderDocument extends LenderDocumentStatus {
  uploadCount: number;
}
