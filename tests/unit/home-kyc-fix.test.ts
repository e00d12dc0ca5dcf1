import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/compile-catalogues';
import { kycFixMessageId } from '@domain/home/kyc-fix';
import { KYC_REJECTION_TYPES, rejectionScreenFor } from '@domain/kyc/rejection';

const en = (await readCatalogue('en')).messages;

describe('a home card stopped at identity verification', () => {
  it('says what to retake for a blurry photo, not "not approved"', () => {
    expect(kycFixMessageId('KYC_REJECTED', 'BLUR_ID')).toBe('home.kycFix.blurryId');
    expect(en['home.kycFix.blurryId']).toMatch(/blurry\. Retake/);
    expect(kycFixMessageId('KYC_REJECTED', 'BLUR_SELFIE')).toBe('home.kycFix.blurrySelfie');
  });
  it('has a line for exactly the rejections the user can fix, each in the catalogue', () => {
    for (const type of KYC_REJECTION_TYPES) {
      const id = kycFixMessageId('KYC_REJECTED', type);
      expect(id !== null, type).toBe(rejectionScreenFor(type).kind === 'fixable');
      if (id) expect(en[id], id).toBeTruthy();
    }
  });
  it('keeps the usual line when identity verification is not what stopped it', () => {
    expect(kycFixMessageId('KYC_APPROVED', 'BLUR_ID')).toBeNull();
    expect(kycFixMessageId('KYC_REJECTED', null)).toBeNull();
    expect(kycFixMessageId('KYC_REJECTED', 'CDE_REJECT')).toBeNull();
  });
});
