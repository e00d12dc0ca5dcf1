/**
 * The KYC photos as the platform shows them (document 2, sections 3 and 7): the `docs` of the
 * KYC submission (its call and types are the KYC wizard's, in ./kyc), ID card first, then the
 * selfie with the ID card, and where they are stored.
 */
export { HEADER_PRODUCT_NAME, KYC_PATHS, type KycDocument } from '../kyc';

/** The storage bucket and slot names of the two photos (the slots are KycPhotoSlot). */
export const KYC_PHOTO_BUCKET = 'kyc' as const;
