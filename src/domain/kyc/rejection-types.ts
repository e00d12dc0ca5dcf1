/** Why a KYC review refused the photos or the data: the platform's words, read by the contract and the outcome screens. */
export const KYC_REJECTION_TYPES = [
  'PHOTO_MISMATCH',
  'DOCUMENT_UNREADABLE',
  'USER_PROVIDED_DATA_MISMATCH',
  'BLUR_ID',
  'BROKEN_ID',
  'CROPPED_DOCUMENT',
  'DARK_ID',
  'FLASH_ID',
  'INVALID_ID',
  'BLUR_SELFIE',
  'CROPPED_SELFIE',
  'DARK_SELFIE',
  'FLASH_SELFIE',
  'INVALID_SELFIE',
  'BASIC_FIELDS_VALIDATION_FAILED',
  'CDE_REJECT',
] as const;
export type KycRejectionType = (typeof KYC_REJECTION_TYPES)[number];
