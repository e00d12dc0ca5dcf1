/**
 * A product card whose application stopped at identity verification for something the user can
 * fix (a blurry photo, a selfie cut off, details that differ from the ID card) says what to redo,
 * instead of "not approved" (which reads as final). The outright rejections (unreadable documents,
 * failed basic checks, the credit engine's) keep "not approved". Rejection types as the profile
 * sends them (the KYC area's rules read the same names: src/domain/kyc/rejection.ts).
 */
const FIX_MESSAGES: Readonly<Record<string, string>> = {
  BLUR_ID: 'home.kycFix.blurryId',
  BLUR_SELFIE: 'home.kycFix.blurrySelfie',
  BROKEN_ID: 'home.kycFix.idPhoto',
  CROPPED_DOCUMENT: 'home.kycFix.idPhoto',
  DARK_ID: 'home.kycFix.idPhoto',
  FLASH_ID: 'home.kycFix.idPhoto',
  INVALID_ID: 'home.kycFix.idPhoto',
  CROPPED_SELFIE: 'home.kycFix.selfie',
  DARK_SELFIE: 'home.kycFix.selfie',
  FLASH_SELFIE: 'home.kycFix.selfie',
  INVALID_SELFIE: 'home.kycFix.selfie',
  PHOTO_MISMATCH: 'home.kycFix.selfie',
  USER_PROVIDED_DATA_MISMATCH: 'home.kycFix.details',
  DATA_MISMATCH: 'home.kycFix.details',
};

/** The card's line for a fixable KYC rejection, or null (not KYC-rejected, or not fixable). */
export function kycFixMessageId(kycStatus: string | null, rejectionType: string | null): string | null {
  if (kycStatus !== 'KYC_REJECTED' || !rejectionType) return null;
  return FIX_MESSAGES[rejectionType] ?? null;
}
